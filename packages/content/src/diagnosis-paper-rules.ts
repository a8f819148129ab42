/**
 * The rules an ability diagnosis paper keeps beyond its schema (spec section 9: listening 9,
 * reading 8, writing 10, spoken 3, total 30). The rule helpers are the MHK mock papers'
 * (mhk-paper-rules.ts); what differs is the layout, counted in questions as the exam engine counts
 * them, the vocabulary ceiling, and the spread from easy to hard within each module.
 */
import { Diagnosis, MhkLevel, QuestionType } from '@hanyu/contracts/constants/mhk';
import { CATEGORIES_BY_LEVEL } from '@hanyu/contracts/constants/evaluation-category';
import type { DiagnosisModuleName, DiagnosisPaperFile } from './diagnosis-paper-schema.ts';
import {
  compositionLengthProblems,
  itemLayoutProblems,
  itemTexts,
  keyProblems,
  MHK_COMPOSITION_LENGTH,
  paperVocabulary,
  spokenTaskProblems,
  type RuleProblem,
  textVocabulary,
  vocabularyProblems,
  type PaperContent,
  type PaperLayout,
  type VocabularyReport,
} from './mhk-paper-rules.ts';
import { MHK_VOCABULARY_HSK, type MhkItem } from './mhk-paper-schema.ts';

/** Questions of each item type; the engine makes one question of every other type. */
export const DIAGNOSIS_GROUP_QUESTIONS: Readonly<Partial<Record<MhkItem['type'], number>>> = {
  [QuestionType.Listening3]: 3,
  [QuestionType.Reading2]: 2,
  [QuestionType.ReadAndWrite]: 2,
};

/**
 * Items of each type per module. In questions: listening 3 + 3 + 3 (one talk of three questions),
 * reading 4 + 2 × 2, writing 3 + 2 + 2 + 2 (one passage of two short answers) + 1 composition,
 * spoken 3 — the spec's 9, 8, 10 and 3.
 */
export const DIAGNOSIS_LAYOUT: PaperLayout = {
  listening: { [QuestionType.Listening1]: 3, [QuestionType.Listening2]: 3, [QuestionType.Listening3]: 1 },
  reading: { [QuestionType.Reading1]: 4, [QuestionType.Reading2]: 2 },
  writing: {
    [QuestionType.Writing1]: 3,
    [QuestionType.Writing2]: 2,
    [QuestionType.Writing3]: 2,
    [QuestionType.ReadAndWrite]: 1,
    [QuestionType.Composition]: 1,
  },
  speaking: { [QuestionType.Say]: 3 },
};

/** The spoken tasks _A01–_A03: read aloud, a short answer, a topic (the categories of MHK level 1 and 3). */
export const DIAGNOSIS_SPOKEN_CATEGORIES = CATEGORIES_BY_LEVEL[MhkLevel.One];

/**
 * The MHK level the composition task is written for: its length (MHK level 2's, 150–300 characters,
 * within reach of a beginner and room for an advanced writer) and the level a scorer should read it at.
 */
export const DIAGNOSIS_COMPOSITION_LEVEL = 2;
export const DIAGNOSIS_COMPOSITION_LENGTH = MHK_COMPOSITION_LENGTH[DIAGNOSIS_COMPOSITION_LEVEL];

/**
 * Vocabulary ceiling: the band of MHK level 3 (HSK 5). The hardest items are written at HSK 4–5, so
 * a learner ready for level 3 or 4 can answer them; what tells level 4 apart is how many of them
 * are right and the composition, not words of the HSK 6 list.
 */
export const DIAGNOSIS_VOCABULARY_HSK = MHK_VOCABULARY_HSK[3];

/** The HSK band the first item of each objective module keeps within, and the band the last goes beyond. */
export const DIAGNOSIS_EASY_HSK = 2;
export const DIAGNOSIS_HARD_HSK = 3;

const SPEC_COUNTS: Readonly<Record<DiagnosisModuleName, number>> = {
  listening: Diagnosis.items.listening,
  reading: Diagnosis.items.reading,
  writing: Diagnosis.items.writing,
  speaking: Diagnosis.items.spoken,
};

/** How many questions the exam engine makes of an item. */
export function engineQuestionCount(item: MhkItem): number {
  return 'questions' in item ? item.questions.length : 1;
}

/** The questions of each module as the engine counts them. */
export function diagnosisQuestionCounts(paper: DiagnosisPaperFile): Record<DiagnosisModuleName, number> {
  const count = (name: DiagnosisModuleName) =>
    paper.modules[name].items.reduce((sum, item) => sum + engineQuestionCount(item), 0);
  return {
    listening: count('listening'),
    reading: count('reading'),
    writing: count('writing'),
    speaking: count('speaking'),
  };
}

function questionCountProblems(paper: DiagnosisPaperFile): RuleProblem[] {
  const problems: RuleProblem[] = [];
  for (const name of Object.keys(SPEC_COUNTS) as DiagnosisModuleName[]) {
    for (const item of paper.modules[name].items) {
      const expected = DIAGNOSIS_GROUP_QUESTIONS[item.type];
      if (expected !== undefined && engineQuestionCount(item) !== expected) {
        problems.push({
          where: `${name}.${item.id}`,
          message: `${engineQuestionCount(item)} questions, a diagnosis item of type ${item.type} has ${expected}`,
          zh: `有 ${engineQuestionCount(item)} 个小题，诊断试卷中题型 ${item.type} 应有 ${expected} 个`,
        });
      }
    }
  }
  const counts = diagnosisQuestionCounts(paper);
  for (const name of Object.keys(SPEC_COUNTS) as DiagnosisModuleName[]) {
    if (counts[name] !== SPEC_COUNTS[name]) {
      problems.push({
        where: name,
        message: `${counts[name]} questions, the diagnosis has ${SPEC_COUNTS[name]}`,
        zh: `共 ${counts[name]} 题，诊断试卷这一部分应为 ${SPEC_COUNTS[name]} 题`,
      });
    }
  }
  return problems;
}

/** One item's vocabulary against an HSK band (the paper's names and the instruction words excepted). */
export function itemVocabulary(
  item: MhkItem,
  names: readonly string[],
  hskLevels: ReadonlyMap<string, number>,
  band: number,
): VocabularyReport {
  return textVocabulary(
    itemTexts(item).map(([, text]) => text),
    names,
    hskLevels,
    band,
  );
}

/**
 * The spread a diagnosis needs: in listening, reading and writing the first item keeps within HSK 1–2
 * and the last objective item uses words beyond HSK 3, so both a beginner and an advanced learner
 * meet items at their level.
 */
function spreadProblems(paper: DiagnosisPaperFile, hskLevels: ReadonlyMap<string, number>): RuleProblem[] {
  const problems: RuleProblem[] = [];
  for (const name of ['listening', 'reading', 'writing'] as const) {
    const objective = paper.modules[name].items.filter((item) => item.type !== QuestionType.Composition);
    const first = objective[0];
    const last = objective.at(-1);
    if (!first || !last) continue;
    const easy = itemVocabulary(first, paper.names, hskLevels, DIAGNOSIS_EASY_HSK);
    if (easy.outside.length > 0) {
      problems.push({
        where: `${name}.${first.id}`,
        message: `the first item goes beyond HSK ${DIAGNOSIS_EASY_HSK}: ${[...new Set(easy.outside)].join(' ')}`,
        zh: `第一题应在 HSK ${DIAGNOSIS_EASY_HSK} 级词汇以内，超出的有：${[...new Set(easy.outside)].join(' ')}`,
      });
    }
    if (itemVocabulary(last, paper.names, hskLevels, DIAGNOSIS_HARD_HSK).outside.length === 0) {
      problems.push({
        where: `${name}.${last.id}`,
        message: `the last item keeps within HSK ${DIAGNOSIS_HARD_HSK}, so it cannot tell the advanced learners`,
        zh: `最后一题没有超出 HSK ${DIAGNOSIS_HARD_HSK} 级的词语，区分不出高水平学习者`,
      });
    }
  }
  return problems;
}

/** Largest share of a paper's choice questions whose key is the same letter. */
export const DIAGNOSIS_SAME_KEY_SHARE = 0.4;

/**
 * Keys spread over A–D: every letter is the key somewhere and none of more than
 * DIAGNOSIS_SAME_KEY_SHARE of the choice questions, so that always choosing one letter scores little.
 */
export function keySpreadProblems(paper: PaperContent): RuleProblem[] {
  const keys: number[] = [];
  for (const module of Object.values(paper.modules)) {
    for (const item of module.items) {
      if ('options' in item) keys.push(item.answer);
      if ('questions' in item) for (const q of item.questions) if ('options' in q) keys.push(q.answer);
    }
  }
  const problems: RuleProblem[] = [];
  for (const [index, letter] of ['A', 'B', 'C', 'D'].entries()) {
    const count = keys.filter((key) => key === index).length;
    if (count === 0 || count > keys.length * DIAGNOSIS_SAME_KEY_SHARE) {
      problems.push({
        where: 'keys',
        message: `${letter} is the key of ${count} of ${keys.length} choice questions`,
        zh: `${keys.length} 道选择题中答案为 ${letter} 的有 ${count} 道（每个字母都要有，且不超过 ${DIAGNOSIS_SAME_KEY_SHARE * 100}%）`,
      });
    }
  }
  return problems;
}

/** The vocabulary of a diagnosis paper against DIAGNOSIS_VOCABULARY_HSK. */
export function diagnosisVocabulary(
  paper: DiagnosisPaperFile,
  hskLevels: ReadonlyMap<string, number>,
): VocabularyReport {
  return paperVocabulary(paper, hskLevels, DIAGNOSIS_VOCABULARY_HSK);
}

/** Every rule of one diagnosis paper. */
export function diagnosisPaperProblems(
  paper: DiagnosisPaperFile,
  hskLevels: ReadonlyMap<string, number>,
): RuleProblem[] {
  return [
    ...itemLayoutProblems(paper, DIAGNOSIS_LAYOUT),
    ...questionCountProblems(paper),
    ...spokenTaskProblems(paper, DIAGNOSIS_SPOKEN_CATEGORIES),
    ...compositionLengthProblems(paper, DIAGNOSIS_COMPOSITION_LENGTH),
    ...keyProblems(paper),
    ...keySpreadProblems(paper),
    ...vocabularyProblems(diagnosisVocabulary(paper, hskLevels)),
    ...spreadProblems(paper, hskLevels),
  ];
}
