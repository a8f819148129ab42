/**
 * What the final detectors measure in one syllable: where its vowel is, how its formants move
 * through it, and what the nasal murmur after it looks like.
 *
 * - The voiced stretch comes from the pitch tracker (the longest voiced run, 30 ms gaps bridged).
 * - Its oral part is where the 500-4000 Hz band stays within 12 dB of its own peak (and 1.5-4 kHz
 *   within 21 dB, see UPPER_DROP_DB). A nasal coda
 *   closes the mouth and the oral formants lose 15-30 dB against the nasal murmur's 250 Hz
 *   resonance, so the band falls at the vowel-to-nasal boundary; 500 Hz rather than 1 kHz as the
 *   lower edge keeps the F1 and F2 of back rounded vowels ([ʊ] of -ong, [u]) inside the band.
 *   The same test trims a sonorant initial's murmur (m, n) at the start.
 * - Formants are tracked over the whole voiced stretch (continuity helps) and summarised as
 *   medians over the four quarters of the oral part, plus the murmur after it.
 *
 * Everything is relative to the same recording: the segmentation to the syllable's own peak,
 * the cues (final-cues.ts) to its own formants. Pitch and spectrum come from the recording's
 * shared analysis (recording-analysis.ts); results are cached per recording and range.
 */
import { BIN_COUNT, BIN_HZ } from '../dsp/frames.ts';
import { decibels, median } from '../dsp/statistics.ts';
import { trackFormants } from '../formants/formant-tracker.ts';
import { analyseRecording, type RecordingAnalysis } from './recording-analysis.ts';
import { framesOfRange } from './syllable-parts.ts';

/** Voicing dropouts up to 30 ms (a creaky third tone, a tracker miss) do not split the vowel. */
const MAX_VOICING_GAP_FRAMES = 3;
/** The oral band (see module comment) and how far under its peak a frame still counts as vowel. */
const ORAL_BAND_HZ = [500, 4000] as const;
const ORAL_DROP_DB = 12;
/**
 * The oral part also ends once 1.5-4 kHz (F2 and F3) has fallen 21 dB under its peak. Close front
 * vowels (in, ing) keep F1 under 500 Hz, so the band above says little about them, while the
 * nasal closure takes their F2 and F3 away; 21 dB, well past the 10-15 dB that a fading vowel
 * loses there before the closure. With this second test the boundary moved far less when the
 * recordings were resampled to a 15% longer vocal tract (see the benchmark).
 */
const UPPER_BAND_HZ = [1500, 4000] as const;
const UPPER_DROP_DB = 21;
/**
 * The spectral balance splits at a third of the syllable's own F3 (1 kHz for an F3 of 3 kHz,
 * between the F2 of rounded back vowels and that of central ones) and sets its upper edge at four
 * times the split, so both bands scale with the speaker's vocal tract. Clamped to 800-1300 Hz
 * for a missing or wild F3.
 */
function balanceSplitHz(f3: number): number {
  return Number.isFinite(f3) ? Math.min(1300, Math.max(800, f3 / 3)) : 1000;
}

/** Fewer voiced frames than this (50 ms) is no vowel to measure. */
const MIN_VOICED_FRAMES = 5;

export interface FormantPoint {
  f1: number;
  f2: number;
  f3: number;
  /**
   * Spectral balance: level above a third of F3 (about 1-4 kHz) minus level under it, dB (median
   * over the frames; see balanceSplitHz).
   * Rounded back vowels put both F1 and F2 under 1 kHz and lose 10-15 dB here against unrounded
   * ones; it needs no formant picking, so it survives the frames where F1 and F2 merge.
   */
  balance: number;
}

export interface FinalMeasures {
  /** Median F0 of the voiced stretch, Hz. */
  f0: number;
  /** Voiced stretch and its oral part, frame indices of the whole recording (end exclusive). */
  voiced: { start: number; end: number };
  oral: { start: number; end: number };
  /** Formant medians over the four quarters of the oral part (NaN where none was found). */
  quarters: [FormantPoint, FormantPoint, FormantPoint, FormantPoint];
  /** Formant medians of the voiced frames after the oral part (the nasal murmur, if any). */
  murmur: FormantPoint;
  murmurFrames: number;
  /** Per-frame tracks over the voiced stretch (index 0 = voiced.start), for trajectory cues. */
  frames: {
    f1: Float64Array;
    f2: Float64Array;
    f3: Float64Array;
    balance: Float64Array;
  };
}

function bandDb(power: Float32Array, frame: number, lowHz: number, highHz: number): number {
  const row = frame * BIN_COUNT;
  let sum = 0;
  for (let k = Math.ceil(lowHz / BIN_HZ); k <= Math.floor(highHz / BIN_HZ); k += 1) sum += power[row + k] ?? 0;
  return decibels(sum);
}

function finiteMedian(values: ArrayLike<number>, from: number, to: number): number {
  const kept: number[] = [];
  for (let i = Math.max(0, from); i < Math.min(values.length, to); i += 1) {
    const v = values[i] ?? Number.NaN;
    if (Number.isFinite(v)) kept.push(v);
  }
  return kept.length > 0 ? median(kept) : Number.NaN;
}

/** Longest run of voiced frames, bridging short gaps. */
function voicedStretch(f0: Float64Array): { start: number; end: number } | null {
  let best: { start: number; end: number } | null = null;
  let f = 0;
  while (f < f0.length) {
    if (!f0[f]) {
      f += 1;
      continue;
    }
    const start = f;
    let end = f + 1;
    let gap = 0;
    for (let g = f + 1; g < f0.length && gap <= MAX_VOICING_GAP_FRAMES; g += 1) {
      if (f0[g]) {
        end = g + 1;
        gap = 0;
      } else gap += 1;
    }
    if (!best || end - start > best.end - best.start) best = { start, end };
    f = end;
  }
  return best;
}

/** Measures per recording and range: a syllable is judged on up to two final pairs, each twice. */
const cache = new WeakMap<Float32Array, Map<string, FinalMeasures | null>>();

/**
 * Measures the syllable whose samples lie in [range.start, range.end) (sample indices into
 * `samples`). Returns null when it has no vowel long enough to measure. Pitch and spectrogram
 * come from the recording's shared analysis, so only the formant tracking is paid here.
 */
export function measureFinal(samples: Float32Array, range: { start: number; end: number }): FinalMeasures | null {
  let perRange = cache.get(samples);
  if (!perRange) {
    perRange = new Map();
    cache.set(samples, perRange);
  }
  const key = `${range.start}:${range.end}`;
  const cached = perRange.get(key);
  if (cached !== undefined) return cached;
  const measures = measure(analyseRecording(samples), range);
  perRange.set(key, measures);
  return measures;
}

function measure(analysis: RecordingAnalysis, range: { start: number; end: number }): FinalMeasures | null {
  const span = framesOfRange(analysis, range);
  const f0 = analysis.pitch.f0.subarray(span.start, span.end);
  const local = voicedStretch(f0);
  if (!local || local.end - local.start < MIN_VOICED_FRAMES) return null;
  const voiced = { start: span.start + local.start, end: span.start + local.end };
  const { power } = analysis.spectrogram;
  const count = voiced.end - voiced.start;

  const oralDb = new Float64Array(count);
  const balance = new Float64Array(count);
  const upperDb = new Float64Array(count);
  let peak = Number.NEGATIVE_INFINITY;
  let upperPeak = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < count; i += 1) {
    const f = voiced.start + i;
    oralDb[i] = bandDb(power, f, ...ORAL_BAND_HZ);
    upperDb[i] = bandDb(power, f, ...UPPER_BAND_HZ);
    peak = Math.max(peak, oralDb[i] ?? 0);
    upperPeak = Math.max(upperPeak, upperDb[i] ?? 0);
  }
  let oralStart = 0;
  while ((oralDb[oralStart] ?? 0) < peak - ORAL_DROP_DB) oralStart += 1;
  let oralEnd = count;
  while (
    oralEnd > oralStart + 1 &&
    ((oralDb[oralEnd - 1] ?? 0) < peak - ORAL_DROP_DB || (upperDb[oralEnd - 1] ?? 0) < upperPeak - UPPER_DROP_DB)
  )
    oralEnd -= 1;

  const track = trackFormants(analysis.filtered, voiced.start, voiced.end);
  const split = balanceSplitHz(finiteMedian(track.f3, oralStart, oralEnd));
  for (let i = 0; i < count; i += 1) {
    const f = voiced.start + i;
    balance[i] = bandDb(power, f, split, 4 * split) - bandDb(power, f, 80, split);
  }
  const at = (from: number, to: number): FormantPoint => ({
    f1: finiteMedian(track.f1, from, to),
    f2: finiteMedian(track.f2, from, to),
    f3: finiteMedian(track.f3, from, to),
    balance: finiteMedian(balance, from, to),
  });
  const length = oralEnd - oralStart;
  const quarter = (q: number) =>
    at(oralStart + Math.floor((q * length) / 4), oralStart + Math.ceil(((q + 1) * length) / 4));

  const murmurFrames = count - oralEnd;
  const voicedF0: number[] = [];
  for (let f = voiced.start; f < voiced.end; f += 1) if (analysis.pitch.f0[f]) voicedF0.push(analysis.pitch.f0[f] ?? 0);

  return {
    f0: median(voicedF0),
    voiced,
    oral: { start: voiced.start + oralStart, end: voiced.start + oralEnd },
    quarters: [quarter(0), quarter(1), quarter(2), quarter(3)],
    murmur: at(oralEnd, count),
    murmurFrames,
    frames: { f1: track.f1, f2: track.f2, f3: track.f3, balance },
  };
}
