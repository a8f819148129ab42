/**
 * The pitch contour of one syllable in the speaker's own terms: semitones relative to the
 * speaker's median, over the syllable's nucleus (voiced frames within 25 dB of its loudest
 * frame, so a decaying tail or a weak voiced onset does not bend the contour).
 */
import { HOP_SECONDS, frameCentreSeconds } from '../dsp/frames.ts';
import { median, percentile } from '../dsp/statistics.ts';
import type { PitchTrack } from '../pitch/pitch-tracker.ts';
import { hzToSemitones } from './semitones.ts';

/** Voiced frames more than 25 dB under the syllable's peak are onset or decay, not the tone. */
const NUCLEUS_DB = 25;
/** Fewer than 5 voiced frames (50 ms) carry no usable contour. */
export const MIN_CONTOUR_FRAMES = 5;
/**
 * A speaker's pitch range (10th to 90th percentile) across the four tones spans about 8-16
 * semitones; 12 is the middle, used until the speaker's own range is known.
 */
export const DEFAULT_RANGE_SEMITONES = 12;
const MIN_RANGE_SEMITONES = 6;
const MAX_RANGE_SEMITONES = 18;

export interface SpeakerReference {
  medianHz: number;
  /** 10th-90th percentile span in semitones. */
  rangeSemitones: number;
  /**
   * Where the figures come from: a stored profile of the learner, the utterance itself (several
   * syllables), or only the syllable being judged (then absolute level says nothing).
   */
  source: 'profile' | 'utterance' | 'syllable';
}

export interface ContourPoint {
  timeSeconds: number;
  hz: number;
  semitones: number;
}

export interface ToneContour {
  points: ContourPoint[];
  startFrame: number;
  endFrame: number;
  /** Seconds from the first to the last nucleus frame. */
  durationSeconds: number;
  /** Share of nucleus frames that are voiced. */
  voicedShare: number;
  reference: SpeakerReference;
}

/** Median and range of every voiced frame in a span: the reference of a multi-syllable utterance. */
export function referenceFromTrack(
  track: PitchTrack,
  startFrame: number,
  endFrame: number,
  source: SpeakerReference['source'],
): SpeakerReference | null {
  const voiced: number[] = [];
  for (let f = Math.max(0, startFrame); f < Math.min(track.f0.length, endFrame); f += 1) {
    const hz = track.f0[f] ?? 0;
    if (hz > 0) voiced.push(hz);
  }
  if (voiced.length < MIN_CONTOUR_FRAMES) return null;
  const medianHz = median(voiced);
  const span = hzToSemitones(percentile(voiced, 90), medianHz) - hzToSemitones(percentile(voiced, 10), medianHz);
  const rangeSemitones =
    source === 'syllable'
      ? DEFAULT_RANGE_SEMITONES
      : Math.min(MAX_RANGE_SEMITONES, Math.max(MIN_RANGE_SEMITONES, span));
  return { medianHz, rangeSemitones, source };
}

export function extractToneContour(
  track: PitchTrack,
  frameDb: ArrayLike<number>,
  startFrame: number,
  endFrame: number,
  speaker: SpeakerReference | null,
): ToneContour | null {
  const from = Math.max(0, startFrame);
  const to = Math.min(track.f0.length, endFrame);
  let peakDb = -Infinity;
  for (let f = from; f < to; f += 1) {
    if ((track.f0[f] ?? 0) > 0) peakDb = Math.max(peakDb, frameDb[f] ?? -200);
  }
  if (!Number.isFinite(peakDb)) return null;
  let first = -1;
  let last = -1;
  for (let f = from; f < to; f += 1) {
    if ((track.f0[f] ?? 0) > 0 && (frameDb[f] ?? -200) >= peakDb - NUCLEUS_DB) {
      if (first < 0) first = f;
      last = f;
    }
  }
  const voicedHz: number[] = [];
  for (let f = first; f <= last; f += 1) if ((track.f0[f] ?? 0) > 0) voicedHz.push(track.f0[f] ?? 0);
  if (voicedHz.length < MIN_CONTOUR_FRAMES) return null;
  const reference = speaker ??
    referenceFromTrack(track, first, last + 1, 'syllable') ?? {
      medianHz: median(voicedHz),
      rangeSemitones: DEFAULT_RANGE_SEMITONES,
      source: 'syllable' as const,
    };
  const points: ContourPoint[] = [];
  for (let f = first; f <= last; f += 1) {
    const hz = track.f0[f] ?? 0;
    if (hz > 0)
      points.push({ timeSeconds: frameCentreSeconds(f), hz, semitones: hzToSemitones(hz, reference.medianHz) });
  }
  return {
    points,
    startFrame: first,
    endFrame: last + 1,
    durationSeconds: (last - first + 1) * HOP_SECONDS,
    voicedShare: points.length / (last - first + 1),
    reference,
  };
}
