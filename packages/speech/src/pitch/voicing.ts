/**
 * How likely a frame is voiced. Periodicity alone (YIN's d') under-calls voice exactly where
 * Mandarin tones need it: creaky low third tones, breathy decays and fast glides all raise d' to
 * 0.3-0.7 while the vocal folds keep vibrating. Mandarin has no voiceless sonorants, so a frame
 * that sounds like a sonorant (loud, energy mostly under 3.4 kHz) is voice whatever its
 * periodicity says; voiceless obstruents are either weak (stop closures, h, f) or put their
 * energy above 3.4 kHz (s, sh, x, c, ch, q and the affricates' releases).
 */
import { logistic } from '../dsp/statistics.ts';
import { periodicVoicingProbability } from './yin-candidates.ts';

/**
 * Level below which a frame cannot be a sonorant nucleus: 25 dB under the recording's loudest
 * frame. Unstressed syllables in connected speech sit 10-20 dB under the peak; aspiration noise
 * (p, t, k, ch, q) is typically 15-30 dB under the following vowel, and is aperiodic on top.
 */
const SONORANT_RELATIVE_DB = -25;
const SONORANT_DB_WIDTH = 3;
/**
 * Share of a frame's energy below 3.4 kHz above which it looks like a sonorant. Vowels, nasals
 * and l/r put well over 90% of their energy under 3.4 kHz (F1 and F2 carry it); sibilants put
 * most of theirs above 3.5 kHz, so a 0.8 boundary leaves a wide margin on both sides.
 */
const SONORANT_LOW_SHARE = 0.8;
const SONORANT_SHARE_WIDTH = 0.04;
/**
 * How much sonority alone can vouch for voicing. Below 1 so that a loud, low-band frame with no
 * periodicity at all (a cough, a breath into the microphone) still needs some periodic evidence,
 * and so that the path search's preference for continuity decides doubtful frames.
 */
const SONORITY_WEIGHT = 0.85;

/** 0-1: how much a frame sounds like a sonorant, from its level and its low-band share. */
export function sonority(relativeDb: number, lowBandShare: number): number {
  const loud = logistic((relativeDb - SONORANT_RELATIVE_DB) / SONORANT_DB_WIDTH);
  const lowBand = logistic((lowBandShare - SONORANT_LOW_SHARE) / SONORANT_SHARE_WIDTH);
  return loud * lowBand;
}

/**
 * P(voiced) of a frame with period candidates, from the deepest d' dip and the frame's
 * sonority: voiced if either the periodicity or the sonority says so (noisy-or).
 */
export function voicingProbability(deepest: number, sonorityScore: number): number {
  const periodic = periodicVoicingProbability(deepest);
  return 1 - (1 - periodic) * (1 - SONORITY_WEIGHT * sonorityScore);
}
