import { z } from 'zod';
import { ExamCentre, MhkLevel } from '../constants/mhk.ts';
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

/**
 * The MHK mock exams (spec sections 2, 4, 7: /mhk/exam/{list, get, commit, history, report, delete},
 * the spoken items by /mhk/evaluate/saveRecord), on the exam engine. Papers are written for the
 * platform in the MHK format; official papers are not available to us.
 */

const level = z.enum([MhkLevel.One, MhkLevel.Two, MhkLevel.Three, MhkLevel.Four]);
const levelOrAll = z.enum(MhkLevel);
/** The exam centre's codes: the whole paper, or one module of it. */
export const centreCode = z.enum([
  ExamCentre.All,
  ExamCentre.Listen,
  ExamCentre.Read,
  ExamCentre.Write,
  ExamCentre.Say,
]);
export type CentreCode = z.infer<typeof centreCode>;

/** The module a centre code takes; null for the whole paper. */
export const CENTRE_MODULE: Readonly<Record<CentreCode, ExamModule | null>> = {
  [ExamCentre.All]: null,
  [ExamCentre.Listen]: ExamModule.Listening,
  [ExamCentre.Read]: ExamModule.Reading,
  [ExamCentre.Write]: ExamModule.Writing,
  [ExamCentre.Say]: ExamModule.Speaking,
};

const paperId = z.string().regex(/^MHK[1-4]-\d{2}$/, '暂无相应资源');

export const mhkPaperSummarySchema = z.object({
  paperId: z.string(),
  level,
  title: z.string(),
  modules: z.array(z.object({ name: z.enum(ExamModule), minutes: z.number().int(), questionCount: z.number().int() })),
  /** The signed-in candidate's attempt in progress on this paper and scope, if any. */
  inProgress: z.object({ attemptId: z.string(), status: z.enum(ExamAttemptStatus) }).nullable(),
});
export type MhkPaperSummary = z.infer<typeof mhkPaperSummarySchema>;

export const ListMhkExams = defineContract({
  path: '/mhk/exam/list',
  access: 'optional-login',
  payload: { level: levelOrAll.default(MhkLevel.All), centre: centreCode.default(ExamCentre.All) },
  response: z.object({ total: z.number().int(), list: z.array(mhkPaperSummarySchema) }),
});

/**
 * The paper as the candidate takes it, and their attempt: the one in progress for this paper and
 * centre code, a new one when `start` is set and there is none, or the one named by `attemptId`.
 */
export const GetMhkExam = defineContract({
  path: '/mhk/exam/get',
  access: 'login',
  payload: {
    paperId,
    centre: centreCode.default(ExamCentre.All),
    start: z.boolean().default(false),
    attemptId: examAttemptId.optional(),
  },
  response: z.object({ paper: presentedPaperSchema, attempt: examAttemptSchema.nullable() }),
});

/** What the candidate did, saved as it happens: one change of the attempt (`examChangeShape`). */
export const CommitMhkExam = examCommitContract('/mhk/exam/commit');

export const mhkHistoryEntrySchema = z.object({
  attemptId: z.string(),
  paperId: z.string(),
  title: z.string(),
  level,
  centre: centreCode,
  status: z.enum(ExamAttemptStatus),
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
  /** Sum of the module scores, null before submission. */
  total: z.number().nullable(),
  maxTotal: z.number(),
});
export type MhkHistoryEntry = z.infer<typeof mhkHistoryEntrySchema>;

export const MhkExamHistory = defineContract({
  path: '/mhk/exam/history',
  access: 'login',
  payload: { level: levelOrAll.default(MhkLevel.All), page: z.number().int().min(1).max(1000).default(1) },
  response: z.object({ total: z.number().int(), list: z.array(mhkHistoryEntrySchema) }),
});

export const MhkExamReport = defineContract({
  path: '/mhk/exam/report',
  access: 'login',
  payload: { attemptId: examAttemptId },
  response: examReportSchema,
});

/** Deletes a finished attempt; one in progress cannot be deleted (spec section 4). */
export const DeleteMhkExam = defineContract({
  path: '/mhk/exam/delete',
  access: 'login',
  payload: { attemptId: examAttemptId },
  response: z.object({ attemptId: z.string() }),
});

/** A spoken task's recording, in segments (multipart, the segment's 16 kHz WAV in `audio`): `examRecordShape`. */
export const SaveMhkRecord = examRecordContract('/mhk/evaluate/saveRecord');
