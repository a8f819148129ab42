import { describe, expect, it } from 'vitest';
import { measureLevel } from './level-meter.ts';
import { createResampler, resample } from './resampler.ts';

const sine = (frequency: number, rate: number, seconds: number, amplitude = 0.5) =>
  Float32Array.from(
    { length: Math.round(rate * seconds) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * frequency * i) / rate),
  );

/** Amplitude of one frequency in a signal (a single-bin DFT over the middle, away from the edges). */
function amplitudeAt(samples: Float32Array, frequency: number, rate: number): number {
  const from = Math.floor(samples.length / 4);
  const to = Math.floor((3 * samples.length) / 4);
  let re = 0;
  let im = 0;
  for (let i = from; i < to; i += 1) {
    const angle = (2 * Math.PI * frequency * i) / rate;
    re += (samples[i] ?? 0) * Math.cos(angle);
    im += (samples[i] ?? 0) * Math.sin(angle);
  }
  return (2 * Math.hypot(re, im)) / (to - from);
}

const db = (ratio: number) => 20 * Math.log10(ratio);

describe('resampler', () => {
  it.each([48_000, 44_100, 96_000, 22_050, 8_000])('keeps the duration of a recording at %i Hz', (rate) => {
    const out = resample(sine(440, rate, 1.5), rate, 16_000);
    expect(Math.abs(out.length - 1.5 * 16_000)).toBeLessThanOrEqual(1);
  });

  it.each([48_000, 44_100])('passes speech frequencies from %i Hz at their amplitude and pitch', (rate) => {
    for (const frequency of [120, 1000, 4000, 6000]) {
      const out = resample(sine(frequency, rate, 1), rate, 16_000);
      expect(amplitudeAt(out, frequency, 16_000), `${frequency} Hz`).toBeCloseTo(0.5, 2);
    }
  });

  it.each([48_000, 44_100])('removes what would alias from %i Hz (at least 70 dB down)', (rate) => {
    // 10 kHz and 15 kHz fold onto 6 kHz and 1 kHz at 16 kHz without a low-pass before decimation.
    for (const [frequency, alias] of [
      [10_000, 6_000],
      [15_000, 1_000],
      [8_500, 7_500],
    ] as const) {
      const out = resample(sine(frequency, rate, 1), rate, 16_000);
      expect(db(amplitudeAt(out, alias, 16_000) / 0.5), `${frequency} Hz`).toBeLessThan(-70);
      expect(measureLevel(out.subarray(4000, 12_000)).rmsDbfs, `${frequency} Hz`).toBeLessThan(-70);
    }
  });

  it('gives the same samples whether the input comes in one piece or in audio-worklet blocks', () => {
    const input = sine(300, 44_100, 0.5);
    const whole = resample(input, 44_100, 16_000);
    const streaming = createResampler(44_100, 16_000);
    const pieces: number[] = [];
    for (let i = 0; i < input.length; i += 128) pieces.push(...streaming.process(input.subarray(i, i + 128)));
    pieces.push(...streaming.flush());
    expect(pieces.length).toBe(whole.length);
    for (let i = 0; i < whole.length; i += 1) expect(pieces[i]).toBeCloseTo(whole[i] ?? 0, 6);
  });

  it('does not shift the signal in time', () => {
    const rate = 48_000;
    const input = new Float32Array(rate);
    input.fill(0.8, 24_000, 24_000 + 4_800); // a 100 ms burst at 0.5 s
    const out = resample(input, rate, 16_000);
    // Input sample 24 000 is output sample 8 000: the edge (between 23 999 and 24 000) is half-way up there.
    expect(out[8_000]).toBeCloseTo(0.5, 1);
    expect(out[8_400]).toBeCloseTo(0.8, 2);
    expect(Math.abs(out[7_900] ?? 1)).toBeLessThan(0.01);
    expect(Math.abs(out[9_700] ?? 1)).toBeLessThan(0.01);
  });

  it('copies samples through when the rates agree, and handles odd rates', () => {
    const input = sine(200, 16_000, 0.1);
    expect(resample(input, 16_000, 16_000)).toEqual(input);
    const odd = resample(sine(500, 47_999, 1), 47_999, 16_000);
    expect(Math.abs(odd.length - 16_000)).toBeLessThanOrEqual(1);
    expect(amplitudeAt(odd, 500, 16_000)).toBeCloseTo(0.5, 2);
    expect(() => createResampler(0, 16_000)).toThrow(RangeError);
  });
});
