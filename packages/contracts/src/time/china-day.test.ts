import { describe, expect, it } from 'vitest';
import { chinaDay, isPastDay } from './china-day.ts';

describe("China's calendar day", () => {
  it('turns at midnight in Beijing, which is 16:00 UTC the day before', () => {
    expect(chinaDay(new Date('2026-11-27T15:59:59Z'))).toBe('2026-11-27');
    expect(chinaDay(new Date('2026-11-27T16:00:00Z'))).toBe('2026-11-28');
  });

  it('counts a due day as over only once the day after it has begun', () => {
    const evening = new Date('2026-11-27T15:00:00Z');
    expect(isPastDay('2026-11-27', evening)).toBe(false);
    expect(isPastDay('2026-11-26', evening)).toBe(true);
  });
});
