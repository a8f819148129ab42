import { describe, expect, it } from 'vitest';
import type { ResultTrend } from '@hanyu/contracts/psc/results';
import { sparkRuns, trendRows } from './sound-trend-rows.ts';

const periods = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ from: `2026-11-0${i + 1}`, to: `2026-11-0${i + 1}`, evaluations: 1 }));

function trend(sounds: ResultTrend['sounds']): ResultTrend {
  return { evaluations: 3, periods: periods(3), sounds };
}

const sound = (part: 'initial' | 'final' | 'tone', name: string, byPeriod: [number, number][]) => ({
  part,
  sound: name,
  wrong: byPeriod.reduce((sum, [wrong]) => sum + wrong, 0),
  said: byPeriod.reduce((sum, [, said]) => sum + said, 0),
  byPeriod: byPeriod.map(([wrong, said]) => ({ wrong, said })),
});

describe('the rows of the sound trend', () => {
  it('gives each sound its share wrong per period and which way it went', () => {
    const rows = trendRows(
      trend([
        sound('initial', 'zh', [
          [4, 5],
          [2, 5],
          [0, 4],
        ]),
        sound('final', 'ing', [
          [0, 4],
          [1, 4],
          [3, 4],
        ]),
        sound('tone', '3', [
          [1, 4],
          [0, 0],
          [1, 3],
        ]),
        sound('final', 'uen', [
          [0, 0],
          [1, 2],
          [0, 0],
        ]),
      ]),
    );
    expect(rows.map((row) => [row.sound, row.direction, row.first, row.last, row.lessonKey])).toEqual([
      ['zh', 'better', 0.8, 0, 'zh'],
      ['ing', 'worse', 0, 0.75, 'ing'],
      // 25% then 33%: under ten points is no change; the period it was not said is a gap.
      ['3', 'steady', 0.25, 1 / 3, 'tone3'],
      // Said in one period only: no way to tell, and the catalogue has no uen entry.
      ['uen', 'once', 0.5, 0.5, null],
    ]);
    expect(rows[2]?.rates).toEqual([0.25, null, 1 / 3]);
  });
});

describe('the little line of a sound', () => {
  it('runs from the first period to the last, 0% at the bottom and 100% at the top', () => {
    const [run] = sparkRuns([1, 0.5, 0], 100, 20, 0);
    expect(run).toEqual([
      { x: 0, y: 0 },
      { x: 50, y: 10 },
      { x: 100, y: 20 },
    ]);
  });

  it('leaves a gap where the sound was not said', () => {
    const runs = sparkRuns([0.5, null, 0.2, 0.4], 90, 20, 0);
    expect(runs.map((run) => run.map((point) => point.x))).toEqual([[0], [60, 90]]);
  });

  it('puts a single period in the middle', () => {
    expect(sparkRuns([0.5], 90, 20, 0)).toEqual([[{ x: 45, y: 10 }]]);
  });
});
