/**
 * Recording levels in dBFS, as the engine measures them (0 dBFS is a full-scale square wave's
 * power; a full-scale sine is -3 dBFS), and the arithmetic of the live meter. Pure code: the audio
 * worklet measures, the page draws.
 */

/** Level reported for digital silence, instead of -Infinity. */
export const SILENCE_DBFS = -100;
/** Bottom of the meter's scale: quieter sound shows as an empty meter. */
export const METER_FLOOR_DBFS = -60;
/**
 * Speech quieter than this is too quiet to judge (the engine's 7001 threshold, quality-thresholds.ts
 * VOLUME_TOO_LOW_DBFS): the meter shows this part of its scale as "too quiet".
 */
export const QUIET_BELOW_DBFS = -45;
/** Peaks above this are close to clipping: the meter turns amber. */
export const HOT_ABOVE_DBFS = -6;
/** Peaks at or above this are treated as clipped. */
export const CLIPPING_DBFS = -0.5;

/** How long the meter's peak mark stays before it falls, and how fast it falls. */
const PEAK_HOLD_SECONDS = 1;
const PEAK_FALL_DB_PER_SECOND = 20;

export interface Level {
  rmsDbfs: number;
  peakDbfs: number;
}

export function toDbfs(amplitude: number): number {
  if (!(amplitude > 0)) return SILENCE_DBFS;
  return Math.max(SILENCE_DBFS, 20 * Math.log10(amplitude));
}

/** Sums samples as they stream in, and gives their level when asked. */
export class LevelAccumulator {
  private sumSquares = 0;
  private peak = 0;
  private samples = 0;

  add(samples: ArrayLike<number>): void {
    for (let i = 0; i < samples.length; i += 1) {
      const value = samples[i] ?? 0;
      this.sumSquares += value * value;
      const magnitude = Math.abs(value);
      if (magnitude > this.peak) this.peak = magnitude;
    }
    this.samples += samples.length;
  }

  get count(): number {
    return this.samples;
  }

  /** The level of everything added since the last call, and a fresh start. */
  take(): Level {
    const level = {
      rmsDbfs: toDbfs(this.samples > 0 ? Math.sqrt(this.sumSquares / this.samples) : 0),
      peakDbfs: toDbfs(this.peak),
    };
    this.sumSquares = 0;
    this.peak = 0;
    this.samples = 0;
    return level;
  }
}

export function measureLevel(samples: ArrayLike<number>): Level {
  const accumulator = new LevelAccumulator();
  accumulator.add(samples);
  return accumulator.take();
}

/** A level as the filled share of the meter, 0 at METER_FLOOR_DBFS and below, 1 at 0 dBFS. */
export function meterFraction(dbfs: number): number {
  if (!Number.isFinite(dbfs)) return 0;
  return Math.min(1, Math.max(0, (dbfs - METER_FLOOR_DBFS) / -METER_FLOOR_DBFS));
}

export type MeterZone = 'quiet' | 'good' | 'hot' | 'clipping';

/** Which part of the meter a peak falls in, for its colour and its spoken description. */
export function meterZone(peakDbfs: number): MeterZone {
  if (peakDbfs >= CLIPPING_DBFS) return 'clipping';
  if (peakDbfs > HOT_ABOVE_DBFS) return 'hot';
  if (peakDbfs < QUIET_BELOW_DBFS) return 'quiet';
  return 'good';
}

/**
 * The meter's peak mark: jumps up to a new peak at once, holds it a second, then falls at a steady
 * rate, so a short syllable's peak is still readable after it is over.
 */
export class PeakHold {
  private value = SILENCE_DBFS;
  private heldSince = 0;
  private lastAt = 0;

  /** The mark after a peak measured at `atSeconds` (recording time). */
  update(peakDbfs: number, atSeconds: number): number {
    if (peakDbfs >= this.value) {
      this.value = peakDbfs;
      this.heldSince = atSeconds;
    } else if (atSeconds - this.heldSince > PEAK_HOLD_SECONDS) {
      const falling = atSeconds - Math.max(this.lastAt, this.heldSince + PEAK_HOLD_SECONDS);
      this.value = Math.max(peakDbfs, this.value - PEAK_FALL_DB_PER_SECOND * falling);
    }
    this.lastAt = atSeconds;
    return this.value;
  }
}
