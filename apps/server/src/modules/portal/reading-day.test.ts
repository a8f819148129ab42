import { describe, expect, it } from 'vitest';
import { passageOfDay } from './reading-day.ts';

describe('passageOfDay', () => {
  const ids = ['P003', 'P001', 'P002'];

  it('is the same pick for the same day whatever order the catalogue comes in', () => {
    expect(passageOfDay(ids, '2026-11-29')).toBe(passageOfDay([...ids].reverse(), '2026-11-29'));
  });

  it('moves to the next passage each day and comes round again', () => {
    const days = ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02'].map((day) => passageOfDay(ids, day));
    expect(new Set(days.slice(0, 3))).toEqual(new Set(['P001', 'P002', 'P003']));
    expect(days[3]).toBe(days[0]);
  });

  it('crosses a month and a year without a jump', () => {
    const picks = ['2026-12-31', '2027-01-01'].map((day) => passageOfDay(ids, day));
    const at = (id: string | null) => ['P001', 'P002', 'P003'].indexOf(id ?? '');
    expect((at(picks[1] ?? null) - at(picks[0] ?? null) + 3) % 3).toBe(1);
  });

  it('answers null without passages and refuses a malformed day', () => {
    expect(passageOfDay([], '2026-11-29')).toBeNull();
    expect(() => passageOfDay(ids, 'tomorrow')).toThrow(RangeError);
  });
});
