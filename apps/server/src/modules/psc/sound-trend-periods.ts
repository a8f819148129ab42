import type { ResultTrend } from '@hanyu/contracts/psc/results';
import { SoundPart } from '@hanyu/contracts/psc/study';
import type { SoundTally } from './sound-tally.ts';

/** One result's sound tally and when it was made. */
export interface DatedTally {
  at: Date;
  tally: SoundTally;
}

const PARTS = [
  ['initials', SoundPart.Initial],
  ['finals', SoundPart.Final],
  ['tones', SoundPart.Tone],
] as const;
const PART_ORDER: Record<string, number> = { initial: 0, final: 1, tone: 2 };

/**
 * Which sounds went wrong, and how often, over time: the results (oldest first) are cut into at
 * most `periods` consecutive periods of about as many results each (not calendar weeks: a learner
 * who practised on three days in a month still sees three points, and no period is empty), and each
 * sound's wrong/said counts are given in total and per period. The `soundsShown` sounds most often
 * wrong are answered (ties: the higher share wrong, then initials, finals, tones, then by name).
 */
export function soundTrendOverTime(entries: readonly DatedTally[], periods: number, soundsShown: number): ResultTrend {
  const count = Math.min(periods, entries.length);
  const bounds = Array.from({ length: count + 1 }, (_, i) => Math.floor((i * entries.length) / count));
  const chunks = Array.from({ length: count }, (_, i) => entries.slice(bounds[i], bounds[i + 1]));

  const sounds = new Map<string, ResultTrend['sounds'][number]>();
  chunks.forEach((chunk, period) => {
    for (const { tally } of chunk) {
      for (const [key, part] of PARTS) {
        for (const [sound, [wrong, said]] of Object.entries(tally[key])) {
          const id = `${part}:${sound}`;
          let entry = sounds.get(id);
          if (!entry) {
            entry = { part, sound, wrong: 0, said: 0, byPeriod: chunks.map(() => ({ wrong: 0, said: 0 })) };
            sounds.set(id, entry);
          }
          entry.wrong += wrong;
          entry.said += said;
          const slot = entry.byPeriod[period];
          if (slot) {
            slot.wrong += wrong;
            slot.said += said;
          }
        }
      }
    }
  });

  const share = (entry: { wrong: number; said: number }) => (entry.said > 0 ? entry.wrong / entry.said : 0);
  const ranked = [...sounds.values()]
    .filter((entry) => entry.wrong > 0)
    .sort(
      (a, b) =>
        b.wrong - a.wrong ||
        share(b) - share(a) ||
        (PART_ORDER[a.part] ?? 0) - (PART_ORDER[b.part] ?? 0) ||
        (a.sound < b.sound ? -1 : a.sound > b.sound ? 1 : 0),
    );
  return {
    evaluations: entries.length,
    periods: chunks.map((chunk) => ({
      from: (chunk[0]?.at ?? new Date(0)).toISOString(),
      to: (chunk[chunk.length - 1]?.at ?? new Date(0)).toISOString(),
      evaluations: chunk.length,
    })),
    sounds: ranked.slice(0, soundsShown),
  };
}
