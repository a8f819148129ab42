import { isSpokenItem, type ExamAnswer, type ExamAttempt, type PresentedItem } from '@hanyu/contracts/exam/exam-engine';

/** The ids a candidate answers in an item: its questions, or the item itself when it is one question. */
export function questionIds(item: PresentedItem): string[] {
  return 'questions' in item ? item.questions.map((question) => question.id) : [item.id];
}

/** Whether an answer says something: an option, fragments put in order, text that is not blank. */
export function isGiven(answer: ExamAnswer | undefined): boolean {
  if (!answer) return false;
  if ('option' in answer) return true;
  if ('order' in answer) return answer.order.length > 0;
  return answer.text.trim() !== '';
}

/** Whether every question of an item has an answer (a spoken task or a PSC part: its recording is finished). */
export function isItemAnswered(
  item: PresentedItem,
  given: Readonly<Record<string, ExamAnswer>>,
  attempt: ExamAttempt,
): boolean {
  if (isSpokenItem(item)) {
    return attempt.recordings.some((recording) => recording.itemId === item.id && recording.finished);
  }
  return questionIds(item).every((id) => isGiven(given[id]));
}

/** The option letters of a choice (A–D). */
export const OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;
