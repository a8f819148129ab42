/**
 * Each read syllable as the PSC rules see it: an error (语音错误), a defect (语音缺陷) or fine.
 * - Error: the engine judged the syllable wrong (status 1-6) or not said (7).
 * - Defect: judged right (status 0) but not fully reached: one of its initial, final or tone scores
 *   is under DEFECT_SCORE. The engine puts a part judged right at 60-100 by the detector's
 *   certainty (scoring/syllable-scores.ts: 60 = could not tell, 100 = certain), so the bar is a
 *   certainty, not a new scale: DEFECT_GOODNESS, the same 0.6 that a heard partner needs to count
 *   as an error (CONTRAST_ERROR_CONFIDENCE, decision 012). A contrast detector that leaned to the
 *   right sound with less certainty than it needs to call the wrong one is the doubt band mirrored:
 *   a sound between the two, which is what a defect is. For the tone the same 0.6 has its own
 *   meaning: the expected tone's share against its strongest rival, and 0.6 is what a contour that
 *   fits both equally gets from the classifier's 1.5:1 tip to the expected tone
 *   (tones/tone-classifier.ts), so under it the contour reached its tone only partly.
 * On the development speaker's isolated syllables (a native speaker) this marks about 6% of the
 * syllables the engine judged right; 8% are judged wrong (docs/decisions/017-psc-scorer.md).
 */
import { SyllableStatus } from '@hanyu/contracts/constants/phonetics';
import { PscMarkAspect, PscMarkVerdict, type PscMark } from '@hanyu/contracts/psc/exam-score';
import { CONTRAST_ERROR_CONFIDENCE } from '../evaluation/contrast-checks.ts';
import type { SyllableResult } from '../evaluation/result-types.ts';
import { PASS_SCORE } from '../scoring/syllable-scores.ts';

export const DEFECT_GOODNESS = CONTRAST_ERROR_CONFIDENCE;
/** 68 with the engine's figures: the part score of DEFECT_GOODNESS, on the scores' one-decimal scale. */
export const DEFECT_SCORE = Math.round((PASS_SCORE + (100 - PASS_SCORE) * (2 * DEFECT_GOODNESS - 1)) * 10) / 10;

export type SyllableVerdict = Omit<PscMark, 'index'>;

export function isMissing(syllable: SyllableResult): boolean {
  return syllable.status === SyllableStatus.Missing;
}

export function initialDefective(syllable: SyllableResult): boolean {
  return syllable.scores.initial < DEFECT_SCORE;
}

export function finalDefective(syllable: SyllableResult): boolean {
  return syllable.scores.final < DEFECT_SCORE;
}

/** The neutral tone is not judged by the engine (its tone score is 100), so it is never defective. */
export function toneDefective(syllable: SyllableResult): boolean {
  return syllable.scores.tone < DEFECT_SCORE;
}

/** The verdict on one syllable, or null when it was said right and fully. */
export function syllableVerdict(syllable: SyllableResult): SyllableVerdict | null {
  if (isMissing(syllable)) return { verdict: PscMarkVerdict.Error, what: [PscMarkAspect.Missing] };
  if (syllable.status !== SyllableStatus.Correct) {
    // The flags rather than the code: status 3 (initial and final) may hide a tone error too.
    const what: PscMarkAspect[] = [];
    if (!syllable.initialCorrect) what.push(PscMarkAspect.Initial);
    if (!syllable.finalCorrect) what.push(PscMarkAspect.Final);
    if (!syllable.toneCorrect) what.push(PscMarkAspect.Tone);
    return { verdict: PscMarkVerdict.Error, what };
  }
  const what: PscMarkAspect[] = [];
  if (initialDefective(syllable)) what.push(PscMarkAspect.Initial);
  if (finalDefective(syllable)) what.push(PscMarkAspect.Final);
  if (toneDefective(syllable)) what.push(PscMarkAspect.Tone);
  return what.length > 0 ? { verdict: PscMarkVerdict.Defect, what } : null;
}

export interface SyllableCounts {
  /** Syllables judged (the part's scored syllables). */
  syllables: number;
  /** Of them, said (not missing). */
  said: number;
  errors: number;
  /** Errors that are misreadings (status 1-6) and that are missing syllables (7). */
  misread: number;
  missed: number;
  defects: number;
  marks: PscMark[];
}

export function countVerdicts(syllables: readonly SyllableResult[]): SyllableCounts {
  const marks: PscMark[] = [];
  let missed = 0;
  let defects = 0;
  syllables.forEach((syllable, index) => {
    const verdict = syllableVerdict(syllable);
    if (isMissing(syllable)) missed += 1;
    if (!verdict) return;
    if (verdict.verdict === PscMarkVerdict.Defect) defects += 1;
    marks.push({ index, ...verdict });
  });
  const errors = marks.length - defects;
  return {
    syllables: syllables.length,
    said: syllables.length - missed,
    errors,
    misread: errors - missed,
    missed,
    defects,
    marks,
  };
}
