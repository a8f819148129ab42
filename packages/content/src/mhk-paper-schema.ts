/**
 * Schema of an MHK mock paper in data/mhk/papers/*.json. Official MHK papers are not available to
 * us: these are written for the platform in the MHK format (listening, reading, written expression,
 * spoken test) and the intro page says so.
 *
 * A paper is made of modules, modules of items, items of the spec's question types (section 9).
 * Every objective item carries its key and an explanation; listening transcripts and keys stay on
 * the server until the attempt is submitted.
 */
import { z } from 'zod';
import { EvaluationCategory, ExamItemSuffix } from '@hanyu/contracts/constants/evaluation-category';
import { MhkLevel, QuestionType } from '@hanyu/contracts/constants/mhk';
import { NumberedPinyin } from './phonetics-schema.ts';

/** The blank of an item text: full-width brackets around an ideographic space (U+3000). */
export const BLANK = '（\u3000）';

/** The four levels of a paper (MhkLevel.All names no paper). */
export const MhkPaperLevel = z.enum([MhkLevel.One, MhkLevel.Two, MhkLevel.Three, MhkLevel.Four]);
export type MhkPaperLevel = z.infer<typeof MhkPaperLevel>;

/** Level 1-4 of each level code: papers, file names and the vocabulary bands use the number. */
export const MHK_LEVEL_NUMBER: Readonly<Record<MhkPaperLevel, 1 | 2 | 3 | 4>> = {
  [MhkLevel.One]: 1,
  [MhkLevel.Two]: 2,
  [MhkLevel.Three]: 3,
  [MhkLevel.Four]: 4,
};

/** Highest HSK word level a paper of each MHK level is written within (level 1 ≈ HSK 1–3 … level 4 ≈ HSK 5–6). */
export const MHK_VOCABULARY_HSK: Readonly<Record<1 | 2 | 3 | 4, number>> = { 1: 3, 2: 4, 3: 5, 4: 6 };

const explanation = z.string().min(8);
/** Four answer options, shown as A–D. */
const options = z.array(z.string().min(1)).length(4);
const answerIndex = z.number().int().min(0).max(3);

/** One line of a listening recording, read by the female or the male synthetic voice. */
export const ListeningLine = z.object({ voice: z.enum(['female', 'male']), text: z.string().min(2) });
export type ListeningLine = z.infer<typeof ListeningLine>;

/** A choice question: its question text (shown), options, key and why. */
export const ChoiceQuestion = z.object({
  id: z.string().regex(/^[A-Z]\d{2}(-\d)?$/),
  question: z.string().min(2),
  options,
  answer: answerIndex,
  explanation,
});
export type ChoiceQuestion = z.infer<typeof ChoiceQuestion>;

/** 010101 a sentence heard, 010102 a short dialogue heard: one choice question each. */
const ListeningChoice = ChoiceQuestion.extend({
  type: z.enum([QuestionType.Listening1, QuestionType.Listening2]),
  audio: z.array(ListeningLine).min(1).max(8),
});

/** 010103 a longer dialogue or talk heard, with several questions. */
const ListeningGroup = z.object({
  id: z.string().regex(/^L\d{2}$/),
  type: z.literal(QuestionType.Listening3),
  audio: z.array(ListeningLine).min(3).max(20),
  questions: z.array(ChoiceQuestion).min(2).max(5),
});

/** 010201 a sentence or short text with one choice question (a blank is written as BLANK). */
const ReadingChoice = ChoiceQuestion.extend({ type: z.literal(QuestionType.Reading1), text: z.string().min(4) });

/** 010202 a passage with several questions. */
const ReadingPassage = z.object({
  id: z.string().regex(/^R\d{2}$/),
  type: z.literal(QuestionType.Reading2),
  title: z.string().min(1).optional(),
  passage: z.string().min(60),
  questions: z.array(ChoiceQuestion).min(2).max(5),
});

/** 01030101 choose the word for the blank, or the sentence without a mistake. */
const WritingChoice = ChoiceQuestion.extend({ type: z.literal(QuestionType.Writing1), text: z.string().min(2) });

/** 01030102 put the fragments in order to make the sentence. */
const WritingOrder = z.object({
  id: z.string().regex(/^W\d{2}$/),
  type: z.literal(QuestionType.Writing2),
  /** The fragments in the order of the key; the page shows them shuffled. */
  fragments: z.array(z.string().min(1)).min(3).max(7),
  /** Other orders that also make a right sentence, as lists of fragment indexes. */
  alsoRight: z.array(z.array(z.number().int().min(0))).default([]),
  explanation,
});

/** 01030103 write the characters for the pinyin given under the blank. */
const WritingCharacters = z.object({
  id: z.string().regex(/^W\d{2}$/),
  type: z.literal(QuestionType.Writing3),
  /** The sentence with one blank (BLANK). */
  text: z.string().refine((text) => text.includes(BLANK), 'needs one blank （\u3000）'),
  /** The blank's pinyin (numbered, as read in the sentence). */
  pinyin: NumberedPinyin,
  answer: z.string().regex(/^\p{Script=Han}{1,4}$/u),
  explanation,
});

/** 010401 read a passage and answer in a few words of one's own. */
const ReadAndWriteQuestion = z.object({
  id: z.string().regex(/^W\d{2}-\d$/),
  question: z.string().min(4),
  /** Right answers contain one of these phrases (after removing spaces and punctuation). */
  accepted: z.array(z.string().min(1)).min(1),
  /** A model answer shown after submission. */
  model: z.string().min(2),
  explanation,
});
const ReadAndWrite = z.object({
  id: z.string().regex(/^W\d{2}$/),
  type: z.literal(QuestionType.ReadAndWrite),
  passage: z.string().min(80),
  questions: z.array(ReadAndWriteQuestion).min(2).max(4),
});

/** 01030201 the composition, scored on cohesion, language, content and structure. */
const Composition = z.object({
  id: z.string().regex(/^W\d{2}$/),
  type: z.literal(QuestionType.Composition),
  prompt: z.string().min(10),
  /** Words a composition on the task is expected to use (coverage counts towards Content). */
  keywords: z.array(z.string().min(1)).min(3).max(12),
  minChars: z.number().int().min(50),
  maxChars: z.number().int().max(1000),
});

/** 010501 a spoken task; its evaluation category follows from the level and resource code (section 4). */
const Speaking = z.object({
  id: z.string().regex(/^S\d{2}$/),
  type: z.literal(QuestionType.Say),
  resource: z.enum([ExamItemSuffix.First, ExamItemSuffix.Second, ExamItemSuffix.Third]),
  category: z.enum(EvaluationCategory),
  /** The task as the candidate reads it. */
  prompt: z.string().min(6),
  /** The text read aloud (read chapter) or heard and then retold (retell). */
  text: z.string().min(40).optional(),
  /** Reviewed readings of the text's polyphones (as in passages). */
  readings: z.array(z.object({ phrase: z.string().min(1), pinyin: NumberedPinyin })).default([]),
  prepareSeconds: z.number().int().min(0).max(300),
  speakSeconds: z.number().int().min(30).max(300),
});

export const MhkItem = z.discriminatedUnion('type', [
  ListeningChoice,
  ListeningGroup,
  ReadingChoice,
  ReadingPassage,
  WritingChoice,
  WritingOrder,
  WritingCharacters,
  ReadAndWrite,
  Composition,
  Speaking,
]);
export type MhkItem = z.infer<typeof MhkItem>;

const moduleOf = (minutes: [number, number]) =>
  z.object({ minutes: z.number().int().min(minutes[0]).max(minutes[1]), items: z.array(MhkItem).min(1) });

export const MhkPaperFile = z.object({
  /** "MHK3-01": level number and paper number. */
  id: z.string().regex(/^MHK[1-4]-\d{2}$/),
  level: MhkPaperLevel,
  title: z.string().min(4),
  /** Names of people and places in the paper, outside the vocabulary check. */
  names: z.array(z.string().min(1)).default([]),
  modules: z.object({
    listening: moduleOf([10, 40]),
    reading: moduleOf([15, 60]),
    writing: moduleOf([20, 60]),
    speaking: moduleOf([5, 20]),
  }),
});
export type MhkPaperFile = z.infer<typeof MhkPaperFile>;
export type MhkModuleName = keyof MhkPaperFile['modules'];
