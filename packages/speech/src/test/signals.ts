/**
 * Deterministic synthetic signals for the unit tests: tones with a pitch track, vowels from a
 * glottal pulse train through formant resonators, fricative noise shaped by a band, silence.
 */
import { SAMPLE_RATE } from '../dsp/frames.ts';

/** Park-Miller style generator: the same "noise" on every run and machine. */
export function seededRandom(seed: number): () => number {
  let state = seed % 2147483647;
  if (state <= 0) state += 2147483646;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

export function silence(seconds: number): Float32Array {
  return new Float32Array(Math.round(seconds * SAMPLE_RATE));
}

export function whiteNoise(seconds: number, rms: number, seed = 1): Float32Array {
  const random = seededRandom(seed);
  const out = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  // Sum of 12 uniforms: near-Gaussian with unit variance after centring.
  for (let i = 0; i < out.length; i += 1) {
    let sum = 0;
    for (let k = 0; k < 12; k += 1) sum += random();
    out[i] = (sum - 6) * rms;
  }
  return out;
}

/** A harmonic tone whose F0 follows f0At(t); amplitude falls 6 dB per octave like a voice. */
export function harmonicTone(seconds: number, f0At: (t: number) => number, amplitude = 0.3, harmonics = 12) {
  const out = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  let phase = 0;
  for (let i = 0; i < out.length; i += 1) {
    const f0 = f0At(i / SAMPLE_RATE);
    phase += (2 * Math.PI * f0) / SAMPLE_RATE;
    let x = 0;
    for (let h = 1; h <= harmonics; h += 1) {
      if (h * f0 >= SAMPLE_RATE / 2) break;
      x += Math.sin(h * phase) / h;
    }
    out[i] = amplitude * x * 0.6;
  }
  return out;
}

/** Two-pole resonator, the building block of a formant synthesiser. */
function resonate(input: Float32Array, frequency: number, bandwidth: number): Float32Array {
  const r = Math.exp((-Math.PI * bandwidth) / SAMPLE_RATE);
  const a1 = 2 * r * Math.cos((2 * Math.PI * frequency) / SAMPLE_RATE);
  const a2 = -r * r;
  const gain = 1 - a1 - a2;
  const out = new Float32Array(input.length);
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < input.length; i += 1) {
    const y = gain * (input[i] ?? 0) + a1 * y1 + a2 * y2;
    out[i] = y;
    y2 = y1;
    y1 = y;
  }
  return out;
}

/** A vowel: glottal pulses at f0At(t) through cascaded formant resonators, scaled to a peak. */
export function vowel(
  seconds: number,
  f0At: (t: number) => number,
  formants: readonly number[],
  peak = 0.5,
): Float32Array {
  const n = Math.round(seconds * SAMPLE_RATE);
  let source: Float32Array = new Float32Array(n);
  let phase = 0;
  for (let i = 0; i < n; i += 1) {
    phase += f0At(i / SAMPLE_RATE) / SAMPLE_RATE;
    if (phase >= 1) {
      phase -= 1;
      source[i] = 1;
    }
  }
  const bandwidths = [80, 100, 140, 200, 250];
  formants.forEach((f, k) => {
    source = resonate(source, f, bandwidths[k] ?? 250);
  });
  return scaleToPeak(fade(source, 0.02), peak);
}

/** Noise through one resonance: a crude fricative. */
export function fricative(seconds: number, centreHz: number, bandwidthHz: number, peak = 0.1, seed = 7) {
  const noise = whiteNoise(seconds, 1, seed);
  return scaleToPeak(fade(resonate(noise, centreHz, bandwidthHz), 0.01), peak);
}

export function scaleToPeak(signal: Float32Array, peak: number): Float32Array {
  let max = 0;
  for (const x of signal) max = Math.max(max, Math.abs(x));
  const out = new Float32Array(signal.length);
  if (max === 0) return out;
  for (let i = 0; i < signal.length; i += 1) out[i] = ((signal[i] ?? 0) * peak) / max;
  return out;
}

/** Raised-cosine fade in and out, so synthetic onsets do not click. */
export function fade(signal: Float32Array, seconds: number): Float32Array {
  const n = Math.min(Math.round(seconds * SAMPLE_RATE), Math.floor(signal.length / 2));
  const out = Float32Array.from(signal);
  for (let i = 0; i < n; i += 1) {
    const g = 0.5 - 0.5 * Math.cos((Math.PI * i) / n);
    out[i] = (out[i] ?? 0) * g;
    out[out.length - 1 - i] = (out[out.length - 1 - i] ?? 0) * g;
  }
  return out;
}

export function concat(...parts: Float32Array[]): Float32Array {
  const out = new Float32Array(parts.reduce((sum, p) => sum + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export function mix(a: Float32Array, b: Float32Array): Float32Array {
  const out = new Float32Array(Math.max(a.length, b.length));
  for (let i = 0; i < out.length; i += 1) out[i] = (a[i] ?? 0) + (b[i] ?? 0);
  return out;
}
