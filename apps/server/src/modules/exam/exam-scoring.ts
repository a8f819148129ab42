import type { ExamAnswer } from '@hanyu/contracts/exam/exam-engine';
import { appError } from '../../platform/errors.ts';
import type { QuestionKey } from './engine-paper.ts';

/**
 * Marking of the objective questions, one rule per answer kind, and the answer shape each question
 * takes. Compositions and spoken answers are evaluated elsewhere (their scores come in as shares).
 */

const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** Text without spaces and punctuation (full- or half-width), for comparing written answers. */
export function plainText(text: string): string {
  return text.replace(/[\s\p{P}\p{S}]/gu, '');
}

/**
 * Refuses an answer whose shape does not fit the question (an option for a text question, say). Spoken
 * answers and PSC parts are recordings, never written answers.
 */
export function assertAnswerFits(key: QuestionKey, answer: ExamAnswer): void {
  const fits =
    (key.kind === 'choice' && 'option' in answer) ||
    (key.kind === 'order' && 'order' in answer) ||
    ((key.kind === 'characters' || key.kind === 'short' || key.kind === 'composition') && 'text' in answer);
  if (!fits) throw appError('ExamAnswerMismatch');
}

/** The share (0–1) of an objective question's points an answer earns; null for evaluated kinds. */
export function markAnswer(key: QuestionKey, answer: ExamAnswer | null): number | null {
  switch (key.kind) {
    case 'choice':
      return answer !== null && 'option' in answer && answer.option === key.answer ? 1 : 0;
    case 'order': {
      if (answer === null || !('order' in answer)) return 0;
      const given = answer.order.join('\u0000');
      return key.orders.some((order) => order.map((i) => key.fragments[i]).join('\u0000') === given) ? 1 : 0;
    }
    case 'characters':
      return answer !== null && 'text' in answer && plainText(answer.text) === key.answer ? 1 : 0;
    case 'short': {
      if (answer === null || !('text' in answer)) return 0;
      const given = plainText(answer.text);
      return given.length > 0 && key.accepted.some((phrase) => given.includes(plainText(phrase))) ? 1 : 0;
    }
    case 'composition':
    case 'spoken':
    case 'pscPart':
      return null;
  }
}

/** The key as the report shows it to the learner. */
export function keyText(key: QuestionKey): string {
  switch (key.kind) {
    case 'choice':
      return `${LETTERS[key.answer]}. ${key.options[key.answer] ?? ''}`;
    case 'order':
      return (key.orders[0] ?? []).map((i) => key.fragments[i]).join('');
    case 'characters':
      return key.answer;
    case 'short':
      return key.model;
    case 'composition':
    case 'spoken':
    case 'pscPart':
      return '';
  }
}

/** A module's score out of 100 from its questions' points and earned shares, to one decimal. */
export function moduleScore(questions: readonly { points: number; share: number }[]): number {
  const max = questions.reduce((sum, question) => sum + question.points, 0);
  if (max === 0) return 0;
  const earned = questions.reduce((sum, question) => sum + question.points * question.share, 0);
  return Math.round((earned / max) * 1000) / 10;
}
