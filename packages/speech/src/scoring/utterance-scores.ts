/**
 * The utterance scores of spec section 3 (phoneme, accuracy, tone, fluency, integrity, overall),
 * 0-100 with one decimal:
 * - phoneme: mean of (initial + final) / 2 over the syllables that were said;
 * - tone: mean tone score over the syllables that were said;
 * - accuracy: share of the expected syllables said entirely right (status 0);
 * - fluency: from measureFluency;
 * - integrity: share of the expected syllables that were said;
 * - overall = integrity × (0.4 phoneme + 0.4 tone + 0.2 fluency) / 100: how well the text was
 *   said, scaled by how much of it was said, so reading half of a text perfectly scores 50.
 * Free speaking has no text: phoneme, tone and accuracy are not assessed (0), integrity is 100
 * (the quality gate already asked for the required speech time) and overall is the fluency.
 */
import { SyllableStatus } from '@hanyu/contracts/constants/phonetics';
import { EvaluationCode } from '@hanyu/contracts/errors/speech-codes';
import type { EvaluationCodeValue, EvaluationScores, SyllableResult } from '../evaluation/result-types.ts';
import { hasSegmentalError } from './syllable-status.ts';

export const OVERALL_WEIGHTS = { phoneme: 0.4, tone: 0.4, fluency: 0.2 } as const;
/**
 * Evaluation code 4 (too much wrong or missed reading): over half of the expected syllables,
 * in a text of at least two, missing or said as another syllable (initial or final wrong).
 */
export const MISREAD_SHARE = 0.5;
export const MISREAD_MIN_SYLLABLES = 2;

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

function meanOf(values: number[]): number {
  return values.length > 0 ? values.reduce((a, b) => a + b, 0) / values.length : 0;
}

export function utteranceScores(syllables: readonly SyllableResult[], fluency: number): EvaluationScores {
  const said = syllables.filter((s) => s.status !== SyllableStatus.Missing);
  const phoneme = meanOf(said.map((s) => (s.scores.initial + s.scores.final) / 2));
  const tone = meanOf(said.map((s) => s.scores.tone));
  const expected = Math.max(1, syllables.length);
  const accuracy = (100 * syllables.filter((s) => s.status === SyllableStatus.Correct).length) / expected;
  const integrity = (100 * said.length) / expected;
  const overall =
    (integrity / 100) *
    (OVERALL_WEIGHTS.phoneme * phoneme + OVERALL_WEIGHTS.tone * tone + OVERALL_WEIGHTS.fluency * fluency);
  return {
    phoneme: round1(phoneme),
    accuracy: round1(accuracy),
    tone: round1(tone),
    fluency: round1(fluency),
    integrity: round1(integrity),
    overall: round1(overall),
  };
}

export function freeSpeakingScores(fluency: number): EvaluationScores {
  return { phoneme: 0, accuracy: 0, tone: 0, fluency: round1(fluency), integrity: 100, overall: round1(fluency) };
}

/** Evaluation code 4 when too much of the text was missed or misread, else null. */
export function misreadWarning(syllables: readonly SyllableResult[]): EvaluationCodeValue | null {
  if (syllables.length < MISREAD_MIN_SYLLABLES) return null;
  const bad = syllables.filter((s) => s.status === SyllableStatus.Missing || hasSegmentalError(s.status)).length;
  return bad / syllables.length > MISREAD_SHARE ? EvaluationCode.TooManyMisread : null;
}
