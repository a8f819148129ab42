/**
 * The acoustic cues that tell Mandarin initials apart, measured on one syllable's parts. Every
 * cue is relative to the same recording (levels against its own vowel, spectra above its own
 * background, ratios between frequency ranges), so microphone gain and room do not matter, and
 * the ranges are wide enough that a longer (male) or shorter (female, child) vocal tract moves a
 * peak within its range rather than across a boundary.
 *
 * Frication (noise of an obstruent):
 * - place: level of 2.5-4 kHz against 4-8 kHz. Retroflex sibilants (zh ch sh) have a large front
 *   cavity and their main peak at 2.5-4 kHz; dentals (z c s) put theirs at 6-10 kHz, much of it
 *   above the 8 kHz of 16 kHz audio; alveolo-palatals (j q x) lie between, at 4-6 kHz.
 * - level against the vowel: retroflex noise is loud, dental noise weak in this band, and
 *   labiodental f the weakest of all (no obstacle downstream of the constriction).
 * - balance and flatness: velar h is shaped like the vowel that follows (energy under 2.5 kHz);
 *   f is flat and diffuse.
 * Vowel onset (first 50 ms after the consonant): the 1-4.5 kHz centroid and the 2-4 kHz against
 * 0.5-1.5 kHz balance are high when F2 is high, i.e. after j q x (always before i or ü) and in
 * "yi"-type syllables; retroflexes lower F3 and never precede i or ü.
 * Voiced onset (first 60 ms of voicing, murmur included) and release: F3 lowering shows as
 * 1.5-2.5 kHz gaining on 2.5-4 kHz (r); a nasal murmur has almost nothing above 500 Hz while a
 * lateral keeps its F3/F4, and the nasal's murmur is the loudest under 500 Hz; laterals and
 * nasals end in an abrupt release, r glides into the vowel and often carries weak frication.
 */
import { BIN_COUNT, BIN_HZ, HOP_SECONDS } from '../dsp/frames.ts';
import { decibels } from '../dsp/statistics.ts';
import type { RecordingAnalysis } from './recording-analysis.ts';
import { excessSpectrum, flatness, rangeDb, spectralShape } from './spectrum-measures.ts';
import { spanLength, type FrameSpan, type SyllableParts } from './syllable-parts.ts';

export interface InitialCues {
  /** Strongest frication frames' 2.5-8 kHz level against the vowel's peak level (dB). */
  fricationLevelDb: number;
  /** 2.5-4 kHz against 4-8 kHz of the strongest frication frames, above background (dB). */
  fricationPlaceDb: number;
  /** The same over the obstruent's first half: an aspirated affricate's frication before its aspiration. */
  fricationOnsetPlaceDb: number;
  /** 2-3.5 kHz against 3.5-8 kHz over the obstruent's first half (dB): retroflex against alveolo-palatal. */
  fricationOnsetLowBandDb: number;
  /** 2.5-8 kHz level of the obstruent's first half against the vowel's peak (dB). */
  fricationOnsetLevelDb: number;
  /** 0.5-2.5 kHz against 2.5-8 kHz over the whole obstruent, above background (dB); high = h-like. */
  fricationBalanceDb: number;
  /** Wiener entropy of the obstruent's 1-8 kHz spectrum; high = flat (f). */
  fricationFlatness: number;
  /**
   * Mean level per band of 4 kHz up to the recording's band edge against 2-4 kHz, in the strongest
   * frication frames (dB): rising for dentals, falling past a retroflex's 2.5-4 kHz peak. Means per
   * band, not sums, so a recording chain that cuts at 5-6 kHz (phones, codecs) moves it less than
   * it moves fricationPlaceDb, whose upper range it empties.
   */
  fricationTiltDb: number;
  /** The same over the obstruent's first half. */
  fricationOnsetTiltDb: number;
  /** Frequency of the strongest frication between 2 kHz and the band edge (Hz), spectrum smoothed over 500 Hz. */
  fricationPeakHz: number;
  /** Centroid 1-4.5 kHz of the vowel's first 50 ms (Hz); high = front (i, ü). */
  vowelOnsetCentroidHz: number;
  /** 2-4 kHz against 0.5-1.5 kHz of the vowel's first 50 ms (dB). */
  vowelOnsetFrontDb: number;
  /** 1.5-2.5 kHz against 2.5-4 kHz of the first 60 ms of voicing (dB); high = low F3 (r). */
  voicedOnsetF3LowDb: number;
  /** 0.5-4 kHz against 150-500 Hz of the first 60 ms of voicing (dB); low = murmur-like. */
  voicedOnsetOralDb: number;
  /**
   * 0.8-1.6 kHz against 1.6-2.6 kHz of the first 40 ms of voicing (dB): the alveolar nasal's
   * murmur has an antiresonance near 2 kHz (the mouth closed in front of the tongue tip is a
   * side branch) that empties the upper band, while a lateral keeps its F3 there.
   */
  voicedOnsetNasalZeroDb: number;
  /** voicedOnsetOralDb minus the same balance in the vowel's middle third (dB). */
  voicedOnsetOralDropDb: number;
  /** Mean positive band change over 20 ms at the release (dB); high = abrupt release. */
  releaseFluxDb: number;
  /** Voiced stretch before the release (ms). */
  preReleaseMs: number;
  /** 0.5-4 kHz against 150-500 Hz before the release (dB). */
  preReleaseOralDb: number;
  /** 3-8 kHz before the release against the vowel's middle (dB); high = voiced frication. */
  preReleaseNoiseDb: number;
  /**
   * 2.8-4 kHz against 150-500 Hz before the release, frame by frame (dB): a lateral keeps its
   * F3/F4 while a nasal murmur has nothing up there.
   */
  preReleaseHighDb: number;
  /**
   * 150-500 Hz before the release against the syllable's strongest 150-500 Hz frame (dB): a nasal
   * murmur is nearly as loud as the vowel down there, a lateral less, an approximant r least.
   */
  preReleaseLowDb: number;
}

/** Below this band edge the 4 kHz-and-up side of the tilt is too narrow to read. */
const TILT_MIN_TOP_HZ = 5000;
/** Width of the smoothing before the frication's peak is picked. */
const PEAK_SMOOTHING_HZ = 500;
/** The frication's "core": frames within 6 dB of its strongest 2.5-8 kHz frame. */
const CORE_RANGE_DB = 6;
const VOWEL_ONSET_FRAMES = 5;
const VOICED_ONSET_FRAMES = 6;
const MURMUR_ONSET_FRAMES = 4;
/** A sonorant's release lies within 250 ms of its voicing onset. */
const RELEASE_SEARCH_FRAMES = 25;
/** Bands (Hz) of the spectral-change measure: about 1.5 bark each over the sonorant range. */
const FLUX_BANDS: readonly (readonly [number, number])[] = [
  [150, 400],
  [400, 650],
  [650, 900],
  [900, 1200],
  [1200, 1600],
  [1600, 2100],
  [2100, 2700],
  [2700, 3400],
  [3400, 4200],
];

function frameSpectrum(analysis: RecordingAnalysis, f: number): Float32Array {
  return analysis.spectrogram.power.subarray(f * BIN_COUNT, (f + 1) * BIN_COUNT);
}

function balanceDb(spectrum: ArrayLike<number>, upper: readonly [number, number], lower: readonly [number, number]) {
  return rangeDb(spectrum, upper[0], upper[1]) - rangeDb(spectrum, lower[0], lower[1]);
}

const NO_FRICATION = {
  fricationLevelDb: Number.NaN,
  fricationPlaceDb: Number.NaN,
  fricationOnsetPlaceDb: Number.NaN,
  fricationOnsetLowBandDb: Number.NaN,
  fricationOnsetLevelDb: Number.NaN,
  fricationBalanceDb: Number.NaN,
  fricationFlatness: Number.NaN,
  fricationTiltDb: Number.NaN,
  fricationOnsetTiltDb: Number.NaN,
  fricationPeakHz: Number.NaN,
};

function fricationCues(analysis: RecordingAnalysis, obstruent: FrameSpan | null, vowelPeakDb: number) {
  if (!obstruent) return NO_FRICATION;
  const excesses: Float64Array[] = [];
  const levels: number[] = [];
  for (let f = obstruent.start; f < obstruent.end; f += 1) {
    const excess = excessSpectrum(analysis, { start: f, end: f + 1 });
    excesses.push(excess);
    levels.push(rangeDb(excess, 2500, 8000));
  }
  const strongest = Math.max(...levels);
  const core = new Float64Array(BIN_COUNT);
  let corePower = 0;
  let coreFrames = 0;
  levels.forEach((level, i) => {
    if (level < strongest - CORE_RANGE_DB) return;
    const excess = excesses[i] ?? core;
    for (let k = 0; k < BIN_COUNT; k += 1) core[k] = (core[k] ?? 0) + (excess[k] ?? 0);
    corePower += 10 ** (level / 10);
    coreFrames += 1;
  });
  const firstHalf = { start: obstruent.start, end: obstruent.start + Math.ceil(spanLength(obstruent) / 2) };
  const early = excessSpectrum(analysis, firstHalf);
  const whole = excessSpectrum(analysis, obstruent);
  return {
    fricationLevelDb: decibels(corePower / coreFrames) - vowelPeakDb,
    fricationPlaceDb: balanceDb(core, [2500, 4000], [4000, 8000]),
    fricationOnsetPlaceDb: balanceDb(early, [2500, 4000], [4000, 8000]),
    fricationOnsetLowBandDb: balanceDb(early, [2000, 3500], [3500, 8000]),
    fricationOnsetLevelDb: rangeDb(early, 2500, 8000) - vowelPeakDb,
    fricationBalanceDb: balanceDb(whole, [500, 2500], [2500, 8000]),
    fricationFlatness: flatness(excessSpectrum(analysis, obstruent), 1000, analysis.bandEdgeHz),
    fricationTiltDb: tiltDb(core, analysis.bandEdgeHz),
    fricationOnsetTiltDb: tiltDb(early, analysis.bandEdgeHz),
    fricationPeakHz: peakHz(core, 2000, Math.min(8000, analysis.bandEdgeHz)),
  };
}

/** Mean power per bin (dB) between two frequencies. */
function meanBinDb(spectrum: ArrayLike<number>, lowHz: number, highHz: number): number {
  const bins = Math.max(1, Math.floor(highHz / BIN_HZ) - Math.ceil(lowHz / BIN_HZ) + 1);
  return rangeDb(spectrum, lowHz, highHz) - decibels(bins);
}

/** See InitialCues.fricationTiltDb. */
function tiltDb(spectrum: ArrayLike<number>, bandEdgeHz: number): number {
  const top = Math.min(8000, bandEdgeHz);
  if (top < TILT_MIN_TOP_HZ) return Number.NaN;
  return meanBinDb(spectrum, 4000, top) - meanBinDb(spectrum, 2000, 4000);
}

/** See InitialCues.fricationPeakHz. */
function peakHz(spectrum: ArrayLike<number>, lowHz: number, highHz: number): number {
  const half = Math.round(PEAK_SMOOTHING_HZ / 2 / BIN_HZ);
  const low = Math.ceil(lowHz / BIN_HZ);
  const high = Math.min(BIN_COUNT - 1, Math.floor(highHz / BIN_HZ));
  let best = Number.NaN;
  let bestPower = -1;
  for (let k = low; k <= high; k += 1) {
    let power = 0;
    for (let j = Math.max(low, k - half); j <= Math.min(high, k + half); j += 1) power += spectrum[j] ?? 0;
    if (power > bestPower) {
      bestPower = power;
      best = k * BIN_HZ;
    }
  }
  return best;
}

/**
 * The release of a sonorant initial: the frame of the largest spectral rise (mean of the
 * positive band changes over 20 ms) within the first 250 ms of the voiced onset.
 */
function findRelease(analysis: RecordingAnalysis, start: number, end: number): { frame: number; fluxDb: number } {
  const levels = (f: number) => FLUX_BANDS.map(([low, high]) => rangeDb(frameSpectrum(analysis, f), low, high));
  let frame = start;
  let fluxDb = 0;
  const last = Math.min(end - 1, start + RELEASE_SEARCH_FRAMES);
  for (let f = start + 1; f < last; f += 1) {
    const before = levels(f - 1);
    let rise = 0;
    levels(f + 1).forEach((level, i) => {
      rise += Math.max(0, level - (before[i] ?? level)) / FLUX_BANDS.length;
    });
    if (rise > fluxDb) {
      fluxDb = rise;
      frame = f;
    }
  }
  return { frame, fluxDb };
}

const NO_VOWEL: InitialCues = {
  ...NO_FRICATION,
  vowelOnsetCentroidHz: Number.NaN,
  vowelOnsetFrontDb: Number.NaN,
  voicedOnsetF3LowDb: Number.NaN,
  voicedOnsetOralDb: Number.NaN,
  voicedOnsetOralDropDb: Number.NaN,
  voicedOnsetNasalZeroDb: Number.NaN,
  releaseFluxDb: Number.NaN,
  preReleaseMs: Number.NaN,
  preReleaseOralDb: Number.NaN,
  preReleaseNoiseDb: Number.NaN,
  preReleaseHighDb: Number.NaN,
  preReleaseLowDb: Number.NaN,
};

/** Cues of the initial consonant of one segmented syllable; NaN where a part is missing. */
export function measureInitialCues(parts: SyllableParts): InitialCues {
  const { analysis, obstruent, murmur, vowel } = parts;
  if (!vowel) return { ...NO_VOWEL, ...fricationCues(analysis, obstruent, 0) };
  let vowelPeakDb = -200;
  for (let f = vowel.start; f < vowel.end; f += 1)
    vowelPeakDb = Math.max(vowelPeakDb, analysis.bandDb.total[f] ?? -200);
  const third = Math.floor(spanLength(vowel) / 3);
  const middle = excessSpectrum(analysis, {
    start: vowel.start + third,
    end: Math.max(vowel.end - third, vowel.start + third + 1),
  });
  const onset = excessSpectrum(analysis, {
    start: vowel.start,
    end: Math.min(vowel.end, vowel.start + VOWEL_ONSET_FRAMES),
  });
  const voicedStart = murmur?.start ?? vowel.start;
  const voiced = excessSpectrum(analysis, {
    start: voicedStart,
    end: Math.min(vowel.end, voicedStart + VOICED_ONSET_FRAMES),
  });
  const murmurOnset = excessSpectrum(analysis, {
    start: voicedStart,
    end: Math.min(vowel.end, voicedStart + MURMUR_ONSET_FRAMES),
  });
  const release = findRelease(analysis, voicedStart, vowel.end);
  const pre = { start: voicedStart, end: release.frame };
  const preSpectrum = spanLength(pre) > 0 ? excessSpectrum(analysis, pre) : null;
  const voicedOnsetOralDb = balanceDb(voiced, [500, 4000], [150, 500]);
  // Per-frame averages over at least one frame, so an immediate release still gets a value.
  let lowPeak = -200;
  for (let f = voicedStart; f < vowel.end; f += 1)
    lowPeak = Math.max(lowPeak, rangeDb(frameSpectrum(analysis, f), 150, 500));
  const preFrames = Math.max(1, spanLength(pre));
  let preHigh = 0;
  let preLow = 0;
  for (let f = voicedStart; f < voicedStart + preFrames; f += 1) {
    const excess = excessSpectrum(analysis, { start: f, end: f + 1 });
    const low = rangeDb(excess, 150, 500);
    preHigh += (rangeDb(excess, 2800, 4000) - low) / preFrames;
    preLow += (low - lowPeak) / preFrames;
  }
  return {
    ...fricationCues(analysis, obstruent, vowelPeakDb),
    vowelOnsetCentroidHz: spectralShape(onset, 1000, 4500).centroid,
    vowelOnsetFrontDb: balanceDb(onset, [2000, 4000], [500, 1500]),
    voicedOnsetF3LowDb: balanceDb(voiced, [1500, 2500], [2500, 4000]),
    voicedOnsetOralDb,
    voicedOnsetOralDropDb: voicedOnsetOralDb - balanceDb(middle, [500, 4000], [150, 500]),
    voicedOnsetNasalZeroDb: balanceDb(murmurOnset, [800, 1600], [1600, 2600]),
    releaseFluxDb: release.fluxDb,
    preReleaseMs: spanLength(pre) * HOP_SECONDS * 1000,
    preReleaseOralDb: preSpectrum ? balanceDb(preSpectrum, [500, 4000], [150, 500]) : Number.NaN,
    preReleaseNoiseDb: preSpectrum ? rangeDb(preSpectrum, 3000, 8000) - rangeDb(middle, 3000, 8000) : Number.NaN,
    preReleaseHighDb: preHigh,
    preReleaseLowDb: preLow,
  };
}
