import { describe, expect, it } from 'vitest';
import { formantSyllables, type SyntheticFinal } from './final-synthetic-syllables.ts';
import { detectFinalContrast } from './final-contrast.ts';
import { concat, silence } from '../test/signals.ts';

const whole = (samples: Float32Array) => ({ start: 0, end: samples.length });

describe('final contrast detection on synthetic syllables', () => {
  // Each case is the textbook acoustics of one member; the detector must hear that member
  // whichever member was expected, at a man's and a woman's pitch.
  const cases: readonly SyntheticFinal[] = formantSyllables;
  for (const f0 of [120, 220]) {
    for (const { said, pair, segments } of cases) {
      it(`hears ${said} in the ${pair.join('|')} pair at F0 ${f0} Hz`, () => {
        const samples = concat(silence(0.2), segments(f0), silence(0.2));
        for (const expected of pair) {
          const judgement = detectFinalContrast(pair, expected, samples, whole(samples));
          expect(judgement.heard).toBe(said);
          expect(judgement.expected).toBe(expected);
          expect(judgement.confidence).toBeGreaterThan(0.5);
          expect(judgement.confidence).toBeLessThanOrEqual(1);
        }
      });
    }
  }

  it('answers in the caller’s order and spelling of the pair', () => {
    const ang = formantSyllables.find((c) => c.said === 'ang');
    const samples = concat(silence(0.2), ang?.segments(220) ?? new Float32Array(0), silence(0.2));
    expect(detectFinalContrast(['ang', 'an'], 'an', samples, whole(samples)).heard).toBe('ang');
    const ü = formantSyllables.find((c) => c.said === 'ü');
    const rounded = concat(silence(0.2), ü?.segments(220) ?? new Float32Array(0), silence(0.2));
    expect(detectFinalContrast(['i', 'v'], 'i', rounded, whole(rounded)).heard).toBe('v');
  });

  it('cannot tell on silence and says so with confidence 0.5', () => {
    const samples = silence(0.5);
    expect(detectFinalContrast(['in', 'ing'], 'ing', samples, whole(samples))).toEqual({
      pair: ['in', 'ing'],
      expected: 'ing',
      heard: 'ing',
      confidence: 0.5,
    });
  });

  it('refuses pairs that are not final pairs and members outside the pair', () => {
    const samples = silence(0.3);
    expect(() => detectFinalContrast(['z', 'zh'], 'z', samples, whole(samples))).toThrow(RangeError);
    expect(() => detectFinalContrast(['in', 'ing'], 'an', samples, whole(samples))).toThrow(RangeError);
  });
});
