import type { CharacterInfo } from '@hanyu/contracts/portal/dictionary';

/** One syllable of a reading, with its tone for the tone colours (5: neutral). */
export interface Syllable {
  marked: string;
  tone: 1 | 2 | 3 | 4 | 5;
}

function toneOf(numbered: string | undefined): Syllable['tone'] {
  const digit = Number(/([1-5])$/.exec(numbered ?? '')?.[1] ?? 5);
  return digit as Syllable['tone'];
}

/**
 * A reading's syllables: the tone-marked spelling learners read, each with the tone of its numbered
 * twin ("nǐ hǎo" with "ni3 hao3"). The tone colour is never the only signal: the mark is there too.
 */
export function syllablesOf(reading: { pinyin: string; pinyinNumbered: string }): Syllable[] {
  const marked = reading.pinyin.trim().split(/\s+/).filter(Boolean);
  const numbered = reading.pinyinNumbered.trim().split(/\s+/);
  return marked.map((syllable, index) => ({ marked: syllable, tone: toneOf(numbered[index]) }));
}

/**
 * The character's forms in the other script, each once and never the character itself: the
 * traditional forms of a simplified character (发 → 發, 髮) or the simplified form of a traditional one.
 */
export function counterpartsOf(info: Pick<CharacterInfo, 'character' | 'simplified' | 'traditional'>): {
  traditional: string[];
  simplified: string[];
} {
  const others = (forms: string[]) => [...new Set(forms)].filter((form) => form && form !== info.character);
  return { traditional: others(info.traditional), simplified: others(info.simplified) };
}

/** Whether a character is written differently in traditional script: the lang of its page text. */
export function scriptOf(info: Pick<CharacterInfo, 'character' | 'simplified' | 'traditional'>): 'zh-Hans' | 'zh-Hant' {
  const { simplified } = counterpartsOf(info);
  return simplified.length > 0 ? 'zh-Hant' : 'zh-Hans';
}

/** Readings shown once each: CC-CEDICT lists a reading again for a surname or a variant. */
export function distinctReadings(info: Pick<CharacterInfo, 'readings'>): CharacterInfo['readings'] {
  const byPinyin = new Map<string, CharacterInfo['readings'][number]>();
  for (const reading of info.readings) {
    const key = reading.pinyinNumbered.toLowerCase();
    const seen = byPinyin.get(key);
    const definitions = [...new Set([...(seen?.definitions ?? []), ...reading.definitions])];
    byPinyin.set(key, { ...(seen ?? reading), definitions });
  }
  return [...byPinyin.values()];
}
