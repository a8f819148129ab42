import type { ResultTrend } from '@hanyu/contracts/psc/results';
import { soundLessonKey } from './result-links.ts';

/** A change of error rate under ten points between the first and the last period is no change. */
const STEADY = 0.1;

export type TrendDirection = 'better' | 'worse' | 'steady' | 'once';

export interface TrendRow {
  part: ResultTrend['sounds'][number]['part'];
  sound: string;
  wrong: number;
  said: number;
  /** Share wrong in each period, oldest first; null where the sound was not said. */
  rates: (number | null)[];
  first: number | null;
  last: number | null;
  direction: TrendDirection;
  /** The learning entry to practise the sound on, when the catalogue has one. */
  lessonKey: string | null;
}

/** A sound's line of the trend: its share wrong period by period, and which way it went. */
export function trendRows(trend: ResultTrend): TrendRow[] {
  return trend.sounds.map((sound) => {
    const rates = sound.byPeriod.map((period) => (period.said > 0 ? period.wrong / period.said : null));
    const said = rates.filter((rate): rate is number => rate !== null);
    const first = said[0] ?? null;
    const last = said.length > 1 ? (said[said.length - 1] ?? null) : null;
    const direction: TrendDirection =
      first === null || last === null
        ? 'once'
        : last < first - STEADY
          ? 'better'
          : last > first + STEADY
            ? 'worse'
            : 'steady';
    return {
      part: sound.part,
      sound: sound.sound,
      wrong: sound.wrong,
      said: sound.said,
      rates,
      first,
      last: last ?? first,
      direction,
      lessonKey: soundLessonKey(sound.part, sound.sound),
    };
  });
}

export interface SparkPoint {
  x: number;
  y: number;
}

/**
 * The points of a small line of error rates (0 at the bottom, 100% at the top) in a width × height
 * box; periods where the sound was not said leave a gap (each run is its own line).
 */
export function sparkRuns(rates: readonly (number | null)[], width: number, height: number, pad = 3): SparkPoint[][] {
  const step = rates.length > 1 ? (width - 2 * pad) / (rates.length - 1) : 0;
  const runs: SparkPoint[][] = [];
  let run: SparkPoint[] = [];
  rates.forEach((rate, i) => {
    if (rate === null) {
      if (run.length > 0) runs.push(run);
      run = [];
      return;
    }
    const x = rates.length > 1 ? pad + i * step : width / 2;
    run.push({ x, y: pad + (1 - rate) * (height - 2 * pad) });
  });
  if (run.length > 0) runs.push(run);
  return runs;
}
