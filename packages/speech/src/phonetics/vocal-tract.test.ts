import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE } from '../dsp/frames.ts';
import {
  FEMALE_PITCH_HZ,
  MALE_FORMANT_RATIO,
  MALE_PITCH_HZ,
  formantScaleOf,
  raiseFrequencies,
  speakerPitchOfSyllable,
  warpsRecording,
} from './vocal-tract.ts';

function sine(hz: number, seconds = 0.5): Float32Array {
  return Float32Array.from({ length: Math.round(seconds * SAMPLE_RATE) }, (_, i) =>
    Math.sin((2 * Math.PI * hz * i) / SAMPLE_RATE),
  );
}

/** Amplitude of one frequency in a signal (a single DFT bin over the middle half, away from the edges). */
function amplitudeAt(signal: Float32Array, hz: number): number {
  const from = Math.floor(signal.length / 4);
  const to = Math.floor((3 * signal.length) / 4);
  let re = 0;
  let im = 0;
  for (let i = from; i < to; i += 1) {
    re += (signal[i] ?? 0) * Math.cos((2 * Math.PI * hz * i) / SAMPLE_RATE);
    im += (signal[i] ?? 0) * Math.sin((2 * Math.PI * hz * i) / SAMPLE_RATE);
  }
  return (2 * Math.hypot(re, im)) / (to - from);
}

describe('formantScaleOf', () => {
  it("leaves women's and higher voices alone and scales a man's voice by the men's formant ratio", () => {
    expect(formantScaleOf(FEMALE_PITCH_HZ)).toBe(1);
    expect(formantScaleOf(300)).toBe(1);
    expect(formantScaleOf(MALE_PITCH_HZ)).toBe(MALE_FORMANT_RATIO);
    expect(formantScaleOf(85)).toBe(MALE_FORMANT_RATIO);
  });

  it('moves steadily between the two means, and a missing pitch changes nothing', () => {
    const between = [130, 150, 170, 190].map(formantScaleOf);
    for (let i = 1; i < between.length; i += 1) expect(between[i]).toBeGreaterThan(between[i - 1] ?? 1);
    for (const scale of between) expect(scale).toBeGreaterThan(MALE_FORMANT_RATIO);
    expect(formantScaleOf(0)).toBe(1);
    expect(formantScaleOf(Number.NaN)).toBe(1);
  });

  it('warps only a voice clearly below the women’s mean', () => {
    expect(warpsRecording(formantScaleOf(205))).toBe(false);
    expect(warpsRecording(formantScaleOf(160))).toBe(true);
  });
});

describe('speakerPitchOfSyllable', () => {
  it("places a lone syllable's pitch in its speaker's range by its tone", () => {
    // A first tone lies two Chao levels (6 semitones) above the speaker's median, a third tone 4 below.
    expect(speakerPitchOfSyllable([300, 300, 300], 1)).toBeCloseTo(300 / Math.SQRT2, 6);
    expect(speakerPitchOfSyllable([160, 170, 180], 3)).toBeCloseTo(170 * 2 ** (4 / 12), 6);
    expect(speakerPitchOfSyllable([200], 4)).toBe(200);
    expect(speakerPitchOfSyllable([], 1)).toBeNull();
  });
});

describe('raiseFrequencies', () => {
  it('moves a frequency up by 1 / scale and shortens the signal by scale', () => {
    const scale = 0.85;
    const out = raiseFrequencies(sine(1000), scale);
    expect(out.length).toBe(Math.floor(0.5 * SAMPLE_RATE * scale));
    expect(amplitudeAt(out, 1000 / scale)).toBeGreaterThan(0.95);
    expect(amplitudeAt(out, 1000)).toBeLessThan(0.05);
  });

  it('removes what would land above the Nyquist frequency instead of folding it back', () => {
    const scale = 0.85;
    // 7.5 kHz would land at 8.8 kHz: above 8 kHz, so it must not come back as 7.2 kHz.
    const out = raiseFrequencies(sine(7500), scale);
    expect(amplitudeAt(out, SAMPLE_RATE - 7500 / scale)).toBeLessThan(0.02);
    let energy = 0;
    for (const x of out.subarray(out.length / 4, (3 * out.length) / 4)) energy += x * x;
    expect(Math.sqrt(energy / (out.length / 2))).toBeLessThan(0.02);
  });

  it('returns the recording itself for a scale of 1 or more', () => {
    const signal = sine(440);
    expect(raiseFrequencies(signal, 1)).toBe(signal);
    expect(raiseFrequencies(signal, 1.2)).toBe(signal);
  });
});
