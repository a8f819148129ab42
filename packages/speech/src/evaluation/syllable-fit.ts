/**
 * How well a stretch of the recording fits an expected syllable, for the aligner's one question:
 * when some syllables were not said, which ones? Two cues, both independent of where the syllable
 * boundaries are:
 * - the tone: the classifier's probability of the expected tone on the stretch (the neutral tone,
 *   which has no contour of its own, is uninformative: 1/5);
 * - the onset: whether syllable-parts.ts finds noise (burst, frication, aspiration) before the
 *   vowel, against whether the expected initial makes any.
 */
import type { SyllableFit } from '../align/align-syllables.ts';
import { findSyllableParts } from '../phonetics/syllable-parts.ts';
import type { PitchTrack } from '../pitch/pitch-tracker.ts';
import type { SpeakerReference } from '../tones/speaker-reference.ts';
import { analyseSyllableTone } from '../tones/syllable-tone.ts';
import type { ExpectedSyllable, Tone } from './result-types.ts';
import { sampleRangeOf } from './syllable-results.ts';

/** A noisy onset: burst, frication or aspiration before the vowel. */
type Onset = 'noisy' | 'quiet';

/** A contour that cannot be measured (too little voice) fits every tone alike. */
const UNINFORMATIVE_TONE = 0.2;
const NEUTRAL_TONE: Tone = 5;

/** Aspirated stops, fricatives and affricates: a noisy onset of their own. */
const NOISY_INITIALS = new Set(['p', 't', 'k', 'f', 'h', 'j', 'q', 'x', 'z', 'c', 's', 'zh', 'ch', 'sh']);
/** Nasals and liquids: voiced from the start, no noise. */
const SONORANT_INITIALS = new Set(['m', 'n', 'l', 'r']);

/** Initials by what their onset sounds like: noisy (0), sonorant (1), either (2). */
export const ONSET_CLASSES = 3;
export function onsetClass(initial: string): number {
  return NOISY_INITIALS.has(initial) ? 0 : SONORANT_INITIALS.has(initial) ? 1 : 2;
}
/**
 * P(noisy onset found | onset class): 0.9 for the noisy initials, 0.1 for the sonorants; b, d, g (a
 * short burst, often prevoiced) and syllables without initial (often a glottal onset) go either way
 * and say nothing.
 */
export const NOISY_GIVEN_CLASS: readonly number[] = [0.9, 0.1, 0.5];

function onsetProbability(initial: string, heard: Onset): number {
  const noisy = NOISY_GIVEN_CLASS[onsetClass(initial)] ?? 0.5;
  return heard === 'noisy' ? noisy : 1 - noisy;
}

export function syllableFit(
  expected: readonly ExpectedSyllable[],
  samples: Float32Array,
  pitch: PitchTrack,
  reference: SpeakerReference | undefined,
): SyllableFit {
  const tones = new Map<number, Record<Tone, number> | null>();
  const onsets = new Map<number, Onset>();
  return (startFrame, endFrame, index) => {
    const syllable = expected[index];
    if (!syllable) return UNINFORMATIVE_TONE;
    const key = startFrame * 100_000 + endFrame;
    let scores = tones.get(key);
    if (scores === undefined) {
      scores = analyseSyllableTone(pitch, startFrame, endFrame, { reference })?.scores ?? null;
      tones.set(key, scores);
    }
    let onset = onsets.get(key);
    if (onset === undefined) {
      onset = findSyllableParts(samples, sampleRangeOf(startFrame, endFrame)).obstruent ? 'noisy' : 'quiet';
      onsets.set(key, onset);
    }
    const tone = syllable.expectedTone === NEUTRAL_TONE || !scores ? UNINFORMATIVE_TONE : scores[syllable.expectedTone];
    return tone * onsetProbability(syllable.initial, onset);
  };
}
