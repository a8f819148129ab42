import { describe, expect, it } from 'vitest';
import { HOP_SECONDS } from '../dsp/frames.ts';
import { concat, fricative, mix, silence, vowel, whiteNoise } from '../test/signals.ts';
import { findSyllableParts, spanLength } from './syllable-parts.ts';

const f0 = () => 220;
/** A quiet room: every synthetic recording gets the same faint background. */
function inRoom(signal: Float32Array): Float32Array {
  return mix(signal, whiteNoise(signal.length / 16_000, 0.0003, 3));
}

function partsOf(signal: Float32Array) {
  return findSyllableParts(signal, { start: 0, end: signal.length });
}

describe('findSyllableParts', () => {
  it('finds a frication before the vowel and measures both', () => {
    const signal = inRoom(
      concat(silence(0.2), fricative(0.15, 5500, 2000, 0.1), vowel(0.3, f0, [800, 1200, 2600]), silence(0.2)),
    );
    const parts = partsOf(signal);
    expect(spanLength(parts.obstruent) * HOP_SECONDS).toBeGreaterThan(0.1);
    expect(spanLength(parts.obstruent) * HOP_SECONDS).toBeLessThan(0.2);
    expect(parts.murmur).toBeNull();
    expect(spanLength(parts.vowel) * HOP_SECONDS).toBeGreaterThan(0.2);
    expect(parts.obstruent?.end).toBeLessThanOrEqual(parts.vowel?.start ?? 0);
  });

  it('finds a weak low murmur released abruptly into the vowel (a nasal initial)', () => {
    const murmur = vowel(0.08, f0, [250, 2200], 0.08);
    const signal = inRoom(concat(silence(0.2), murmur, vowel(0.3, f0, [800, 1200, 2600]), silence(0.2)));
    const parts = partsOf(signal);
    expect(parts.obstruent).toBeNull();
    expect(spanLength(parts.murmur) * HOP_SECONDS).toBeGreaterThan(0.04);
    expect(parts.murmur?.end).toBe(parts.vowel?.start);
  });

  it('reports a plain vowel as a vowel only', () => {
    const parts = partsOf(inRoom(concat(silence(0.2), vowel(0.35, f0, [800, 1200, 2600]), silence(0.2))));
    expect(parts.obstruent).toBeNull();
    expect(parts.murmur).toBeNull();
    expect(spanLength(parts.vowel) * HOP_SECONDS).toBeGreaterThan(0.28);
  });

  it('finds no vowel where nothing is voiced', () => {
    const parts = partsOf(inRoom(concat(silence(0.2), fricative(0.2, 4000, 1500), silence(0.2))));
    expect(parts.vowel).toBeNull();
  });

  it('keeps to the requested range of a longer recording', () => {
    const syllable = concat(fricative(0.12, 5500, 2000, 0.1), vowel(0.3, f0, [800, 1200, 2600]));
    const signal = inRoom(concat(silence(0.2), syllable, silence(0.3), syllable, silence(0.2)));
    const secondStart = Math.round((0.2 + 0.42 + 0.3) * 16_000);
    const parts = findSyllableParts(signal, { start: secondStart - 800, end: signal.length });
    expect(((parts.obstruent?.start ?? 0) * 160) / 16_000).toBeGreaterThan(0.85);
  });
});
