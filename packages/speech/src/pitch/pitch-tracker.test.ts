import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE, frameCentreSeconds } from '../dsp/frames.ts';
import { median } from '../dsp/statistics.ts';
import {
  concat,
  fade,
  fricative,
  harmonicTone,
  scaleToPeak,
  silence,
  vowel,
  whiteNoise,
  mix,
} from '../test/signals.ts';
import { trackPitch, type PitchTrack } from './pitch-tracker.ts';

const VOWEL_A = [750, 1200, 2600, 3500];
const VOWEL_I = [300, 2300, 3000, 3700];

/** Frames whose centre lies in [from, to) seconds, trimmed by `margin` at both ends. */
function framesBetween(track: PitchTrack, from: number, to: number, margin = 0.04): number[] {
  const frames: number[] = [];
  for (let f = 0; f < track.f0.length; f += 1) {
    const t = frameCentreSeconds(f);
    if (t >= from + margin && t < to - margin) frames.push(f);
  }
  return frames;
}

/** Share of the frames that are voiced and within `tolerance` (relative) of the true F0. */
function accurateShare(track: PitchTrack, frames: number[], truth: (t: number) => number, tolerance: number) {
  const good = frames.filter((f) => {
    const hz = track.f0[f] ?? 0;
    return hz > 0 && Math.abs(hz / truth(frameCentreSeconds(f)) - 1) <= tolerance;
  });
  return good.length / Math.max(1, frames.length);
}

function voicedShare(track: PitchTrack, frames: number[]): number {
  return frames.filter((f) => (track.f0[f] ?? 0) > 0).length / Math.max(1, frames.length);
}

describe('trackPitch on synthetic voices', () => {
  it('follows a steady low male vowel and stays silent around it', () => {
    const signal = concat(
      silence(0.2),
      vowel(0.5, () => 95, VOWEL_A),
      silence(0.2),
    );
    const track = trackPitch(signal);
    const vowelFrames = framesBetween(track, 0.2, 0.7);
    expect(accurateShare(track, vowelFrames, () => 95, 0.02)).toBeGreaterThan(0.95);
    expect(voicedShare(track, framesBetween(track, 0, 0.15, 0))).toBe(0);
    expect(voicedShare(track, framesBetween(track, 0.78, 0.9, 0))).toBe(0);
  });

  it('follows a fourth tone falling an octave in 250 ms (a high female voice)', () => {
    const truth = (t: number) => 420 * 2 ** -Math.min(1, Math.max(0, (t - 0.1) / 0.25));
    const signal = concat(
      silence(0.1),
      vowel(0.3, (t) => truth(t + 0.1), VOWEL_A),
      silence(0.1),
    );
    const track = trackPitch(signal);
    const frames = framesBetween(track, 0.1, 0.4);
    expect(accurateShare(track, frames, truth, 0.05)).toBeGreaterThan(0.9);
  });

  it('follows a dipping third tone of a male voice, down to 80 Hz and up again', () => {
    const truth = (t: number) => 80 + 70 * ((t - 0.25) / 0.25) ** 2;
    const signal = concat(
      silence(0.1),
      vowel(0.5, (t) => truth(t + 0.1), VOWEL_I),
      silence(0.1),
    );
    const track = trackPitch(signal);
    expect(accurateShare(track, framesBetween(track, 0.1, 0.6), truth, 0.05)).toBeGreaterThan(0.9);
  });

  it('keeps the fundamental when the second harmonic is twice as strong (no octave error)', () => {
    const n = Math.round(0.5 * SAMPLE_RATE);
    const signal = new Float32Array(n);
    for (let i = 0; i < n; i += 1) {
      const phase = (2 * Math.PI * 150 * i) / SAMPLE_RATE;
      signal[i] = 0.1 * Math.sin(phase) + 0.2 * Math.sin(2 * phase) + 0.05 * Math.sin(3 * phase);
    }
    const track = trackPitch(fade(signal, 0.02));
    const frames = framesBetween(track, 0, 0.5);
    expect(accurateShare(track, frames, () => 150, 0.02)).toBeGreaterThan(0.95);
  });

  it('hears the period of a voice whose fundamental is missing (a telephone-band voice)', () => {
    const n = Math.round(0.5 * SAMPLE_RATE);
    const signal = new Float32Array(n);
    for (let i = 0; i < n; i += 1) {
      const phase = (2 * Math.PI * 110 * i) / SAMPLE_RATE;
      for (let h = 3; h <= 12; h += 1) signal[i] = (signal[i] ?? 0) + (0.05 * Math.sin(h * phase)) / h;
    }
    const track = trackPitch(fade(signal, 0.02));
    expect(accurateShare(track, framesBetween(track, 0, 0.5), () => 110, 0.02)).toBeGreaterThan(0.9);
  });

  it('calls a sibilant unvoiced and the vowel after it voiced', () => {
    const signal = concat(
      silence(0.1),
      fricative(0.2, 5500, 2000, 0.3),
      vowel(0.3, () => 230, VOWEL_A),
      silence(0.1),
    );
    const track = trackPitch(signal);
    expect(voicedShare(track, framesBetween(track, 0.1, 0.3))).toBeLessThan(0.1);
    expect(accurateShare(track, framesBetween(track, 0.3, 0.6), () => 230, 0.02)).toBeGreaterThan(0.9);
  });

  it('finds no voice in white noise or in mains hum', () => {
    const noise = trackPitch(whiteNoise(0.5, 0.05, 3));
    expect(voicedShare(noise, framesBetween(noise, 0, 0.5, 0))).toBeLessThan(0.05);
    const hum = trackPitch(
      scaleToPeak(
        harmonicTone(0.5, () => 60, 1, 1),
        0.05,
      ),
    );
    expect(voicedShare(hum, framesBetween(hum, 0, 0.5, 0))).toBe(0);
  });

  it('tracks a voice under moderate noise (20 dB SNR)', () => {
    const voice = concat(
      silence(0.1),
      vowel(0.4, () => 200, VOWEL_A, 0.5),
      silence(0.1),
    );
    const track = trackPitch(mix(voice, whiteNoise(0.6, 0.01, 5)));
    expect(accurateShare(track, framesBetween(track, 0.1, 0.5), () => 200, 0.03)).toBeGreaterThan(0.9);
  });

  it('reports a level per frame, higher in the vowel than in the pause', () => {
    const track = trackPitch(
      concat(
        silence(0.2),
        vowel(0.3, () => 180, VOWEL_A),
      ),
    );
    expect(track.levelDb.length).toBe(track.f0.length);
    expect(track.periodicity.length).toBe(track.f0.length);
    const pause = framesBetween(track, 0, 0.15, 0).map((f) => track.levelDb[f] ?? 0);
    const vowelLevels = framesBetween(track, 0.25, 0.45, 0).map((f) => track.levelDb[f] ?? 0);
    expect(median(vowelLevels) - median(pause)).toBeGreaterThan(60);
  });

  it('handles recordings shorter than one frame and empty input', () => {
    expect(trackPitch(new Float32Array(0)).f0.length).toBe(0);
    expect(trackPitch(new Float32Array(100)).f0.length).toBe(1);
  });
});

describe('trackPitch on a low voice', () => {
  // A man's third tone: from 105 Hz down to 64 Hz, held low, and up to 115 Hz (0.6 s).
  const dip = (t: number) => (t < 0.25 ? 105 - (41 * t) / 0.25 : t < 0.4 ? 64 : 64 + (51 * (t - 0.4)) / 0.2);
  const said = concat(silence(0.2), harmonicTone(0.6, dip), silence(0.2));

  it("follows a man's third tone below the default 75 Hz floor", () => {
    const track = trackPitch(said);
    const low = framesBetween(track, 0.2 + 0.27, 0.2 + 0.38, 0);
    expect(voicedShare(track, low)).toBeGreaterThan(0.9);
    expect(accurateShare(track, low, (t) => dip(t - 0.2), 0.08)).toBeGreaterThan(0.9);
  });

  it("keeps the 75 Hz floor when the voice is a woman's", () => {
    // The same contour an octave and a half higher never comes near the floor: tracked as before.
    const high = concat(
      silence(0.2),
      harmonicTone(0.6, (t) => dip(t) * 2.8),
      silence(0.2),
    );
    const track = trackPitch(high);
    const all = framesBetween(track, 0.2, 0.8);
    expect(accurateShare(track, all, (t) => dip(t - 0.2) * 2.8, 0.08)).toBeGreaterThan(0.85);
    expect(Math.min(...Array.from(track.f0).filter((hz) => hz > 0))).toBeGreaterThan(150);
  });
});
