/**
 * The CLI's reading commands: the expected syllables of Chinese text (polyphones read in context by
 * the model of src/text/polyphone-model.ts, then tone sandhi), for one text or a file of texts.
 * The reading is the engine's expectedFromText(), the same code the server and the browser run.
 */
import fs from 'node:fs';
import { expectedFromText } from '../src/text/expected-from-text.ts';
import { ExpectedTextError } from '../src/text/expected-text-error.ts';
import { ExitCode, inputError, type CommandOutput } from './cli-commands.ts';

export interface ReadSyllable {
  hanzi: string;
  /** Numbered pinyin with the citation tone, ü written v: "hang2", "lv4", "le5", "dianr3". */
  pinyin: string;
  citationTone: number;
  /** The tone to be heard, after third-tone, 一 and 不 sandhi. */
  expectedTone: number;
}

export interface ReadResult {
  text: string;
  syllables: ReadSyllable[];
}

/** The syllables of a text; a text without Chinese characters (a blank line) has none. */
export function readText(text: string): ReadResult {
  try {
    const syllables = expectedFromText(text).map((s) => ({
      hanzi: s.hanzi,
      pinyin: `${s.pinyin}${s.citationTone}`,
      citationTone: s.citationTone,
      expectedTone: s.expectedTone,
    }));
    return { text, syllables };
  } catch (error) {
    if (error instanceof ExpectedTextError) return { text, syllables: [] };
    throw error;
  }
}

/** `read --text 银行行长`: one result. */
export function readCommand(text: string): CommandOutput {
  return { lines: [readText(text)], exitCode: ExitCode.Ok };
}

/**
 * `read-list FILE`: one text per line, one result per line in the same order; blank lines give an
 * empty syllable list, so output line N always answers input line N.
 */
export function readListCommand(file: string): CommandOutput {
  let content: string;
  try {
    content = fs.readFileSync(file, 'utf8');
  } catch (error) {
    return { lines: [inputError(error)], exitCode: ExitCode.BadInput };
  }
  const lines = content.split(/\r?\n/);
  // A final newline ends the last line; it does not start another one.
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return { lines: lines.map((line) => readText(line.replace(/^\uFEFF/, ''))), exitCode: ExitCode.Ok };
}
