import { describe, expect, it } from 'vitest';
import type { PscHistoryEntry } from '@hanyu/contracts/psc/exam';
import { trendPoints } from './score-trend.tsx';

function entry(total: number | null, submittedAt: string | null): PscHistoryEntry {
  return {
    attemptId: `a${submittedAt ?? 'open'}`,
    paperId: 'M01',
    title: '普通话水平测试模拟试卷（一）',
    titleEn: 'PSC Mock Paper 1',
    status: submittedAt ? 'submitted' : 'inProgress',
    startedAt: '2026-11-01T00:00:00.000Z',
    submittedAt,
    total,
    grade: null,
  };
}

describe('trendPoints', () => {
  it('puts submitted tests oldest first, higher totals higher, and leaves out tests in progress', () => {
    const points = trendPoints([
      entry(88.5, '2026-11-03T00:00:00.000Z'),
      entry(null, null),
      entry(72, '2026-11-01T00:00:00.000Z'),
    ]);
    expect(points.map((p) => p.total)).toEqual([72, 88.5]);
    const [older, newer] = points;
    expect(older?.x).toBeLessThan(newer?.x ?? 0);
    expect(newer?.y).toBeLessThan(older?.y ?? 0);
  });
  it('draws totals under 50 on the floor of the chart', () => {
    const [low, floor] = trendPoints([entry(20, '2026-11-01T00:00:00.000Z'), entry(50, '2026-11-02T00:00:00.000Z')]);
    expect(low?.y).toBe(floor?.y);
  });
});
