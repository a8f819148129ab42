/**
 * The speaker's own pitch scale: tones are heights and movements within a speaker's range, so
 * every contour is measured in semitones against the speaker's median F0, and movements are
 * judged in steps of that speaker's range (Chao's five levels span the range in four steps).
 */
import { median, percentile } from '../dsp/statistics.ts';
import type { PitchTrack } from '../pitch/pitch-tracker.ts';
import { hzToSemitones } from './semitones.ts';

/**
 * A speaker's F0 range (10th to 90th percentile of voiced frames) over speech with all four
 * tones is about 8-16 semitones (Chao's 55-51 range); 12 is the middle, used until the
 * speaker's own range is known.
 */
export const DEFAULT_RANGE_SEMITONES = 12;
/** A measured range is clamped to this span: fewer tones than all four give a narrow figure. */
const MIN_RANGE_SEMITONES = 8;
const MAX_RANGE_SEMITONES = 18;
/** Under half a second of voice says little about a speaker's range. */
const MIN_REFERENCE_FRAMES = 50;

export interface SpeakerReference {
  /** The speaker's median F0 in Hz: 0 semitones on the contour scale. */
  medianHz: number;
  /** 10th-90th percentile span in semitones. */
  rangeSemitones: number;
  /**
   * Where the figures come from: a stored profile of the speaker, the utterance itself (several
   * syllables), or only the syllable being judged, when absolute level says nothing.
   */
  source: 'profile' | 'utterance' | 'syllable';
}

/** A measured 10th-90th percentile span, clamped to what a speaker's range can be. */
export function referenceRange(spanSemitones: number): number {
  return Math.min(MAX_RANGE_SEMITONES, Math.max(MIN_RANGE_SEMITONES, spanSemitones));
}

/**
 * The reference of an utterance: median and range of every voiced frame between two frames.
 * Null when there is too little voice to say (then judge syllables on their own).
 */
export function referenceFromTrack(
  track: PitchTrack,
  startFrame = 0,
  endFrame = track.f0.length,
  source: 'profile' | 'utterance' = 'utterance',
): SpeakerReference | null {
  const voiced: number[] = [];
  for (let f = Math.max(0, startFrame); f < Math.min(track.f0.length, endFrame); f += 1) {
    const hz = track.f0[f] ?? 0;
    if (hz > 0) voiced.push(hz);
  }
  if (voiced.length < MIN_REFERENCE_FRAMES) return null;
  const medianHz = median(voiced);
  const span = hzToSemitones(percentile(voiced, 90), medianHz) - hzToSemitones(percentile(voiced, 10), medianHz);
  return {
    medianHz,
    rangeSemitones: referenceRange(span),
    source,
  };
}

/** The stand-in reference of a lone syllable: its own median and the default range. */
export function syllableReference(voicedHz: ArrayLike<number>): SpeakerReference {
  return { medianHz: median(voicedHz), rangeSemitones: DEFAULT_RANGE_SEMITONES, source: 'syllable' };
}
