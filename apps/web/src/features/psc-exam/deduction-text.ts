/**
 * How the mock test report words its deductions: a count is said with what it counts (syllables,
 * seconds short of three minutes, pauses) and, for part 4's invalid speech, why the speech was not
 * valid; a band or degree is named as one, never as a bare number; a rule that was not assessed says
 * why; the total of an estimate is given with its range; and the sounds to practise are claimed clean
 * only when every reading part was judged.
 */
import { PscPart } from '@hanyu/contracts/psc/exam-paper';
import {
  PscInvalidSpeechCause,
  PscScoreRule,
  type PscDeduction,
  type PscPartScore,
  type PscScoreRange,
} from '@hanyu/contracts/psc/exam-score';

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

/** Invalid speech and the valid time short of three minutes are worded by their cause. */
const CAUSE_SUFFIX: Record<PscInvalidSpeechCause, string> = {
  [PscInvalidSpeechCause.Repeated]: 'Repeated',
  [PscInvalidSpeechCause.NotSpeech]: 'NotSpeech',
  [PscInvalidSpeechCause.Read]: 'Read',
};

/**
 * The translation key that words a deduction's count, or null when the rule has none to word. Invalid
 * speech and the time short of three minutes say what made the speech not valid (a report kept before
 * causes were recorded had only repetition to find).
 */
export function countKey(rule: PscScoreRule, count: number | null, cause?: PscInvalidSpeechCause): string | null {
  if (count === null || !COUNTED_RULES.has(rule)) return null;
  const why = rule === PscScoreRule.InvalidSpeech ? (cause ?? PscInvalidSpeechCause.Repeated) : cause;
  return why && (rule === PscScoreRule.InvalidSpeech || rule === PscScoreRule.SpeakingShort)
    ? `pscExam.counts.${rule}${CAUSE_SUFFIX[why]}`
    : `pscExam.counts.${rule}`;
}

/** Part 4's banded rules and how many bands each has in the official table ("第 3 档（共 6 档）"). */
const BAND_COUNTS: Partial<Record<PscScoreRule, number>> = {
  [PscScoreRule.Pronunciation]: 6,
  [PscScoreRule.VocabularyGrammar]: 3,
  [PscScoreRule.NaturalFluency]: 3,
};
/** Part 3's judgements: the level is a degree, 1 slight, 2 noticeable, 3 marked. */
const DEGREE_RULES: ReadonlySet<PscScoreRule> = new Set([
  PscScoreRule.SystematicDefect,
  PscScoreRule.Intonation,
  PscScoreRule.Pausing,
  PscScoreRule.Fluency,
]);

/**
 * The key and values that word a deduction's band or degree, or null when its level says nothing
 * its count does not (the time short of three minutes is already said in seconds).
 */
export function levelText(deduction: PscDeduction): { key: string; values: { level: number; bands?: number } } | null {
  const { rule, level } = deduction;
  if (level === null) return null;
  const bands = BAND_COUNTS[rule];
  if (bands !== undefined) return { key: 'pscExam.report.band', values: { level, bands } };
  if (DEGREE_RULES.has(rule) && level >= 1 && level <= 3)
    return { key: `pscExam.report.degree.${level}`, values: { level } };
  return null;
}

/** Fluency rules whose degree or band may come from the speaking rate as well as from what they count. */
const RATE_RULES: ReadonlySet<PscScoreRule> = new Set([PscScoreRule.Fluency, PscScoreRule.NaturalFluency]);

/**
 * The speaking rate behind a fluency deduction (syllables a second, one decimal), or null: "0 places,
 * marked" alone would not say that the reading was slow.
 */
export function rateOf(deduction: PscDeduction, measures: Readonly<Record<string, number>>): string | null {
  const rate = measures.speechRate;
  if (!RATE_RULES.has(deduction.rule) || rate === undefined || !Number.isFinite(rate)) return null;
  return (Math.round(rate * 10) / 10).toFixed(1);
}

/** Rules not assessed because they need what was said understood share one reason. */
const CONTENT_RULES: ReadonlySet<PscScoreRule> = new Set([PscScoreRule.VocabularyGrammar, PscScoreRule.OffTopic]);

/** The reason a rule was not assessed: every rule part 4 can list has one. */
export function notAssessedKey(rule: PscScoreRule): string {
  return `pscExam.report.notAssessedWhy.${CONTENT_RULES.has(rule) ? 'content' : rule}`;
}

/** A total's figure in a range: two decimals at most, none when whole (86.5, 89). */
export function rangePoints(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** The range's grades in a language's own "A or B" (Intl.ListFormat), from their translated names. */
export function gradesOr(language: string, names: readonly string[]): string {
  return new Intl.ListFormat(language, { type: 'disjunction' }).format(names);
}

/** Whether the report shows the total as a range: an estimate with a range to show. */
export function shownRange(score: { estimate: boolean; range?: PscScoreRange | null }): PscScoreRange | null {
  return score.estimate && score.range ? score.range : null;
}

const READING_PARTS: ReadonlySet<PscPart> = new Set([PscPart.Syllables, PscPart.Words, PscPart.Passage]);
const NOT_JUDGED: ReadonlySet<PscScoreRule> = new Set([PscScoreRule.NoRecording, PscScoreRule.RecordingRefused]);

/** How many reading parts (1-3, where sounds are checked against a text) could not be judged. */
export function readingPartsNotJudged(parts: readonly PscPartScore[]): number {
  return parts.filter(
    (part) => READING_PARTS.has(part.part) && part.deductions.some((deduction) => NOT_JUDGED.has(deduction.rule)),
  ).length;
}
