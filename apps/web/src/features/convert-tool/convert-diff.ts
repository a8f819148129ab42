import { ConvertTarget, type ConvertPiece } from '@hanyu/contracts/portal/convert';

/**
 * What the converter changed, for the page: the result as runs of kept and changed text, and the list
 * of changes with how often each occurred. The server answers the conversion in pieces (text kept, or
 * [source, converted] where its dictionaries replaced a character or a phrase), so nothing has to be
 * guessed back from two texts here. Pure functions.
 */

export type DiffPart = { kind: 'same'; text: string } | { kind: 'changed'; from: string; to: string };

/** The result in reading order, kept runs joined. */
export function diffParts(pieces: readonly ConvertPiece[]): DiffPart[] {
  const parts: DiffPart[] = [];
  for (const piece of pieces) {
    if (typeof piece !== 'string' && piece[0] !== piece[1]) {
      parts.push({ kind: 'changed', from: piece[0], to: piece[1] });
      continue;
    }
    const kept = typeof piece === 'string' ? piece : piece[0];
    const last = parts.at(-1);
    if (last?.kind === 'same') last.text += kept;
    else if (kept !== '') parts.push({ kind: 'same', text: kept });
  }
  return parts;
}

export interface ChangeSummary {
  from: string;
  to: string;
  count: number;
}

/** Each distinct change once with its count: the most frequent first, ties in order of appearance. */
export function summariseChanges(pieces: readonly ConvertPiece[]): ChangeSummary[] {
  const byChange = new Map<string, ChangeSummary>();
  for (const part of diffParts(pieces)) {
    if (part.kind !== 'changed') continue;
    const key = `${part.from}\u0000${part.to}`;
    const known = byChange.get(key);
    if (known) known.count += 1;
    else byChange.set(key, { from: part.from, to: part.to, count: 1 });
  }
  // Array.prototype.sort is stable: equal counts keep the order they first appeared in.
  return [...byChange.values()].sort((a, b) => b.count - a.count);
}

/** Characters as a learner counts them: code points, line breaks and spaces not counted; Han apart. */
export function countCharacters(text: string): { characters: number; han: number } {
  let characters = 0;
  let han = 0;
  for (const character of text) {
    if (/\s/u.test(character)) continue;
    characters += 1;
    if (/\p{Script=Han}/u.test(character)) han += 1;
  }
  return { characters, han };
}

/** The `lang` of text in a target's script, so the browser picks the right glyph forms. */
export function scriptTag(target: ConvertTarget): string {
  switch (target) {
    case ConvertTarget.Simplified:
      return 'zh-Hans';
    case ConvertTarget.Taiwan:
      return 'zh-Hant-TW';
    case ConvertTarget.HongKong:
      return 'zh-Hant-HK';
    case ConvertTarget.Traditional:
      return 'zh-Hant';
  }
}

/**
 * The target of "convert back": simplified text goes back to the traditional standard it came from
 * (`lastTraditional`), traditional text to simplified.
 */
export function reverseTarget(target: ConvertTarget, lastTraditional: ConvertTarget): ConvertTarget {
  if (target !== ConvertTarget.Simplified) return ConvertTarget.Simplified;
  return lastTraditional === ConvertTarget.Simplified ? ConvertTarget.Traditional : lastTraditional;
}
