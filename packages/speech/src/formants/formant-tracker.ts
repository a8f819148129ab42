/**
 * Formant tracking on the shared 10 ms grid. Each frame gets an LPC fit (autocorrelation method,
 * 16 kHz, order 16: one pole pair per ~1 kHz of a short vocal tract plus two for the glottal and
 * radiation tilt); the roots of A(z) with narrow bandwidths are the formant candidates. F1-F3 are
 * then chosen along the whole segment by dynamic programming: a path pays for wide bandwidths, for
 * straying far from a neutral vocal tract and, most, for jumping between frames, so a frame where
 * F2 and F3 merge or a harmonic masquerades as F1 is repaired by its neighbours.
 */
import { HOP_SAMPLES, SAMPLE_RATE, WINDOW_SAMPLES } from '../dsp/frames.ts';
import { autocorrelation, conditionAutocorrelation, levinsonDurbin } from './lpc.ts';
import { polynomialRoots } from './polynomial-roots.ts';

export const LPC_ORDER = 16;
/** Pre-emphasis from 50 Hz up (Praat's default): flattens the -6 dB/octave glottal tilt. */
const PRE_EMPHASIS = Math.exp((-2 * Math.PI * 50) / SAMPLE_RATE);
/** Spectral smoothing of the fit, against formants locking onto single harmonics of high voices. */
const LAG_WINDOW_HZ = 90;
/** Resonances outside 180-5000 Hz are not F1-F3 of any adult or child voice. */
const MIN_FORMANT_HZ = 180;
const MAX_FORMANT_HZ = 5000;
/** Poles wider than 700 Hz are spectral tilt or noise, not resonances. */
const MAX_BANDWIDTH_HZ = 700;
/** A neutral (schwa-like) tract between adult male and female: the weak prior of the tracker. */
const NEUTRAL_HZ = [550, 1650, 2900];
/** Path costs, in units of "one octave off"; JUMP_COST is per squared octave (see jumpCost). */
const JUMP_COST = 20;
const PRIOR_COST = 0.3;
const BANDWIDTH_COST_PER_KHZ = 0.5;
/** A formant with no candidate in a frame (merged or too weak) is carried over at this price. */
const MISSING_COST = 2;
/**
 * A clear resonance left unexplained below the chosen F3 (skipped over) costs this much, scaled
 * down as its bandwidth widens. Without it a path can take F4 for F3 whenever F4 happens to be
 * the sharper peak, which is common after back vowels.
 */
const SKIP_COST = 0.4;

export interface FormantCandidate {
  frequency: number;
  bandwidth: number;
}

export interface FormantTrack {
  /** Grid index of the first tracked frame. */
  firstFrame: number;
  /** F1-F3 in Hz per tracked frame; NaN where a formant could not be found at all. */
  f1: Float64Array;
  f2: Float64Array;
  f3: Float64Array;
}

const window = (() => {
  // Hamming: its low sidelobes matter more here than the Hann window's faster far-off decay.
  const w = new Float64Array(WINDOW_SAMPLES);
  for (let i = 0; i < WINDOW_SAMPLES; i += 1) w[i] = 0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (WINDOW_SAMPLES - 1));
  return w;
})();

/** Formant candidates of one grid frame, sorted by frequency. */
export function formantCandidates(samples: Float32Array, frame: number): FormantCandidate[] {
  const start = frame * HOP_SAMPLES;
  const buffer = new Float64Array(WINDOW_SAMPLES);
  let previous = samples[start - 1] ?? 0;
  for (let i = 0; i < WINDOW_SAMPLES; i += 1) {
    const x = samples[start + i] ?? 0;
    buffer[i] = (x - PRE_EMPHASIS * previous) * (window[i] ?? 0);
    previous = x;
  }
  const r = conditionAutocorrelation(autocorrelation(buffer, LPC_ORDER), SAMPLE_RATE, LAG_WINDOW_HZ);
  const prediction = levinsonDurbin(r, LPC_ORDER);
  if (!prediction) return [];
  const candidates: FormantCandidate[] = [];
  for (const root of polynomialRoots(prediction.coefficients)) {
    if (root.im <= 0) continue;
    const frequency = (Math.atan2(root.im, root.re) * SAMPLE_RATE) / (2 * Math.PI);
    const radius = Math.hypot(root.re, root.im);
    const bandwidth = (-Math.log(radius) * SAMPLE_RATE) / Math.PI;
    if (frequency < MIN_FORMANT_HZ || frequency > MAX_FORMANT_HZ || bandwidth > MAX_BANDWIDTH_HZ) continue;
    candidates.push({ frequency, bandwidth });
  }
  return candidates.sort((a, b) => a.frequency - b.frequency);
}

/**
 * Every way of reading a frame: which candidate (or none) is F1, F2, F3. Returned flat: per state
 * the log2 frequencies of its three picks (NaN for "none") and its local cost.
 */
interface FrameStates {
  count: number;
  logHz: Float64Array;
  local: Float64Array;
}

function frameStates(candidates: FormantCandidate[]): FrameStates {
  const n = candidates.length;
  const log = candidates.map((c) => Math.log2(c.frequency));
  const pickCost = candidates.map((c, i) =>
    NEUTRAL_HZ.map(
      (neutral) =>
        PRIOR_COST * Math.abs((log[i] ?? 0) - Math.log2(neutral)) + (BANDWIDTH_COST_PER_KHZ * c.bandwidth) / 1000,
    ),
  );
  const logHz: number[] = [];
  const local: number[] = [];
  // Formants are ordered; two picks never share a pole. At most one formant may be missing (-1)
  // unless the frame has too few candidates: more would let a path skip the hard frames instead of
  // explaining them.
  const allowedMissing = Math.max(1, 3 - n);
  for (let a = -1; a < n; a += 1) {
    for (let b = -1; b < n; b += 1) {
      if (b >= 0 && b <= a) continue;
      for (let c = -1; c < n; c += 1) {
        if (c >= 0 && (c <= b || c <= a)) continue;
        if ((a < 0 ? 1 : 0) + (b < 0 ? 1 : 0) + (c < 0 ? 1 : 0) > allowedMissing) continue;
        let cost = 0;
        const top = Math.max(a, b, c);
        for (let skipped = 0; skipped < top; skipped += 1) {
          if (skipped === a || skipped === b || skipped === c) continue;
          cost += SKIP_COST * (1 - (candidates[skipped]?.bandwidth ?? 0) / MAX_BANDWIDTH_HZ);
        }
        [a, b, c].forEach((pick, k) => {
          logHz.push(pick >= 0 ? (log[pick] ?? Number.NaN) : Number.NaN);
          cost += pick >= 0 ? (pickCost[pick]?.[k] ?? 0) : MISSING_COST;
        });
        local.push(cost);
      }
    }
  }
  return { count: local.length, logHz: Float64Array.from(logHz), local: Float64Array.from(local) };
}

/**
 * Cost of moving between two readings: squared octaves jumped by the formants present in both.
 * Squared, so a glide spread over several frames (diphthongs, nasal transitions) is cheap while a
 * sudden leap (a pole swapping roles) is dear: 0.05 octave per frame costs 0.05, 0.3 costs 1.8.
 */
function jumpCost(from: Float64Array, p: number, to: Float64Array, s: number): number {
  let jump = 0;
  for (let k = 0; k < 3; k += 1) {
    const d = (to[3 * s + k] ?? 0) - (from[3 * p + k] ?? 0);
    // NaN (a formant missing on either side) compares false and adds nothing: absence is priced
    // by MISSING_COST locally.
    if (d === d) jump += d * d;
  }
  return JUMP_COST * jump;
}

/**
 * Tracks F1-F3 over grid frames [startFrame, endFrame). Meant for the voiced part of a syllable;
 * on silence or frication the result is meaningless (callers choose the frames).
 */
export function trackFormants(samples: Float32Array, startFrame: number, endFrame: number): FormantTrack {
  const count = Math.max(0, endFrame - startFrame);
  const states: FrameStates[] = [];
  for (let f = 0; f < count; f += 1) states.push(frameStates(formantCandidates(samples, startFrame + f)));

  const costs: Float64Array[] = [];
  const back: Int32Array[] = [];
  for (let f = 0; f < count; f += 1) {
    const here = states[f] as FrameStates;
    const cost = Float64Array.from(here.local);
    const pointers = new Int32Array(here.count);
    const before = states[f - 1];
    const beforeCost = costs[f - 1];
    if (before && beforeCost) {
      for (let s = 0; s < here.count; s += 1) {
        let best = Number.POSITIVE_INFINITY;
        for (let p = 0; p < before.count; p += 1) {
          const total = (beforeCost[p] ?? 0) + jumpCost(before.logHz, p, here.logHz, s);
          if (total < best) {
            best = total;
            pointers[s] = p;
          }
        }
        cost[s] = (cost[s] ?? 0) + best;
      }
    }
    costs.push(cost);
    back.push(pointers);
  }

  const f1 = new Float64Array(count).fill(Number.NaN);
  const f2 = new Float64Array(count).fill(Number.NaN);
  const f3 = new Float64Array(count).fill(Number.NaN);
  const last = costs[count - 1];
  if (!last) return { firstFrame: startFrame, f1, f2, f3 };
  let state = 0;
  for (let s = 1; s < last.length; s += 1) if ((last[s] ?? 0) < (last[state] ?? 0)) state = s;
  for (let f = count - 1; f >= 0; f -= 1) {
    const logHz = (states[f] as FrameStates).logHz;
    f1[f] = 2 ** (logHz[3 * state] ?? Number.NaN);
    f2[f] = 2 ** (logHz[3 * state + 1] ?? Number.NaN);
    f3[f] = 2 ** (logHz[3 * state + 2] ?? Number.NaN);
    state = back[f]?.[state] ?? 0;
  }
  return { firstFrame: startFrame, f1, f2, f3 };
}
