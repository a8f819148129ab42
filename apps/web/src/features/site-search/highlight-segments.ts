/**
 * A hit's matched parts, from the server's [start, end) UTF-16 ranges to runs of text to mark. Pure.
 */

export type Range = readonly [number, number];

export interface TextSegment {
  text: string;
  marked: boolean;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Moves an offset that falls inside a surrogate pair (𠀀) to the pair's start or end, never between. */
function snap(text: string, offset: number, direction: 'back' | 'forward'): number {
  if (offset <= 0 || offset >= text.length) return offset;
  if (!isLowSurrogate(text.charCodeAt(offset)) || !isHighSurrogate(text.charCodeAt(offset - 1))) return offset;
  return direction === 'back' ? offset - 1 : offset + 1;
}

/**
 * The ranges inside the text, in order, with overlapping and touching ranges joined. Ranges past the
 * end are cut to it, empty, inverted and non-integer ones dropped.
 */
export function normaliseRanges(text: string, ranges: readonly Range[]): Array<[number, number]> {
  const inside = ranges
    .filter(([start, end]) => Number.isInteger(start) && Number.isInteger(end))
    .map(([start, end]): [number, number] => [
      snap(text, Math.max(0, start), 'back'),
      snap(text, Math.min(text.length, end), 'forward'),
    ])
    .filter(([start, end]) => start < end)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of inside) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** The text cut into plain and marked runs that together spell it exactly (no empty runs). */
export function markedSegments(text: string, ranges: readonly Range[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const [start, end] of normaliseRanges(text, ranges)) {
    if (start > at) segments.push({ text: text.slice(at, start), marked: false });
    segments.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), marked: false });
  return segments;
}

/** Combining marks of the four tones, as NFD writes pinyin's tone marks. */
const TONE_MARKS: Record<string, number> = { '\u0304': 1, '\u0301': 2, '\u030c': 3, '\u0300': 4 };

/** The tone of a syllable written with tone marks ("hǎo" → 3); 5 for the neutral tone ("de", "ma"). */
export function toneOfSyllable(syllable: string): number {
  for (const character of syllable.normalize('NFD')) {
    const tone = TONE_MARKS[character];
    if (tone) return tone;
  }
  return 5;
}

export interface PinyinSegment extends TextSegment {
  /** The tone of the syllable the run belongs to; null for the spaces between syllables. */
  tone: number | null;
}

/**
 * Pinyin with tone marks ("nǐ hǎo", syllables apart by spaces) cut into runs that are each within one
 * syllable (or one space) and one marked or plain part, so every run can carry its syllable's tone
 * colour and its highlight, even when a highlight starts or ends inside a syllable.
 */
export function pinyinSegments(pinyin: string, ranges: readonly Range[]): PinyinSegment[] {
  const words: Array<{ start: number; end: number; tone: number | null }> = [];
  for (const match of pinyin.matchAll(/\s+|\S+/g)) {
    const text = match[0];
    words.push({
      start: match.index,
      end: match.index + text.length,
      tone: /\s/.test(text) ? null : toneOfSyllable(text),
    });
  }
  const out: PinyinSegment[] = [];
  let at = 0;
  for (const segment of markedSegments(pinyin, ranges)) {
    const end = at + segment.text.length;
    for (const word of words) {
      const from = Math.max(at, word.start);
      const to = Math.min(end, word.end);
      if (from < to) out.push({ text: pinyin.slice(from, to), marked: segment.marked, tone: word.tone });
    }
    at = end;
  }
  return out;
}

export interface Excerpt {
  text: string;
  ranges: Array<[number, number]>;
}

/** Characters of context kept before the first match when a long text is cut. */
const LEAD = 24;

/**
 * A long text cut to about `maxLength` characters around its first match, with "…" where it was cut
 * and the ranges moved to match; a short text comes back whole. Cuts fall between whole characters.
 */
export function excerptAround(text: string, ranges: readonly Range[], maxLength: number): Excerpt {
  const merged = normaliseRanges(text, ranges);
  if (text.length <= maxLength) return { text, ranges: merged };
  const first = merged[0]?.[0] ?? 0;
  let start = snap(text, Math.max(0, Math.min(first - LEAD, text.length - maxLength)), 'back');
  // Start after a space when one is close, so an English excerpt does not begin mid-word.
  const space = text.slice(start, first).search(/\s/);
  if (start > 0 && space >= 0 && space < LEAD / 2) start += space + 1;
  const end = snap(text, Math.min(text.length, start + maxLength), 'forward');
  const prefix = start > 0 ? '…' : '';
  const suffix = end < text.length ? '…' : '';
  const shift = prefix.length - start;
  return {
    text: `${prefix}${text.slice(start, end)}${suffix}`,
    ranges: merged
      .map(([from, to]): [number, number] => [Math.max(from, start) + shift, Math.min(to, end) + shift])
      .filter(([from, to]) => from < to),
  };
}
