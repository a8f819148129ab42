import { describe, expect, it } from 'vitest';
import { PscPart } from '@hanyu/contracts/psc/exam-paper';
import {
  isSpokenItem,
  presentedItemSchema,
  pscPresentedItem,
  PscItemType,
  type PresentedItem,
} from '@hanyu/contracts/exam/exam-engine';
import { isGiven, isItemAnswered, questionIds } from './item-questions.ts';
import { buildAttempt } from './test-attempt.ts';

const group: PresentedItem = {
  id: 'R05',
  type: '010202',
  title: null,
  passage: '……',
  questions: [
    { id: 'R05-1', question: '?', options: ['a', 'b'] },
    { id: 'R05-2', question: '?', options: ['a', 'b'] },
  ],
};
const say: PresentedItem = {
  id: 'S01',
  type: '010501',
  category: 'topic',
  prompt: '说一说',
  text: null,
  audio: null,
  prepareSeconds: 30,
  speakSeconds: 60,
};

describe('what counts as answered', () => {
  it('takes the questions of a group, or the item itself', () => {
    expect(questionIds(group)).toEqual(['R05-1', 'R05-2']);
    expect(questionIds(say)).toEqual(['S01']);
  });

  it('does not count blank text or an empty order', () => {
    expect(isGiven({ option: 0 })).toBe(true);
    expect(isGiven({ text: '  ' })).toBe(false);
    expect(isGiven({ order: [] })).toBe(false);
    expect(isGiven(undefined)).toBe(false);
  });

  it('needs every question of a group, and a finished recording for a spoken task', () => {
    const attempt = buildAttempt();
    expect(isItemAnswered(group, { 'R05-1': { option: 1 } }, attempt)).toBe(false);
    expect(isItemAnswered(group, { 'R05-1': { option: 1 }, 'R05-2': { option: 0 } }, attempt)).toBe(true);
    expect(isItemAnswered(say, {}, attempt)).toBe(false);
    const recorded = buildAttempt(undefined, {
      recordings: [{ itemId: 'S01', seconds: 30, segments: 6, finished: true }],
    });
    expect(isItemAnswered(say, {}, recorded)).toBe(true);
  });
});

describe("the PSC's parts as items", () => {
  const words = pscPresentedItem(
    {
      part: PscPart.Words,
      seconds: 150,
      items: [
        { text: '银行', pinyin: 'yínháng' },
        { text: '行长', pinyin: 'hángzhǎng' },
      ],
    },
    'S02',
  );

  it('types each part, and keeps the PSC attempt’s task ids by default', () => {
    expect(words.type).toBe(PscItemType.Words);
    expect(pscPresentedItem({ part: PscPart.Topic, seconds: 180, items: [] }).id).toBe('p4');
    expect(presentedItemSchema.parse(words)).toEqual(words);
  });

  it('is answered by speaking, like a spoken task', () => {
    expect(isSpokenItem(words)).toBe(true);
    expect(isSpokenItem(group)).toBe(false);
    expect(questionIds(words)).toEqual(['S02']);
    expect(isItemAnswered(words, { S02: { text: 'typed' } }, buildAttempt())).toBe(false);
    const recorded = buildAttempt(undefined, {
      recordings: [{ itemId: 'S02', seconds: 90, segments: 18, finished: true }],
    });
    expect(isItemAnswered(words, {}, recorded)).toBe(true);
  });
});
