import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPOSITION_FAILURE_REASONS,
  COMPOSITION_NOTE_CODES,
  dictionaryLexicon,
  scoreComposition,
  type CompositionTask,
} from './index.ts';

const lexicon = dictionaryLexicon();

const task: CompositionTask = {
  prompt: '请以“我的周末”为题写一篇短文，说说你上个周末去了哪里、做了什么、觉得怎么样。',
  keywords: ['周末', '朋友', '一起', '公园', '高兴'],
  minChars: 100,
  maxChars: 250,
  level: 1,
};

const essay = [
  '上个周末，我和朋友小王一起去了公园。那天天气很好，公园里有很多人。',
  '我们先在湖边散步，然后坐在树下聊天。小王告诉我，他下个月要去北京工作。听了这个消息，我有点儿难过，但是也为他高兴。',
  '中午我们在公园旁边的饭馆吃了饺子。吃完饭以后，我们又去看了一场电影。',
  '总之，这个周末过得很愉快。我觉得和好朋友在一起的时间是最快乐的。',
].join('\n');

describe('scoreComposition', () => {
  it('scores a composition on the task with four traits of 0-100 and a band', () => {
    const score = scoreComposition(essay, task, lexicon);
    expect(score.state).toBe('evaluated');
    if (score.state !== 'evaluated') return;
    for (const value of Object.values(score.traits)) {
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
    }
    expect(score.features.keywordCoverage).toBe(1);
    expect(score.notes.map((note) => note.code)).not.toContain('too-short');
  });

  it('says the text is too short, off the topic and missing the keywords when it is', () => {
    const offTopic = '我的家乡在南方，那里冬天不冷。家乡的人很热情，我很喜欢那里的水果和小吃。';
    const score = scoreComposition(offTopic, task, lexicon);
    expect(score.state).toBe('evaluated');
    if (score.state !== 'evaluated') return;
    const codes = score.notes.map((note) => note.code);
    expect(codes).toEqual(expect.arrayContaining(['too-short', 'keywords-missing', 'off-topic']));
  });

  it('notes characters the dictionary does not know', () => {
    const score = scoreComposition(`${essay}我们还看见了𪚥。`, task, lexicon);
    expect(score.state === 'evaluated' && score.notes.some((note) => note.code === 'unknown-characters')).toBe(true);
  });

  it.each([
    ['an empty text', '', 'empty'],
    ['blank lines', ' \n\u3000\n ', 'empty'],
    ['Latin letters only', 'My weekend was great. I went to the park with my friends and we had lunch.', 'not-chinese'],
    ['ten characters', '我周末去公园玩了很开心', 'too-short-to-score'],
    ['one sentence written twenty times', '上个周末我和朋友一起去公园散步。'.repeat(20), 'repetitive'],
  ])('fails on %s', (_, text, reason) => {
    expect(scoreComposition(text, task, lexicon)).toEqual({ state: 'failed', reason });
  });

  it('never throws, and keeps to its shapes, on any text and task', () => {
    const han = fc.constantFrom(
      ...'我你他的了是在有不这那一个人们天时候学习朋友周末公园高兴但是所以因为总之首先最后𪚥々〇',
    );
    const mark = fc.constantFrom(...'，。！？；：“”‘’「」、…—\n\r\t ');
    const piece = fc.oneof(han, han, han, mark, fc.string({ unit: 'binary', maxLength: 3 }));
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 400 }),
      fc.array(piece, { maxLength: 600 }).map((pieces) => pieces.join('')),
    );
    const anyTask = fc.record({
      prompt: fc.oneof(fc.string({ maxLength: 40 }), fc.constant(task.prompt)),
      keywords: fc.array(fc.string({ maxLength: 6 }), { maxLength: 8 }),
      minChars: fc.oneof(fc.integer({ min: -10, max: 1000 }), fc.constantFrom(Number.NaN, Infinity, 0)),
      maxChars: fc.oneof(fc.integer({ min: -10, max: 1000 }), fc.constantFrom(Number.NaN, Infinity, 0)),
      level: fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const),
    });
    const codes = new Set<string>(COMPOSITION_NOTE_CODES);
    const reasons = new Set<string>(COMPOSITION_FAILURE_REASONS);
    fc.assert(
      fc.property(text, anyTask, (input, given) => {
        const score = scoreComposition(input, given, lexicon);
        if (score.state === 'failed') return reasons.has(score.reason);
        return (
          Object.values(score.traits).every((value) => Number.isInteger(value) && value >= 0 && value <= 100) &&
          score.notes.every((note) => codes.has(note.code)) &&
          ['normal', 'intermediate', 'advanced'].includes(score.band)
        );
      }),
      { numRuns: 400, seed: 52 },
    );
  });

  it('builds the dictionary lexicon once', () => {
    expect(dictionaryLexicon()).toBe(lexicon);
  });
});
