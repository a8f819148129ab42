/**
 * The tone of one syllable, as the evaluation reports it: which tone was heard and how surely,
 * the measured contour and, for display, the target contour of any tone on the same scale.
 */
import type { Tone } from '../evaluation/result-types.ts';
import type { PitchTrack } from '../pitch/pitch-tracker.ts';
import type { SpeakerReference } from './speaker-reference.ts';
import { CONTOUR_POINTS, syllableContour } from './syllable-contour.ts';
import { classifyTone } from './tone-classifier.ts';
import { toneFeatures, type ToneFeatures } from './tone-features.ts';
import { toneTarget } from './tone-targets.ts';

export interface SyllableToneOptions {
  /**
   * The speaker's scale (a stored profile, or referenceFromTrack over the utterance). Without it
   * the syllable is its own reference and only the contour's shape counts.
   */
  reference?: SpeakerReference;
  /** Duration relative to the utterance's typical syllable (1 = typical): needed for the neutral tone. */
  relativeDuration?: number;
  /** The tone the text calls for, after sandhi: tips ambiguous contours (see tone-classifier.ts). */
  expectedTone?: Tone;
}

export interface SyllableToneAnalysis {
  tone: Tone;
  /** Share of the winning tone in the normalised scores, 0-1. */
  confidence: number;
  scores: Record<Tone, number>;
  /** Measured F0 in semitones against the reference, resampled to CONTOUR_POINTS points. */
  contour: number[];
  /** The target contour of a tone, same scale and points as `contour`. */
  target(tone: Tone): number[];
  features: ToneFeatures;
  reference: SpeakerReference;
  /** The analysed nucleus, frames on the shared grid (last one inclusive). */
  firstFrame: number;
  lastFrame: number;
}

/**
 * Analyses the syllable between two frames (end exclusive) of a pitch track. Null when the
 * syllable has too little voice to carry a tone (under 50 ms voiced): report no detected tone.
 */
export function analyseSyllableTone(
  track: PitchTrack,
  startFrame: number,
  endFrame: number,
  options: SyllableToneOptions = {},
): SyllableToneAnalysis | null {
  const contour = syllableContour(track, startFrame, endFrame, options.reference);
  if (!contour) return null;
  const features = toneFeatures(contour.points, contour.voicedShare, contour.frames, contour.creakShare);
  const decision = classifyTone(features, contour.reference, {
    relativeDuration: options.relativeDuration,
    expectedTone: options.expectedTone,
  });
  return {
    ...decision,
    contour: contour.points,
    target: (tone: Tone) => toneTarget(tone, contour.reference, CONTOUR_POINTS, features.level),
    features,
    reference: contour.reference,
    firstFrame: contour.firstFrame,
    lastFrame: contour.lastFrame,
  };
}
