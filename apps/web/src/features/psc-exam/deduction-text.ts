/**
 * How the mock test report words its deductions: a count is said with what it counts (syllables,
 * seconds short of three minutes, pauses), never as a bare "×144"; and the sounds to practise are
 * claimed clean only when every reading part was judged.
 */
import { PscPart } from '@hanyu/contracts/psc/exam-paper';
import { PscScoreRule, type PscPartScore } from '@hanyu/contracts/psc/exam-score';

/** Rules whose count the report words with pscExam.counts.<rule> (plural forms by count). */
const COUNTED_RULES: ReadonlySet<PscScoreRule> = new Set([
  PscScoreRule.SyllableError,
  PscScoreRule.SyllableDefect,
  PscScoreRule.Misread,
  PscScoreRule.Missed,
  PscScoreRule.Added,
  PscScoreRule.SystematicDefect,
  PscScoreRule.Intonation,
  PscScoreRule.Pausing,
  PscScoreRule.Fluency,
  PscScoreRule.Overtime,
  PscScoreRule.SpeakingShort,
  PscScoreRule.SpokeUnder30Seconds,
  PscScoreRule.InvalidSpeech,
  PscScoreRule.NaturalFluency,
]);

/** The translation key that words a deduction's count, or null when the rule has none to word. */
export function countKey(rule: PscScoreRule, count: number | null): string | null {
  return count !== null && COUNTED_RULES.has(rule) ? `pscExam.counts.${rule}` : null;
}

const READING_PARTS: ReadonlySet<PscPart> = new Set([PscPart.Syllables, PscPart.Words, PscPart.Passage]);
const NOT_JUDGED: ReadonlySet<PscScoreRule> = new Set([PscScoreRule.NoRecording, PscScoreRule.RecordingRefused]);

/** How many reading parts (1-3, where sounds are checked against a text) could not be judged. */
export function readingPartsNotJudged(parts: readonly PscPartScore[]): number {
  return parts.filter(
    (part) => READING_PARTS.has(part.part) && part.deductions.some((deduction) => NOT_JUDGED.has(deduction.rule)),
  ).length;
}
