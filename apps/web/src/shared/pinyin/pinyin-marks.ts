/**
 * Pinyin between its two spellings: with tone numbers (ma3, lv4), as the engine reads it, and with
 * tone marks (mǎ, lǜ), as learners read it. Pure.
 */

const MARKS: Record<string, readonly [string, string, string, string]> = {
  a: ['ā', 'á', 'ǎ', 'à'],
  e: ['ē', 'é', 'ě', 'è'],
  i: ['ī', 'í', 'ǐ', 'ì'],
  o: ['ō', 'ó', 'ǒ', 'ò'],
  u: ['ū', 'ú', 'ǔ', 'ù'],
  ü: ['ǖ', 'ǘ', 'ǚ', 'ǜ'],
};

/** Marked vowel → [plain vowel, tone]. */
const UNMARK = new Map<string, [string, number]>(
  Object.entries(MARKS).flatMap(([vowel, marked]) =>
    marked.map((m, i) => [m, [vowel, i + 1]] as [string, [string, number]]),
  ),
);

/** Which vowel carries the mark: a or e; else the o of ou; else the last vowel. */
function markedVowelIndex(syllable: string): number {
  for (const vowel of ['a', 'e']) {
    const at = syllable.indexOf(vowel);
    if (at >= 0) return at;
  }
  const ou = syllable.indexOf('ou');
  if (ou >= 0) return ou;
  for (let i = syllable.length - 1; i >= 0; i -= 1) if ('iouü'.includes(syllable[i] ?? '')) return i;
  return -1;
}

/** "ma3" → "mǎ", "lv4" → "lǜ", "de5" / "de" → "de". Unreadable input comes back as it was. */
export function toneMarked(numbered: string): string {
  const match = /^([a-zü:]+?)([1-5])?$/i.exec(numbered.trim());
  if (!match) return numbered;
  const syllable = (match[1] ?? '').toLowerCase().replaceAll('u:', 'ü').replaceAll('v', 'ü');
  const tone = Number(match[2] ?? 5);
  if (tone === 5) return syllable;
  const at = markedVowelIndex(syllable);
  const vowel = syllable[at] ?? '';
  const marked = MARKS[vowel]?.[tone - 1];
  if (at < 0 || !marked) return syllable;
  return `${syllable.slice(0, at)}${marked}${syllable.slice(at + 1)}`;
}

/** Several numbered syllables, each marked: "ma1 ma5" → "mā ma", "zhong1 guo2" → "zhōng guó". */
export function tonesMarked(numbered: string): string {
  return numbered.trim().split(/\s+/).map(toneMarked).join(' ');
}

/**
 * "mǎ" → "ma3", "lǜ" → "lv4", "ma3" → "ma3", "de" → "de"; null when the token is not pinyin.
 * The engine spells ü as v.
 */
export function toneNumbered(token: string): string | null {
  let tone = 0;
  let plain = '';
  for (const char of token.normalize('NFC').toLowerCase()) {
    const unmarked = UNMARK.get(char);
    if (unmarked) {
      if (tone !== 0) return null;
      tone = unmarked[1];
      plain += unmarked[0];
    } else plain += char;
  }
  plain = plain.replaceAll('u:', 'v').replaceAll('ü', 'v');
  const match = /^([a-z]+)([1-5])?$/.exec(plain);
  if (!match) return null;
  if (match[2] && tone !== 0) return null;
  const digit = match[2] ?? (tone === 0 ? '' : String(tone));
  return `${match[1] ?? ''}${digit}`;
}

/** The tone of numbered pinyin: 1-4, or 5 for the neutral tone (no digit or 5). */
export function toneOf(numbered: string): number {
  const digit = /([1-5])$/.exec(numbered)?.[1];
  return digit ? Number(digit) : 5;
}
