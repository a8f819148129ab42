import { z } from 'zod';
import { defineContract } from '../protocol/contract.ts';
import {
  ExamAttemptStatus,
  ExamModule,
  examAttemptId,
  examAttemptSchema,
  examCommitContract,
  examRecordContract,
  examReportSchema,
  presentedPaperSchema,
} from '../exam/exam-engine.ts';
import { gradeKey } from './graded.ts';

/**
 * The graded course's promotion exams (spec sections 2, 4 and 9: promotion paper, history, report and
 * state): every grade ends in one, unlocked when the grade's units are done, taken on the exam engine
 * (four modules, resumable), reached at PROMOTION_PASS_SCORE; reaching it moves the learner into the
 * next grade (docs/decisions/063-promotion-exams.md).
 */

/** Promotion modes (section 4): 0 start, 1 continue, 2 re-examine. */
export const PromotionMode = { Start: 0, Continue: 1, Reexamine: 2 } as const;
export type PromotionMode = (typeof PromotionMode)[keyof typeof PromotionMode];

/** Upgrade test states (section 4): not started, continue, passed, failed. */
export const UpgradeState = {
  NotStarted: 'notStarted',
  Continue: 'continue',
  Passed: 'passed',
  Failed: 'failed',
} as const;
export type UpgradeState = (typeof UpgradeState)[keyof typeof UpgradeState];

/** A promotion exam's result (section 4): reached or not reached. */
export const PromotionResult = { Reached: 'reached', NotReached: 'notReached' } as const;
export type PromotionResult = (typeof PromotionResult)[keyof typeof PromotionResult];

/** The score of a sitting is the mean of its four module scores, out of 100; 60 reaches the next grade. */
export const PROMOTION_SCORE_MAX = 100;
export const PROMOTION_PASS_SCORE = 60;
/** The four modules of every promotion paper, in the order they are taken. */
export const PROMOTION_MODULES: readonly ExamModule[] = [
  ExamModule.Listening,
  ExamModule.Reading,
  ExamModule.Writing,
  ExamModule.Speaking,
];

/** A submitted sitting's outcome. */
export const promotionOutcomeSchema = z.object({
  /** Out of PROMOTION_SCORE_MAX, to one decimal. */
  score: z.number(),
  passScore: z.number(),
  result: z.enum(PromotionResult),
  /** Points still needed to reach the pass score; 0 when reached. */
  pointsShort: z.number(),
});
export type PromotionOutcome = z.infer<typeof promotionOutcomeSchema>;

export const promotionStateSchema = z.object({
  gradeKey: z.string(),
  gradeTitle: z.string(),
  /** The exam's title ("入门A级晋级考试"). */
  title: z.string(),
  /** The grade's units done (every study type), of how many; the exam unlocks when all are. */
  unitsDone: z.number().int(),
  unitCount: z.number().int(),
  unlocked: z.boolean(),
  state: z.enum(UpgradeState),
  /** The mode the page's main button takes: start, continue the sitting in progress, or re-examine. */
  mode: z.union([
    z.literal(PromotionMode.Start),
    z.literal(PromotionMode.Continue),
    z.literal(PromotionMode.Reexamine),
  ]),
  /** The sitting in progress, if any. */
  inProgress: z.object({ attemptId: z.string(), status: z.enum(ExamAttemptStatus) }).nullable(),
  /** The best submitted sitting (the reached one when there is one). */
  best: promotionOutcomeSchema.extend({ attemptId: z.string(), submittedAt: z.string() }).nullable(),
  modules: z.array(z.object({ name: z.enum(ExamModule), minutes: z.number().int(), questionCount: z.number().int() })),
  /** The grade reaching this exam leads to; null after the last grade. */
  nextGrade: z.object({ gradeKey: z.string(), title: z.string() }).nullable(),
  /** The grade the learner is in now. */
  currentGrade: z.string().nullable(),
});
export type PromotionState = z.infer<typeof promotionStateSchema>;

/** A grade's promotion exam: whether it is unlocked, its state and the mode of its next sitting. */
export const GetPromotionState = defineContract({
  path: '/mhk/promotion/state',
  access: 'login',
  payload: { gradeKey },
  response: promotionStateSchema,
});

/**
 * The paper as the learner takes it and their sitting. Mode 0 starts a sitting when there is none;
 * 1 opens the sitting in progress; 2 starts a new one after a submitted sitting. With `attemptId` the
 * sitting named. Refused while the exam is locked.
 */
export const GetPromotionPaper = defineContract({
  path: '/mhk/promotion/paper',
  access: 'login',
  payload: {
    gradeKey,
    mode: z
      .union([z.literal(PromotionMode.Start), z.literal(PromotionMode.Continue), z.literal(PromotionMode.Reexamine)])
      .optional(),
    attemptId: examAttemptId.optional(),
  },
  response: z.object({ paper: presentedPaperSchema, attempt: examAttemptSchema.nullable() }),
});

/** One change of the sitting (`examChangeShape`), saved as it happens. */
export const CommitPromotion = examCommitContract('/mhk/promotion/commit');

/** A spoken task's recording, in segments (multipart, the segment's 16 kHz WAV in `audio`). */
export const SavePromotionRecord = examRecordContract('/mhk/promotion/saveRecord');

export const promotionHistoryEntrySchema = z.object({
  attemptId: z.string(),
  gradeKey: z.string(),
  title: z.string(),
  status: z.enum(ExamAttemptStatus),
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
  /** Null before submission. */
  outcome: promotionOutcomeSchema.nullable(),
});
export type PromotionHistoryEntry = z.infer<typeof promotionHistoryEntrySchema>;

/** The learner's promotion sittings, newest first; of one grade when `gradeKey` is given. */
export const PromotionHistory = defineContract({
  path: '/mhk/promotion/history',
  access: 'login',
  payload: { gradeKey: gradeKey.optional(), page: z.number().int().min(1).max(1000).default(1) },
  response: z.object({ total: z.number().int(), list: z.array(promotionHistoryEntrySchema) }),
});

/** A submitted sitting: its outcome, the grade it moved the learner to (if it did), and every item. */
export const PromotionReport = defineContract({
  path: '/mhk/promotion/report',
  access: 'login',
  payload: { attemptId: examAttemptId },
  response: z.object({
    gradeKey: z.string(),
    outcome: promotionOutcomeSchema,
    /** The grade the learner is in after this sitting, when reaching it moved them on. */
    promotedTo: z.object({ gradeKey: z.string(), title: z.string() }).nullable(),
    exam: examReportSchema,
  }),
});
export type PromotionReportResponse = z.infer<typeof PromotionReport.response>;
