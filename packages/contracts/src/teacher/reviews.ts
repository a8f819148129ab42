import { z } from 'zod';
import { Role } from '../constants/roles.ts';
import { compositionReviewSchema, compositionTraitsSchema } from '../exam/exam-engine.ts';
import { defineContract } from '../protocol/contract.ts';

/** Most compositions the review queue lists at once (the newest). */
export const REVIEW_QUEUE_MAX = 200;
export const REVIEW_COMMENT_MAX = 1000;

const attemptId = z.string().regex(/^[0-9a-f]{32}$/, '无效的考试记录');
const questionId = z.string().min(1).max(64);
const trait = z
  .number('请填写 0 到 100 的分数')
  .int('请填写 0 到 100 的整数')
  .min(0, '请填写 0 到 100 的分数')
  .max(100, '请填写 0 到 100 的分数');

export const reviewEntrySchema = z.object({
  attemptId: z.string(),
  questionId: z.string(),
  learner: z.string(),
  className: z.string(),
  paperTitle: z.string(),
  submittedAt: z.string(),
  characters: z.number().int(),
  /** The scorer's estimate (null when it could not score the composition). */
  estimate: compositionTraitsSchema.nullable(),
  review: compositionReviewSchema.nullable(),
});
export type ReviewEntry = z.infer<typeof reviewEntrySchema>;

/**
 * The compositions of the learners in the teacher's classes (MHK mock exams, ability diagnoses and promotion
 * exams submitted), the newest first:
 * those still to review, or those reviewed.
 */
export const ListReviews = defineContract({
  path: '/teacher/review/list',
  access: 'login',
  roles: [Role.Teacher],
  payload: { reviewed: z.boolean().default(false) },
  response: z.object({ list: z.array(reviewEntrySchema) }),
});

/** One composition to review: the prompt, the learner's text, the estimate with its notes, and any review. */
export const GetReview = defineContract({
  path: '/teacher/review/get',
  access: 'login',
  roles: [Role.Teacher],
  payload: { attemptId, questionId },
  response: reviewEntrySchema.extend({ prompt: z.string(), text: z.string(), notes: z.array(z.string()) }),
});

/** The teacher confirms or changes the trait scores and comments; the learner sees it on the report. */
export const SaveReview = defineContract({
  path: '/teacher/review/save',
  access: 'login',
  roles: [Role.Teacher],
  payload: {
    attemptId,
    questionId,
    traits: z.object({ cohesion: trait, language: trait, content: trait, structure: trait }),
    comment: z.string().trim().max(REVIEW_COMMENT_MAX, `评语最多 ${REVIEW_COMMENT_MAX} 个字`).default(''),
  },
  response: compositionReviewSchema,
});
