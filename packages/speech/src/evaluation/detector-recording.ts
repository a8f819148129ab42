import type { Alignment } from '../align/align-syllables.ts';
import { formantScaleOf, raiseFrequencies, speakerPitchOfSyllable, warpsRecording } from '../phonetics/vocal-tract.ts';
import type { PitchTrack } from '../pitch/pitch-tracker.ts';
import type { SpeakerReference } from '../tones/speaker-reference.ts';
import type { ExpectedSyllable } from './result-types.ts';
import type { UtteranceContext } from './syllable-results.ts';

/**
 * The recording the sound detectors read: for a low voice, its frequencies raised to where the
 * detectors' bands were set (phonetics/vocal-tract.ts). The voice's pitch comes from the profile
 * or the utterance when there is one, else from the lone syllable and the tone it should carry.
 */
export function detectorRecording(
  samples: Float32Array,
  pitch: PitchTrack,
  reference: SpeakerReference | undefined,
  expected: readonly ExpectedSyllable[],
  alignment: Alignment,
): UtteranceContext['detectors'] {
  let speakerHz: number | null = reference && reference.source !== 'syllable' ? reference.medianHz : null;
  const lone = alignment.syllables[0];
  if (speakerHz === null && lone && lone.startFrame !== null && lone.endFrame !== null) {
    const voiced = Array.from(pitch.f0.subarray(lone.startFrame, lone.endFrame)).filter((hz) => hz > 0);
    speakerHz = speakerPitchOfSyllable(voiced, expected[0]?.expectedTone ?? 5);
  }
  const scale = formantScaleOf(speakerHz ?? 0);
  return warpsRecording(scale) ? { samples: raiseFrequencies(samples, scale), scale } : { samples, scale: 1 };
}
