/**
 * The total as an estimate with a range: where the score may lie when some deductions are estimated
 * rather than measured, and the grades that range reaches ("二级甲等或一级乙等, 约 86–90").
 *
 * Each estimated deduction may lie anywhere its judgement could have put it:
 * - a band of part 4 (pronunciation, natural fluency) anywhere in the band's own points;
 * - a degree of part 3 (systematic defects, intonation, pausing, fluency), whose degrees hold one
 *   value each, one degree better or worse;
 * - the time short of three minutes, shortened by invalid speech, anywhere between the time the
 *   candidate spoke and the valid time.
 * Measured deductions, and a whole part taken by a rule (no recording, invalid speech), stay as they
 * are: the range says how far the estimated figures may be off, not whether a rule applied. Each
 * part stays within 0 and its maximum, as its points do.
 */
import {
  PSC_PART_MAX_POINTS,
  PscScoreRule,
  type PscDeduction,
  type PscPartScore,
  type PscScoreRange,
} from '@hanyu/contracts/psc/exam-score';
import type { PscLevel } from '@hanyu/contracts/psc/score-service';
import {
  FLUENCY_BY_DEGREE,
  fromHundredths,
  gradeFor,
  INTONATION_BY_DEGREE,
  NATURAL_FLUENCY_BANDS,
  PAUSING_BY_DEGREE,
  PRONUNCIATION_BANDS,
  speakingShort,
  SYSTEMATIC_DEFECT_BY_DEGREE,
  toHundredths,
  VOCABULARY_GRAMMAR_BANDS,
  type Hundredths,
} from './score-rules.ts';
import { shortSeconds } from './topic-measures.ts';

/** The least and the most a deduction may take, in hundredths. */
export interface DeductionSpan {
  low: Hundredths;
  high: Hundredths;
}

const BANDS: Partial<Record<PscScoreRule, readonly (readonly Hundredths[])[]>> = {
  [PscScoreRule.Pronunciation]: PRONUNCIATION_BANDS,
  [PscScoreRule.NaturalFluency]: NATURAL_FLUENCY_BANDS,
  [PscScoreRule.VocabularyGrammar]: VOCABULARY_GRAMMAR_BANDS,
};

const DEGREES: Partial<Record<PscScoreRule, readonly Hundredths[]>> = {
  [PscScoreRule.SystematicDefect]: SYSTEMATIC_DEFECT_BY_DEGREE,
  [PscScoreRule.Intonation]: INTONATION_BY_DEGREE,
  [PscScoreRule.Pausing]: PAUSING_BY_DEGREE,
  [PscScoreRule.Fluency]: FLUENCY_BY_DEGREE,
};

function spanOf(values: readonly Hundredths[], points: Hundredths): DeductionSpan {
  return { low: Math.min(points, ...values), high: Math.max(points, ...values) };
}

/** How far one deduction of a part may be off (see the file comment). */
export function deductionSpan(deduction: PscDeduction, measures: Readonly<Record<string, number>>): DeductionSpan {
  const points = toHundredths(deduction.points);
  const fixed = { low: points, high: points };
  if (!deduction.estimate || deduction.level === null) return fixed;
  const bands = BANDS[deduction.rule];
  if (bands) return spanOf(bands[deduction.level - 1] ?? [], points);
  const degrees = DEGREES[deduction.rule];
  if (degrees) {
    const at = (degree: number) => degrees[Math.min(degrees.length - 1, Math.max(0, degree))] ?? points;
    return spanOf([at(deduction.level - 1), at(deduction.level + 1)], points);
  }
  const spoken = measures.spokenSeconds;
  if (deduction.rule === PscScoreRule.SpeakingShort && spoken !== undefined) {
    return spanOf([speakingShort(shortSeconds(spoken))], points);
  }
  return fixed;
}

/** A part's points at the best and the worst of its estimated deductions, within 0 and its maximum. */
export function partSpan(part: PscPartScore): DeductionSpan {
  const max = toHundredths(PSC_PART_MAX_POINTS[part.part]);
  const spans = part.deductions.map((deduction) => deductionSpan(deduction, part.measures));
  const least = spans.reduce((sum, span) => sum + span.low, 0);
  const most = spans.reduce((sum, span) => sum + span.high, 0);
  return { low: Math.max(0, max - most), high: Math.max(0, max - least) };
}

/** Every grade a total between low and high (hundredths) reaches, best first; null is below 60. */
export function gradesBetween(low: Hundredths, high: Hundredths): (PscLevel | null)[] {
  const grades: (PscLevel | null)[] = [];
  // Whole hundredths between the two: at most 10,001 steps, and each grade edge is one of them.
  for (let total = high; total >= low; total -= 1) {
    const grade = gradeFor(total);
    if (grades.at(-1) !== grade) grades.push(grade);
  }
  return grades;
}

/** The total's range, or null when no deduction is an estimate (the total is then exact). */
export function scoreRange(parts: readonly PscPartScore[]): PscScoreRange | null {
  const spans = parts.map(partSpan);
  const low = spans.reduce((sum, span) => sum + span.low, 0);
  const high = spans.reduce((sum, span) => sum + span.high, 0);
  if (low === high) return null;
  return { low: fromHundredths(low), high: fromHundredths(high), grades: gradesBetween(low, high) };
}
