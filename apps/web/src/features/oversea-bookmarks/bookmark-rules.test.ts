import { describe, expect, it } from 'vitest';
import type { ReviewCard } from '@hanyu/contracts/oversea/collection';
import {
  cardSides,
  checkGroupName,
  chineseSide,
  FAVOURITE_FILTERS,
  gradeOfKey,
  HISTORY_FILTERS,
  intervalText,
  isTypingKey,
  pageAfterRemoval,
  pageCount,
} from './bookmark-rules.ts';

const card = (extra: Partial<ReviewCard>): ReviewCard =>
  ({
    id: 'a'.repeat(24),
    groupId: 'b'.repeat(24),
    text: 'ありがとう',
    translation: '谢谢',
    notes: '',
    from: 'ja',
    to: 'cn',
    front: 'translation',
    reading: null,
    ...extra,
  }) as ReviewCard;

describe('bookmarks rules', () => {
  it('offers the spec’s language filters: all, then six languages; favourites add Uyghur and Tibetan', () => {
    expect(HISTORY_FILTERS).toEqual(['0', 'cn', 'en', 'ja', 'ko', 'ru', 'th']);
    expect(FAVOURITE_FILTERS).toEqual(['0', 'cn', 'en', 'ja', 'ko', 'ru', 'th', 'uy', 'ti']);
  });

  it('counts pages and stays on a page that still has rows', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    expect(pageAfterRemoval(3, 40, 20)).toBe(2);
    expect(pageAfterRemoval(2, 40, 20)).toBe(2);
  });

  it('checks group names with the server’s own rule', () => {
    expect(checkGroupName('生词')).toBeNull();
    expect(checkGroupName('   ')).toMatchObject({ id: 'GroupNameInvalid' });
    expect(checkGroupName('汉'.repeat(21))).toMatchObject({ id: 'GroupNameInvalid' });
    expect(checkGroupName('汉'.repeat(20))).toBeNull();
  });

  it('shows the Chinese side of a card first', () => {
    expect(cardSides(card({}))).toEqual({
      front: { text: '谢谢', language: 'cn' },
      back: { text: 'ありがとう', language: 'ja' },
    });
    expect(cardSides(card({ text: '谢谢', translation: 'thanks', from: 'cn', to: 'en', front: 'text' })).front).toEqual(
      {
        text: '谢谢',
        language: 'cn',
      },
    );
    expect(chineseSide({ text: 'thanks', translation: '谢谢', from: 'en', to: 'cn' })).toBe('谢谢');
    expect(chineseSide({ text: 'thanks', translation: 'ありがとう', from: 'en', to: 'ja' })).toBeNull();
  });

  it('says intervals in the learner’s language with the largest fitting unit', () => {
    expect(intervalText(10, 'en')).toBe('in 10 minutes');
    expect(intervalText(2 * 24 * 60, 'en')).toBe('in 2 days');
    expect(intervalText(90 * 24 * 60, 'en')).toBe('in 3 months');
    expect(intervalText(365 * 24 * 60, 'en')).toBe('in 1 year');
    expect(intervalText(2 * 24 * 60, 'zh-Hans')).toBe('2天后');
    expect(intervalText(180, 'ru')).toBe('через 3 часа');
  });

  it('maps keys 1-4 to grades and leaves typing alone', () => {
    expect(['1', '2', '3', '4', '5', ' '].map(gradeOfKey)).toEqual([1, 2, 3, 4, null, null]);
    const plain = { altKey: false, ctrlKey: false, metaKey: false };
    expect(isTypingKey({ ...plain, target: { tagName: 'TEXTAREA' } as unknown as EventTarget })).toBe(true);
    expect(isTypingKey({ ...plain, target: { tagName: 'DIV' } as unknown as EventTarget })).toBe(false);
    expect(isTypingKey({ ...plain, ctrlKey: true, target: null })).toBe(true);
  });
});
