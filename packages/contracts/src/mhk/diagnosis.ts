import { z } from 'zod';
import { Diagnosis, QuestionType } from '../constants/mhk.ts';
import { defineContract } from '../protocol/contract.ts';
import {
  ExamAttemptStatus,
  ExamModule,
  compositionTraitsSchema,
  examAnswerSchema,
  examAttemptId,
  examAttemptSchema,
  examCommitContract,
  examRecordContract,
  examReportSchema,
  presentedPaperSchema,
} from '../exam/exam-engine.ts';

/**
 * The minority area's ability diagnosis (spec sections 2, 7, 9: /mhk/diagnose/...): one sitting of
 * the four skills on a diagnosis paper, taken on the exam engine like an MHK mock paper, scored 50 a
 * skill (200 in all) and placed on a level and a rank (docs/decisions/058-ability-diagnosis.md).
 */

/** The four skills in the order they are taken; each is one module of the engine's paper. */
export const DiagnosisSkill = {
  Listening: ExamModule.Listening,
  Reading: ExamModule.Reading,
  Writing: ExamModule.Writing,
  Speaking: ExamModule.Speaking,
} as const;
export type DiagnosisSkill = (typeof DiagnosisSkill)[keyof typeof DiagnosisSkill];
export const DIAGNOSIS_SKILLS: readonly DiagnosisSkill[] = Object.values(DiagnosisSkill);

/** Items (questions as the engine counts them) per skill: listening 9, reading 8, writing 10, spoken 3. */
export const DIAGNOSIS_ITEMS: Readonly<Record<DiagnosisSkill, number>> = {
  listening: Diagnosis.items.listening,
  reading: Diagnosis.items.reading,
  writing: Diagnosis.items.writing,
  speaking: Diagnosis.items.spoken,
};
export const DIAGNOSIS_TOTAL_ITEMS = Diagnosis.totalItems;
/** Score of one skill at most (50), and of the whole diagnosis (200). */
export const DIAGNOSIS_SKILL_MAX = Diagnosis.scorePerSkill;
export const DIAGNOSIS_TOTAL_MAX = Diagnosis.totalScore;
/** Each writing trait out of 100. */
export const DIAGNOSIS_TRAIT_MAX = Diagnosis.writingDimensionMax;

/** The writing dimensions of the spec, as the composition scorer's trait keys. */
export const DiagnosisTrait = {
  Cohesion: 'cohesion',
  Language: 'language',
  Content: 'content',
  Structure: 'structure',
} as const;
export type DiagnosisTrait = (typeof DiagnosisTrait)[keyof typeof DiagnosisTrait];
export const DIAGNOSIS_TRAITS: readonly DiagnosisTrait[] = Object.values(DiagnosisTrait);

/** Levels within a rank: Normal, Intermediate, Advanced. */
export const DiagnosisLevel = { Normal: 'normal', Intermediate: 'intermediate', Advanced: 'advanced' } as const;
export type DiagnosisLevel = (typeof DiagnosisLevel)[keyof typeof DiagnosisLevel];
export const DIAGNOSIS_LEVELS: readonly DiagnosisLevel[] = Object.values(DiagnosisLevel);

/** Ranks: 0101 primary, 0201 middle, 0301 middle-senior, 0401 senior. */
export const DiagnosisRank = {
  Primary: Diagnosis.ranks.Primary,
  Middle: Diagnosis.ranks.Middle,
  MiddleSenior: Diagnosis.ranks.MiddleSenior,
  Senior: Diagnosis.ranks.Senior,
} as const;
export type DiagnosisRank = (typeof DiagnosisRank)[keyof typeof DiagnosisRank];
export const DIAGNOSIS_RANKS: readonly DiagnosisRank[] = Object.values(DiagnosisRank);

/** The graded course's tiers and grades, where a recommendation points (the course itself is not built yet). */
export const CourseTier = {
  Beginner: 'beginner',
  Primary: 'primary',
  Intermediate: 'intermediate',
  UpperIntermediate: 'upperIntermediate',
  Advanced: 'advanced',
} as const;
export type CourseTier = (typeof CourseTier)[keyof typeof CourseTier];
export const COURSE_TIERS: readonly CourseTier[] = Object.values(CourseTier);
export const COURSE_GRADES = ['A', 'B', 'C'] as const;
export type CourseGrade = (typeof COURSE_GRADES)[number];

export const diagnosisPaperId = z.string().regex(/^DIAG-\d{2}$/, '暂无相应资源');

const skill = z.enum(DiagnosisSkill);
const level = z.enum(DiagnosisLevel);
const rank = z.enum(DiagnosisRank);
const questionType = z.enum(QuestionType);

/** The placement of a finished sitting: rank and level, and where to start in the graded course. */
export const diagnosisPlacementSchema = z.object({
  rank,
  level,
  recommendation: z.object({ tier: z.enum(CourseTier), grade: z.enum(COURSE_GRADES) }),
});
export type DiagnosisPlacement = z.infer<typeof diagnosisPlacementSchema>;

export const diagnosisSkillScoreSchema = z.object({
  skill,
  /** Out of DIAGNOSIS_SKILL_MAX, to one decimal. */
  score: z.number(),
  max: z.number(),
  /** Questions fully right, and how many the skill has. */
  correct: z.number().int(),
  questionCount: z.number().int(),
});
export type DiagnosisSkillScore = z.infer<typeof diagnosisSkillScoreSchema>;

/** An item type's results over the paper: how much of its points were earned. */
export const diagnosisTypeResultSchema = z.object({
  type: questionType,
  skill,
  /** Share of the type's points earned, 0–1. */
  share: z.number(),
  questionCount: z.number().int(),
});
export type DiagnosisTypeResult = z.infer<typeof diagnosisTypeResultSchema>;

/** A question answered wrong (or not at all), to practise: its key and why. */
export const diagnosisPractiseSchema = z.object({
  questionId: z.string(),
  itemId: z.string(),
  type: questionType,
  skill,
  question: z.string(),
  given: examAnswerSchema.nullable(),
  key: z.string(),
  explanation: z.string(),
});
export type DiagnosisPractise = z.infer<typeof diagnosisPractiseSchema>;

export const diagnosisResultSchema = z.object({
  skills: z.array(diagnosisSkillScoreSchema),
  total: z.number(),
  maxTotal: z.number(),
  /**
   * The composition's four traits (100 each): a teacher's review when there is one, else the scorer's
   * estimate; null when it was not written or not scored.
   */
  traits: compositionTraitsSchema.nullable(),
  /** The teacher whose review the traits are, or null when they are the estimate. */
  traitsReviewedBy: z.string().nullable(),
  placement: diagnosisPlacementSchema,
  strengths: z.object({ skills: z.array(skill), types: z.array(diagnosisTypeResultSchema) }),
  weaknesses: z.object({ skills: z.array(skill), types: z.array(diagnosisTypeResultSchema) }),
  practise: z.array(diagnosisPractiseSchema),
});
export type DiagnosisResult = z.infer<typeof diagnosisResultSchema>;

export const diagnosisLastResultSchema = z.object({
  attemptId: z.string(),
  paperId: z.string(),
  title: z.string(),
  submittedAt: z.string(),
  total: z.number(),
  maxTotal: z.number(),
  placement: diagnosisPlacementSchema,
});

export const diagnosisPaperSummarySchema = z.object({
  paperId: z.string(),
  title: z.string(),
  modules: z.array(z.object({ name: skill, minutes: z.number().int(), questionCount: z.number().int() })),
  /** The signed-in learner's sitting in progress on this paper, if any. */
  inProgress: z.object({ attemptId: z.string(), status: z.enum(ExamAttemptStatus) }).nullable(),
});
export type DiagnosisPaperSummary = z.infer<typeof diagnosisPaperSummarySchema>;

/** The diagnosis papers, with the learner's sitting in progress on each and their last result. */
export const ListDiagnosisPapers = defineContract({
  path: '/mhk/diagnose/paperList',
  access: 'login',
  payload: {},
  response: z.object({
    total: z.number().int(),
    list: z.array(diagnosisPaperSummarySchema),
    last: diagnosisLastResultSchema.nullable(),
  }),
});

/**
 * The paper as the learner takes it, and their sitting: the one in progress on this paper, a new one
 * when `start` is set and there is none, or the one named by `attemptId`.
 */
export const GetDiagnosis = defineContract({
  path: '/mhk/diagnose/get',
  access: 'login',
  payload: { paperId: diagnosisPaperId, start: z.boolean().default(false), attemptId: examAttemptId.optional() },
  response: z.object({ paper: presentedPaperSchema, attempt: examAttemptSchema.nullable() }),
});

/** One change of the sitting (`examChangeShape`), saved as it happens. */
export const CommitDiagnosis = examCommitContract('/mhk/diagnose/commit');

/** A spoken task's recording, in segments (multipart, the segment's 16 kHz WAV in `audio`). */
export const SaveDiagnosisRecord = examRecordContract('/mhk/diagnose/saveRecord');

export const diagnosisHistoryEntrySchema = z.object({
  attemptId: z.string(),
  paperId: z.string(),
  title: z.string(),
  status: z.enum(ExamAttemptStatus),
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
  /** Out of DIAGNOSIS_TOTAL_MAX; null before submission. */
  total: z.number().nullable(),
  maxTotal: z.number(),
  placement: diagnosisPlacementSchema.nullable(),
});
export type DiagnosisHistoryEntry = z.infer<typeof diagnosisHistoryEntrySchema>;

export const DiagnosisHistory = defineContract({
  path: '/mhk/diagnose/history',
  access: 'login',
  payload: { page: z.number().int().min(1).max(1000).default(1) },
  response: z.object({ total: z.number().int(), list: z.array(diagnosisHistoryEntrySchema) }),
});

/** The report: the diagnosis (skills, traits, placement, strengths, weaknesses, items to practise) and every item. */
export const DiagnosisReport = defineContract({
  path: '/mhk/diagnose/report',
  access: 'login',
  payload: { attemptId: examAttemptId },
  response: z.object({ diagnosis: diagnosisResultSchema, exam: examReportSchema }),
});
export type DiagnosisReportResponse = z.infer<typeof DiagnosisReport.response>;

/** Deletes a finished sitting; one in progress cannot be deleted (spec section 4). */
export const DeleteDiagnosis = defineContract({
  path: '/mhk/diagnose/delete',
  access: 'login',
  payload: { attemptId: examAttemptId },
  response: z.object({ attemptId: z.string() }),
});
