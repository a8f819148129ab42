/**
 * The rules a promotion paper keeps beyond its schema: its layout (shorter than an MHK mock paper,
 * the same for every grade), the spoken tasks, the composition's length by tier, the keys a machine
 * can check and their spread, the vocabulary within the grade's HSK band, and no sentence copied from
 * the grade's own units (the exam tests what was taught in sentences the learner has not met).
 */
import { QuestionType } from '@hanyu/contracts/constants/mhk';
import type { CourseTier } from '@hanyu/contracts/mhk/diagnosis';
import { DIAGNOSIS_SPOKEN_CATEGORIES, keySpreadProblems } from './diagnosis-paper-rules.ts';
import { chineseTexts } from './graded-course-rules.ts';
import { GRADE_HSK_BAND, type GradeFile } from './graded-course-schema.ts';
import {
  compositionLengthProblems,
  itemLayoutProblems,
  itemTexts,
  keyProblems,
  normalised,
  paperVocabulary,
  spokenTaskProblems,
  vocabularyProblems,
  type RuleProblem,
  type PaperLayout,
  type VocabularyReport,
} from './mhk-paper-rules.ts';
import { MHK_VOCABULARY_HSK } from './mhk-paper-schema.ts';
import type { PromotionPaperFile } from './promotion-paper-schema.ts';

/**
 * Items of each type per module, the same for every grade. In questions: listening 3 + 2 + one talk
 * of 2–3, reading 3 + one passage of 2–3, writing 2 + 2 + 2 + the composition, spoken 3 (read aloud,
 * a short answer, a topic): about 22 questions, some 40 minutes.
 */
export const PROMOTION_LAYOUT: PaperLayout = {
  listening: { [QuestionType.Listening1]: 3, [QuestionType.Listening2]: 2, [QuestionType.Listening3]: 1 },
  reading: { [QuestionType.Reading1]: 3, [QuestionType.Reading2]: 1 },
  writing: {
    [QuestionType.Writing1]: 2,
    [QuestionType.Writing2]: 2,
    [QuestionType.Writing3]: 2,
    [QuestionType.Composition]: 1,
  },
  speaking: { [QuestionType.Say]: 3 },
};

/** The spoken tasks _A01–_A03: read aloud, a short answer, a topic, as in the diagnosis. */
export const PROMOTION_SPOKEN_CATEGORIES = DIAGNOSIS_SPOKEN_CATEGORIES;

/** The composition's length (characters) by tier: a few sentences at the start, a page at the top. */
export const PROMOTION_COMPOSITION_LENGTH: Readonly<Record<CourseTier, readonly [number, number]>> = {
  beginner: [50, 100],
  primary: [80, 150],
  intermediate: [100, 250],
  upperIntermediate: [150, 300],
  advanced: [300, 500],
};

/** The MHK level (1–4) whose vocabulary expectation a grade's composition is scored at: the lowest whose band holds the grade's. */
export function promotionCompositionLevel(paper: Pick<PromotionPaperFile, 'tier' | 'grade'>): 1 | 2 | 3 | 4 {
  const band = GRADE_HSK_BAND[paper.tier][paper.grade];
  return ([1, 2, 3, 4] as const).find((level) => MHK_VOCABULARY_HSK[level] >= band) ?? 4;
}

/** The paper's vocabulary against its grade's HSK band. */
export function promotionVocabulary(
  paper: PromotionPaperFile,
  hskLevels: ReadonlyMap<string, number>,
): VocabularyReport {
  return paperVocabulary(paper, hskLevels, GRADE_HSK_BAND[paper.tier][paper.grade]);
}

function identityProblems(paper: PromotionPaperFile): RuleProblem[] {
  return paper.id === `${paper.tier}-${paper.grade}`
    ? []
    : [
        {
          where: 'id',
          message: `${paper.id} is not named for ${paper.tier}-${paper.grade}`,
          zh: `试卷编号应为所属年级的 ${paper.tier}-${paper.grade}`,
        },
      ];
}

/** Sentences of the paper (eight characters or more) that the grade's units already have. */
export function copiedFromCourseProblems(paper: PromotionPaperFile, grade: GradeFile): RuleProblem[] {
  const taught = new Map<string, string>();
  for (const unit of grade.units) {
    for (const [where, text] of chineseTexts(unit)) {
      for (const sentence of text.split(/[。！？!?\n]/)) {
        const key = normalised(sentence);
        if (key.length >= 8) taught.set(key, `${unit.id}.${where}`);
      }
    }
  }
  const problems: RuleProblem[] = [];
  for (const module of Object.values(paper.modules)) {
    for (const item of module.items) {
      for (const [where, text] of itemTexts(item)) {
        for (const sentence of text.split(/[。！？!?\n]/)) {
          const first = taught.get(normalised(sentence));
          if (first) {
            problems.push({
              where,
              message: `copies the course’s ${first}: ${sentence}`,
              zh: `照搬了课程 ${first} 的句子：${sentence}`,
            });
          }
        }
      }
    }
  }
  return problems;
}

/** Every rule of one promotion paper; the grade's file, when given, for sentences copied from its units. */
export function promotionPaperProblems(
  paper: PromotionPaperFile,
  hskLevels: ReadonlyMap<string, number>,
  grade?: GradeFile,
): RuleProblem[] {
  return [
    ...identityProblems(paper),
    ...itemLayoutProblems(paper, PROMOTION_LAYOUT),
    ...spokenTaskProblems(paper, PROMOTION_SPOKEN_CATEGORIES),
    ...compositionLengthProblems(paper, PROMOTION_COMPOSITION_LENGTH[paper.tier]),
    ...keyProblems(paper),
    ...keySpreadProblems(paper),
    ...vocabularyProblems(promotionVocabulary(paper, hskLevels)),
    ...(grade ? copiedFromCourseProblems(paper, grade) : []),
  ];
}
