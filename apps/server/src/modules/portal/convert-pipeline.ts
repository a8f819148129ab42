import { Trie } from 'opencc-js/core';
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

/** A trie over dictionaries; where two have the same source, the earlier one wins. */
export function trieOf(...dictionaries: Dictionary[]): Trie {
  const trie = new Trie();
  trie.loadDictGroup(dictionaries);
  return trie;
}

/**
 * One conversion in OpenCC's way: the text is cut into segments by the longest phrases the
 * `segmentation` tries know, and each segment passes through every trie of `chain` in turn, each
 * replacing the longest entries it knows inside the segment. (Several segmentation tries rather than
 * one merged trie let the large dictionaries be built once and shared between targets.)
 */
export interface Stage {
  segmentation: readonly Trie[];
  chain: readonly Trie[];
}

function longestMatch(tries: readonly Trie[], text: string, offset: number): number {
  let end = 0;
  for (const trie of tries) end = Math.max(end, trie.matchPrefix(text, offset)?.end ?? 0);
  return end;
}

/** Forward maximum matching, as OpenCC segments: known phrases, and the runs between them. */
export function segmentText(tries: readonly Trie[], text: string): string[] {
  const segments: string[] = [];
  let runStart = -1;
  let index = 0;
  while (index < text.length) {
    const end = longestMatch(tries, text, index);
    if (end > 0) {
      if (runStart >= 0) segments.push(text.slice(runStart, index));
      runStart = -1;
      segments.push(text.slice(index, end));
      index = end;
    } else {
      if (runStart < 0) runStart = index;
      index += (text.codePointAt(index) ?? 0) > 0xffff ? 2 : 1;
    }
  }
  if (runStart >= 0) segments.push(text.slice(runStart));
  return segments;
}

function runChain(chain: readonly Trie[], text: string): string {
  let out = text;
  for (const trie of chain) out = trie.convert(out);
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
function splitRun(chain: readonly Trie[], run: string, converted: string): [string, string][] {
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
