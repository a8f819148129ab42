import type { ConvertPiece } from '@hanyu/contracts/portal/convert';

/** One dictionary as opencc-js ships it: "source replacement|source replacement|…". */
export type Dictionary = string;

/** The entries of a dictionary; a source with several replacements keeps the first, as OpenCC does. */
export function entriesOf(dictionary: Dictionary): [string, string][] {
  if (dictionary === '') return [];
  return dictionary.split('|').map((line) => {
    const [source = '', replacement = ''] = line.split(' ');
    return [source, replacement];
  });
}

export function toDictionary(entries: readonly (readonly [string, string])[]): Dictionary {
  return entries.map(([source, replacement]) => `${source} ${replacement}`).join('|');
}

const codePointLength = (text: string, offset: number) => ((text.codePointAt(offset) ?? 0) > 0xffff ? 2 : 1);

/**
 * Dictionaries as one table of whole sources, with the longest source each first character starts:
 * the longest match at a place is found by trying the lengths down from there. It answers as
 * opencc-js's trie does (where two dictionaries have the same source the earlier one wins; within one
 * the later entry) in a tenth of the memory: the trie's node per character came to about 75 MB for
 * the converter's dictionaries, this to a few (decision 023).
 */
export class PhraseTable {
  private readonly replacements = new Map<string, string>();
  /** Longest source, in UTF-16 code units, by its first code point. */
  private readonly longest = new Map<number, number>();

  constructor(dictionaries: readonly Dictionary[]) {
    for (const dictionary of [...dictionaries].reverse()) {
      for (const [source, replacement] of entriesOf(dictionary)) {
        if (source === '') continue;
        this.replacements.set(source, replacement);
        const first = source.codePointAt(0) ?? 0;
        this.longest.set(first, Math.max(this.longest.get(first) ?? 0, source.length));
      }
    }
  }

  /** The longest source at `offset`: where it ends and what replaces it. */
  matchPrefix(text: string, offset: number): { end: number; value: string } | null {
    const longest = this.longest.get(text.codePointAt(offset) ?? -1);
    if (longest === undefined) return null;
    for (let length = Math.min(longest, text.length - offset); length > 0; length -= 1) {
      const value = this.replacements.get(text.slice(offset, offset + length));
      if (value !== undefined) return { end: offset + length, value };
    }
    return null;
  }

  /** Replaces the longest sources from left to right; what no source starts stays. */
  convert(text: string): string {
    let out = '';
    let index = 0;
    while (index < text.length) {
      const match = this.matchPrefix(text, index);
      if (match) {
        out += match.value;
        index = match.end;
      } else {
        const next = index + codePointLength(text, index);
        out += text.slice(index, next);
        index = next;
      }
    }
    return out;
  }
}

/** One table over dictionaries; where two have the same source, the earlier one wins. */
export function tableOf(...dictionaries: Dictionary[]): PhraseTable {
  return new PhraseTable(dictionaries);
}

/**
 * One conversion in OpenCC's way: the text is cut into segments by the longest phrases the
 * `segmentation` tables know, and each segment passes through every table of `chain` in turn, each
 * replacing the longest entries it knows inside the segment. (Several segmentation tables rather than
 * one merged table let the large dictionaries be built once and shared between targets.)
 */
export interface Stage {
  segmentation: readonly PhraseTable[];
  chain: readonly PhraseTable[];
}

function longestMatch(tables: readonly PhraseTable[], text: string, offset: number): number {
  let end = 0;
  for (const table of tables) end = Math.max(end, table.matchPrefix(text, offset)?.end ?? 0);
  return end;
}

/** Forward maximum matching, as OpenCC segments: known phrases, and the runs between them. */
export function segmentText(tables: readonly PhraseTable[], text: string): string[] {
  const segments: string[] = [];
  let runStart = -1;
  let index = 0;
  while (index < text.length) {
    const end = longestMatch(tables, text, index);
    if (end > 0) {
      if (runStart >= 0) segments.push(text.slice(runStart, index));
      runStart = -1;
      segments.push(text.slice(index, end));
      index = end;
    } else {
      if (runStart < 0) runStart = index;
      index += codePointLength(text, index);
    }
  }
  if (runStart >= 0) segments.push(text.slice(runStart));
  return segments;
}

function runChain(chain: readonly PhraseTable[], text: string): string {
  let out = text;
  for (const table of chain) out = table.convert(out);
  return out;
}

/** Longest run of unknown characters searched for finer cuts (the search is quadratic in it). */
const MAX_CUT_SEARCH = 200;

/**
 * Splits a segment into the smallest pieces that convert on their own as they do inside it: single
 * characters almost always (它们 → 它 kept, 们 → 們, and a phrase such as 司机 whose characters
 * convert alike on their own); a phrase whose conversion depends on it stays one piece (软件 → 軟體,
 * 头发 → 頭髮, 打開 → 開啟 inside a longer run).
 */
function splitRun(chain: readonly PhraseTable[], run: string, converted: string): [string, string][] {
  const characters = Array.from(run);
  const single = characters.map((character) => runChain(chain, character));
  if (single.join('') === converted) return characters.map((character, index) => [character, single[index] ?? '']);
  if (characters.length > MAX_CUT_SEARCH) return [[run, converted]];

  // A cut is good when converting both sides apart gives the same text as converting the run whole.
  const cuts = [0];
  for (let index = 1; index < characters.length; index += 1) {
    const before = characters.slice(0, index).join('');
    const after = characters.slice(index).join('');
    if (runChain(chain, before) + runChain(chain, after) === converted) cuts.push(index);
  }
  cuts.push(characters.length);
  const pieces: [string, string][] = [];
  for (let index = 1; index < cuts.length; index += 1) {
    const piece = characters.slice(cuts[index - 1], cuts[index]).join('');
    pieces.push([piece, runChain(chain, piece)]);
  }
  return pieces.map(([, out]) => out).join('') === converted ? pieces : [[run, converted]];
}

/**
 * Converts a text and keeps what became of each part, so a change can be shown where it happened,
 * each segment split as finely as the conversion allows (`splitRun`).
 */
export function convertInPieces(stage: Stage, text: string): [string, string][] {
  const pieces: [string, string][] = [];
  for (const segment of segmentText(stage.segmentation, text)) {
    const converted = runChain(stage.chain, segment);
    if (Array.from(segment).length === 1) pieces.push([segment, converted]);
    else pieces.push(...splitRun(stage.chain, segment, converted));
  }
  return pieces;
}

/** Joins unchanged neighbours into one string, keeping changes as [source, converted]. */
export function compactPieces(pieces: readonly (readonly [string, string])[]): ConvertPiece[] {
  const out: ConvertPiece[] = [];
  for (const [source, converted] of pieces) {
    if (source === converted) {
      const last = out.at(-1);
      if (typeof last === 'string') out[out.length - 1] = last + source;
      else if (source !== '') out.push(source);
    } else {
      out.push([source, converted]);
    }
  }
  return out;
}
