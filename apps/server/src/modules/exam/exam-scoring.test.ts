import { describe, expect, it } from 'vitest';
import type { QuestionKey } from './engine-paper.ts';
import { assertAnswerFits, keyText, markAnswer, moduleScore } from './exam-scoring.ts';

const choice: QuestionKey = { kind: 'choice', answer: 2, options: ['本', '个', '张', '条'] };
const order: QuestionKey = {
  kind: 'order',
  fragments: ['我', '每天', '骑自行车', '去学校'],
  orders: [
    [0, 1, 2, 3],
    [1, 0, 2, 3],
  ],
};
const characters: QuestionKey = { kind: 'characters', answer: '起床' };
const short: QuestionKey = { kind: 'short', accepted: ['坐火车', '火车'], model: '他们坐火车去。' };

describe('marking of the objective question types', () => {
  it('marks a choice by its option', () => {
    expect(markAnswer(choice, { option: 2 })).toBe(1);
    expect(markAnswer(choice, { option: 1 })).toBe(0);
    expect(markAnswer(choice, null)).toBe(0);
    expect(keyText(choice)).toBe('C. 张');
  });

  it('accepts every right order of the fragments and nothing else', () => {
    expect(markAnswer(order, { order: ['我', '每天', '骑自行车', '去学校'] })).toBe(1);
    expect(markAnswer(order, { order: ['每天', '我', '骑自行车', '去学校'] })).toBe(1);
    expect(markAnswer(order, { order: ['我', '骑自行车', '每天', '去学校'] })).toBe(0);
    expect(markAnswer(order, { order: ['我', '每天', '骑自行车'] })).toBe(0);
    expect(keyText(order)).toBe('我每天骑自行车去学校');
  });

  it('marks written characters exactly, ignoring spaces and punctuation', () => {
    expect(markAnswer(characters, { text: ' 起床。' })).toBe(1);
    expect(markAnswer(characters, { text: '起来' })).toBe(0);
  });

  it('accepts a short answer that contains an accepted phrase, and not an empty one', () => {
    expect(markAnswer(short, { text: '他们是坐火车去的。' })).toBe(1);
    expect(markAnswer(short, { text: '坐飞机' })).toBe(0);
    expect(markAnswer(short, { text: '   ' })).toBe(0);
  });

  it('refuses an answer of the wrong shape for the question', () => {
    expect(() => assertAnswerFits(choice, { text: 'C' })).toThrow();
    expect(() => assertAnswerFits(order, { option: 1 })).toThrow();
    expect(() => assertAnswerFits(short, { text: '火车' })).not.toThrow();
  });

  it('scores a module out of 100 by weighted points', () => {
    expect(moduleScore([])).toBe(0);
    expect(
      moduleScore([
        { points: 1, share: 1 },
        { points: 1, share: 0 },
        { points: 2, share: 0.5 },
      ]),
    ).toBe(50);
  });
});
