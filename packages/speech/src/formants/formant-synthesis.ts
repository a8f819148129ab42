/**
 * A small cascade formant synthesiser whose formants may glide: the synthetic syllables of the
 * formant and final-contrast tests (a diphthong ai, a vowel gliding into -ng, a nasal murmur).
 * Glottal pulses at F0 go through one two-pole resonator per formant, with coefficients updated
 * every sample so a glide has no clicks. The pulses are first smoothed by a one-pole low-pass at
 * 100 Hz: a voice's source falls about 12 dB per octave and lip radiation gives 6 back, so real
 * speech reaches the analysis with a -6 dB/octave tilt, which is what the tracker's pre-emphasis
 * expects to undo.
 */
import { SAMPLE_RATE } from '../dsp/frames.ts';

export interface SynthSegment {
  seconds: number;
  /** Formant frequencies (Hz) at the start of the segment. */
  from: readonly number[];
  /** At the end; the same as `from` when omitted (a steady vowel or murmur). */
  to?: readonly number[];
  /** Level of the segment in dB relative to the loudest (0); a nasal murmur is about -15. */
  levelDb?: number;
}

const BANDWIDTHS = [90, 110, 160, 220, 280];
const SOURCE_POLE = Math.exp((-2 * Math.PI * 100) / SAMPLE_RATE);

/**
 * Concatenated segments with continuous pulses and resonator states, faded in and out over
 * 20 ms, scaled to a 0.5 peak. All segments must give the same number of formants.
 */
export function synthesiseSegments(segments: readonly SynthSegment[], f0Hz: number): Float32Array {
  const total = segments.reduce((sum, s) => sum + Math.round(s.seconds * SAMPLE_RATE), 0);
  const out = new Float32Array(total);
  const formantCount = segments[0]?.from.length ?? 0;
  const state = Array.from({ length: formantCount }, () => ({ y1: 0, y2: 0 }));
  let phase = 0;
  let source = 0;
  let index = 0;
  for (const segment of segments) {
    const n = Math.round(segment.seconds * SAMPLE_RATE);
    const gain = 10 ** ((segment.levelDb ?? 0) / 20);
    const to = segment.to ?? segment.from;
    for (let i = 0; i < n; i += 1) {
      phase += f0Hz / SAMPLE_RATE;
      let pulse = 0;
      if (phase >= 1) {
        phase -= 1;
        pulse = gain;
      }
      source = SOURCE_POLE * source + (1 - SOURCE_POLE) * pulse;
      let x = source;
      const u = n > 1 ? i / (n - 1) : 0;
      for (let k = 0; k < formantCount; k += 1) {
        const frequency = (segment.from[k] ?? 0) * (1 - u) + (to[k] ?? 0) * u;
        const r = Math.exp((-Math.PI * (BANDWIDTHS[k] ?? 280)) / SAMPLE_RATE);
        const a1 = 2 * r * Math.cos((2 * Math.PI * frequency) / SAMPLE_RATE);
        const a2 = -r * r;
        const s = state[k] ?? { y1: 0, y2: 0 };
        const y = (1 - a1 - a2) * x + a1 * s.y1 + a2 * s.y2;
        s.y2 = s.y1;
        s.y1 = y;
        x = y;
      }
      out[index] = x;
      index += 1;
    }
  }
  const fadeSamples = Math.min(Math.round(0.02 * SAMPLE_RATE), Math.floor(total / 2));
  for (let i = 0; i < fadeSamples; i += 1) {
    const g = 0.5 - 0.5 * Math.cos((Math.PI * i) / fadeSamples);
    out[i] = (out[i] ?? 0) * g;
    out[total - 1 - i] = (out[total - 1 - i] ?? 0) * g;
  }
  let peak = 0;
  for (const x of out) peak = Math.max(peak, Math.abs(x));
  if (peak > 0) for (let i = 0; i < total; i += 1) out[i] = ((out[i] ?? 0) * 0.5) / peak;
  return out;
}
