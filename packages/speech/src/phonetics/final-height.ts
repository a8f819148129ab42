/**
 * The height of every final's vowel, checked for every syllable, not only for the contrast pairs: an
 * open vowel (a, and the finals built on it) has a high first formant, a close one (i, u, ü and their
 * nasal finals) a low one, on the Bark scale where voices differ far less than in Hz. A syllable
 * whose vowel sits on the far side of the other class (ma said as mi, ji said as ja) has a wrong final
 * whatever the pair detectors say.
 *
 * Both bounds lean to the learner: an open final is wrong only with F1 under 5 Bark (the development
 * speaker's close vowels have a median of 4.2, her open ones a 5th percentile of 6.5), a close final
 * only with F1 over 7.5 Bark (her open vowels' median is 8.3, her close ones' 95th percentile 6.4).
 * Finals between the classes (e, o, ou, ei, an, en, ian ...) are not judged. Set on the first
 * development speaker (no false alarm) and measured on the second: 0.4% (decision 028).
 */
import { bark } from '../formants/bark.ts';
import { measureFinal } from './final-measures.ts';

const OPEN_FINALS: ReadonlySet<string> = new Set(['a', 'ai', 'ao', 'ia', 'ua', 'uai', 'iao']);
const CLOSE_FINALS: ReadonlySet<string> = new Set(['i', 'u', 'ü', 'in', 'ing', 'ün']);
export const OPEN_F1_MIN_BARK = 5;
export const CLOSE_F1_MAX_BARK = 7.5;

export interface HeightCheck {
  correct: boolean;
  /** The vowel's first formant, Bark: the higher of the oral part's two middle quarters. */
  f1Bark: number;
}

/** The height check of one syllable; null when the final is not judged or its vowel not measured. */
export function checkFinalHeight(
  final: string,
  samples: Float32Array,
  range: { start: number; end: number },
): HeightCheck | null {
  const open = OPEN_FINALS.has(final);
  if (!open && !CLOSE_FINALS.has(final)) return null;
  const measures = measureFinal(samples, range);
  if (!measures) return null;
  const middle = [measures.quarters[1].f1, measures.quarters[2].f1].filter((f) => Number.isFinite(f) && f > 0);
  if (middle.length === 0) return null;
  const f1Bark = bark(Math.max(...middle));
  return { correct: open ? f1Bark >= OPEN_F1_MIN_BARK : f1Bark <= CLOSE_F1_MAX_BARK, f1Bark };
}
