import { describe, expect, it } from 'vitest';
import { StudyType } from '@hanyu/contracts/constants/mhk';
import { GradedUnit } from '@hanyu/content/graded-course-schema';
import { rightPracticeAnswers } from '../../test/graded-answers.ts';
import fixture from './graded-course.fixture.json' with { type: 'json' };
import {
  checkAnswers,
  itemSeed,
  listeningLines,
  presentExercise,
  presentPractice,
  readInContext,
  shuffledOrder,
} from './graded-course.ts';

const KEY = 'beginner-A-U01';
const unit = GradedUnit.parse(fixture);
const audio = (text: string) => ({ url: `/audio/${text}`, seconds: 1 });

function practice(kind: string) {
  const index = unit.practice.items.findIndex((item) => item.kind === kind);
  const item = unit.practice.items[index];
  if (!item) throw new Error(`no ${kind} in the fixture`);
  return { index, item, presented: presentPractice(itemSeed(KEY, StudyType.Practice, index), item, [], audio) };
}

describe('the graded course: presenting a unit', () => {
  it('shows items shuffled the same way on every view, never in the order of the key', () => {
    for (const values of [
      ['a', 'b'],
      ['一', '二', '三'],
      ['甲', '乙', '丙', '丁', '戊'],
    ]) {
      const order = shuffledOrder('seed', values);
      expect([...order].sort()).toEqual(values.map((_, i) => i));
      expect(order).not.toEqual(values.map((_, i) => i));
      expect(shuffledOrder('seed', values)).toEqual(order);
    }
  });

  it('gives the page no answer key: listening as a recording, pairs and groups shuffled', () => {
    const presented = unit.practice.items.map((item, i) =>
      presentPractice(itemSeed(KEY, StudyType.Practice, i), item, [], audio),
    );
    const json = JSON.stringify(presented);
    expect(json).not.toMatch(/"answer"|"explanation"|"group"|"pairs"/);
    const judge = practice('listenJudge').presented;
    expect(judge).toEqual({ kind: 'listenJudge', audio: audio('老师，再见！'), statement: '他说“你好”。' });
    const online = practice('online');
    if (online.presented.kind !== 'online' || online.item.kind !== 'online') throw new Error('online');
    expect(online.presented.left).toEqual(online.item.pairs.map(([left]) => left));
    expect([...online.presented.right].sort()).toEqual(online.item.pairs.map(([, right]) => right).sort());
    expect(online.presented.right).not.toEqual(online.item.pairs.map(([, right]) => right));
    const exercises = unit.exercises.items.map((item, i) =>
      presentExercise(itemSeed(KEY, StudyType.Exercises, i), item),
    );
    expect(JSON.stringify(exercises)).not.toMatch(/"answers?"|"explanation"/);
  });

  it('reads a text in context with pinyin per syllable, and a reviewed reading over the engine', () => {
    expect(readInContext('“老师好！”', [])).toEqual({
      text: '“老师好！”',
      syllables: [
        { hanzi: '老', pinyin: 'lao3', offset: 1 },
        { hanzi: '师', pinyin: 'shi1', offset: 2 },
        { hanzi: '好', pinyin: 'hao3', offset: 3 },
      ],
      wordStarts: expect.arrayContaining([1]),
    });
    expect(readInContext('银行', [{ phrase: '行', pinyin: 'xing2' }]).syllables[1]).toMatchObject({ pinyin: 'xing2' });
    expect(readInContext('2026', [])).toEqual({ text: '2026', syllables: [], wordStarts: [] });
  });
});

describe('the graded course: listening', () => {
  it('says a dialogue with the male and the female voice in turn, the labels not said', () => {
    expect(listeningLines('男：你是怎么来学校的？女：我是骑自行车来的。')).toEqual([
      { voice: 'male', text: '你是怎么来学校的？' },
      { voice: 'female', text: '我是骑自行车来的。' },
    ]);
    expect(listeningLines('女：这本书是在哪儿买的？ 男：是在网上买的。')).toEqual([
      { voice: 'female', text: '这本书是在哪儿买的？' },
      { voice: 'male', text: '是在网上买的。' },
    ]);
    // A colon inside a sentence is no speaker's label.
    expect(listeningLines('医生说：“多喝水，好好休息。”')).toEqual([
      { voice: 'female', text: '医生说：“多喝水，好好休息。”' },
    ]);
    expect(listeningLines('他有一个男：女比例的问题。')).toEqual([
      { voice: 'female', text: '他有一个男：女比例的问题。' },
    ]);
  });
});

describe('the graded course: checking answers', () => {
  it('scores a practice set on its checked items, pairs and groups by share, the read-aloud item left to evaluation', () => {
    const answers = rightPracticeAnswers(KEY, unit);
    const all = checkAnswers(KEY, unit, StudyType.Practice, answers);
    expect(all.items).toHaveLength(unit.practice.items.filter((item) => item.kind !== 'read').length);
    expect(all.items.every((item) => item.correct && item.points === 1)).toBe(true);
    expect(all).toMatchObject({ score: 100, done: true });

    // Two pairs swapped: one of the three pairs right; the judge wrong; the rest unanswered.
    const online = practice('online');
    const judge = practice('listenJudge');
    if (online.item.kind !== 'online' || judge.item.kind !== 'listenJudge') throw new Error('kinds');
    const shown = shuffledOrder(
      itemSeed(KEY, StudyType.Practice, online.index),
      online.item.pairs.map(([, r]) => r),
    );
    const match = online.item.pairs.map((_, i) => shown.indexOf(i));
    [match[0], match[1]] = [match[1] ?? 0, match[0] ?? 0];
    const some = checkAnswers(KEY, unit, StudyType.Practice, [
      { index: online.index, answer: { match } },
      { index: judge.index, answer: { judge: !judge.item.answer } },
    ]);
    const onlineResult = some.items.find((item) => item.index === online.index);
    expect(onlineResult).toMatchObject({
      correct: false,
      points: 1 / 3,
      expected: '你好—hello；再见—goodbye；谢谢—thank you',
    });
    expect(some.items.find((item) => item.index === judge.index)).toMatchObject({ correct: false, expected: '错' });
    expect(some.score).toBe(Math.round((1 / 3 / some.items.length) * 100));
    expect(some.done).toBe(false);
  });

  it('accepts a typed answer whatever its width, spaces and punctuation; an order only as the sentence', () => {
    const fill = unit.exercises.items.findIndex((item) => item.kind === 'fill');
    const order = unit.exercises.items.findIndex((item) => item.kind === 'order');
    const check = (index: number, answer: object) =>
      checkAnswers(KEY, unit, StudyType.Exercises, [{ index, answer } as never]).items.find((i) => i.index === index);
    expect(check(fill, { text: ' 客气。' })).toMatchObject({ correct: true });
    expect(check(fill, { text: '客人' })).toMatchObject({ correct: false, expected: '客气' });
    expect(check(fill, { text: '' })).toMatchObject({ correct: false });
    expect(check(order, { order: ['老师', '，', '你好', '！'] })).toMatchObject({ correct: true });
    expect(check(order, { order: ['你好', '，', '老师', '！'] })).toMatchObject({
      correct: false,
      expected: '老师，你好！',
    });
    // The sentence's characters from other pieces do not pass.
    expect(check(order, { order: ['老师，你好！'] })).toMatchObject({ correct: false });
  });

  it('checks the extension questions as choices, with the key shown after', () => {
    const result = checkAnswers(KEY, unit, StudyType.WideLearning, [{ index: 0, answer: { option: 0 } }]);
    expect(result.items).toEqual([
      { index: 0, points: 0, correct: false, expected: 'B. 再见', explanation: '文中说走的时候说“再见”。' },
    ]);
    expect(result).toMatchObject({ score: 0, done: false });
  });
});
