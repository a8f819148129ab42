import { z } from 'zod';
import { defineContract } from '../protocol/contract.ts';
import { pscScoreReportSchema } from './exam-score.ts';
import { pscPaperSchema, PscPart } from './exam-paper.ts';
import { progressIdSchema } from '../protocol/live.ts';

/**
 * A mock PSC attempt (spec sections 2, 4, 7: /psc/exam/{getPaper, saveRecord, report}). The test
 * is taken part by part; each part's recording is uploaded in short segments as it is made
 * (/psc/exam/saveRecord), so a closed tab, a lost network or a server restart loses at most the
 * segment in flight, and the attempt resumes at the part and item where it stopped
 * (docs/decisions/015-psc-exam-segments.md, 042-psc-resume-in-place.md).
 */

export const PscAttemptStatus = { InProgress: 'inProgress', Submitted: 'submitted' } as const;
export type PscAttemptStatus = (typeof PscAttemptStatus)[keyof typeof PscAttemptStatus];

/**
 * A part's progress: nothing recorded; recorded in part (interrupted, or still going); finished and
 * evaluated; finished but the recording could not be judged (too quiet, say), which the candidate
 * may record again.
 */
export const PscPartStatus = {
  NotStarted: 'notStarted',
  Recording: 'recording',
  Evaluated: 'evaluated',
  Refused: 'refused',
} as const;
export type PscPartStatus = (typeof PscPartStatus)[keyof typeof PscPartStatus];

/** Seconds of audio per uploaded segment: the most a candidate can lose when the page closes. */
export const PSC_SEGMENT_SECONDS = 5;
/**
 * Recording goes on past a reading part's time limit (the official overtime deductions need the
 * overtime), up to this much more; then the part ends. Part 4 ends at its three minutes.
 */
export const PSC_OVERTIME_ALLOWANCE_SECONDS = 90;

const partNumber = z.literal([PscPart.Syllables, PscPart.Words, PscPart.Passage, PscPart.Topic]);
const attemptId = z.string().regex(/^[0-9a-f]{32}$/, '无效的考试记录');

export const pscAttemptPartSchema = z.object({
  part: partNumber,
  status: z.enum(PscPartStatus),
  /** Audio saved so far: the time the candidate has used on the part. */
  recordedSeconds: z.number(),
  /** Segments saved; the next upload is segment number `segments`. */
  segments: z.number().int(),
  /** Why a refused recording could not be judged (the spec's message), null otherwise. */
  refusal: z.string().nullable(),
  /**
   * The place reached in the part: the index of the character (part 1) or word (part 2) the
   * candidate was reading, 0 for the passage and the topic. A resumed part opens there.
   */
  item: z.number().int(),
  /**
   * True when `item` was heard from the recording (the items said so far, an estimate) rather than
   * marked by the candidate: the candidate read on without moving the mark.
   */
  itemHeard: z.boolean(),
});
export type PscAttemptPart = z.infer<typeof pscAttemptPartSchema>;

export const pscAttemptSchema = z.object({
  attemptId: z.string(),
  paperId: z.string(),
  paperVersion: z.string(),
  status: z.enum(PscAttemptStatus),
  /** The part to take next (the first not finished), null when every part is finished. */
  currentPart: partNumber.nullable(),
  /** The part the candidate was last in (opened or saved), null before any; "continue" goes back to it. */
  placePart: partNumber.nullable(),
  /** The part-4 topic chosen, null until then. */
  topicId: z.string().nullable(),
  startedAt: z.string(),
  updatedAt: z.string(),
  parts: z.array(pscAttemptPartSchema),
});
export type PscAttempt = z.infer<typeof pscAttemptSchema>;

export const StartPscExam = defineContract({
  path: '/psc/exam/start',
  access: 'login',
  /** Starts the paper, or answers the candidate's attempt in progress on it. */
  payload: { paperId: z.string().max(32) },
  response: pscAttemptSchema,
});

export const GetPscAttempt = defineContract({
  path: '/psc/exam/attempt',
  access: 'login',
  /** Without attemptId: the candidate's attempt in progress, if any. */
  payload: { attemptId: attemptId.optional() },
  response: z.object({ attempt: pscAttemptSchema.nullable() }),
});

/**
 * Saves what the candidate has done (multipart like the evaluation calls, the segment's 16 kHz WAV
 * in `audio`): segment `seq` of a part's recording, the part-4 topic, the end of a part (which
 * evaluates it) or a fresh start of a refused part. Saving a segment already saved is a no-op, so
 * a client may resend after a lost answer. `item` saves the candidate's place (the part and the item
 * being read in it) while the part is not finished; every segment carries it too.
 */
export const SavePscRecord = defineContract({
  path: '/psc/exam/saveRecord',
  access: 'login',
  payload: {
    attemptId,
    part: partNumber,
    seq: z.number().int().min(0).max(1000).optional(),
    topicId: z.string().max(32).optional(),
    finish: z.boolean().default(false),
    restart: z.boolean().default(false),
    item: z.number().int().min(0).max(999).optional(),
    /** With `finish`: the learner's live sockets hear the part's evaluation progress under this id (decision 068). */
    progressId: progressIdSchema.optional(),
  },
  response: pscAttemptSchema,
});

export const SubmitPscExam = defineContract({
  path: '/psc/exam/submit',
  access: 'login',
  payload: { attemptId },
  response: z.object({ attemptId: z.string() }),
});

/** A syllable of the candidate's reading as the report shows it: where to hear it, and how it went. */
export const pscReportSyllableSchema = z.object({
  index: z.number().int(),
  hanzi: z.string(),
  /** Numbered pinyin (toneless letters, ü as v) of what was expected, e.g. "zhuo1". */
  pinyin: z.string(),
  initial: z.string(),
  final: z.string(),
  expectedTone: z.number().int(),
  detectedTone: z.number().int().nullable(),
  status: z.number().int(),
  startSeconds: z.number().nullable(),
  endSeconds: z.number().nullable(),
});
export type PscReportSyllable = z.infer<typeof pscReportSyllableSchema>;

export const pscReportPartSchema = z.object({
  part: partNumber,
  /** The candidate's recording of the part (protected, with a resource token), null when none. */
  recordingUrl: z.string().nullable(),
  seconds: z.number(),
  refusal: z.string().nullable(),
  syllables: z.array(pscReportSyllableSchema),
  /** Part 4: the topic spoken on. */
  topicId: z.string().nullable(),
});

/** A sound the candidate got wrong, with examples from their own recordings. */
export const pscSoundProblemSchema = z.object({
  kind: z.enum(['initial', 'final', 'tone']),
  /** The initial or final as the phonetics catalogue names it, or the tone number. */
  item: z.string(),
  count: z.number().int(),
  examples: z.array(z.object({ part: partNumber, index: z.number().int() })),
});
export type PscSoundProblem = z.infer<typeof pscSoundProblemSchema>;

export const pscReportSchema = z.object({
  attemptId: z.string(),
  paper: pscPaperSchema,
  startedAt: z.string(),
  submittedAt: z.string(),
  score: pscScoreReportSchema,
  parts: z.array(pscReportPartSchema),
  problems: z.array(pscSoundProblemSchema),
});
export type PscReport = z.infer<typeof pscReportSchema>;

export const GetPscReport = defineContract({
  path: '/psc/exam/report',
  access: 'login',
  payload: { attemptId },
  response: pscReportSchema,
});

export const pscHistoryEntrySchema = z.object({
  attemptId: z.string(),
  paperId: z.string(),
  title: z.string(),
  titleEn: z.string(),
  status: z.enum(PscAttemptStatus),
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
  total: z.number().nullable(),
  grade: z.string().nullable(),
});
export type PscHistoryEntry = z.infer<typeof pscHistoryEntrySchema>;

export const GetPscHistory = defineContract({
  path: '/psc/exam/history',
  access: 'login',
  payload: { page: z.number().int().min(1).default(1), pageSize: z.number().int().min(1).max(100).default(20) },
  response: z.object({ total: z.number().int(), list: z.array(pscHistoryEntrySchema) }),
});
