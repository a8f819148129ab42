import { describe, expect, it } from 'vitest';
import { repairContour } from './contour-repair.ts';

const gap = (n: number) => new Array<number>(n).fill(Number.NaN);
const ramp = (from: number, to: number, n: number) =>
  Array.from({ length: n }, (_, i) => from + ((to - from) * i) / Math.max(1, n - 1));

describe('repairContour', () => {
  it('moves a run that comes back an octave low after a creaky break', () => {
    const frames = [...ramp(4, -4, 20), ...gap(3), ...ramp(-16, -15, 6)];
    const repaired = repairContour(frames);
    expect(repaired[23]).toBeCloseTo(-4, 5);
    expect(repaired[28]).toBeCloseTo(-3, 5);
  });

  it('drops a short run of junk that joins nothing (a formant picked in creak, 1.6 octaves up)', () => {
    const frames = [...ramp(5, 0, 20), ...gap(2), ...ramp(20, 19, 5), ...gap(2), ...ramp(-1, 3, 12)];
    const repaired = repairContour(frames);
    expect(repaired.slice(22, 27).every((v) => Number.isNaN(v))).toBe(true);
    expect(repaired[29]).toBe(-1);
  });

  it('keeps a fourth tone that falls on through a long break', () => {
    const frames = [...ramp(6, 1, 15), ...gap(14), ...ramp(-6, -7, 6)];
    expect(repairContour(frames)).toEqual(frames);
  });

  it('keeps a third tone that rises again after its break', () => {
    const frames = [...ramp(3, -4, 30), ...gap(18), ...ramp(-1, 5, 18)];
    expect(repairContour(frames)).toEqual(frames);
  });

  it('drops the end of a falling syllable that jumps up 4-6 semitones from one frame to the next', () => {
    // 贡献's 献: a fall from 211 Hz, then 296 Hz for a few frames: no voice moves 6 st in 10 ms.
    const frames = [...ramp(3, -5, 18), ...ramp(0.8, 0.4, 5)];
    const repaired = repairContour(frames);
    expect(repaired.slice(0, 18)).toEqual(frames.slice(0, 18));
    expect(repaired.slice(18).every((v) => Number.isNaN(v))).toBe(true);
  });

  it('keeps a fast but continuous fall (1 semitone per frame) whole', () => {
    const frames = ramp(4, -8, 13);
    expect(repairContour(frames)).toEqual(frames);
  });

  it('leaves a single run alone', () => {
    const frames = ramp(0, 5, 10);
    expect(repairContour(frames)).toEqual(frames);
  });
});
