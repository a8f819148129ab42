import { describe, expect, it } from 'vitest';
import { RecentAnswers } from './recent-answers.ts';

describe('RecentAnswers', () => {
  it('computes once per key while the answer is young, and again once it is too old', async () => {
    let now = 0;
    const answers = new RecentAnswers<string>(10, 1000, () => now);
    let computed = 0;
    const compute = () => Promise.resolve(`answer ${++computed}`);
    expect(await answers.get('好', compute)).toBe('answer 1');
    now = 900;
    expect(await answers.get('好', compute)).toBe('answer 1');
    now = 2000;
    expect(await answers.get('好', compute)).toBe('answer 2');
    expect(computed).toBe(2);
  });

  it('shares one computation between concurrent misses', async () => {
    const answers = new RecentAnswers<number>(10, 1000);
    let computed = 0;
    let release: (value: number) => void = () => undefined;
    const compute = () => {
      computed += 1;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const first = answers.get('a', compute);
    const second = answers.get('a', compute);
    release(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(computed).toBe(1);
  });

  it('forgets the least recently used first, and never remembers a failure', async () => {
    const answers = new RecentAnswers<string>(2, 60_000);
    await answers.get('a', () => Promise.resolve('a'));
    await answers.get('b', () => Promise.resolve('b'));
    await answers.get('a', () => Promise.resolve('a again')); // a is now the most recent
    await answers.get('c', () => Promise.resolve('c')); // b leaves
    expect(answers.size).toBe(2);
    expect(await answers.get('a', () => Promise.resolve('recomputed'))).toBe('a');
    expect(await answers.get('b', () => Promise.resolve('b recomputed'))).toBe('b recomputed');

    await expect(answers.get('x', () => Promise.reject(new Error('busy')))).rejects.toThrow('busy');
    await Promise.resolve();
    expect(await answers.get('x', () => Promise.resolve('fine'))).toBe('fine');
  });
});
