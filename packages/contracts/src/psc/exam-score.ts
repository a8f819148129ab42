import { z } from 'zod';
import { PscPart } from './exam-paper.ts';
import { PSC_LEVELS } from './score-service.ts';

/**
 * The score report of a mock PSC (《普通话水平测试实施纲要》, 2021 edition), as the scorer in
 * packages/speech/src/psc-scoring builds it and the server stores and sends it. Every deduction
 * names its official rule by a stable id (the web translates the id, never a sentence), says how
 * many items or which degree or band it counts, and whether it is measured by the speech engine
 * or only estimated from what the engine measured (docs/decisions/017-psc-scorer.md).
 */

/** Points of each part: 10, 20, 30 and 40, 100 in all. */
export const PSC_PART_MAX_POINTS: Readonly<Record<PscPart, number>> = { 1: 10, 2: 20, 3: 30, 4: 40 };
export const PSC_MAX_POINTS = 100;

/** The official rules a part can be scored by. */
export const PscScoreRule = {
  /** Any part: nothing was recorded (skipped, or time ran out first): the part scores 0. */
  NoRecording: 'noRecording',
  /** Any part: the recording could not be judged (too quiet, too noisy ...): the part scores 0. */
  RecordingRefused: 'recordingRefused',
  /** Parts 1, 2: 语音错误, a syllable's initial, final or tone wrong, or the syllable not read. */
  SyllableError: 'syllableError',
  /** Parts 1, 2: 语音缺陷, a syllable judged right but not fully reached. */
  SyllableDefect: 'syllableDefect',
  /** Parts 1-3: 超时, reading beyond the part's time limit. */
  Overtime: 'overtime',
  /** Part 3: 错读, 漏读, 增读 within the scored syllables. */
  Misread: 'misread',
  Missed: 'missed',
  Added: 'added',
  /** Part 3: 声母或韵母的系统性语音缺陷. */
  SystematicDefect: 'systematicDefect',
  /** Part 3: 语调偏误. */
  Intonation: 'intonation',
  /** Part 3: 停连不当. */
  Pausing: 'pausing',
  /** Part 3: 朗读不流畅（包括回读）. */
  Fluency: 'fluency',
  /** Part 4: 语音标准程度 (25 points, six bands). */
  Pronunciation: 'pronunciation',
  /** Part 4: 词汇语法规范程度 (10 points, three bands). */
  VocabularyGrammar: 'vocabularyGrammar',
  /** Part 4: 自然流畅程度 (5 points, three bands). */
  NaturalFluency: 'naturalFluency',
  /** Part 4: 缺时, speaking short of three minutes. */
  SpeakingShort: 'speakingShort',
  /** Part 4: 说话不满30秒（含）: the part scores 0. */
  SpokeUnder30Seconds: 'spokeUnder30Seconds',
  /** Part 4: 离题 and 无效话语: rules that need the content understood. */
  OffTopic: 'offTopic',
  InvalidSpeech: 'invalidSpeech',
} as const;
export type PscScoreRule = (typeof PscScoreRule)[keyof typeof PscScoreRule];

/**
 * Why part 4's speaking was found not valid (无效话语), or shorter than it ran: the same word or
 * phrase said again and again (decision 043), sound that is not speech at all, such as humming,
 * music, a tone, noise or clicks (decision 045), or one of the platform's passages read aloud instead
 * of speaking (decision 074).
 */
export const PscInvalidSpeechCause = { Repeated: 'repeated', NotSpeech: 'notSpeech', Read: 'read' } as const;
export type PscInvalidSpeechCause = (typeof PscInvalidSpeechCause)[keyof typeof PscInvalidSpeechCause];

/** What was wrong with a marked syllable. */
export const PscMarkAspect = { Initial: 'initial', Final: 'final', Tone: 'tone', Missing: 'missing' } as const;
export type PscMarkAspect = (typeof PscMarkAspect)[keyof typeof PscMarkAspect];

/** 语音错误 (judged wrong or not read) or 语音缺陷 (judged right but not fully reached). */
export const PscMarkVerdict = { Error: 'error', Defect: 'defect' } as const;
export type PscMarkVerdict = (typeof PscMarkVerdict)[keyof typeof PscMarkVerdict];

const partNumber = z.literal([PscPart.Syllables, PscPart.Words, PscPart.Passage, PscPart.Topic]);
const rule = z.enum(PscScoreRule);
const points = z.number().min(0);

export const pscDeductionSchema = z.object({
  rule,
  /** How many: syllables, events, sounds or whole seconds, as the rule counts; null when it does not. */
  count: z.number().int().min(0).nullable(),
  /**
   * The degree (part 3: 0 none, 1 slight, 2 noticeable, 3 marked; part 4 time: 1 up to a minute
   * short, 2 more) or the band (part 4: 1-6 and 1-3) the points come from; null for counted rules.
   */
  level: z.number().int().min(0).nullable(),
  /** Points taken off, two decimals; 0 when the rule was assessed and nothing was found. */
  points,
  /** Estimated from the engine's measures rather than measured by it: the report says so. */
  estimate: z.boolean(),
  /** Part 4's invalid speech and time short: what made the speaking not valid (absent otherwise). */
  cause: z.enum(PscInvalidSpeechCause).optional(),
});
export type PscDeduction = z.infer<typeof pscDeductionSchema>;

/** A syllable to mark on the paper and play back: its index among the part's expected syllables. */
export const pscMarkSchema = z.object({
  index: z.number().int().min(0),
  verdict: z.enum(PscMarkVerdict),
  what: z.array(z.enum(PscMarkAspect)),
});
export type PscMark = z.infer<typeof pscMarkSchema>;

/** An initial or final found wrong or defective again and again (part 3's systematic defects). */
export const pscSystematicSoundSchema = z.object({
  kind: z.enum(['initial', 'final']),
  sound: z.string(),
  /** Syllables where it was wrong or defective, and syllables that have it. */
  faulty: z.number().int().min(0),
  occurrences: z.number().int().min(0),
});
export type PscSystematicSound = z.infer<typeof pscSystematicSoundSchema>;

export const pscPartScoreSchema = z.object({
  part: partNumber,
  maxPoints: points,
  points,
  /** Some of the points are estimates (part 3's judgements, part 4's bands). */
  estimate: z.boolean(),
  /** Every rule that was assessed, in the official order, with the points it took. */
  deductions: z.array(pscDeductionSchema),
  /** Rules of the part that were not assessed (they need the content understood). */
  notAssessed: z.array(rule),
  /** Parts 1-3: the syllables with an error or a defect. */
  marks: z.array(pscMarkSchema),
  systematicSounds: z.array(pscSystematicSoundSchema),
  /** The numbers behind the judgements (counts, seconds, rates, shares), by stable key. */
  measures: z.record(z.string(), z.number()),
});
export type PscPartScore = z.infer<typeof pscPartScoreSchema>;

/**
 * Where the total may lie when some deductions are estimates: each estimated band or degree taken at
 * its best and its worst (docs/decisions/045-...), and every grade the range reaches, best first
 * (null for below 60).
 */
export const pscScoreRangeSchema = z.object({
  low: points,
  high: points,
  grades: z.array(z.enum(PSC_LEVELS).nullable()).min(1),
});
export type PscScoreRange = z.infer<typeof pscScoreRangeSchema>;

export const pscScoreReportSchema = z.object({
  maxPoints: points,
  /** Out of 100, two decimals. */
  total: points,
  /** The grade reached (score-service.ts: 1A ... 3B), null below 60. */
  grade: z.enum(PSC_LEVELS).nullable(),
  estimate: z.boolean(),
  /** The total's range when it is an estimate; null when every deduction was measured. Reports kept before it lack it. */
  range: pscScoreRangeSchema.nullable().optional(),
  parts: z.array(pscPartScoreSchema),
});
export type PscScoreReport = z.infer<typeof pscScoreReportSchema>;
