/**
 * Splits one syllable into the parts the phonetic detectors measure: the noisy onset of an
 * obstruent (burst, frication, aspiration), the voiced murmur of a sonorant initial (m, n, l, r),
 * the vowel nucleus and a nasal coda. The cues are the classic ones of acoustic phonetics:
 * voicing (the pitch tracker's F0), level against the recording's own background per band, zero
 * crossings (noise crosses zero far more often than a voice), and the spectral balance of voiced
 * frames (nasals and laterals have most of their energy under 600 Hz and lose 10-30 dB above it
 * against the vowel, because the oral cavity is closed or side-branched).
 *
 * All spans are frame indices on the shared 10 ms grid of the whole recording (frame f starts at
 * sample f * HOP_SAMPLES), start inclusive, end exclusive, so detectors index the cached
 * RecordingAnalysis directly. Every threshold is relative to the same recording (its background
 * per band, its own vowel), so level and microphone do not matter.
 */
import { HOP_SAMPLES, WINDOW_SAMPLES } from '../dsp/frames.ts';
import { decibels, median } from '../dsp/statistics.ts';
import { analyseRecording, framePeriodicity, type RecordingAnalysis } from './recording-analysis.ts';

export interface FrameSpan {
  /** First frame, inclusive. */
  start: number;
  /** Frame after the last, exclusive. */
  end: number;
}

export interface SyllableParts {
  /** The recording's cached measurements that the spans index. */
  analysis: RecordingAnalysis;
  /** The frames whose centres lie in the requested range. */
  range: FrameSpan;
  /**
   * Unvoiced (or noise-dominated) consonant before the vowel: stop burst, frication, aspiration;
   * null when the syllable starts voiced. For affricates it spans burst and frication together.
   * At least 20 ms: the lone 10 ms burst of an unaspirated stop (b, d, g) is not reported.
   */
  obstruent: FrameSpan | null;
  /** Voiced, low-frequency-dominated consonant before the vowel (nasal, lateral, r); null if none. */
  murmur: FrameSpan | null;
  /** The vowel nucleus (glides included); null when nothing in the range is voiced. */
  vowel: FrameSpan | null;
  /** A trailing murmur (nasal coda -n/-ng); null when the vowel ends the syllable. Approximate. */
  coda: FrameSpan | null;
}

/** Voiced runs separated by up to 30 ms (a pitch-tracker dropout, a glottal creak) are one run. */
const MAX_VOICING_GAP_FRAMES = 3;
/** Onset search goes back at most 400 ms: longer than any Mandarin aspirated affricate. */
const MAX_ONSET_FRAMES = 40;
/** A frame is part of the consonant when some band stands 8 dB over that band's background. */
const ACTIVE_MARGIN_DB = 8;
/** Up to 20 ms of silence may separate a burst from what follows (short stop gaps). */
const MAX_ONSET_GAP_FRAMES = 2;
/**
 * Noise crosses zero on more than a quarter of the samples (energy centred above 2 kHz), or its
 * 3-8 kHz level comes within 12 dB of its 150-1500 Hz level (vowels and murmurs fall 20-40 dB
 * over that span; frication and bursts are flat or rising). A frame the tracker finds 0.9
 * periodic is a voice whatever its spectrum.
 */
const NOISY_CROSSINGS = 0.25;
const NOISY_TILT_DB = -12;
const NOISY_MAX_PERIODICITY = 0.9;
/** Autocorrelation under 0.5 at every voice period: no voice in the frame (vowels reach 0.8+). */
const APERIODIC_BELOW = 0.5;
/** A sonorant murmur is at least 30 ms long and lies in the first 250 ms of voicing. */
const MIN_MURMUR_FRAMES = 3;
const MAX_MURMUR_FRAMES = 25;
/** The oral (600-5000 Hz) level must rise 6 dB within 30 ms at the release into the vowel. */
const MIN_RELEASE_RISE_DB = 6;
/** And the murmur's oral level stays 8 dB under the vowel's, its low-band share 5 dB over it. */
const MURMUR_ORAL_DEFICIT_DB = 8;
const MURMUR_SHARE_EXCESS_DB = 5;
/**
 * A coda is at least 40 ms whose low-band share exceeds the vowel's by 8 dB. Rough: on the
 * development recordings it marks about three quarters of -n/-ng syllables but also about half
 * of the others, because an isolated syllable's fading vowel also loses its upper bands first.
 */
const MIN_CODA_FRAMES = 4;
const CODA_SHARE_EXCESS_DB = 8;

export function framesOfRange(analysis: RecordingAnalysis, range: { start: number; end: number }): FrameSpan {
  const first = Math.max(0, Math.ceil((range.start - WINDOW_SAMPLES / 2) / HOP_SAMPLES));
  const last = Math.min(analysis.spectrogram.frames, Math.floor((range.end - WINDOW_SAMPLES / 2) / HOP_SAMPLES) + 1);
  return { start: first, end: Math.max(first, last) };
}

export function spanLength(span: FrameSpan | null): number {
  return span ? span.end - span.start : 0;
}

/** Sample index where a frame's centre lies, to turn spans back into sample ranges. */
export function frameCentreSample(frame: number): number {
  return frame * HOP_SAMPLES + WINDOW_SAMPLES / 2;
}

/** dB of the summed power of several bands in one frame. */
function oralDb(analysis: RecordingAnalysis, f: number): number {
  const { low, mid, high } = analysis.bandDb;
  return decibels(10 ** ((low[f] ?? -200) / 10) + 10 ** ((mid[f] ?? -200) / 10) + 10 ** ((high[f] ?? -200) / 10));
}

/**
 * Low-band share: sub-band level minus oral level. High in nasal and lateral murmurs (closed or
 * side-branched mouth), lower in vowels.
 */
export function lowShareDb(analysis: RecordingAnalysis, f: number): number {
  return (analysis.bandDb.sub[f] ?? -200) - oralDb(analysis, f);
}

function isVoiced(analysis: RecordingAnalysis, f: number): boolean {
  return (analysis.pitch.f0[f] ?? 0) > 0;
}

/** The loudest voiced run, gaps of a few frames bridged. */
function findVoicedRun(analysis: RecordingAnalysis, range: FrameSpan): FrameSpan | null {
  let best: FrameSpan | null = null;
  let bestEnergy = 0;
  let f = range.start;
  while (f < range.end) {
    if (!isVoiced(analysis, f)) {
      f += 1;
      continue;
    }
    const start = f;
    let end = f + 1;
    let gap = 0;
    for (let g = f + 1; g < range.end && gap <= MAX_VOICING_GAP_FRAMES; g += 1) {
      if (isVoiced(analysis, g)) {
        end = g + 1;
        gap = 0;
      } else gap += 1;
    }
    let energy = 0;
    for (let g = start; g < end; g += 1) energy += 10 ** ((analysis.bandDb.total[g] ?? -200) / 10);
    if (energy > bestEnergy) {
      bestEnergy = energy;
      best = { start, end };
    }
    f = end + 1;
  }
  return best;
}

function isActive(analysis: RecordingAnalysis, f: number): boolean {
  const { bandDb, floorDb } = analysis;
  return (
    (bandDb.total[f] ?? -200) > floorDb.total + ACTIVE_MARGIN_DB ||
    (bandDb.mid[f] ?? -200) > floorDb.mid + ACTIVE_MARGIN_DB ||
    (bandDb.high[f] ?? -200) > floorDb.high + ACTIVE_MARGIN_DB ||
    (bandDb.top[f] ?? -200) > floorDb.top + ACTIVE_MARGIN_DB
  );
}

/** Noise-dominated frame: many zero crossings or a flat-to-rising spectrum, and no clear voice. */
function isNoisy(analysis: RecordingAnalysis, f: number): boolean {
  const { bandDb, spectrogram, pitch } = analysis;
  const crossings = spectrogram.zeroCrossingRate[f] ?? 0;
  const tilt =
    Math.max(bandDb.high[f] ?? -200, bandDb.top[f] ?? -200) - Math.max(bandDb.sub[f] ?? -200, bandDb.low[f] ?? -200);
  return (crossings > NOISY_CROSSINGS || tilt > NOISY_TILT_DB) && (pitch.periodicity[f] ?? 0) < NOISY_MAX_PERIODICITY;
}

/** Start of the consonant: active frames before voicing, short silent gaps bridged. */
function findOnsetStart(analysis: RecordingAnalysis, range: FrameSpan, voiceStart: number): number {
  let start = voiceStart;
  let gap = 0;
  for (let f = voiceStart - 1; f >= range.start && voiceStart - f <= MAX_ONSET_FRAMES; f -= 1) {
    if (isActive(analysis, f)) {
      start = f;
      gap = 0;
    } else if (++gap > MAX_ONSET_GAP_FRAMES) break;
  }
  return start;
}

/**
 * The obstruent: from the first to the last noisy frame of the onset, where the onset runs on
 * into voicing as long as frames stay noisy (voicing often starts under the frication). Before
 * voicing, any aperiodic active frame counts: h and f are not noisy by spectrum (h is shaped
 * like the vowel, f is weak) but they have no periods.
 */
function findObstruent(analysis: RecordingAnalysis, onsetStart: number, voiced: FrameSpan): FrameSpan | null {
  let first = -1;
  let last = -1;
  for (let f = onsetStart; f < voiced.end; f += 1) {
    const beforeVoicing = f < voiced.start;
    const noisy = isNoisy(analysis, f);
    const aperiodic = beforeVoicing && !noisy && framePeriodicity(analysis, f) < APERIODIC_BELOW;
    if (!beforeVoicing && !noisy) break;
    if (noisy || aperiodic) {
      if (first < 0) first = f;
      last = f;
    }
  }
  // One frame alone is the ragged first period of a vowel or a click; a consonant lasts longer
  // (the cost: a lone 10 ms burst of an unaspirated stop is not reported).
  return first >= 0 && last > first ? { start: first, end: last + 1 } : null;
}

/** A voiced murmur before an abrupt rise of the oral bands (the release of m, n, l, r). */
function findMurmur(analysis: RecordingAnalysis, voiced: FrameSpan, vowelShare: number, vowelOral: number) {
  let best = -1;
  let bestRise = MIN_RELEASE_RISE_DB;
  const last = Math.min(voiced.end - MIN_MURMUR_FRAMES, voiced.start + MAX_MURMUR_FRAMES);
  for (let k = voiced.start + MIN_MURMUR_FRAMES; k < last; k += 1) {
    const rise = oralDb(analysis, k + 1) - oralDb(analysis, k - 2);
    if (rise > bestRise) {
      bestRise = rise;
      best = k;
    }
  }
  if (best < 0) return null;
  const oral: number[] = [];
  const share: number[] = [];
  for (let f = voiced.start; f < best; f += 1) {
    oral.push(oralDb(analysis, f));
    share.push(lowShareDb(analysis, f));
  }
  const murmurLike =
    median(oral) < vowelOral - MURMUR_ORAL_DEFICIT_DB && median(share) > vowelShare + MURMUR_SHARE_EXCESS_DB;
  return murmurLike ? { start: voiced.start, end: best } : null;
}

/** Trailing frames whose low-band share stands well above the vowel's: a nasal coda. */
function findCoda(analysis: RecordingAnalysis, vowel: FrameSpan, vowelShare: number): FrameSpan | null {
  let start = vowel.end;
  let misses = 0;
  for (let f = vowel.end - 1; f > vowel.start + (vowel.end - vowel.start) / 3; f -= 1) {
    if (lowShareDb(analysis, f) > vowelShare + CODA_SHARE_EXCESS_DB) {
      start = f;
      misses = 0;
    } else if (++misses > 1) break;
  }
  return vowel.end - start >= MIN_CODA_FRAMES ? { start, end: vowel.end } : null;
}

const partsCache = new WeakMap<Float32Array, Map<string, SyllableParts>>();

/**
 * The parts of one syllable of a recording; range in samples of `samples` (the whole recording,
 * so that background levels and the speaker's pitch come from all of it). Cached per recording
 * and range: the initial and the final detectors of a syllable share one segmentation.
 */
export function findSyllableParts(samples: Float32Array, range: { start: number; end: number }): SyllableParts {
  let byRange = partsCache.get(samples);
  if (!byRange) {
    byRange = new Map();
    partsCache.set(samples, byRange);
  }
  const key = `${range.start}:${range.end}`;
  const cached = byRange.get(key);
  if (cached) return cached;
  const parts = segment(samples, range);
  byRange.set(key, parts);
  return parts;
}

function segment(samples: Float32Array, range: { start: number; end: number }): SyllableParts {
  const analysis = analyseRecording(samples);
  const frames = framesOfRange(analysis, range);
  const voiced = findVoicedRun(analysis, frames);
  if (!voiced) return { analysis, range: frames, obstruent: null, murmur: null, vowel: null, coda: null };

  const onsetStart = findOnsetStart(analysis, frames, voiced.start);
  const obstruent = findObstruent(analysis, onsetStart, voiced);
  // Active, non-noisy frames before the tracker found voicing are the weak start of a murmur or
  // of the vowel (the tracker needs a few periods before it trusts a voice).
  const vowelStart = obstruent?.end ?? onsetStart;
  // The vowel's own spectral balance: the middle third of the voiced run is vowel in any syllable.
  const third = Math.floor((voiced.end - vowelStart) / 3);
  const shares: number[] = [];
  let vowelOral = -200;
  for (let f = vowelStart + third; f < Math.max(voiced.end - third, vowelStart + third + 1); f += 1) {
    shares.push(lowShareDb(analysis, f));
    vowelOral = Math.max(vowelOral, oralDb(analysis, f));
  }
  const vowelShare = median(shares);
  // Mandarin has no obstruent + sonorant clusters: after a burst or frication the vowel follows.
  const murmur = obstruent ? null : findMurmur(analysis, { start: vowelStart, end: voiced.end }, vowelShare, vowelOral);
  const vowel = { start: murmur?.end ?? vowelStart, end: voiced.end };
  const coda = findCoda(analysis, vowel, vowelShare);
  if (coda) vowel.end = coda.start;
  return { analysis, range: frames, obstruent, murmur, vowel, coda };
}
