import { z } from 'zod';
import {
  EVALUATION_CATEGORIES,
  categoryReadsText,
  evaluationCategory,
  isEvaluatedLevel,
} from '../constants/evaluation-category.ts';
import { MhkLevel } from '../constants/mhk.ts';
import type { ErrorId } from '../errors/catalogue.ts';
import { defineContract } from '../protocol/contract.ts';
import { progressIdSchema } from '../protocol/live.ts';
import { evaluationResultSchema } from './evaluation-result.ts';

/**
 * Spoken evaluation of a recording (/psc/evaluation/*, spec section 7). The payload says what the
 * learner was asked to say; the recording travels beside it (./evaluation-upload.ts).
 */

const CONTENT_INVALID: ErrorId = 'EvaluationContentInvalid';
const HAN = /\p{Script=Han}/u;
/** Pinyin with tone numbers or tone marks, syllables apart by spaces or apostrophes. */
const PINYIN = /^[\p{Script=Latin}0-5'’:\- ]+$/u;

export const EvaluationLimits = {
  wordTextMax: 10,
  wordPinyinMax: 80,
  sentenceTextMax: 200,
  sentencePinyinMax: 1000,
  chapterTextMax: 1000,
} as const;

const hanText = (max: number) =>
  z.string().trim().min(1, CONTENT_INVALID).max(max, CONTENT_INVALID).regex(HAN, CONTENT_INVALID);
const pinyinText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, CONTENT_INVALID)
    .max(max, CONTENT_INVALID)
    .regex(PINYIN, CONTENT_INVALID)
    .regex(/\p{Letter}/u, CONTENT_INVALID);

export const EvaluationKind = { Word: 'word', Sentence: 'sentence', Exam: 'exam' } as const;
export type EvaluationKind = (typeof EvaluationKind)[keyof typeof EvaluationKind];

/** One evaluation in the learner's history, as the call answers it. */
export const evaluationRecordSchema = z.object({
  id: z.string(),
  kind: z.enum(EvaluationKind),
  /** The exam item's category (spec section 4); null for words and sentences. */
  category: z.enum(EVALUATION_CATEGORIES).nullable(),
  createdAt: z.string(),
  /** The stored recording, playable in an <audio> element (a protected file with its resourceToken). */
  recordingUrl: z.string(),
  result: evaluationResultSchema,
});
export type EvaluationRecord = z.infer<typeof evaluationRecordSchema>;

/**
 * The learning entry a practice recording was made on (a phonetics key: b, zh, an|ang, tone3 …), so
 * the learner's results link back to it.
 */
/** The ids of a reading passage, a speaking topic and a speech-eloquence exercise. */
export const passageIdSchema = z.string().regex(/^P\d{3}$/, CONTENT_INVALID);
export const topicIdSchema = z.string().regex(/^T\d{2}$/, CONTENT_INVALID);
export const exerciseIdSchema = z.string().regex(/^E\d{2}$/, CONTENT_INVALID);

export const lessonKeySchema = z.string().regex(/^[a-z0-9ü|-]{1,16}$/u, CONTENT_INVALID);

/**
 * Exactly one of the target fields (pinyin, text, and for sentences passageId, topicId, exerciseId);
 * a learning entry only beside pinyin or text.
 */
export function oneTarget(payload: Record<string, unknown>, context: z.RefinementCtx) {
  const given = ['pinyin', 'text', 'passageId', 'topicId', 'exerciseId'].filter((key) => payload[key] !== undefined);
  const practice = payload['pinyin'] !== undefined || payload['text'] !== undefined;
  if (given.length !== 1 || (payload['lessonKey'] !== undefined && !practice)) {
    context.addIssue({ code: 'custom', path: ['pinyin'], message: CONTENT_INVALID });
  }
}

const word = defineContract({
  path: '/psc/evaluation/word',
  access: 'login',
  payload: {
    pinyin: pinyinText(EvaluationLimits.wordPinyinMax).optional(),
    text: hanText(EvaluationLimits.wordTextMax).optional(),
    lessonKey: lessonKeySchema.optional(),
    /** The tab's id for this call, when it listens to the evaluation's progress on its live socket. */
    progressId: progressIdSchema.optional(),
  },
  response: evaluationRecordSchema,
});
export const EvaluateWord = { ...word, payload: word.payload.superRefine(oneTarget) };

const sentence = defineContract({
  path: '/psc/evaluation/sentence',
  access: 'login',
  payload: {
    pinyin: pinyinText(EvaluationLimits.sentencePinyinMax).optional(),
    text: hanText(EvaluationLimits.sentenceTextMax).optional(),
    /** A reading passage of /psc/study/passage, read aloud (its reviewed pinyin is what is expected). */
    passageId: passageIdSchema.optional(),
    /** A topic of /psc/study/topic, spoken about freely (30 s with 10 s of speech, spec section 5). */
    topicId: topicIdSchema.optional(),
    /** A speech-eloquence exercise of /psc/speech/info, spoken freely (same rule). */
    exerciseId: exerciseIdSchema.optional(),
    lessonKey: lessonKeySchema.optional(),
    progressId: progressIdSchema.optional(),
  },
  response: evaluationRecordSchema,
});
export const EvaluateSentence = { ...sentence, payload: sentence.payload.superRefine(oneTarget) };

const exam = defineContract({
  path: '/psc/evaluation/exam',
  access: 'login',
  payload: {
    /** MHK level of the paper (spec section 9); MhkLevel.All names no paper. */
    level: z.enum(MhkLevel).refine(isEvaluatedLevel, CONTENT_INVALID),
    /** The spoken item's resource code; its ending _A01, _A02 or _A03 gives the category. */
    resourceCode: z.string().regex(/^[A-Za-z0-9_-]{4,64}$/, CONTENT_INVALID),
    /** The passage to read: required when the category reads a chapter, otherwise the prompt shown. */
    text: hanText(EvaluationLimits.chapterTextMax).optional(),
    progressId: progressIdSchema.optional(),
  },
  response: evaluationRecordSchema,
});
export const EvaluateExam = {
  ...exam,
  payload: exam.payload.superRefine((payload, context) => {
    const category = evaluationCategory(payload.level, payload.resourceCode);
    if (!category) context.addIssue({ code: 'custom', path: ['resourceCode'], message: CONTENT_INVALID });
    else if (categoryReadsText(category) && payload.text === undefined) {
      context.addIssue({ code: 'custom', path: ['text'], message: CONTENT_INVALID });
    }
  }),
};

/** One evaluation of the learner's history with its full result, to replay and review. */
export const GetEvaluationRecord = defineContract({
  path: '/psc/study/historyItem',
  access: 'login',
  payload: { id: z.string().regex(/^[0-9a-f]{32}$/, 'NoResource') },
  response: evaluationRecordSchema,
});
