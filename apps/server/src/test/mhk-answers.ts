import type { MhkItem } from '@hanyu/content/mhk-paper-schema';

export type MhkAnswer = {
  questionId: string;
  answer: { option: number } | { order: string[] } | { text: string };
};

/** The right answer of every objective question of some MHK-type items (compositions and spoken tasks left out). */
export function rightAnswers(items: readonly MhkItem[]): MhkAnswer[] {
  return items.flatMap((item): MhkAnswer[] => {
    switch (item.type) {
      case '010101':
      case '010102':
      case '010201':
      case '01030101':
        return [{ questionId: item.id, answer: { option: item.answer } }];
      case '010103':
      case '010202':
        return item.questions.map((q) => ({ questionId: q.id, answer: { option: q.answer } }));
      case '01030102':
        return [{ questionId: item.id, answer: { order: item.fragments } }];
      case '01030103':
        return [{ questionId: item.id, answer: { text: item.answer } }];
      case '010401':
        return item.questions.map((q) => ({ questionId: q.id, answer: { text: q.model } }));
      default:
        return [];
    }
  });
}

/** A wrong option for a choice answer (the next one round). */
export function wrongAnswer(answer: MhkAnswer, options = 4): MhkAnswer {
  if (!('option' in answer.answer)) throw new Error('not a choice');
  return { questionId: answer.questionId, answer: { option: (answer.answer.option + 1) % options } };
}
