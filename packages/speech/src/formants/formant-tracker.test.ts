import { describe, expect, it } from 'vitest';
import { median } from '../dsp/statistics.ts';
import { synthesiseSegments } from './formant-synthesis.ts';
import { trackFormants } from './formant-tracker.ts';

const finite = (values: Float64Array) => values.filter((v) => Number.isFinite(v));

describe('formant tracker', () => {
  // Vowels of a man, a woman and a child-like voice: F1 is the hardest at high pitch, because
  // the harmonics (the only points where the spectrum is seen) lie 300 Hz apart.
  const vowels: Record<string, number[]> = {
    i: [300, 2300, 3000, 3700],
    a: [800, 1250, 2600, 3600],
    u: [320, 800, 2500, 3500],
    e: [500, 1900, 2600, 3600],
    ü: [300, 1900, 2200, 3500],
    'female a': [950, 1450, 2900, 4000],
  };
  for (const f0 of [110, 220, 300]) {
    for (const [name, formants] of Object.entries(vowels)) {
      it(`finds F1-F3 of a synthetic ${name} at F0 ${f0} Hz`, () => {
        const signal = synthesiseSegments([{ seconds: 0.3, from: formants }], f0);
        const track = trackFormants(signal, 5, 23);
        const [f1, f2, f3] = [track.f1, track.f2, track.f3].map((values) => median(finite(values)));
        expect(Math.abs((f1 ?? 0) / (formants[0] ?? 1) - 1)).toBeLessThan(0.2);
        expect(Math.abs((f2 ?? 0) / (formants[1] ?? 1) - 1)).toBeLessThan(0.1);
        expect(Math.abs((f3 ?? 0) / (formants[2] ?? 1) - 1)).toBeLessThan(0.05);
      });
    }
  }

  it('follows a glide (F2 of a diphthong rising from 1000 to 2200 Hz)', () => {
    const signal = synthesiseSegments(
      [
        { seconds: 0.1, from: [700, 1000, 2700, 3600] },
        { seconds: 0.2, from: [700, 1000, 2700, 3600], to: [400, 2200, 2900, 3700] },
        { seconds: 0.1, from: [400, 2200, 2900, 3700] },
      ],
      200,
    );
    const track = trackFormants(signal, 2, 36);
    const start = median(finite(track.f2.subarray(0, 6)));
    const end = median(finite(track.f2.subarray(28)));
    expect(start).toBeLessThan(1150);
    expect(end).toBeGreaterThan(2000);
  });
});
