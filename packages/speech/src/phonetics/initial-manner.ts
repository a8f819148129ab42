/**
 * The manner of an initial, checked for every syllable, not only for the 19 contrast pairs: a
 * sibilant or aspirated affricate is a stretch of noise before the vowel, a sonorant or an
 * unaspirated stop is not. A syllable said with the wrong manner (ma for zha, sha for ma) is a wrong
 * initial whatever the pair detectors say, and the check is physics, not one voice's habit: the
 * presence of noise and its length (syllable-parts.ts), both relative to the recording itself.
 *
 * Both rules lean to the learner:
 * - NOISY_INITIALS are those whose noise the segmenter finds in at least 94% of the development
 *   speaker's syllables (c ch q sh x z zh; f, h, s, p, t, k, j are missed too often in isolated
 *   recordings whose onsets are clipped);
 * - a QUIET_INITIAL is wrong only with at least 100 ms of noise, which no sonorant and no unaspirated
 *   stop carries (their bursts last 10-30 ms) and most fricatives exceed (r, whose [ʐ] may be fricated,
 *   is not judged), and only when that noise is as loud as a consonant's (CONSONANT_NOISE_DB): a
 *   breath or the room's noise before a word is not an initial.
 * Set on the first development speaker (false alarms 0.9%) and measured on the second: 0.5%
 * (decision 028).
 */
import { findSyllableParts, spanLength, type FrameSpan } from './syllable-parts.ts';
import type { RecordingAnalysis } from './recording-analysis.ts';

const NOISY_INITIALS: ReadonlySet<string> = new Set(['c', 'ch', 'q', 'sh', 'x', 'z', 'zh']);
const QUIET_INITIALS: ReadonlySet<string> = new Set(['', 'b', 'd', 'g', 'm', 'n', 'l']);
/** 100 ms of noise on the shared 10 ms grid. */
export const LONG_NOISE_FRAMES = 10;
/**
 * A sibilant's noise peaks 5-15 dB under its vowel; a breath, a hum or a recording's own noise
 * after a gated pause lies 20 dB and more under it. Noise this far under the vowel is not a
 * consonant a quiet initial was replaced by.
 */
export const CONSONANT_NOISE_DB = 15;

function peakDb(analysis: RecordingAnalysis, span: FrameSpan): number {
  let peak = -Infinity;
  for (let f = span.start; f < span.end; f += 1) peak = Math.max(peak, analysis.bandDb.total[f] ?? -Infinity);
  return peak;
}

export interface MannerCheck {
  /** False when the initial was said with another manner. */
  correct: boolean;
  /** Frames of noise found before the vowel (0 when it starts voiced). */
  noiseFrames: number;
}

/** The manner check of one syllable; null when the initial is not judged or nothing is voiced. */
export function checkInitialManner(
  initial: string,
  samples: Float32Array,
  range: { start: number; end: number },
): MannerCheck | null {
  const noisy = NOISY_INITIALS.has(initial);
  if (!noisy && !QUIET_INITIALS.has(initial)) return null;
  const parts = findSyllableParts(samples, range);
  if (!parts.vowel) return null;
  const noiseFrames = spanLength(parts.obstruent);
  if (noisy) return { correct: noiseFrames > 0, noiseFrames };
  const loudNoise =
    parts.obstruent !== null &&
    peakDb(parts.analysis, parts.obstruent) >= peakDb(parts.analysis, parts.vowel) - CONSONANT_NOISE_DB;
  return { correct: noiseFrames < LONG_NOISE_FRAMES || !loudNoise, noiseFrames };
}
