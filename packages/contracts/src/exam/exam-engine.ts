import { z } from 'zod';
import { EvaluationCategory } from '../constants/evaluation-category.ts';
import { QuestionType } from '../constants/mhk.ts';
import { defineContract } from '../protocol/contract.ts';
import { progressIdSchema } from '../protocol/live.ts';
import {
  PscPart,
  pscPassagePartSchema,
  pscSyllablesPartSchema,
  pscTopicPartSchema,
  pscWordsPartSchema,
  type PscPaperPart,
} from '../psc/exam-paper.ts';

/**
 * The exam engine's shapes, shared by every test built on it (the MHK mock exams first; the
 * diagnosis, promotion exams and placement tests later): papers of modules, modules of items, items
 * of the spec's question types (section 9), answers per question, attempts with the rules of
 * section 4 (docs/decisions/053-exam-engine.md).
 *
 * What a candidate sees before submitting carries no key, no explanation and no listening
 * transcript; the report carries them.
 */

/** The modules of a paper, in the order they are taken. */
export const ExamModule = {
  Listening: 'listening',
  Reading: 'reading',
  Writing: 'writing',
  Speaking: 'speaking',
} as const;
export type ExamModule = (typeof ExamModule)[keyof typeof ExamModule];
export const EXAM_MODULES: readonly ExamModule[] = Object.values(ExamModule);
const examModule = z.enum(ExamModule);

/**
 * A module's state: not opened yet; open (its questions can be answered and its clock runs while the
 * candidate is in it); closed (time up, or locked by entering a later module, or submitted).
 */
export const ExamModuleStatus = { NotStarted: 'notStarted', Open: 'open', Closed: 'closed' } as const;
export type ExamModuleStatus = (typeof ExamModuleStatus)[keyof typeof ExamModuleStatus];

export const ExamAttemptStatus = { InProgress: 'inProgress', Paused: 'paused', Submitted: 'submitted' } as const;
export type ExamAttemptStatus = (typeof ExamAttemptStatus)[keyof typeof ExamAttemptStatus];

/** Seconds between the page's heartbeats; a module's clock counts at most this long past the last one. */
export const EXAM_HEARTBEAT_SECONDS = 15;
/** Seconds of audio per uploaded segment of a spoken answer: the most a closed page can lose. */
export const EXAM_SEGMENT_SECONDS = 5;
/** Attempts per page of a history (/mhk/exam/history): the page counts its pages by it. */
export const EXAM_HISTORY_PAGE_SIZE = 20;
/** Longest answer to a written question (characters). */
export const EXAM_TEXT_ANSWER_MAX = 1200;

const questionId = z.string().regex(/^[A-Z]\d{2}(-\d)?$/);
export const examAttemptId = z.string().regex(/^[0-9a-f]{32}$/, '无效的考试记录');

/**
 * The PSC's four parts as item types of the engine: read characters, read words, read the passage,
 * speak on a topic. The spec gives them no question codes (section 9 codes the MHK's types); each is
 * a spoken answer scored by the official PSC rules. Their ids are the part's task in the PSC's own
 * attempts (`p1` … `p4`) or a paper's usual id.
 */
export const PscItemType = {
  Syllables: 'psc-syllables',
  Words: 'psc-words',
  Passage: 'psc-passage',
  Topic: 'psc-topic',
} as const;
export type PscItemType = (typeof PscItemType)[keyof typeof PscItemType];

const pscItemId = z.string().regex(/^(p[1-4]|[A-Z]\d{2})$/);

const choiceQuestion = z.object({ id: questionId, question: z.string(), options: z.array(z.string()) });
/** A listening recording: where to fetch it (a resource URL) and how long it plays. */
const listeningAudio = z.object({ url: z.string(), seconds: z.number() });

export const presentedItemSchema = z.discriminatedUnion('type', [
  choiceQuestion.extend({
    type: z.enum([QuestionType.Listening1, QuestionType.Listening2]),
    audio: listeningAudio,
  }),
  z.object({
    id: questionId,
    type: z.literal(QuestionType.Listening3),
    audio: listeningAudio,
    questions: z.array(choiceQuestion),
  }),
  choiceQuestion.extend({ type: z.enum([QuestionType.Reading1, QuestionType.Writing1]), text: z.string() }),
  z.object({
    id: questionId,
    type: z.literal(QuestionType.Reading2),
    title: z.string().nullable(),
    passage: z.string(),
    questions: z.array(choiceQuestion),
  }),
  /** Fragments in a shuffled order (the same for every view of the attempt). */
  z.object({ id: questionId, type: z.literal(QuestionType.Writing2), fragments: z.array(z.string()) }),
  /** `pinyin` is numbered ("qi3 chuang2"); the page writes it with tone marks. */
  z.object({ id: questionId, type: z.literal(QuestionType.Writing3), text: z.string(), pinyin: z.string() }),
  z.object({
    id: questionId,
    type: z.literal(QuestionType.ReadAndWrite),
    passage: z.string(),
    questions: z.array(z.object({ id: questionId, question: z.string() })),
  }),
  z.object({
    id: questionId,
    type: z.literal(QuestionType.Composition),
    prompt: z.string(),
    minChars: z.number().int(),
    maxChars: z.number().int(),
  }),
  z.object({
    id: questionId,
    type: z.literal(QuestionType.Say),
    category: z.enum(EvaluationCategory),
    prompt: z.string(),
    /** The text to read aloud (read chapter); null otherwise. */
    text: z.string().nullable(),
    /** The recording to listen to and retell (retell); null otherwise. */
    audio: listeningAudio.nullable(),
    prepareSeconds: z.number().int(),
    speakSeconds: z.number().int(),
  }),
  /** A PSC part: what the candidate reads (or the topics offered), laid out as the official paper. */
  z.object({ id: pscItemId, type: z.literal(PscItemType.Syllables), part: pscSyllablesPartSchema }),
  z.object({ id: pscItemId, type: z.literal(PscItemType.Words), part: pscWordsPartSchema }),
  z.object({ id: pscItemId, type: z.literal(PscItemType.Passage), part: pscPassagePartSchema }),
  z.object({ id: pscItemId, type: z.literal(PscItemType.Topic), part: pscTopicPartSchema }),
]);
export type PresentedItem = z.infer<typeof presentedItemSchema>;
export type PscPresentedItem = Extract<PresentedItem, { type: PscItemType }>;

/** A PSC part as the engine's item (`id` defaults to the part's task in a PSC attempt, `p1` … `p4`). */
export function pscPresentedItem(part: PscPaperPart, id = `p${part.part}`): PscPresentedItem {
  switch (part.part) {
    case PscPart.Syllables:
      return { id, type: PscItemType.Syllables, part };
    case PscPart.Words:
      return { id, type: PscItemType.Words, part };
    case PscPart.Passage:
      return { id, type: PscItemType.Passage, part };
    case PscPart.Topic:
      return { id, type: PscItemType.Topic, part };
  }
}

/** Whether an item is one of the PSC's parts. */
export function isPscItem(item: PresentedItem): item is PscPresentedItem {
  return (Object.values(PscItemType) as string[]).includes(item.type);
}

/** Whether the candidate answers an item by speaking (a spoken task or a PSC part). */
export function isSpokenItem(
  item: PresentedItem,
): item is Extract<PresentedItem, { type: '010501' }> | PscPresentedItem {
  return item.type === QuestionType.Say || isPscItem(item);
}

export const presentedModuleSchema = z.object({
  name: examModule,
  minutes: z.number().int(),
  /** Questions answered one by one (a group's questions count each; a spoken task counts one). */
  questionCount: z.number().int(),
  items: z.array(presentedItemSchema),
});
export type PresentedModule = z.infer<typeof presentedModuleSchema>;

export const presentedPaperSchema = z.object({
  paperId: z.string(),
  title: z.string(),
  level: z.string(),
  modules: z.array(presentedModuleSchema),
});
export type PresentedPaper = z.infer<typeof presentedPaperSchema>;

/** An answer to one question: an option (A–D as 0–3), the fragments in order, or written text. */
export const examAnswerSchema = z.union([
  z.strictObject({ option: z.number().int().min(0).max(3) }),
  z.strictObject({ order: z.array(z.string().max(100)).min(1).max(10) }),
  z.strictObject({ text: z.string().max(EXAM_TEXT_ANSWER_MAX) }),
]);
export type ExamAnswer = z.infer<typeof examAnswerSchema>;

/**
 * A change to an attempt, as every test's commit endpoint takes it (MHK: /mhk/exam/commit) beside the
 * attempt's id; the fields apply in this order: `enter` a module (irreversible for the writing and
 * speaking modules, which close the ones before), `answers` (last write per question wins; an answer
 * to a closed module is refused and changes nothing), `placeItem`, `pause` or continue, `heartbeat`
 * (the open module's clock), `submit`.
 */
export const examChangeShape = {
  enter: examModule.optional(),
  answers: z
    .array(z.strictObject({ questionId: z.string().max(8), answer: examAnswerSchema }))
    .max(60)
    .optional(),
  placeItem: z.string().max(8).optional(),
  pause: z.boolean().optional(),
  heartbeat: z.boolean().optional(),
  submit: z.boolean().optional(),
};
export type ExamChange = z.input<z.ZodObject<typeof examChangeShape>>;

/**
 * A spoken task's recording, as every test's record endpoint takes it (MHK: /mhk/evaluate/saveRecord)
 * beside the attempt's id: segment `seq`, and `finish` at the end (which evaluates it). Saving a
 * segment already saved is a no-op; `restart` drops what was recorded for the task and starts again.
 */
export const examRecordShape = {
  itemId: z.string().regex(/^S\d{2}$/),
  seq: z.number().int().min(0).max(100).optional(),
  finish: z.boolean().default(false),
  restart: z.boolean().default(false),
  /** With `finish`: the learner's live sockets hear the evaluation's progress under this id (decision 068). */
  progressId: progressIdSchema.optional(),
};
export type ExamRecordChange = z.input<z.ZodObject<typeof examRecordShape>>;

export const examModuleStateSchema = z.object({
  name: examModule,
  status: z.enum(ExamModuleStatus),
  /** Seconds left on the module's clock (its time limit less the time spent in it). */
  remainingSeconds: z.number().int(),
  answered: z.number().int(),
  questionCount: z.number().int(),
});
export type ExamModuleState = z.infer<typeof examModuleStateSchema>;

export const examRecordingStateSchema = z.object({
  itemId: questionId,
  seconds: z.number(),
  /** Segments saved; the next upload is segment number `segments`. */
  segments: z.number().int(),
  finished: z.boolean(),
});

export const examAttemptSchema = z.object({
  attemptId: z.string(),
  paperId: z.string(),
  /** The modules this attempt takes: all four, or one (a single-module practice). */
  scope: z.array(examModule),
  status: z.enum(ExamAttemptStatus),
  /** The module the candidate is in, null before the first and after submission. */
  currentModule: examModule.nullable(),
  /** The item the candidate was at in the current module: where a resumed attempt opens. */
  placeItem: questionId.nullable(),
  modules: z.array(examModuleStateSchema),
  /** Saved answers by question id (the last saved wins). */
  answers: z.record(z.string(), examAnswerSchema),
  recordings: z.array(examRecordingStateSchema),
  startedAt: z.string(),
  updatedAt: z.string(),
});
export type ExamAttempt = z.infer<typeof examAttemptSchema>;

/** A question of the report: the answer given, the key, whether it was right, and why. */
export const reportQuestionSchema = z.object({
  id: questionId,
  question: z.string(),
  given: examAnswerSchema.nullable(),
  /** The key as the learner reads it ("B", the sentence in order, the characters, an accepted answer). */
  key: z.string(),
  correct: z.boolean(),
  points: z.number(),
  maxPoints: z.number(),
  explanation: z.string(),
});

/** Trait scores of a composition, 0–100 each, on the spec's dimensions. */
export const compositionTraitsSchema = z.object({
  cohesion: z.number(),
  language: z.number(),
  content: z.number(),
  structure: z.number(),
});

/** A teacher's review of a composition: the trait scores confirmed or changed, and a comment. */
export const compositionReviewSchema = z.object({
  traits: compositionTraitsSchema,
  comment: z.string(),
  teacher: z.string(),
  reviewedAt: z.string(),
});
export type CompositionReview = z.infer<typeof compositionReviewSchema>;

export const compositionReportSchema = z.object({
  state: z.enum(['notStarted', 'evaluated', 'evaluationFailed']),
  /** Trait scores of 100 each (Cohesion, Language, Content, Structure), an estimate; null unless evaluated. */
  traits: z
    .object({ cohesion: z.number(), language: z.number(), content: z.number(), structure: z.number() })
    .nullable(),
  band: z.enum(['normal', 'intermediate', 'advanced']).nullable(),
  characters: z.number().int(),
  /** What lowered the scores, as codes the page phrases in the learner's language. */
  notes: z.array(z.string()),
  /** A teacher's review, when one of the learner's teachers has read it (reports kept before have none). */
  review: compositionReviewSchema.nullable().default(null),
});

export const spokenReportSchema = z.object({
  state: z.enum(['notStarted', 'evaluated', 'evaluationFailed']),
  /** 0–100; null unless evaluated. */
  score: z.number().nullable(),
  recordedSeconds: z.number(),
  recordingUrl: z.string().nullable(),
  /** Why it could not be evaluated (the spec's message), null otherwise. */
  failure: z.string().nullable(),
});

export const reportItemSchema = z.object({
  id: questionId,
  type: z.string(),
  /** The listening transcript or the passage, shown once the attempt is submitted. */
  transcript: z.array(z.object({ voice: z.enum(['female', 'male']), text: z.string() })).nullable(),
  questions: z.array(reportQuestionSchema),
  composition: compositionReportSchema.nullable(),
  spoken: spokenReportSchema.nullable(),
});

export const moduleReportSchema = z.object({
  name: examModule,
  /** Out of 100 (spec section 9: practice maximum 100 per skill, total 400). */
  score: z.number(),
  correct: z.number().int(),
  questionCount: z.number().int(),
  items: z.array(reportItemSchema),
});

export const examReportSchema = z.object({
  attemptId: z.string(),
  paperId: z.string(),
  title: z.string(),
  level: z.string(),
  submittedAt: z.string(),
  /** Sum of the module scores taken (out of 100 × modules). */
  total: z.number(),
  maxTotal: z.number(),
  modules: z.array(moduleReportSchema),
});
export type ExamReport = z.infer<typeof examReportSchema>;

/**
 * A test's `commit` endpoint on the exam engine: one change of the attempt (`examChangeShape`), saved as
 * it happens, answered with the attempt as it now stands.
 */
export function examCommitContract(path: string) {
  return defineContract({
    path,
    access: 'login',
    payload: { attemptId: examAttemptId, ...examChangeShape },
    response: examAttemptSchema,
  });
}

/**
 * A test's `saveRecord` endpoint on the exam engine: a spoken task's recording in segments (multipart, the
 * segment's 16 kHz WAV in `audio`), its end (which evaluates it) or a fresh start (`examRecordShape`).
 */
export function examRecordContract(path: string) {
  return defineContract({
    path,
    access: 'login',
    payload: { attemptId: examAttemptId, ...examRecordShape },
    response: examAttemptSchema,
  });
}
