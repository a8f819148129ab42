/**
 * Per-syllable scores (0-100) from the part judgements. A judgement is a decision (correct or
 * not) and a goodness: the detector's probability that the expected sound was produced. The
 * decision fixes the side of the 60-point pass mark and the goodness the distance from it, so a
 * correct part heard with certainty scores 100, a correct part the detector could not tell from
 * its partner scores 60, and a confident error scores near 0.
 */

/** The pass mark: the lowest score of a part judged correct. */
export const PASS_SCORE = 60;

/** Weights of the parts in a syllable's score: the final carries the vowel, the longest part. */
export const SYLLABLE_PART_WEIGHTS = { initial: 0.3, final: 0.4, tone: 0.3 } as const;

export interface PartJudgement {
  correct: boolean;
  /** 0-1: probability that the expected sound (or tone) was produced; 0.5 = cannot tell. */
  goodness: number;
}

/** A part nobody could judge (no detector applies): counted as correct and certain. */
export const UNJUDGED: PartJudgement = { correct: true, goodness: 1 };

function clamp01(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

export function partScore(judgement: PartJudgement): number {
  const g = clamp01(judgement.goodness);
  if (judgement.correct) return PASS_SCORE + (100 - PASS_SCORE) * Math.max(0, 2 * g - 1);
  return PASS_SCORE * Math.min(1, 2 * g);
}

export interface SyllableScores {
  initial: number;
  final: number;
  tone: number;
  overall: number;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export function syllableScores(
  missing: boolean,
  initial: PartJudgement,
  final: PartJudgement,
  tone: PartJudgement,
): SyllableScores {
  if (missing) return { initial: 0, final: 0, tone: 0, overall: 0 };
  const parts = { initial: partScore(initial), final: partScore(final), tone: partScore(tone) };
  const overall =
    SYLLABLE_PART_WEIGHTS.initial * parts.initial +
    SYLLABLE_PART_WEIGHTS.final * parts.final +
    SYLLABLE_PART_WEIGHTS.tone * parts.tone;
  return {
    initial: round1(parts.initial),
    final: round1(parts.final),
    tone: round1(parts.tone),
    overall: round1(overall),
  };
}
