import { describe, expect, it } from 'vitest';
import { chartLayout, contourSummary, linePath, SLOT_WIDTH } from './contour-geometry.ts';

// The engine's contour and target for a development recording of "ma3" (semitones, 20 points).
const MA3 = {
  contour: [
    0.73, 0.72, 1.57, 1.46, 1.23, 0.8, 0.1, -0.65, -1.36, -3.08, -3.73, -3.97, -4.08, -3.89, -2.84, -1.4, 0.21, 2.09,
    3.58, 5.02,
  ],
  target: [
    -0.24, -0.3, -0.46, -0.72, -1.06, -1.45, -1.86, -2.27, -2.63, -2.92, -3.13, -3.23, -3.1, -2.29, -0.88, 0.89, 2.72,
    4.31, 5.38, 5.76,
  ],
};

describe('pitch chart geometry', () => {
  it('gives each syllable an equal slot, with boundaries between them', () => {
    const layout = chartLayout([MA3, MA3, { contour: [], target: [] }]);
    expect(layout.slots).toHaveLength(3);
    expect(layout.slots.map((slot) => slot.x1 - slot.x0)).toEqual([SLOT_WIDTH, SLOT_WIDTH, SLOT_WIDTH]);
    expect(layout.boundaries).toEqual([layout.slots[1]?.x0, layout.slots[2]?.x0]);
    expect(layout.slots[2]?.contour).toBe('');
  });

  it('puts higher pitch higher up, on a scale of at least ±6 semitones in steps of 3', () => {
    const layout = chartLayout([MA3]);
    expect(layout.ticks.map((tick) => tick.value)).toEqual([-6, -3, 0, 3, 6]);
    const ys = layout.ticks.map((tick) => tick.y);
    expect(ys).toEqual([...ys].sort((a, b) => b - a));
    expect(layout.ticks[0]?.y).toBeCloseTo(layout.plot.bottom, 6);
    expect(layout.ticks[4]?.y).toBeCloseTo(layout.plot.top, 6);
    // The dip of the third tone: the path goes down (larger y) and back up.
    const points = [...(layout.slots[0]?.contour ?? '').matchAll(/[ML]([\d.]+) ([\d.]+)/g)].map((m) => Number(m[2]));
    expect(points).toHaveLength(20);
    expect(Math.max(...points)).toBe(points[12]);
    expect(Math.min(...points)).toBe(points[19]);
  });

  it('widens the scale for a wide contour', () => {
    const layout = chartLayout([{ contour: [-10, 8], target: [0, 0] }]);
    expect(layout.ticks[0]?.value).toBe(-12);
    expect(layout.ticks.at(-1)?.value).toBe(9);
  });

  it('breaks the line where the pitch was not measured', () => {
    expect(linePath([1, Number.NaN, 2, 3], 0, 30, (v) => v)).toBe('M0.0 1.0 M20.0 2.0 L30.0 3.0');
    expect(linePath([], 0, 10, (v) => v)).toBe('');
  });

  it('sums a contour up for the text alternative', () => {
    expect(contourSummary(MA3.contour)).toEqual({ start: 0.7, end: 5, min: -4.1, max: 5 });
    expect(contourSummary([])).toBeNull();
  });
});
