/**
 * Word result codes of spec section 4, decided from the word's syllable statuses:
 * - LD (missed): every syllable of the word is missing;
 * - DD (correct): every syllable is correct;
 * - CD (wrong): at least one syllable has an initial or final error, i.e. the word was said as
 *   other syllables;
 * - ZC (normal, partly right): the rest: the syllables were the right ones but some tones were
 *   wrong, or some (not all) syllables were left out.
 */
import { WordResult } from '@hanyu/contracts/constants/phonetics';
import { SyllableStatus } from '@hanyu/contracts/constants/phonetics';
import type {
  SyllableResult,
  SyllableStatusCode,
  WordResultCode,
  WordResultEntry,
} from '../evaluation/result-types.ts';
import { hasSegmentalError } from './syllable-status.ts';

export function wordResultCode(statuses: readonly SyllableStatusCode[]): WordResultCode {
  if (statuses.length === 0 || statuses.every((s) => s === SyllableStatus.Missing)) return WordResult.Missed;
  if (statuses.every((s) => s === SyllableStatus.Correct)) return WordResult.Correct;
  if (statuses.some(hasSegmentalError)) return WordResult.Wrong;
  return WordResult.Normal;
}

/** The word's text: its characters, or for a pinyin request its syllables with tone digits. */
function wordText(syllables: readonly SyllableResult[]): string {
  if (syllables.every((s) => s.expected.hanzi !== '')) return syllables.map((s) => s.expected.hanzi).join('');
  return syllables.map((s) => `${s.expected.pinyin}${s.expected.citationTone}`).join(' ');
}

/** Groups the syllables by their expected word (wordIndex), in order of first appearance. */
export function wordResults(syllables: readonly SyllableResult[]): WordResultEntry[] {
  const order: number[] = [];
  const members = new Map<number, number[]>();
  syllables.forEach((syllable, index) => {
    const key = syllable.expected.wordIndex;
    let list = members.get(key);
    if (!list) {
      list = [];
      members.set(key, list);
      order.push(key);
    }
    list.push(index);
  });
  return order.map((key) => {
    const indices = members.get(key) ?? [];
    const items = indices.map((i) => syllables[i]).filter((s): s is SyllableResult => s !== undefined);
    return { text: wordText(items), syllables: indices, result: wordResultCode(items.map((s) => s.status)) };
  });
}
