/**
 * The per-recording measurements that every phonetic detector reads: one spectrogram of the
 * rumble-filtered signal, one pitch track, band levels per frame and each band's noise floor.
 * A recording is analysed once and the result cached against its sample array, because one
 * utterance has many syllables and each syllable is judged by several detectors (initials,
 * finals); recomputing an FFT per detector would break the real-time budget.
 */
import {
  BIN_COUNT,
  BIN_HZ,
  HOP_SAMPLES,
  SAMPLE_RATE,
  WINDOW_SAMPLES,
  computeSpectrogram,
  type Spectrogram,
} from '../dsp/frames.ts';
import { highPass } from '../dsp/high-pass.ts';
import { decibels, percentile } from '../dsp/statistics.ts';
import { trackPitch, type PitchTrack } from '../pitch/pitch-tracker.ts';

/**
 * Bands with a fixed phonetic meaning. Everything below 150 Hz is left out: it holds handling
 * rumble and hum (the development recordings carry -40 dB of it), never a voice's formants.
 * - sub 150-600: voice bar, nasal murmur, F1 of close vowels;
 * - low 600-1500: F1 of open vowels, F2 of back vowels;
 * - mid 1500-3000: F2 of front vowels, F3, the retroflex sibilant peak of small vocal tracts;
 * - high 3000-5000: alveolo-palatal and (large tracts') dental sibilant peaks;
 * - top 5000-8000: the dental sibilant peak of small tracts.
 */
export const BANDS = {
  sub: [150, 600],
  low: [600, 1500],
  mid: [1500, 3000],
  high: [3000, 5000],
  top: [5000, 8000],
} as const satisfies Record<string, readonly [number, number]>;
export type BandName = keyof typeof BANDS;
export const BAND_NAMES = Object.keys(BANDS) as BandName[];

/** The background is the quietest tenth of frames: any recording has that much pause around speech. */
const FLOOR_PERCENTILE = 10;

export interface RecordingAnalysis {
  /** The rumble-filtered samples that the spectrogram was computed from. */
  filtered: Float32Array;
  spectrogram: Spectrogram;
  pitch: PitchTrack;
  /** Level per frame in dB of each band, and of the whole 150-8000 Hz range. */
  bandDb: Record<BandName | 'total', Float64Array>;
  /** Each band's background level (dB) over the recording. */
  floorDb: Record<BandName | 'total', number>;
  /**
   * Mean power per bin of the background (the frames at or under the total floor), so that the
   * spectrum of a weak consonant can be measured above the room's own noise (spectral
   * subtraction) instead of being dominated by it.
   */
  background: Float64Array;
  /**
   * Where the recording chain stops carrying sound (Hz): a lossy codec or a narrow-band line cuts
   * everything above some frequency to digital silence. 8000 (the Nyquist frequency) when nothing
   * is cut. Log-domain measures (spectral flatness) must stop there: silent bins say nothing about
   * the speech, but would drag a geometric mean to zero.
   */
  bandEdgeHz: number;
}

const cache = new WeakMap<Float32Array, RecordingAnalysis>();

function bandLevels(spectrogram: Spectrogram, lowHz: number, highHz: number): Float64Array {
  const levels = new Float64Array(spectrogram.frames);
  const lowBin = Math.ceil(lowHz / BIN_HZ);
  const highBin = Math.min(BIN_COUNT - 1, Math.floor(highHz / BIN_HZ));
  for (let f = 0; f < spectrogram.frames; f += 1) {
    const row = f * BIN_COUNT;
    let sum = 0;
    for (let k = lowBin; k <= highBin; k += 1) sum += spectrogram.power[row + k] ?? 0;
    levels[f] = decibels(sum);
  }
  return levels;
}

function backgroundSpectrum(spectrogram: Spectrogram, totalDb: Float64Array, floorDb: number): Float64Array {
  const background = new Float64Array(BIN_COUNT);
  let count = 0;
  for (let f = 0; f < spectrogram.frames; f += 1) {
    if ((totalDb[f] ?? 0) > floorDb) continue;
    const row = f * BIN_COUNT;
    for (let k = 0; k < BIN_COUNT; k += 1) background[k] = (background[k] ?? 0) + (spectrogram.power[row + k] ?? 0);
    count += 1;
  }
  if (count > 0) for (let k = 0; k < BIN_COUNT; k += 1) background[k] = (background[k] ?? 0) / count;
  return background;
}

/**
 * The band edge: the lowest frequency from which every bin of the speech frames' mean spectrum,
 * up to the Nyquist frequency, lies more than BAND_EDGE_DEPTH_DB under its strongest bin. Speech
 * and room noise keep the high bins of an uncut recording within that (the development speaker's
 * 5-8 kHz lie 50-60 dB under her strongest bin); a codec's low-pass leaves 80 dB and more. Searched
 * from MIN_BAND_EDGE_HZ up: under it a cut recording is not judged on its spectrum at all.
 */
const BAND_EDGE_DEPTH_DB = 70;
const MIN_BAND_EDGE_HZ = 3000;
/** Speech frames for the band edge: within 30 dB of the loudest frame. */
const SPEECH_FRAME_DB = 30;

function bandEdge(spectrogram: Spectrogram, totalDb: Float64Array): number {
  let loudest = -Infinity;
  for (const db of totalDb) loudest = Math.max(loudest, db);
  const mean = new Float64Array(BIN_COUNT);
  for (let f = 0; f < spectrogram.frames; f += 1) {
    if ((totalDb[f] ?? -Infinity) < loudest - SPEECH_FRAME_DB) continue;
    const row = f * BIN_COUNT;
    for (let k = 0; k < BIN_COUNT; k += 1) mean[k] = (mean[k] ?? 0) + (spectrogram.power[row + k] ?? 0);
  }
  let strongest = 0;
  for (const p of mean) strongest = Math.max(strongest, p);
  if (strongest <= 0) return SAMPLE_RATE / 2;
  const silent = strongest * 10 ** (-BAND_EDGE_DEPTH_DB / 10);
  let edge = BIN_COUNT;
  while (edge > 0 && (mean[edge - 1] ?? 0) < silent) edge -= 1;
  return edge >= BIN_COUNT ? SAMPLE_RATE / 2 : Math.max(MIN_BAND_EDGE_HZ, edge * BIN_HZ);
}

/** Measures a recording (or returns the cached measures of this very sample array). */
export function analyseRecording(samples: Float32Array): RecordingAnalysis {
  const cached = cache.get(samples);
  if (cached) return cached;
  const filtered = highPass(samples);
  const spectrogram = computeSpectrogram(filtered);
  const pitch = trackPitch(samples);
  const bandDb = {
    sub: bandLevels(spectrogram, ...BANDS.sub),
    low: bandLevels(spectrogram, ...BANDS.low),
    mid: bandLevels(spectrogram, ...BANDS.mid),
    high: bandLevels(spectrogram, ...BANDS.high),
    top: bandLevels(spectrogram, ...BANDS.top),
    total: bandLevels(spectrogram, BANDS.sub[0], BANDS.top[1]),
  };
  const floorOf = (levels: Float64Array) => (levels.length > 0 ? percentile(levels, FLOOR_PERCENTILE) : -200);
  const floorDb = {
    sub: floorOf(bandDb.sub),
    low: floorOf(bandDb.low),
    mid: floorOf(bandDb.mid),
    high: floorOf(bandDb.high),
    top: floorOf(bandDb.top),
    total: floorOf(bandDb.total),
  };
  const analysis: RecordingAnalysis = {
    filtered,
    spectrogram,
    pitch,
    bandDb,
    floorDb,
    background: backgroundSpectrum(spectrogram, bandDb.total, floorDb.total),
    bandEdgeHz: bandEdge(spectrogram, bandDb.total),
  };
  cache.set(samples, analysis);
  return analysis;
}

/** Voices lie between 80 and 600 Hz, so periods between these lags (samples at 16 kHz). */
const MIN_LAG = 27;
const MAX_LAG = 200;

/**
 * Normalised autocorrelation peak of one frame over voice periods: near 1 for a periodic
 * (voiced) frame, under 0.3 for noise. The pitch tracker needs a few periods before it calls a
 * frame voiced, so this separates the weak first periods of a vowel or murmur from frication.
 */
export function framePeriodicity(analysis: RecordingAnalysis, frame: number): number {
  const x = analysis.filtered;
  const start = frame * HOP_SAMPLES;
  const end = Math.min(x.length, start + WINDOW_SAMPLES);
  let best = 0;
  for (let lag = MIN_LAG; lag <= MAX_LAG && end - start - lag > MIN_LAG; lag += 1) {
    let cross = 0;
    let a = 0;
    let b = 0;
    for (let i = start; i + lag < end; i += 1) {
      const u = x[i] ?? 0;
      const v = x[i + lag] ?? 0;
      cross += u * v;
      a += u * u;
      b += v * v;
    }
    const r = a > 0 && b > 0 ? cross / Math.sqrt(a * b) : 0;
    if (r > best) best = r;
  }
  return best;
}
