/**
 * Schema of one grade of the minority area's graded course, data/graded/<tier>-<grade>.json (spec
 * sections 2, 3 and 9): five tiers of three grades each, every grade a set of units, every unit the
 * spec's seven study types. The texts are written for the platform at the grade's HSK band
 * (GRADE_HSK_BAND); pinyin is computed in context by the speech engine's text module, and
 * `readings` records the reviewed reading of a phrase where the computed one was wrong.
 *
 * Study types of a unit: 1007 preview (the new words), 1001 voice (read aloud, evaluated), 1002 video
 * (the micro-lesson: slides with narration, played as an animated lesson where no video exists),
 * 1003 book (the text), 1004 practice (in-class practice of six kinds), 1006 exercises (after class),
 * 1005 wide learning (an extension reading with questions).
 */
import { z } from 'zod';
import { COURSE_GRADES, CourseTier } from '@hanyu/contracts/mhk/diagnosis';
import { NumberedPinyin } from './phonetics-schema.ts';

/** The HSK band (1–6) each grade's texts keep to: the course climbs one band every three grades. */
export const GRADE_HSK_BAND: Readonly<Record<CourseTier, Readonly<Record<(typeof COURSE_GRADES)[number], number>>>> = {
  beginner: { A: 1, B: 1, C: 2 },
  primary: { A: 2, B: 2, C: 3 },
  intermediate: { A: 3, B: 3, C: 4 },
  upperIntermediate: { A: 4, B: 4, C: 5 },
  advanced: { A: 5, B: 5, C: 6 },
};

/** Units each grade has at least. */
export const MIN_UNITS_PER_GRADE = 4;

/** Largest share of the Chinese characters of a unit's learning material outside the grade's HSK band (names excepted). */
export const GRADE_OUT_OF_BAND_SHARE = 0.03;

/** A Chinese text (a word, phrase or sentence) with its pinyin in context, numbered, syllables separated by spaces. */
const Word = z.object({ text: z.string().min(1), pinyin: z.string().min(1) });

/** A short English gloss (not checked by a native speaker: the file says so). */
const gloss = z.string().min(1).max(120);

/** The new words of the unit (1007 preview): each with pinyin in context and an English gloss. */
const NewWord = Word.extend({ gloss, example: z.string().min(2).optional() });

/** One line of the unit's text (1003 book): who says it (a dialogue) or nothing (a passage). */
const BookLine = z.object({
  speaker: z.string().min(1).optional(),
  line: z.string().min(2),
  /** A line may be a paragraph at the upper grades: its gloss as long. */
  gloss: z.string().min(1).max(300),
});

/** One slide of the micro-lesson (1002 video): a heading, what it shows, and what the narrator says. */
const Slide = z.object({
  heading: z.string().min(1),
  /** Shown on the slide, one line each: a word, a sentence pattern, an example. */
  lines: z.array(z.string().min(1)).min(1).max(6),
  /** Said by the narrator while the slide shows (synthesised where no human narration exists). */
  narration: z.string().min(8),
});

const options = z.array(z.string().min(1)).min(3).max(4);
const answerIndex = z.number().int().min(0).max(3);
const explanation = z.string().min(6);

/**
 * Practice kinds of the spec (section 9): read (read a sentence aloud, evaluated), listenChoose (hear a
 * recording, choose the answer), listenJudge (hear a recording, judge a statement true or false),
 * online (连线: match each left item with its right partner), classification (sort items into their
 * groups), TextChoose (choose the word for the blank of a text, ＿＿ marks the blank).
 */
export const PracticeItem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('read'), prompt: z.string().min(2), say: Word }),
  z.object({
    kind: z.literal('listenChoose'),
    audio: z.string().min(2),
    question: z.string().min(2),
    options,
    answer: answerIndex,
    explanation,
  }),
  z.object({
    kind: z.literal('listenJudge'),
    audio: z.string().min(2),
    statement: z.string().min(2),
    answer: z.boolean(),
    explanation,
  }),
  z.object({
    kind: z.literal('online'),
    prompt: z.string().min(2),
    /** Each pair left–right; shown with the right column shuffled. */
    pairs: z
      .array(z.tuple([z.string().min(1), z.string().min(1)]))
      .min(3)
      .max(6),
  }),
  z.object({
    kind: z.literal('classification'),
    prompt: z.string().min(2),
    groups: z.array(z.string().min(1)).min(2).max(4),
    /** Each item with the index of its group. */
    items: z
      .array(z.object({ text: z.string().min(1), group: z.number().int().min(0).max(3) }))
      .min(4)
      .max(10),
  }),
  z.object({
    kind: z.literal('TextChoose'),
    /** The text with one blank written ＿＿. */
    text: z.string().min(4),
    options,
    answer: answerIndex,
    explanation,
  }),
]);
export type PracticeItem = z.infer<typeof PracticeItem>;
export type PracticeKind = PracticeItem['kind'];
export const PRACTICE_KINDS: readonly PracticeKind[] = [
  'read',
  'listenChoose',
  'listenJudge',
  'online',
  'classification',
  'TextChoose',
];

/**
 * After-class exercises (1006): choose (a question with options), fill (type the characters of the
 * blank ＿＿; every answer accepted is listed) and order (put the pieces into a sentence; the pieces
 * are written in the right order and shown shuffled).
 */
export const ExerciseItem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('choose'), question: z.string().min(2), options, answer: answerIndex, explanation }),
  z.object({
    kind: z.literal('fill'),
    text: z.string().min(4),
    answers: z.array(z.string().min(1)).min(1).max(3),
    hint: z.string().min(1),
    explanation,
  }),
  z.object({ kind: z.literal('order'), pieces: z.array(z.string().min(1)).min(3).max(7), explanation }),
]);
export type ExerciseItem = z.infer<typeof ExerciseItem>;

export const GradedUnit = z.object({
  /** "U01" ... within the grade. */
  id: z.string().regex(/^U\d{2}$/),
  title: z.string().min(2),
  titleEn: z.string().min(2),
  /** What the learner can do after the unit, one sentence in Chinese. */
  goal: z.string().min(6),
  preview: z.object({ words: z.array(NewWord).min(4).max(14) }),
  voice: z.object({ items: z.array(Word).min(4).max(10) }),
  video: z.object({ slides: z.array(Slide).min(3).max(8) }),
  book: z.object({ title: z.string().min(2), lines: z.array(BookLine).min(4).max(30) }),
  practice: z.object({ items: z.array(PracticeItem).min(6).max(14) }),
  exercises: z.object({ items: z.array(ExerciseItem).min(5).max(12) }),
  extension: z.object({
    title: z.string().min(2),
    text: z.string().min(30),
    questions: z
      .array(z.object({ question: z.string().min(2), options, answer: answerIndex, explanation }))
      .min(1)
      .max(4),
  }),
});
export type GradedUnit = z.infer<typeof GradedUnit>;

export const GradeFile = z.object({
  tier: z.enum(CourseTier),
  grade: z.enum(COURSE_GRADES),
  /** "入门A级". */
  title: z.string().min(2),
  /** Names of people and places, not counted by the vocabulary check. */
  names: z.array(z.string().min(1)).default([]),
  /** Reviewed readings: a phrase and its pinyin (citation tones), applied wherever it occurs in the grade. */
  readings: z.array(z.object({ phrase: z.string().min(1), pinyin: NumberedPinyin })).default([]),
  /** The English glosses were written by the authors and not checked by a native speaker. */
  glossesCheckedByNativeSpeaker: z.literal(false),
  units: z.array(GradedUnit).min(MIN_UNITS_PER_GRADE),
});
export type GradeFile = z.infer<typeof GradeFile>;

/** "beginner-A": the file name and identifier of a grade. */
export function gradeKey(tier: CourseTier, grade: (typeof COURSE_GRADES)[number]): string {
  return `${tier}-${grade}`;
}
