/**
 * Voice-activity detection on the shared 10 ms grid. Energy relative to the recording's own noise
 * floor decides first; spectral flatness (speech has formant or fricative structure, stationary
 * noise is flat) rescues weak but structured frames; a hangover keeps the tails of syllables and
 * short closures inside the segment.
 */
import { HOP_SECONDS, BIN_COUNT, BIN_HZ, type Spectrogram } from '../dsp/frames.ts';
import { decibels, percentile } from '../dsp/statistics.ts';

/** Frames quieter than this are silence whatever the floor (-75 dBFS is below any audible speech). */
const ABSOLUTE_SILENCE_DBFS = -75;
/** A frame 9 dB over the floor has clearly more than the background in it. */
const ACTIVATION_MARGIN_DB = 9;
/** A structured (non-flat) spectrum needs only 4 dB over the floor. */
const STRUCTURED_MARGIN_DB = 4;
/** Spectral flatness of white noise is about 0.56 with Hann windows; voiced speech is below 0.1. */
const STRUCTURED_FLATNESS = 0.2;
/** Runs shorter than 40 ms are clicks or breaths, not speech. */
const MIN_RUN_FRAMES = 4;
/** Keep 100 ms after the last active frame (syllable decays, stop closures). */
const HANGOVER_FRAMES = 10;
/** Look back 30 ms before an onset to keep weak frication or aspiration. */
const ONSET_LOOKBACK_FRAMES = 3;
/** Gaps under 200 ms are pauses inside a segment, not between segments. */
const MERGE_GAP_FRAMES = 20;

export interface SpeechSegment {
  /** First frame, inclusive. */
  startFrame: number;
  /** Last frame, exclusive. */
  endFrame: number;
  startSeconds: number;
  endSeconds: number;
}

export interface VoiceActivity {
  active: Uint8Array;
  segments: SpeechSegment[];
  effectiveSpeechSeconds: number;
  noiseFloorDb: number;
  frameDb: Float64Array;
  flatness: Float64Array;
}

/** Wiener entropy of 250 Hz - 7 kHz: 1 for white noise, near 0 for a line spectrum. */
export function spectralFlatness(spectrogram: Spectrogram, frame: number): number {
  const row = frame * BIN_COUNT;
  const low = Math.ceil(250 / BIN_HZ);
  const high = Math.floor(7000 / BIN_HZ);
  let logSum = 0;
  let sum = 0;
  for (let k = low; k <= high; k += 1) {
    const p = (spectrogram.power[row + k] ?? 0) + 1e-14;
    logSum += Math.log(p);
    sum += p;
  }
  const n = high - low + 1;
  return Math.exp(logSum / n) / (sum / n);
}

/**
 * One frame's evidence of speech, before runs, hangover and merging: loud over the recording's
 * background, or over it with a structured (non-flat) spectrum.
 */
export function isSpeechFrame(db: number, flatness: number, noiseFloorDb: number): boolean {
  if (db < ABSOLUTE_SILENCE_DBFS) return false;
  const loud = db > noiseFloorDb + ACTIVATION_MARGIN_DB;
  const structured = db > noiseFloorDb + STRUCTURED_MARGIN_DB && flatness < STRUCTURED_FLATNESS;
  return loud || structured;
}

export function detectVoiceActivity(spectrogram: Spectrogram): VoiceActivity {
  const frames = spectrogram.frames;
  const frameDb = new Float64Array(frames);
  const flatness = new Float64Array(frames);
  for (let f = 0; f < frames; f += 1) {
    frameDb[f] = decibels(spectrogram.energy[f] ?? 0);
    flatness[f] = spectralFlatness(spectrogram, f);
  }
  // The 10th percentile is background in any recording with pauses around or between words.
  const noiseFloorDb = frames > 0 ? percentile(frameDb, 10) : -200;

  const raw = new Uint8Array(frames);
  for (let f = 0; f < frames; f += 1) {
    if (isSpeechFrame(frameDb[f] ?? -200, flatness[f] ?? 1, noiseFloorDb)) raw[f] = 1;
  }

  const active = new Uint8Array(frames);
  let f = 0;
  while (f < frames) {
    if (!raw[f]) {
      f += 1;
      continue;
    }
    let end = f;
    while (end < frames && raw[end]) end += 1;
    if (end - f >= MIN_RUN_FRAMES) {
      const from = Math.max(0, f - ONSET_LOOKBACK_FRAMES);
      const to = Math.min(frames, end + HANGOVER_FRAMES);
      for (let i = from; i < to; i += 1) active[i] = 1;
    }
    f = end;
  }

  const segments: SpeechSegment[] = [];
  f = 0;
  while (f < frames) {
    if (!active[f]) {
      f += 1;
      continue;
    }
    let end = f;
    while (end < frames && active[end]) end += 1;
    const last = segments[segments.length - 1];
    if (last && f - last.endFrame < MERGE_GAP_FRAMES) {
      last.endFrame = end;
      last.endSeconds = end * HOP_SECONDS;
    } else {
      segments.push({ startFrame: f, endFrame: end, startSeconds: f * HOP_SECONDS, endSeconds: end * HOP_SECONDS });
    }
    f = end;
  }
  for (const segment of segments) active.fill(1, segment.startFrame, segment.endFrame);
  const effectiveSpeechSeconds = segments.reduce((sum, s) => sum + (s.endFrame - s.startFrame) * HOP_SECONDS, 0);
  return { active, segments, effectiveSpeechSeconds, noiseFloorDb, frameDb, flatness };
}
