import { z } from 'zod';
import type { ErrorId } from '../errors/catalogue.ts';
import { defineContract } from '../protocol/contract.ts';
import { SoundPart } from './study.ts';

/**
 * The learner's results (portal personalResult, docs/decisions/038-learner-results.md): every
 * pronunciation practice recording, passage reading, topic or eloquence speaking (evaluated on the
 * server or on the learner's device) and every submitted mock PSC, newest first, filtered by kind and
 * date; and which sounds went wrong over time.
 */

export const ResultKind = {
  /** Sounds, words and sentences practised on a learning entry, the calibration, the speech test. */
  Practice: 'practice',
  Passage: 'passage',
  Topic: 'topic',
  Eloquence: 'eloquence',
  MockExam: 'mockExam',
} as const;
export type ResultKind = (typeof ResultKind)[keyof typeof ResultKind];
export const RESULT_KINDS = Object.values(ResultKind);

/** Where a result was judged: the server (the recording is kept), the learner's device (scores only). */
export const ResultSource = { Server: 'server', Device: 'device', MockExam: 'mockExam' } as const;
export type ResultSource = (typeof ResultSource)[keyof typeof ResultSource];

export const RESULTS_PAGE_SIZE_MAX = 50;

const FILTER_INVALID: ErrorId = 'ResultFilterInvalid';
/** An instant with its offset, as the browser turns the learner's local day into one. */
const instant = z.iso.datetime({ offset: true, message: FILTER_INVALID });

const filterShape = {
  kind: z.enum(ResultKind, FILTER_INVALID).optional(),
  /** From this instant on (inclusive). */
  from: instant.optional(),
  /** Before this instant (exclusive). */
  to: instant.optional(),
};

function orderedRange(payload: { from?: string | undefined; to?: string | undefined }, context: z.RefinementCtx) {
  if (payload.from !== undefined && payload.to !== undefined && Date.parse(payload.from) >= Date.parse(payload.to)) {
    context.addIssue({ code: 'custom', path: ['to'], message: FILTER_INVALID });
  }
}

export const learnerResultSchema = z.object({
  id: z.string(),
  kind: z.enum(ResultKind),
  source: z.enum(ResultSource),
  /** When it was evaluated (a mock test: submitted). */
  at: z.string(),
  /** The passage, topic, exercise or mock paper id; null for practice. */
  resourceId: z.string().nullable(),
  /** The learning entry (phonetics key) a practice recording was made on, when known. */
  lessonKey: z.string().nullable(),
  /** The content's title (Chinese and English) when the result is about a content item. */
  title: z.string().nullable(),
  titleEn: z.string().nullable(),
  /** What was practised (practice only): characters and/or numbered pinyin. */
  targetText: z.string().nullable(),
  targetPinyin: z.string().nullable(),
  /** Overall score 0-100 (a mock test: its total of 100); null when refused. */
  score: z.number().nullable(),
  /** A mock test's grade code (1A … 3B, PscLevel), null otherwise or below every grade. */
  grade: z.string().nullable(),
  /** A refused recording's quality code (7001 …). */
  qualityCode: z.number().int().nullable(),
  /** The kept recording (server evaluations), playable with its resource token. */
  recordingUrl: z.string().nullable(),
});
export type LearnerResult = z.infer<typeof learnerResultSchema>;

const listing = defineContract({
  path: '/psc/study/results',
  access: 'login',
  payload: {
    ...filterShape,
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(RESULTS_PAGE_SIZE_MAX).default(20),
  },
  response: z.object({
    /** Results matching the whole filter. */
    total: z.number().int(),
    list: z.array(learnerResultSchema),
    /** Results of each kind in the date range (whatever the kind filter), for the kind choices. */
    byKind: z.record(z.enum(ResultKind), z.number().int()),
  }),
});
export const GetLearnerResults = { ...listing, payload: listing.payload.superRefine(orderedRange) };

/** How many of the newest results in the filter the trend reads, and into how many periods it splits them. */
export const RESULT_TREND_EVALUATIONS = 500;
export const RESULT_TREND_PERIODS = 6;
/** The sounds the trend answers: the most often wrong. */
export const RESULT_TREND_SOUNDS = 12;

const tally = z.object({ wrong: z.number().int(), said: z.number().int() });

export const resultTrendSchema = z.object({
  /** Results with syllables judged that the trend read. */
  evaluations: z.number().int(),
  /** Consecutive periods of about as many results each, oldest first. */
  periods: z.array(z.object({ from: z.string(), to: z.string(), evaluations: z.number().int() })),
  /** The sounds most often wrong, most first; `byPeriod` follows `periods`. */
  sounds: z.array(
    z.object({
      part: z.enum(SoundPart),
      /** The initial or final as the catalogue keys it, or the tone "1"-"4". */
      sound: z.string(),
      wrong: z.number().int(),
      said: z.number().int(),
      byPeriod: z.array(tally),
    }),
  ),
});
export type ResultTrend = z.infer<typeof resultTrendSchema>;

const trend = defineContract({
  path: '/psc/study/resultTrend',
  access: 'login',
  payload: filterShape,
  response: resultTrendSchema,
});
export const GetResultTrend = { ...trend, payload: trend.payload.superRefine(orderedRange) };
