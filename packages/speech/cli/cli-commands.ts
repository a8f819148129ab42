/**
 * The CLI's commands: evaluate one WAV file, or a list of them. Reading files is the only thing
 * done here; everything else is the engine's evaluate(), the same code the server and the
 * browser worker run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { WavFormatError } from '../src/audio/wav-reader.ts';
import { evaluateWav } from '../src/evaluation/evaluate.ts';
import type { EvaluateOptions, EvaluationRequest, EvaluationResult } from '../src/evaluation/result-types.ts';
import { updateProfile, type SpeakerProfile } from '../src/profile/speaker-profile.ts';

export interface CommandOutput {
  /** JSON values to print, one per line (pretty-printed when there is only one). */
  lines: unknown[];
  exitCode: number;
}

/** Exit codes: 0 done (a refused recording is a result too), 1 usage, 2 an unreadable input. */
export const ExitCode = { Ok: 0, Usage: 1, BadInput: 2 } as const;

export interface InputError {
  error: { code: string; message: string };
}

/** A file that cannot be evaluated, said in JSON: WAV format problems carry the reader's code. */
export function inputError(error: unknown): InputError {
  if (error instanceof WavFormatError) return { error: { code: error.code, message: error.message } };
  const code = (error as { code?: unknown }).code;
  if (code === 'ENOENT') return { error: { code: 'not-found', message: 'The file does not exist.' } };
  if (code === 'EISDIR') return { error: { code: 'not-a-file', message: 'The path is a directory, not a file.' } };
  return { error: { code: 'unreadable', message: error instanceof Error ? error.message : String(error) } };
}

function evaluateFile(
  file: string,
  request: EvaluationRequest,
  options: EvaluateOptions = {},
): EvaluationResult | InputError {
  try {
    return evaluateWav(new Uint8Array(fs.readFileSync(file)), request, options);
  } catch (error) {
    return inputError(error);
  }
}

export function evaluateCommand(file: string, request: EvaluationRequest): CommandOutput {
  const result = evaluateFile(file, request);
  const failed = 'error' in result;
  return { lines: [failed ? { file, ...result } : result], exitCode: failed ? ExitCode.BadInput : ExitCode.Ok };
}

/**
 * Evaluates every line `path<TAB>expected pinyin[<TAB>speaker id]` of a list (paths relative to the
 * list's folder; blank lines and lines starting with # are skipped). One JSON line per file; a bad
 * line or file gives a JSON line with `error` and a non-zero exit code at the end, the others still
 * run. With a speaker id, the rows of one speaker are judged in order, each twice: `result` cold (no
 * profile, as a first-time learner) and `warm` with a voice profile built only from that speaker's
 * earlier rows (unused, and said so by `warm.profileUsed`, until it holds enough recordings). A
 * speaker id not seen before starts a new profile.
 */
export function evaluateListCommand(listFile: string): CommandOutput {
  let text: string;
  try {
    text = fs.readFileSync(listFile, 'utf8');
  } catch (error) {
    return { lines: [{ file: listFile, ...inputError(error) }], exitCode: ExitCode.BadInput };
  }
  const folder = path.dirname(listFile);
  const lines: unknown[] = [];
  const profiles = new Map<string, SpeakerProfile>();
  let exitCode: number = ExitCode.Ok;
  for (const raw of text.split(/\r?\n/)) {
    if (raw.trim() === '' || raw.startsWith('#')) continue;
    const [file = '', expected = '', speakerColumn = ''] = raw.split('\t');
    if (expected.trim() === '') {
      lines.push({
        file,
        expected,
        error: { code: 'bad-line', message: 'Expected "path<TAB>expected pinyin[<TAB>speaker id]".' },
      });
      exitCode = ExitCode.BadInput;
      continue;
    }
    const request: EvaluationRequest = { kind: 'pinyin', pinyin: expected.trim() };
    const result = evaluateFile(path.resolve(folder, file), request);
    if ('error' in result) {
      exitCode = ExitCode.BadInput;
      lines.push({ file, expected: expected.trim(), ...result });
      continue;
    }
    const speaker = speakerColumn.trim();
    if (speaker === '') {
      lines.push({ file, expected: expected.trim(), ...result });
      continue;
    }
    const profile = profiles.get(speaker) ?? null;
    const warm = profile ? evaluateFile(path.resolve(folder, file), request, { profile }) : result;
    profiles.set(speaker, updateProfile(profile, result.speaker));
    lines.push({ file, expected: expected.trim(), speakerId: speaker, ...result, warm });
  }
  return { lines, exitCode };
}
