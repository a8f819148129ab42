import { describe, expect, it } from 'vitest';
import {
  LevelAccumulator,
  measureLevel,
  meterFraction,
  meterZone,
  PeakHold,
  SILENCE_DBFS,
  toDbfs,
} from './level-meter.ts';

describe('level meter', () => {
  it('measures a full-scale sine at -3 dBFS RMS and 0 dBFS peak', () => {
    const sine = Float32Array.from({ length: 1600 }, (_, i) => Math.sin((2 * Math.PI * 100 * i) / 16_000));
    const level = measureLevel(sine);
    expect(level.rmsDbfs).toBeCloseTo(-3.01, 1);
    expect(level.peakDbfs).toBeCloseTo(0, 2);
  });

  it('reports silence as a floor value, never -Infinity', () => {
    expect(measureLevel(new Float32Array(100))).toEqual({ rmsDbfs: SILENCE_DBFS, peakDbfs: SILENCE_DBFS });
    expect(measureLevel([])).toEqual({ rmsDbfs: SILENCE_DBFS, peakDbfs: SILENCE_DBFS });
    expect(toDbfs(0.1)).toBeCloseTo(-20, 6);
  });

  it('accumulates streamed blocks and starts again after each reading', () => {
    const accumulator = new LevelAccumulator();
    accumulator.add(new Float32Array(128).fill(0.5));
    accumulator.add(new Float32Array(128).fill(-0.5));
    expect(accumulator.count).toBe(256);
    expect(accumulator.take().rmsDbfs).toBeCloseTo(-6.02, 1);
    expect(accumulator.count).toBe(0);
    accumulator.add([0.01]);
    expect(accumulator.take().peakDbfs).toBeCloseTo(-40, 6);
  });

  it('maps levels onto the meter and its zones', () => {
    expect(meterFraction(-80)).toBe(0);
    expect(meterFraction(-30)).toBeCloseTo(0.5, 6);
    expect(meterFraction(3)).toBe(1);
    expect(meterFraction(Number.NaN)).toBe(0);
    expect(meterZone(-50)).toBe('quiet');
    expect(meterZone(-20)).toBe('good');
    expect(meterZone(-3)).toBe('hot');
    expect(meterZone(0)).toBe('clipping');
  });

  it('holds a peak for a second, then lets it fall at 20 dB a second', () => {
    const hold = new PeakHold();
    expect(hold.update(-10, 0)).toBe(-10);
    expect(hold.update(-40, 0.5)).toBe(-10);
    expect(hold.update(-40, 1)).toBe(-10);
    expect(hold.update(-40, 1.5)).toBeCloseTo(-20, 6);
    expect(hold.update(-40, 2)).toBeCloseTo(-30, 6);
    expect(hold.update(-40, 3)).toBe(-40);
    expect(hold.update(-5, 3.05)).toBe(-5);
  });
});
