import { describe, expect, it } from 'vitest';
import { concat, mix, silence, vowel, whiteNoise } from '../test/signals.ts';
import {
  BACK_F2_F1_MAX_BARK,
  CLOSE_F1_MAX_BARK,
  FRONT_F2_F1_MIN_BARK,
  OPEN_F1_MIN_BARK,
  checkFinalHeight,
  checkFinalVowel,
} from './final-height.ts';

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

describe('the backness of plainly front and plainly back finals', () => {
  const u = said([350, 700, 2400]);
  it('marks a back vowel said for a front final wrong, and a front vowel said for a back or open one', () => {
    expect(checkFinalVowel({ initial: 'd', final: 'i' }, i, whole(i))).toMatchObject({ correct: true, wrong: null });
    expect(checkFinalVowel({ initial: 'd', final: 'a' }, a, whole(a))).toMatchObject({ correct: true, wrong: null });
    const back = checkFinalVowel({ initial: 'l', final: 'ü' }, u, whole(u));
    expect(back?.f2MinusF1Bark).toBeLessThan(FRONT_F2_F1_MIN_BARK);
    expect(back).toMatchObject({ correct: false, wrong: 'backness' });
    const front = checkFinalVowel({ initial: 'g', final: 'e' }, i, whole(i));
    expect(front?.f2MinusF1Bark).toBeGreaterThan(BACK_F2_F1_MAX_BARK);
    expect(front).toMatchObject({ correct: false, wrong: 'backness' });
  });

  it('leaves the apical vowel of zhi, the rounded back vowels and the diphthongs alone', () => {
    expect(checkFinalVowel({ initial: 'zh', final: 'i' }, u, whole(u))).toMatchObject({ wrong: null });
    expect(checkFinalVowel({ initial: 'g', final: 'uo' }, i, whole(i))).toBeNull();
    expect(checkFinalVowel({ initial: 'b', final: 'ei' }, u, whole(u))).toBeNull();
  });

  it('reports a vowel of the other height as a height error first', () => {
    expect(checkFinalVowel({ initial: 'b', final: 'a' }, i, whole(i))).toMatchObject({
      correct: false,
      wrong: 'height',
    });
  });
});
