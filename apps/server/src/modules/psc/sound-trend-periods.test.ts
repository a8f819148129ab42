import { describe, expect, it } from 'vitest';
import { soundTrendOverTime, type DatedTally } from './sound-trend-periods.ts';
import type { SoundTally } from './sound-tally.ts';

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9));
const tally = (parts: Partial<SoundTally>): SoundTally => ({ initials: {}, finals: {}, tones: {}, ...parts });

describe('the sound trend over time', () => {
  it('answers nothing for no results', () => {
    expect(soundTrendOverTime([], 6, 12)).toEqual({ evaluations: 0, periods: [], sounds: [] });
  });

  it('cuts the results into periods of about as many each, oldest first, dated by their results', () => {
    const entries: DatedTally[] = Array.from({ length: 7 }, (_, i) => ({ at: day(i + 1), tally: tally({}) }));
    const trend = soundTrendOverTime(entries, 3, 12);
    expect(trend.periods).toEqual([
      { from: day(1).toISOString(), to: day(2).toISOString(), evaluations: 2 },
      { from: day(3).toISOString(), to: day(4).toISOString(), evaluations: 2 },
      { from: day(5).toISOString(), to: day(7).toISOString(), evaluations: 3 },
    ]);
    // Fewer results than periods: one period per result, none empty.
    expect(soundTrendOverTime(entries.slice(0, 2), 6, 12).periods.map((p) => p.evaluations)).toEqual([1, 1]);
  });

  it('counts each sound in total and per period, and shows a sound getting better', () => {
    const entries: DatedTally[] = [
      { at: day(1), tally: tally({ initials: { zh: [3, 4] }, tones: { '3': [1, 2] } }) },
      { at: day(2), tally: tally({ initials: { zh: [2, 4] } }) },
      { at: day(3), tally: tally({ initials: { zh: [0, 4], b: [0, 1] }, finals: { ing: [1, 1] } }) },
    ];
    const trend = soundTrendOverTime(entries, 3, 12);
    expect(trend.evaluations).toBe(3);
    expect(trend.sounds).toEqual([
      {
        part: 'initial',
        sound: 'zh',
        wrong: 5,
        said: 12,
        byPeriod: [
          { wrong: 3, said: 4 },
          { wrong: 2, said: 4 },
          { wrong: 0, said: 4 },
        ],
      },
      // One wrong each: the higher share wrong first (ing 1/1 before tone 3 1/2).
      {
        part: 'final',
        sound: 'ing',
        wrong: 1,
        said: 1,
        byPeriod: [
          { wrong: 0, said: 0 },
          { wrong: 0, said: 0 },
          { wrong: 1, said: 1 },
        ],
      },
      {
        part: 'tone',
        sound: '3',
        wrong: 1,
        said: 2,
        byPeriod: [
          { wrong: 1, said: 2 },
          { wrong: 0, said: 0 },
          { wrong: 0, said: 0 },
        ],
      },
    ]);
    // A sound never wrong (b) is not among the problems.
    expect(trend.sounds.some((sound) => sound.sound === 'b')).toBe(false);
  });

  it('answers only the sounds most often wrong', () => {
    const initials = Object.fromEntries(
      ['b', 'p', 'm', 'f', 'd'].map((sound, i): [string, [number, number]] => [sound, [i + 1, 10]]),
    );
    const trend = soundTrendOverTime([{ at: day(1), tally: tally({ initials }) }], 6, 2);
    expect(trend.sounds.map((sound) => [sound.sound, sound.wrong])).toEqual([
      ['d', 5],
      ['f', 4],
    ]);
  });
});
