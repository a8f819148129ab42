import { MhkLevel } from './mhk.ts';

/**
 * Spoken-evaluation categories (spec sections 4 and 7). The values are the category names the
 * speech-evaluation service of section 7 takes.
 */
export const EvaluationCategory = {
  ReadChapter: 'read_chapter',
  SimpleExpression: 'simple_expression',
  Topic: 'topic',
  Retell: 'retell',
} as const;
export type EvaluationCategory = (typeof EvaluationCategory)[keyof typeof EvaluationCategory];
export const EVALUATION_CATEGORIES = Object.values(EvaluationCategory) as [EvaluationCategory, ...EvaluationCategory[]];

/** The resource-code endings that choose the category within a level (section 4). */
export const ExamItemSuffix = { First: '_A01', Second: '_A02', Third: '_A03' } as const;
export type ExamItemSuffix = (typeof ExamItemSuffix)[keyof typeof ExamItemSuffix];
const SUFFIXES: readonly ExamItemSuffix[] = [ExamItemSuffix.First, ExamItemSuffix.Second, ExamItemSuffix.Third];

/** The levels whose spoken items are evaluated; MhkLevel.All names no level of its own. */
export type EvaluatedMhkLevel = Exclude<MhkLevel, typeof MhkLevel.All>;

const { ReadChapter, SimpleExpression, Topic, Retell } = EvaluationCategory;

/** Section 4: the categories of a level's items _A01, _A02 and _A03, in that order. */
export const CATEGORIES_BY_LEVEL: Readonly<
  Record<EvaluatedMhkLevel, readonly [EvaluationCategory, EvaluationCategory, EvaluationCategory]>
> = {
  [MhkLevel.One]: [ReadChapter, SimpleExpression, Topic],
  [MhkLevel.Two]: [ReadChapter, Topic, Topic],
  [MhkLevel.Three]: [ReadChapter, SimpleExpression, Topic],
  [MhkLevel.Four]: [Retell, Topic, Topic],
};

export function isEvaluatedLevel(level: string): level is EvaluatedMhkLevel {
  return Object.hasOwn(CATEGORIES_BY_LEVEL, level);
}

/**
 * The category of an exam item from its level and resource code (which ends in _A01, _A02 or
 * _A03); null when the level has no spoken items or the code has none of those endings.
 */
export function evaluationCategory(level: string, resourceCode: string): EvaluationCategory | null {
  if (!isEvaluatedLevel(level)) return null;
  const index = SUFFIXES.findIndex((suffix) => resourceCode.toUpperCase().endsWith(suffix));
  if (index < 0) return null;
  return CATEGORIES_BY_LEVEL[level][index] ?? null;
}

/** Whether a category reads a given text (and so needs it) or is free speaking. */
export function categoryReadsText(category: EvaluationCategory): boolean {
  return category === EvaluationCategory.ReadChapter;
}
