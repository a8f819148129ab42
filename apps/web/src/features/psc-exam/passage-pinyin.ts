import type { Passage } from '@hanyu/contracts/psc/study';
import { pinyinLine, writtenWords } from '../../shared/pinyin/pinyin-orthography.ts';

/**
 * The pinyin of as much of a passage as `text` holds (a paper cut short shows its first sentence),
 * written by word as the passage page writes it (decision 046).
 */
export function passagePinyin(passage: Pick<Passage, 'syllables' | 'wordStarts'>, text: string): string {
  const shown = passage.syllables.filter((syllable) => syllable.offset + syllable.hanzi.length <= text.length);
  return pinyinLine(writtenWords(text, shown, new Set(passage.wordStarts)));
}
