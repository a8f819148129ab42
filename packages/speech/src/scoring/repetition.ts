/**
 * Speech that repeats itself: how much of a free-speaking recording is the same word or phrase said
 * again and again ("知道知道知道……" for three minutes). The PSC counts such speech as no valid
 * speech (无效话语); a fluency measure alone would call it fluent.
 *
 * Each speech unit (a syllable-like stretch, align/speech-units.ts) is described by its spectral
 * envelope: the mean level of 16 bands (150-5000 Hz, equally spaced on the mel scale) over each third
 * of the unit, the recording's mean level per band removed (so the voice and the microphone cancel
 * out). A unit repeats when one of the MAX_LAG units before it has nearly the same envelope and the
 * unit before or after it repeats at the same lag too: a word said again, not two syllables that
 * happen to sound alike. Natural speech seldom says the same sequence of two syllables twice within
 * a few syllables; a repeated word does it every time.
 *
 * REPEAT_DISTANCE_DB and MAX_LAG were set on sequences made from speaker A's syllables and measured
 * on sequences made from speaker B's words (bench/speech/repetition.ts, decision 043).
 */
import { BIN_COUNT, BIN_HZ, HOP_SECONDS, type Spectrogram } from '../dsp/frames.ts';
import type { SpeechUnit } from '../align/speech-units.ts';

/** A repeated word or phrase of up to this many units (syllables) is found. */
export const MAX_LAG = 6;
/** Root-mean-square difference of two units' band levels under which they count as the same sound, dB. */
export const REPEAT_DISTANCE_DB = 4;

/** The envelope's bands and parts (thirds of a unit): speech-likeness.ts reads the same envelopes. */
export const ENVELOPE_BANDS = 16;
export const ENVELOPE_PARTS = 3;
const BANDS = ENVELOPE_BANDS;
const LOW_HZ = 150;
const HIGH_HZ = 5000;
const PARTS = ENVELOPE_PARTS;
/** Units shorter than this (40 ms) are clicks or fragments: never a repeated syllable. */
const MIN_UNIT_FRAMES = 4;

export interface Repetition {
  /** Seconds of speech units that repeat the units just before them. */
  repeatedSeconds: number;
  /** Their share of all speech units' time, 0-1. */
  repeatedShare: number;
}

const mel = (hz: number) => 2595 * Math.log10(1 + hz / 700);
const hzOfMel = (m: number) => 700 * (10 ** (m / 2595) - 1);

/** Bin ranges of the mel-spaced bands. */
const BAND_BINS: readonly (readonly [number, number])[] = Array.from({ length: BANDS }, (_, b) => {
  const low = hzOfMel(mel(LOW_HZ) + ((mel(HIGH_HZ) - mel(LOW_HZ)) * b) / BANDS);
  const high = hzOfMel(mel(LOW_HZ) + ((mel(HIGH_HZ) - mel(LOW_HZ)) * (b + 1)) / BANDS);
  return [
    Math.max(1, Math.round(low / BIN_HZ)),
    Math.min(BIN_COUNT - 1, Math.max(Math.round(low / BIN_HZ) + 1, Math.round(high / BIN_HZ))),
  ];
});

/** Band levels (dB) of one frame. */
function frameBands(spectrogram: Spectrogram, frame: number): Float64Array {
  const out = new Float64Array(BANDS);
  const row = frame * BIN_COUNT;
  BAND_BINS.forEach(([from, to], b) => {
    let sum = 0;
    for (let k = from; k < to; k += 1) sum += spectrogram.power[row + k] ?? 0;
    out[b] = 10 * Math.log10(sum / (to - from) + 1e-12);
  });
  return out;
}

/** A unit's envelope: band levels over each third, PARTS × BANDS values. */
export function unitEnvelope(spectrogram: Spectrogram, unit: SpeechUnit): Float64Array {
  const out = new Float64Array(PARTS * BANDS);
  const length = unit.endFrame - unit.startFrame;
  for (let part = 0; part < PARTS; part += 1) {
    const from = unit.startFrame + Math.floor((length * part) / PARTS);
    const to = Math.max(from + 1, unit.startFrame + Math.floor((length * (part + 1)) / PARTS));
    for (let f = from; f < to; f += 1) {
      const bands = frameBands(spectrogram, f);
      for (let b = 0; b < BANDS; b += 1)
        out[part * BANDS + b] = (out[part * BANDS + b] ?? 0) + (bands[b] ?? 0) / (to - from);
    }
  }
  return out;
}

function distance(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += ((a[i] ?? 0) - (b[i] ?? 0)) ** 2;
  return Math.sqrt(sum / a.length);
}

/** How much of the speech repeats itself (see the file comment). */
export function measureRepetition(
  spectrogram: Spectrogram,
  units: readonly SpeechUnit[],
  distanceDb = REPEAT_DISTANCE_DB,
  maxLag = MAX_LAG,
): Repetition {
  const kept = units.filter((u) => u.endFrame - u.startFrame >= MIN_UNIT_FRAMES && u.endFrame <= spectrogram.frames);
  const total = kept.reduce((sum, u) => sum + (u.endFrame - u.startFrame), 0);
  if (kept.length < 3 || total === 0) return { repeatedSeconds: 0, repeatedShare: 0 };
  const envelopes = kept.map((u) => unitEnvelope(spectrogram, u));
  // The recording's own mean envelope removed: the voice and the channel cancel out.
  const mean = new Float64Array(PARTS * BANDS);
  for (const e of envelopes)
    for (let i = 0; i < mean.length; i += 1) mean[i] = (mean[i] ?? 0) + (e[i] ?? 0) / envelopes.length;
  for (const e of envelopes) for (let i = 0; i < e.length; i += 1) e[i] = (e[i] ?? 0) - (mean[i] ?? 0);
  const same = (i: number, lag: number) => {
    const a = envelopes[i];
    const b = envelopes[i - lag];
    return a !== undefined && b !== undefined && distance(a, b) < distanceDb;
  };
  const repeated = new Set<number>();
  for (let i = 1; i < kept.length; i += 1) {
    for (let lag = 1; lag <= Math.min(maxLag, i); lag += 1) {
      if (!same(i, lag)) continue;
      if ((i - 1 - lag >= 0 && same(i - 1, lag)) || (i + 1 < kept.length && same(i + 1, lag))) {
        repeated.add(i);
        break;
      }
    }
  }
  let frames = 0;
  for (const i of repeated) frames += (kept[i]?.endFrame ?? 0) - (kept[i]?.startFrame ?? 0);
  return { repeatedSeconds: frames * HOP_SECONDS, repeatedShare: frames / total };
}
