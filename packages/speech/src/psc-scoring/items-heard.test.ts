import { describe, expect, it } from 'vitest';
import { openDevelopmentRecordings } from '../test/development-recordings.ts';
import { concat, fricative, mix, silence, vowel, whiteNoise } from '../test/signals.ts';
import { itemsHeard } from './items-heard.ts';

const SAMPLE_RATE = 16_000;
const steady = (hz: number) => () => hz;

/** A syllable: a fricative onset into a vowel, as [sa]. */
function syllable(seconds = 0.3, f0 = 200): Float32Array {
  return concat(fricative(0.08, 5000, 2000, 0.08), vowel(seconds, steady(f0), [800, 1300, 2600]));
}

/** A two-syllable word: the voice stops only for a stop's closure (80 ms) between the syllables. */
function word(): Float32Array {
  return concat(vowel(0.25, steady(220), [700, 1200, 2500]), silence(0.08), vowel(0.3, steady(180), [400, 2000, 2700]));
}

/** `parts` with `pauseSeconds` of quiet between them, over a room's faint background noise. */
function list(parts: readonly Float32Array[], pauseSeconds: number): Float32Array {
  const spaced = concat(silence(0.4), ...parts.flatMap((part) => [part, silence(pauseSeconds)]));
  return mix(spaced, whiteNoise(spaced.length / SAMPLE_RATE, 0.001, 3));
}

describe('items said in a list recording', () => {
  it('counts characters read one by one with a pause before each', () => {
    const characters = Array.from({ length: 12 }, (_, k) => syllable(0.25 + (k % 3) * 0.05, 180 + k * 5));
    expect(itemsHeard(list(characters, 0.3))).toBe(12);
    expect(itemsHeard(list(characters.slice(0, 5), 0.6))).toBe(5);
  });

  it('keeps a word whole across the closure of a stop inside it', () => {
    const words = Array.from({ length: 7 }, () => word());
    expect(itemsHeard(list(words, 0.3))).toBe(7);
  });

  it('hears nothing in silence or steady background noise, and not a click', () => {
    expect(itemsHeard(new Float32Array(0))).toBe(0);
    expect(itemsHeard(list([], 2))).toBe(0);
    const click = vowel(0.03, steady(200), [800, 1300]);
    expect(itemsHeard(list([syllable(), click, syllable()], 0.4))).toBe(2);
  });
});

const recordings = openDevelopmentRecordings('items heard on development recordings');

describe.skipIf(!recordings)('items said, on a native speaker reading syllables', () => {
  it('counts a native reading of a list at a quick pace', () => {
    if (!recordings) return;
    const names = recordings.names.filter((name) => /^[a-z]+[1-4]\.wav$/.test(name));
    for (const [count, pause] of [
      [12, 0.25],
      [30, 0.4],
    ] as const) {
      const picked = Array.from({ length: count }, (_, k) =>
        recordings.read(names[(k * 53 + count) % names.length] ?? ''),
      );
      expect(itemsHeard(list(picked, pause))).toBe(count);
    }
  });
});
