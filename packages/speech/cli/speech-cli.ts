/**
 * Command-line front of the speech engine (run with tsx: `npm run -s speech -- --help`).
 * Prints JSON on stdout: the EvaluationResult of packages/speech/src/evaluation/result-types.ts.
 */
import { parseArgs } from 'node:util';
import type { EvaluationRequest } from '../src/evaluation/result-types.ts';
import { evaluateCommand, evaluateListCommand, ExitCode, type CommandOutput } from './cli-commands.ts';
import { readCommand, readListCommand } from './read-commands.ts';

const HELP = `Offline Mandarin pronunciation evaluation (16 kHz mono PCM WAV).

Usage:
  npm run -s speech -- evaluate --pinyin "ni3 hao3" FILE.wav
  npm run -s speech -- evaluate --text 你好 FILE.wav
  npm run -s speech -- evaluate --free [--min-seconds 30] [--min-speech-seconds 10] FILE.wav
  npm run -s speech -- evaluate-list LIST.tsv
  npm run -s speech -- read --text 银行行长
  npm run -s speech -- read-list FILE
  npm run -s speech -- --help

evaluate       Prints the evaluation result as JSON: quality (a refused recording carries its
               code of spec section 8, 7001 ..., and no syllables), syllables with status 0-7,
               detected tone, contour and scores, words (LD/DD/ZC/CD), scores and problem lists.
               --pinyin   toned pinyin, syllables separated by spaces (ü as v: lv4)
               --text     Chinese text (tone sandhi is applied)
               --free     topic speaking: no text; quality, speech time and fluency only
evaluate-list  Reads lines "path<TAB>expected pinyin[<TAB>speaker id]" (paths relative to the
               list file; blank lines and lines starting with # are skipped) and prints one
               JSON line per file with file, expected and the result. With a speaker id, a
               speaker's rows are judged in order: the result cold (no profile) and "warm",
               with a voice profile built only from that speaker's earlier rows (used from
               the 6th row on: warm.profileUsed says when).
read           Prints the reading of Chinese text as JSON: {text, syllables}, each syllable with
               hanzi, pinyin (numbered, citation tone: hang2), citationTone and expectedTone
               (after sandhi). Polyphones are read in context by the polyphone model.
read-list      Reads one text per line (UTF-8) and prints one JSON line per input line, in
               order; a blank line gives an empty syllable list.

Exit status: 0 when every file was evaluated (refused recordings included), 1 for a usage
error, 2 when a file could not be read or is not 16 kHz mono PCM WAV (the JSON says why).`;

function usage(message: string): CommandOutput {
  return { lines: [{ error: { code: 'usage', message: `${message} (see --help)` } }], exitCode: ExitCode.Usage };
}

function seconds(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : Number.NaN;
}

function evaluateArgs(args: string[]): CommandOutput {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      pinyin: { type: 'string' },
      text: { type: 'string' },
      free: { type: 'boolean' },
      'min-seconds': { type: 'string' },
      'min-speech-seconds': { type: 'string' },
    },
  });
  if (positionals.length !== 1) return usage('evaluate takes exactly one WAV file');
  const given = [values.pinyin !== undefined, values.text !== undefined, values.free === true].filter(Boolean);
  if (given.length !== 1) return usage('give exactly one of --pinyin, --text or --free');
  let request: EvaluationRequest;
  if (values.pinyin !== undefined) request = { kind: 'pinyin', pinyin: values.pinyin };
  else if (values.text !== undefined) request = { kind: 'text', text: values.text };
  else {
    const minSeconds = seconds(values['min-seconds']);
    const minSpeechSeconds = seconds(values['min-speech-seconds']);
    if (Number.isNaN(minSeconds) || Number.isNaN(minSpeechSeconds)) return usage('seconds must be numbers');
    request = { kind: 'free', minSeconds, minSpeechSeconds };
  }
  return evaluateCommand(positionals[0] as string, request);
}

function run(argv: string[]): CommandOutput | 'help' {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || rest.includes('--help')) return 'help';
  try {
    if (command === 'evaluate') return evaluateArgs(rest);
    if (command === 'evaluate-list') {
      if (rest.length !== 1) return usage('evaluate-list takes exactly one list file');
      return evaluateListCommand(rest[0] as string);
    }
    if (command === 'read') {
      const { values, positionals } = parseArgs({ args: rest, options: { text: { type: 'string' } } });
      if (values.text === undefined || positionals.length > 0) return usage('read takes --text TEXT');
      return readCommand(values.text);
    }
    if (command === 'read-list') {
      if (rest.length !== 1) return usage('read-list takes exactly one text file');
      return readListCommand(rest[0] as string);
    }
  } catch (error) {
    // parseArgs throws on unknown options: a usage error, not a crash.
    return usage(error instanceof Error ? error.message : String(error));
  }
  return usage(`unknown command "${command}"`);
}

const outcome = run(process.argv.slice(2));
if (outcome === 'help') {
  process.stdout.write(`${HELP}\n`);
} else {
  const pretty = outcome.lines.length === 1 && (process.argv[2] === 'evaluate' || process.argv[2] === 'read');
  for (const line of outcome.lines) process.stdout.write(`${JSON.stringify(line, null, pretty ? 2 : undefined)}\n`);
  process.exitCode = outcome.exitCode;
}
