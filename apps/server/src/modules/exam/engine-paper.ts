import type { EvaluationCategory } from '@hanyu/contracts/constants/evaluation-category';
import type { ExamModule, PresentedItem } from '@hanyu/contracts/exam/exam-engine';
import type { PscPart } from '@hanyu/contracts/psc/exam-paper';
import type { ExpectedSyllable } from '@hanyu/speech/evaluation/result-types';

/**
 * A paper as the exam engine takes it, whatever test it belongs to: modules of items, each item with
 * what the candidate sees (`presented`, no keys) and its questions with their keys. A test's own
 * papers (MHK, later the diagnosis and promotion exams) are turned into this form by their module.
 */

/** A question's key and how it is marked. */
export type QuestionKey =
  | { kind: 'choice'; answer: number; options: readonly string[] }
  /** `fragments` in the key's order; `orders` the right orders as index lists (the key's first). */
  | { kind: 'order'; fragments: readonly string[]; orders: readonly (readonly number[])[] }
  | { kind: 'characters'; answer: string }
  /** Right when the answer contains one of `accepted` (spaces and punctuation removed). */
  | { kind: 'short'; accepted: readonly string[]; model: string }
  | {
      kind: 'composition';
      prompt: string;
      keywords: readonly string[];
      minChars: number;
      maxChars: number;
      level: 1 | 2 | 3 | 4;
    }
  | {
      kind: 'spoken';
      category: EvaluationCategory;
      /** The text read aloud or retold, null for free speaking. */
      text: string | null;
      readings: readonly { phrase: string; pinyin: string }[];
      speakSeconds: number;
    }
  /**
   * A PSC part (psc-items.ts), answered by a recording and scored by the official rules: what is read
   * (the paper's syllables in context, empty for the topic) and, for the passage, how many of them are
   * scored (up to the '//' mark).
   */
  | {
      kind: 'pscPart';
      part: PscPart;
      expected: readonly ExpectedSyllable[];
      scoredSyllables: number;
    };

export interface EngineQuestion {
  id: string;
  question: string;
  key: QuestionKey;
  /** Weight within the module. */
  points: number;
  explanation: string;
}

export interface EngineItem {
  id: string;
  type: string;
  presented: PresentedItem;
  questions: EngineQuestion[];
  /** What a listening item says, shown in the report once submitted; null for other items. */
  transcript: { voice: 'female' | 'male'; text: string }[] | null;
}

export interface EngineModule {
  name: ExamModule;
  minutes: number;
  items: EngineItem[];
}

export interface EnginePaper {
  /** The test it belongs to ('mhk'). */
  exam: string;
  paperId: string;
  /** A hash of the authored paper: attempts are marked against the version they were taken on. */
  version: string;
  title: string;
  level: string;
  modules: EngineModule[];
}

/** Every question of a module, with its item. */
export function moduleQuestions(module: EngineModule): Array<{ item: EngineItem; question: EngineQuestion }> {
  return module.items.flatMap((item) => item.questions.map((question) => ({ item, question })));
}

/** The module and question of a question id, or null when the paper has no such question. */
export function findQuestion(
  paper: EnginePaper,
  questionId: string,
): { module: EngineModule; item: EngineItem; question: EngineQuestion } | null {
  for (const module of paper.modules) {
    for (const { item, question } of moduleQuestions(module)) {
      if (question.id === questionId) return { module, item, question };
    }
  }
  return null;
}
