/**
 * Spectral shape of a stretch of frames, measured above the recording's own background: the
 * classic descriptors of fricative noise (centroid, spread, skew, peak; Forrest et al. 1988,
 * Jongman et al. 2000) and level differences between frequency ranges. Consonant noise is often
 * only 10-20 dB over the room, so without subtracting the room's spectrum a fricative's "centroid"
 * would partly be the centroid of the fan or the hum.
 */
import { BIN_COUNT, BIN_HZ } from '../dsp/frames.ts';
import { decibels } from '../dsp/statistics.ts';
import type { RecordingAnalysis } from './recording-analysis.ts';
import type { FrameSpan } from './syllable-parts.ts';

const MASKED_FRACTION = 0.1;

/**
 * Mean power per bin over the frames, minus the background. Bins that do not clear the background
 * by a factor of two (3 dB) are noise, not speech: they are set to a tenth of the background
 * (-10 dB), i.e. "below what this room lets us see", which keeps levels finite and makes a
 * masked band read as weak rather than as the noise's own level.
 */
export function excessSpectrum(analysis: RecordingAnalysis, span: FrameSpan): Float64Array {
  const mean = new Float64Array(BIN_COUNT);
  const frames = span.end - span.start;
  if (frames <= 0) return mean;
  const { power } = analysis.spectrogram;
  for (let f = span.start; f < span.end; f += 1) {
    const row = f * BIN_COUNT;
    for (let k = 0; k < BIN_COUNT; k += 1) mean[k] = (mean[k] ?? 0) + (power[row + k] ?? 0) / frames;
  }
  for (let k = 0; k < BIN_COUNT; k += 1) {
    const noise = analysis.background[k] ?? 0;
    const value = mean[k] ?? 0;
    mean[k] = value > 2 * noise ? value - noise : MASKED_FRACTION * noise;
  }
  return mean;
}

export interface SpectralShape {
  /** First moment (Hz) of the power between the limits. */
  centroid: number;
  /** Square root of the second central moment (Hz). */
  spread: number;
  /** Third standardised moment: negative when the energy leans to the upper limit. */
  skew: number;
  /** Centre (Hz) of the strongest 300 Hz-wide stretch. */
  peak: number;
}

/** Spectral moments and peak of a power spectrum between two frequencies. */
export function spectralShape(spectrum: ArrayLike<number>, lowHz: number, highHz: number): SpectralShape {
  const low = Math.max(1, Math.ceil(lowHz / BIN_HZ));
  const high = Math.min(BIN_COUNT - 1, Math.floor(highHz / BIN_HZ));
  let sum = 0;
  let first = 0;
  for (let k = low; k <= high; k += 1) {
    sum += spectrum[k] ?? 0;
    first += (spectrum[k] ?? 0) * k * BIN_HZ;
  }
  if (sum <= 0) return { centroid: Number.NaN, spread: Number.NaN, skew: Number.NaN, peak: Number.NaN };
  const centroid = first / sum;
  let second = 0;
  let third = 0;
  for (let k = low; k <= high; k += 1) {
    const d = k * BIN_HZ - centroid;
    second += (spectrum[k] ?? 0) * d * d;
    third += (spectrum[k] ?? 0) * d * d * d;
  }
  const spread = Math.sqrt(second / sum);
  // The peak of a 300 Hz moving sum (about 10 bins): single bins of noise spectra are too ragged.
  const half = Math.round(150 / BIN_HZ);
  let peak = low;
  let best = -1;
  for (let k = low + half; k <= high - half; k += 1) {
    let local = 0;
    for (let j = k - half; j <= k + half; j += 1) local += spectrum[j] ?? 0;
    if (local > best) {
      best = local;
      peak = k;
    }
  }
  return { centroid, spread, skew: spread > 0 ? third / sum / spread ** 3 : 0, peak: peak * BIN_HZ };
}

/** Power (dB) of a spectrum between two frequencies. */
export function rangeDb(spectrum: ArrayLike<number>, lowHz: number, highHz: number): number {
  const low = Math.max(0, Math.ceil(lowHz / BIN_HZ));
  const high = Math.min(BIN_COUNT - 1, Math.floor(highHz / BIN_HZ));
  let sum = 0;
  for (let k = low; k <= high; k += 1) sum += spectrum[k] ?? 0;
  return decibels(sum);
}

/**
 * Wiener entropy (geometric over arithmetic mean) of the power between two frequencies: 1 for
 * perfectly flat noise, near 0 when a few resonances hold the energy.
 */
export function flatness(spectrum: ArrayLike<number>, lowHz: number, highHz: number): number {
  const low = Math.max(0, Math.ceil(lowHz / BIN_HZ));
  const high = Math.min(BIN_COUNT - 1, Math.floor(highHz / BIN_HZ));
  let logSum = 0;
  let sum = 0;
  for (let k = low; k <= high; k += 1) {
    const p = (spectrum[k] ?? 0) + 1e-14;
    logSum += Math.log(p);
    sum += p;
  }
  const n = high - low + 1;
  return n > 0 && sum > 0 ? Math.exp(logSum / n) / (sum / n) : 0;
}
