import { describe, expect, it } from 'vitest';
import { bestPitchPath, type PathFrame } from './pitch-path.ts';

/** A frame with candidates given as [period, probability] pairs. */
function frame(voicing: number, ...candidates: [number, number][]): PathFrame {
  return {
    voicing,
    weak: false,
    candidates: candidates.map(([period, probability]) => ({ period, probability, aperiodicity: 0.1 })),
  };
}

describe('bestPitchPath', () => {
  it('keeps the continuous candidate when one frame prefers the octave below', () => {
    const frames = [
      frame(0.95, [40, 0.9], [80, 0.1]),
      frame(0.95, [40, 0.9], [80, 0.1]),
      frame(0.95, [80, 0.8], [40, 0.2]),
      frame(0.95, [40, 0.9], [80, 0.1]),
      frame(0.95, [40, 0.9], [80, 0.1]),
    ];
    expect([...bestPitchPath(frames)]).toEqual([0, 0, 1, 0, 0]);
  });

  it('follows a whole run an octave away when the evidence for it is consistent', () => {
    const frames = Array.from({ length: 6 }, () => frame(0.95, [80, 0.9], [40, 0.1]));
    expect([...bestPitchPath(frames)]).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('does not flicker: a lone doubtful frame inside a voiced run stays voiced', () => {
    const frames = [
      frame(0.9, [40, 1]),
      frame(0.9, [40, 1]),
      frame(0.4, [41, 1]),
      frame(0.9, [41, 1]),
      frame(0.9, [41, 1]),
    ];
    expect([...bestPitchPath(frames)].every((c) => c === 0)).toBe(true);
  });

  it('calls frames without candidates unvoiced, and weak frames unvoiced', () => {
    const weak = { ...frame(0.9, [40, 1]), weak: true };
    const frames = [frame(0), frame(0), weak, frame(0), frame(0)];
    expect([...bestPitchPath(frames)]).toEqual([-1, -1, -1, -1, -1]);
  });

  it('returns an empty path for no frames', () => {
    expect(bestPitchPath([]).length).toBe(0);
  });
});
