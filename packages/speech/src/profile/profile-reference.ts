/**
 * A usable voice profile as the tone classifier's speaker reference: its median pitch and its
 * 10th-90th percentile range, clamped like an utterance's (speaker-reference.ts).
 */
import { hzToSemitones } from '../tones/semitones.ts';
import { referenceRange, type SpeakerReference } from '../tones/speaker-reference.ts';
import { profilePitchPercentile, type SpeakerProfile } from './speaker-profile.ts';

export function referenceFromProfile(profile: SpeakerProfile): SpeakerReference {
  const medianHz = profilePitchPercentile(profile, 50);
  const span =
    hzToSemitones(profilePitchPercentile(profile, 90), medianHz) -
    hzToSemitones(profilePitchPercentile(profile, 10), medianHz);
  return { medianHz, rangeSemitones: referenceRange(span), source: 'profile' };
}
