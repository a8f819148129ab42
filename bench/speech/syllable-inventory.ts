/**
 * The Mandarin syllables a substitute or a contrast partner may be: those speaker A recorded
 * (SPEECH_DATA_DIR holds every syllable of the standard table in each tone it takes, 1,632
 * files). Read from the full folder listing, never from a limited sample, so a limited run
 * chooses the same substitutes as a full one. The same rule as contrast-through-evaluate.ts:
 * no "zua" for zhua.
 */
import type { ExpectedSyllable, Tone } from '../../packages/speech/src/evaluation/result-types.ts';
import { parsePinyinSyllable } from '../../packages/speech/src/text/pinyin-syllable.ts';
import { parseName } from './development-set.ts';
import { developmentFiles } from './pitch-agreement.ts';

export interface SyllableInventory {
  /** Toneless pinyin of every syllable ("zhuang", "lv"). */
  toneless: ReadonlySet<string>;
  /** Syllables that exist in each full tone, sorted by pinyin. */
  byTone: ReadonlyMap<Tone, readonly Pick<ExpectedSyllable, 'pinyin' | 'initial' | 'final'>[]>;
}

export async function loadInventory(): Promise<SyllableInventory | null> {
  const files = await developmentFiles();
  if (!files) return null;
  const toneless = new Set<string>();
  const byTone = new Map<Tone, Pick<ExpectedSyllable, 'pinyin' | 'initial' | 'final'>[]>();
  for (const file of files) {
    const name = parseName(file);
    if (!name) continue;
    const syllable = parsePinyinSyllable(`${name.pinyin}${name.tone}`);
    if (!syllable) continue;
    toneless.add(syllable.pinyin);
    if (name.tone === 5) continue;
    const list = byTone.get(name.tone) ?? [];
    list.push({ pinyin: syllable.pinyin, initial: syllable.initial, final: syllable.final });
    byTone.set(name.tone, list);
  }
  for (const list of byTone.values()) list.sort((a, b) => (a.pinyin < b.pinyin ? -1 : a.pinyin > b.pinyin ? 1 : 0));
  return { toneless, byTone };
}

/** A syllable spelled in pinyin as an expected syllable in `slot`'s place (same tones and word). */
export function replaceSyllable(slot: ExpectedSyllable, pinyin: string): ExpectedSyllable | null {
  const parsed = parsePinyinSyllable(`${pinyin}${slot.expectedTone === 5 ? 5 : slot.citationTone}`);
  if (!parsed) return null;
  return { ...slot, hanzi: '', pinyin: parsed.pinyin, initial: parsed.initial, final: parsed.final };
}
