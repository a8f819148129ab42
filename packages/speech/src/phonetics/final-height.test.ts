import { describe, expect, it } from 'vitest';
import { concat, mix, silence, vowel, whiteNoise } from '../test/signals.ts';
import { CLOSE_F1_MAX_BARK, OPEN_F1_MIN_BARK, checkFinalHeight } from './final-height.ts';

function said(formants: [number, number, number]): Float32Array {
  return mix(
    concat(
      silence(0.3),
      vowel(0.45, () => 210, formants, 0.5),
      silence(0.3),
    ),
    whiteNoise(1.05, 0.0004, 9),
  );
}
const whole = (samples: Float32Array) => ({ start: 0, end: samples.length });
const a = said([900, 1300, 2700]);
const i = said([300, 2500, 3200]);

describe('the height of every final', () => {
  it('measures an open vowel high and a close one low on the Bark scale', () => {
    expect(checkFinalHeight('a', a, whole(a))?.f1Bark).toBeGreaterThan(OPEN_F1_MIN_BARK);
    expect(checkFinalHeight('i', i, whole(i))?.f1Bark).toBeLessThan(CLOSE_F1_MAX_BARK);
  });

  it('marks a vowel of the other height wrong and leaves the in-between finals alone', () => {
    expect(checkFinalHeight('a', a, whole(a))?.correct).toBe(true);
    expect(checkFinalHeight('i', i, whole(i))?.correct).toBe(true);
    expect(checkFinalHeight('a', i, whole(i))?.correct).toBe(false);
    expect(checkFinalHeight('i', a, whole(a))?.correct).toBe(false);
    expect(checkFinalHeight('e', a, whole(a))).toBeNull();
  });
});
