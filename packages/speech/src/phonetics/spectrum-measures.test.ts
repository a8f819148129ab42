import { describe, expect, it } from 'vitest';
import { BIN_COUNT, BIN_HZ } from '../dsp/frames.ts';
import { concat, fricative, mix, silence, whiteNoise } from '../test/signals.ts';
import { analyseRecording } from './recording-analysis.ts';
import { excessSpectrum, flatness, rangeDb, spectralShape } from './spectrum-measures.ts';

function spectrumWithPeakAt(hz: number): Float64Array {
  const spectrum = new Float64Array(BIN_COUNT).fill(1e-6);
  const centre = Math.round(hz / BIN_HZ);
  for (let k = centre - 3; k <= centre + 3; k += 1) spectrum[k] = 1;
  return spectrum;
}

describe('spectral shape', () => {
  it('puts centroid and peak on a narrow band', () => {
    const shape = spectralShape(spectrumWithPeakAt(3000), 1000, 8000);
    expect(shape.centroid).toBeGreaterThan(2900);
    expect(shape.centroid).toBeLessThan(3100);
    expect(Math.abs(shape.peak - 3000)).toBeLessThan(2 * BIN_HZ);
  });

  it('tells flat noise from a resonance', () => {
    const flat = new Float64Array(BIN_COUNT).fill(1);
    expect(flatness(flat, 1000, 8000)).toBeCloseTo(1, 5);
    expect(flatness(spectrumWithPeakAt(3000), 1000, 8000)).toBeLessThan(0.1);
  });

  it('sums power over a range in dB', () => {
    const flat = new Float64Array(BIN_COUNT).fill(1);
    expect(rangeDb(flat, 0, 10 * BIN_HZ)).toBeCloseTo(10 * Math.log10(11), 5);
  });
});

describe('excessSpectrum', () => {
  it("measures a weak fricative above the room's own noise, not the noise", () => {
    const room = 0.003;
    const signal = mix(concat(silence(0.3), fricative(0.2, 2500, 600, 0.02), silence(0.3)), whiteNoise(0.8, room, 11));
    const analysis = analyseRecording(signal);
    const span = { start: 33, end: 47 };
    const excess = excessSpectrum(analysis, span);
    const raw = new Float64Array(BIN_COUNT);
    for (let f = span.start; f < span.end; f += 1)
      for (let k = 0; k < BIN_COUNT; k += 1)
        raw[k] = (raw[k] ?? 0) + (analysis.spectrogram.power[f * BIN_COUNT + k] ?? 0);
    // Flat noise drags the raw centroid up towards the middle of the range; the excess stays near 2.5 kHz.
    const excessCentroid = spectralShape(excess, 1000, 8000).centroid;
    expect(Math.abs(excessCentroid - 2500)).toBeLessThan(300);
    expect(spectralShape(raw, 1000, 8000).centroid).toBeGreaterThan(excessCentroid + 300);
  });
});
