import { z } from 'zod';
import { StudyTimer, StudyType } from '../constants/mhk.ts';
import { defineContract } from '../protocol/contract.ts';
import { provinceName } from '../psc/signup.ts';
import { COURSE_GRADES, COURSE_TIERS, CourseTier } from './diagnosis.ts';

/**
 * The minority area's graded course (spec sections 2, 3 and 9): five tiers of three grades, each grade
 * a set of units, each unit studied through the seven study types; the learner's learning state is
 * kept and resumed, and time on task is recorded per study timer.
 */

/** "beginner-A-U01": a unit of the course. */
export const UNIT_KEY_PATTERN = new RegExp(`^(${COURSE_TIERS.join('|')})-[${COURSE_GRADES.join('')}]-U\\d{2}$`);
export const unitKey = z.string().regex(UNIT_KEY_PATTERN, '暂无相应资源');

/** "beginner-A-U01" → "beginner-A": the grade a unit key belongs to. */
export function gradeOfUnit(key: string): string {
  return key.replace(/-U\d{2}$/, '');
}
export type UnitKey = z.infer<typeof unitKey>;

/** "beginner-A": a grade of the course. */
export const gradeKey = z
  .string()
  .regex(new RegExp(`^(${COURSE_TIERS.join('|')})-[${COURSE_GRADES.join('')}]$`), '暂无相应资源');

const studyType = z.enum(StudyType);
export const STUDY_TYPES = Object.values(StudyType);
/** The order a unit is studied in: preview, micro-lesson, text, pronunciation, practice, exercises, extension. */
export const STUDY_ORDER: readonly StudyType[] = [
  StudyType.Preview,
  StudyType.Video,
  StudyType.Book,
  StudyType.Voice,
  StudyType.Practice,
  StudyType.Exercises,
  StudyType.WideLearning,
];
export type StudyType = (typeof StudyType)[keyof typeof StudyType];
/** Study types with answers to check; the others are done when studied to the end. */
export const CHECKED_STUDY_TYPES = [StudyType.Practice, StudyType.Exercises, StudyType.WideLearning] as const;
export type CheckedStudyType = (typeof CHECKED_STUDY_TYPES)[number];
/** Share of points a practice, an exercise set or an extension reading needs to count as done. */
export const STUDY_PASS_SHARE = 0.6;

/** Each study type's timer (spec section 9); the practice of 1004 counts as after-class practice too. */
export const TIMER_OF_STUDY: Readonly<Record<StudyType, (typeof StudyTimer)[keyof typeof StudyTimer]>> = {
  [StudyType.Voice]: StudyTimer.Pronunciation,
  [StudyType.Preview]: StudyTimer.Preview,
  [StudyType.Video]: StudyTimer.MicroLesson,
  [StudyType.Book]: StudyTimer.Textbook,
  [StudyType.Practice]: StudyTimer.AfterClassPractice,
  [StudyType.Exercises]: StudyTimer.AfterClassPractice,
  [StudyType.WideLearning]: StudyTimer.Extension,
};
/** Tiers whose listening and narration are read slowly, as the MHK papers of levels 1–2 are. */
export const SLOW_LISTENING_TIERS: readonly CourseTier[] = [CourseTier.Beginner, CourseTier.Primary];
/** Tiers whose extension reading shows pinyin before the learner asks for it. */
export const PINYIN_SHOWN_TIERS: readonly CourseTier[] = [CourseTier.Beginner];

/** Longest stretch of study time one report may add (a tab left open does not count for hours). */
export const STUDY_TIME_REPORT_MAX_SECONDS = 300;

const unitProgressSchema = z.object({
  /** Study types done, in STUDY_ORDER. */
  done: z.array(studyType),
  /** Best share of points (0–100) of the checked study types tried. */
  best: z.partialRecord(studyType, z.number().int().min(0).max(100)),
});
export type UnitProgress = z.infer<typeof unitProgressSchema>;

/** The learning state of section 3, per learner. */
export const learningStateSchema = z.object({
  /** The unit studied before the current one. */
  previousPeriodId: unitKey.nullable(),
  /** The unit being studied. */
  currentPeriodId: unitKey,
  /** The study type being studied. */
  currentModuleCode: studyType,
  /** The study types of the current unit still to do, in order: what the "next" buttons say. */
  nextModules: z.array(studyType),
  /** The current unit has new words the learner has not previewed yet. */
  newWord: z.boolean(),
  /** The grade the learner is in (placed by the diagnosis, moved on by promotion). */
  currentGrade: gradeKey,
  updatedAt: z.string(),
});
export type LearningState = z.infer<typeof learningStateSchema>;

export const courseUnitSummarySchema = z.object({
  unitKey,
  title: z.string(),
  titleEn: z.string(),
  goal: z.string(),
  progress: unitProgressSchema,
});
export type CourseUnitSummary = z.infer<typeof courseUnitSummarySchema>;

export const courseGradeSchema = z.object({
  gradeKey,
  tier: z.enum(CourseTier),
  grade: z.enum(COURSE_GRADES),
  title: z.string(),
  /** The HSK band its texts keep to. */
  hskBand: z.number().int(),
  units: z.array(courseUnitSummarySchema),
});
export type CourseGrade = z.infer<typeof courseGradeSchema>;

/** The whole course with the learner's progress and state (null before they have studied). */
export const GetGradedCourse = defineContract({
  path: '/mhk/study/course',
  access: 'login',
  payload: {},
  response: z.object({
    grades: z.array(courseGradeSchema),
    state: learningStateSchema.nullable(),
    /** Where the learner starts or continues: their state's unit, else the first unit of their grade. */
    next: unitKey.nullable(),
    /** Where the learner's grade came from. */
    placedBy: z.enum(['state', 'diagnosis', 'start']),
  }),
});

/** A syllable of a text as it is read in context: numbered pinyin ("xue2"), UTF-16 offset in the text. */
const syllableSchema = z.object({ hanzi: z.string(), pinyin: z.string(), offset: z.number().int() });
/** A text with its reading in context and where its words start (for pinyin written by word). */
const readTextSchema = z.object({
  text: z.string(),
  syllables: z.array(syllableSchema),
  wordStarts: z.array(z.number().int()),
});
export type GradedReadText = z.infer<typeof readTextSchema>;

const audioSchema = z.object({ url: z.string(), seconds: z.number() });

/** A practice item as the learner sees it: no answer key; listening comes as a recording. */
export const presentedPracticeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('read'), prompt: z.string(), say: readTextSchema }),
  z.object({
    kind: z.literal('listenChoose'),
    audio: audioSchema,
    question: z.string(),
    options: z.array(z.string()),
  }),
  z.object({ kind: z.literal('listenJudge'), audio: audioSchema, statement: z.string() }),
  z.object({ kind: z.literal('online'), prompt: z.string(), left: z.array(z.string()), right: z.array(z.string()) }),
  z.object({
    kind: z.literal('classification'),
    prompt: z.string(),
    groups: z.array(z.string()),
    items: z.array(z.string()),
  }),
  z.object({ kind: z.literal('TextChoose'), text: z.string(), options: z.array(z.string()) }),
]);
export type PresentedPractice = z.infer<typeof presentedPracticeSchema>;

export const presentedExerciseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('choose'), question: z.string(), options: z.array(z.string()) }),
  z.object({ kind: z.literal('fill'), text: z.string(), hint: z.string() }),
  z.object({ kind: z.literal('order'), pieces: z.array(z.string()) }),
]);
export type PresentedExercise = z.infer<typeof presentedExerciseSchema>;

export const presentedUnitSchema = z.object({
  unitKey,
  gradeKey,
  gradeTitle: z.string(),
  title: z.string(),
  titleEn: z.string(),
  goal: z.string(),
  preview: z.object({
    words: z.array(
      z.object({ text: z.string(), pinyin: z.string(), gloss: z.string(), example: readTextSchema.nullable() }),
    ),
  }),
  voice: z.object({ items: z.array(readTextSchema) }),
  video: z.object({
    slides: z.array(z.object({ heading: z.string(), lines: z.array(z.string()), narration: z.string() })),
    /** A video an administrator uploaded for the unit and published, played with seeking; null when none. */
    uploaded: z.object({ title: z.string(), summary: z.string(), src: z.string() }).nullable(),
  }),
  book: z.object({
    title: z.string(),
    lines: z.array(z.object({ speaker: z.string().nullable(), line: readTextSchema, gloss: z.string() })),
  }),
  practice: z.object({ items: z.array(presentedPracticeSchema) }),
  exercises: z.object({ items: z.array(presentedExerciseSchema) }),
  extension: z.object({
    title: z.string(),
    text: readTextSchema,
    questions: z.array(z.object({ question: z.string(), options: z.array(z.string()) })),
  }),
  /** The English glosses were not checked by a native speaker. */
  glossesChecked: z.boolean(),
  progress: unitProgressSchema,
  previous: unitKey.nullable(),
  next: unitKey.nullable(),
});
export type PresentedUnit = z.infer<typeof presentedUnitSchema>;

/** One unit to study; opening it makes it the learner's current unit (the learning state). */
export const GetGradedUnit = defineContract({
  path: '/mhk/study/unit',
  access: 'login',
  payload: { unitKey, module: studyType.optional() },
  response: presentedUnitSchema,
});

/**
 * A learner's answer to one item. Choice items answer with `option`; listenJudge with `judge`;
 * online with `match` (for each left item, the index of the right item chosen); classification with
 * `groups` (for each item, the index of its group); fill with `text`; order with `order` (the
 * pieces as shown, in the order chosen); read items are not checked here (they are evaluated).
 */
export const gradedAnswerSchema = z.union([
  z.object({ option: z.number().int().min(0).max(3) }),
  z.object({ judge: z.boolean() }),
  z.object({ match: z.array(z.number().int().min(0).max(9)).max(10) }),
  z.object({ groups: z.array(z.number().int().min(0).max(3)).max(10) }),
  z.object({ text: z.string().max(40) }),
  z.object({ order: z.array(z.string().max(40)).max(10) }),
]);
export type GradedAnswer = z.infer<typeof gradedAnswerSchema>;

export const checkedItemSchema = z.object({
  index: z.number().int(),
  /** Points of the item: 1, or the share of pairs or items placed right (online, classification). */
  points: z.number().min(0).max(1),
  correct: z.boolean(),
  /** The right answer as text, shown after checking. */
  expected: z.string(),
  explanation: z.string().nullable(),
});
export type CheckedItem = z.infer<typeof checkedItemSchema>;

/** Checks the answers of a practice, exercise set or extension reading and records the result. */
export const CheckGradedAnswers = defineContract({
  path: '/mhk/study/check',
  access: 'login',
  payload: {
    unitKey,
    studyType: z.enum(CHECKED_STUDY_TYPES),
    answers: z.array(z.object({ index: z.number().int().min(0).max(20), answer: gradedAnswerSchema })).max(20),
  },
  response: z.object({
    items: z.array(checkedItemSchema),
    /** Share of the set's points (0–100); read items and items not answered count as missed. */
    score: z.number().int().min(0).max(100),
    done: z.boolean(),
    progress: unitProgressSchema,
  }),
});

/** Marks a study type without answers (preview, micro-lesson, text, pronunciation) studied to the end. */
export const CompleteGradedStudy = defineContract({
  path: '/mhk/study/complete',
  access: 'login',
  payload: { unitKey, studyType: z.enum([StudyType.Preview, StudyType.Video, StudyType.Book, StudyType.Voice]) },
  response: z.object({ progress: unitProgressSchema, state: learningStateSchema }),
});

/** Adds time on task to one of the study timers of a unit. */
export const AddStudyTime = defineContract({
  path: '/mhk/study/studyTime',
  access: 'login',
  payload: {
    unitKey,
    timer: z.enum(StudyTimer),
    seconds: z.number().int().min(1).max(STUDY_TIME_REPORT_MAX_SECONDS),
  },
  response: z.object({ seconds: z.number().int() }),
});

/** The learner's time on task per timer, over the whole course. */
export const GetStudyTime = defineContract({
  path: '/mhk/study/studyTimeList',
  access: 'login',
  payload: {},
  response: z.object({
    timers: z.array(z.object({ timer: z.enum(StudyTimer), seconds: z.number().int() })),
    total: z.number().int(),
  }),
});

/** The learner's first language, as the minority area asks it (the communities it serves, and others). */
export const FirstLanguage = {
  Uyghur: 'ug',
  Tibetan: 'bo',
  Mongolian: 'mn',
  Kazakh: 'kk',
  Yi: 'ii',
  Korean: 'ko',
  Zhuang: 'za',
  Kyrgyz: 'ky',
  Other: 'other',
} as const;
export type FirstLanguage = (typeof FirstLanguage)[keyof typeof FirstLanguage];

/** Where the learner is in school, or working. */
export const SchoolLevel = {
  Primary: 'primary',
  Junior: 'junior',
  Senior: 'senior',
  Vocational: 'vocational',
  University: 'university',
  Working: 'working',
} as const;
export type SchoolLevel = (typeof SchoolLevel)[keyof typeof SchoolLevel];

export const learnerInfoSchema = z.object({
  /** The province-level region, by the first two digits of its GB/T 2260 code (PSC_PROVINCES). */
  region: z.string().refine((code) => provinceName(code) !== null, '请选择所在地区'),
  firstLanguage: z.enum(FirstLanguage, { message: '请选择第一语言' }),
  schoolLevel: z.enum(SchoolLevel, { message: '请选择学段' }),
});
export type LearnerInfo = z.infer<typeof learnerInfoSchema>;

/** The learner's region, first language and school level, asked once and editable (save user collect info). */
export const SaveUserCollectInfo = defineContract({
  path: '/mhk/study/saveUserCollectInfo',
  access: 'login',
  payload: learnerInfoSchema.shape,
  response: learnerInfoSchema,
});

export const GetUserCollectInfo = defineContract({
  path: '/mhk/study/getUserCollectInfo',
  access: 'login',
  payload: {},
  response: z.object({ info: learnerInfoSchema.nullable() }),
});

/** What minorityDownload packs of a unit: a printable PDF, or a ZIP of the PDF and the recordings. */
export const UnitDownloadFormat = { Pdf: 'pdf', Zip: 'zip' } as const;
export type UnitDownloadFormat = (typeof UnitDownloadFormat)[keyof typeof UnitDownloadFormat];

/**
 * A unit's offline package, made once and kept: the URL to fetch it from (with its resource token),
 * its file name, type and size, the PDF's pages and the recordings in the ZIP.
 */
export const DownloadGradedUnit = defineContract({
  path: '/mhk/study/download',
  access: 'login',
  payload: { unitKey, format: z.enum(UnitDownloadFormat) },
  response: z.object({
    url: z.string(),
    fileName: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    pages: z.number().int(),
    tracks: z.number().int(),
  }),
});
