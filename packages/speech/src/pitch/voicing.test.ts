import { describe, expect, it } from 'vitest';
import { sonority, voicingProbability } from './voicing.ts';

describe('voicing evidence', () => {
  it('treats a loud frame with its energy under 3.4 kHz as a sonorant, a sibilant or a quiet frame not', () => {
    expect(sonority(-3, 0.97)).toBeGreaterThan(0.9);
    expect(sonority(-3, 0.4)).toBeLessThan(0.05);
    expect(sonority(-40, 0.97)).toBeLessThan(0.05);
  });

  it('grows with periodicity, and sonority vouches for poorly periodic (creaky) voice', () => {
    expect(voicingProbability(0.05, 0)).toBeGreaterThan(voicingProbability(0.3, 0));
    expect(voicingProbability(0.3, 0)).toBeGreaterThan(voicingProbability(0.6, 0));
    expect(voicingProbability(0.6, 0)).toBeLessThan(0.2);
    expect(voicingProbability(0.6, 1)).toBeGreaterThan(0.8);
  });
});
