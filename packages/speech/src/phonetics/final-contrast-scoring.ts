/**
 * How well the final detectors separate each pair on a set of labelled recordings, by the method
 * of the issue: a recording whose syllable has a member of a pair is judged once against its own
 * final (the detector must hear that member) and once against the partner (it must still hear
 * the member actually said: bin1 judged with expected "ing" must answer "in"). Balanced accuracy
 * is the mean of the two members' recalls, so a pair with 4 weng and 59 uen recordings is not
 * won by always answering "uen". `models` replaces the shipped fitted models (final-pair-models.ts).
 * Pure: the benchmark and the data test do the file reading.
 */
import { detectFinalContrast } from './final-contrast.ts';
import type { FinalPairModels } from './final-pair-models.ts';
import { finalPairsForSyllable, pairKey, pairMemberOfSyllable } from './final-pairs.ts';

export interface LabelledRecording {
  /** Pinyin of the one syllable in the recording, tone digit allowed ("bin1", "luu3"). */
  pinyin: string;
  samples: Float32Array;
}

export interface PairScore {
  balancedAccuracy: number;
  /** Judgements made (two per recording). */
  n: number;
  /** confusion[said][heard] = count. */
  confusion: Record<string, Record<string, number>>;
}

/** Scores every final pair that the recordings exercise, keyed "in|ing". */
export function scoreFinalContrasts(
  recordings: Iterable<LabelledRecording>,
  models?: FinalPairModels,
): Record<string, PairScore> {
  const scores: Record<string, PairScore> = {};
  for (const { pinyin, samples } of recordings) {
    for (const pair of finalPairsForSyllable(pinyin)) {
      const said = pairMemberOfSyllable(pair, pinyin);
      const key = pairKey(pair);
      const score = (scores[key] ??= {
        balancedAccuracy: 0,
        n: 0,
        confusion: { [pair[0]]: { [pair[0]]: 0, [pair[1]]: 0 }, [pair[1]]: { [pair[0]]: 0, [pair[1]]: 0 } },
      });
      for (const expected of pair) {
        const { heard } = detectFinalContrast(pair, expected, samples, { start: 0, end: samples.length }, models);
        const row = score.confusion[said] ?? {};
        row[heard] = (row[heard] ?? 0) + 1;
        score.n += 1;
      }
    }
  }
  for (const score of Object.values(scores)) {
    const recalls = Object.entries(score.confusion).map(([said, row]) => {
      const total = Object.values(row).reduce((sum, count) => sum + count, 0);
      return total > 0 ? (row[said] ?? 0) / total : Number.NaN;
    });
    const known = recalls.filter((r) => Number.isFinite(r));
    score.balancedAccuracy = known.length > 0 ? known.reduce((sum, r) => sum + r, 0) / known.length : Number.NaN;
  }
  return scores;
}
