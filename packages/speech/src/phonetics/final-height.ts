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
import { f2MinusF1 } from './final-features.ts';
import { measureFinal } from './final-measures.ts';

const OPEN_FINALS: ReadonlySet<string> = new Set(['a', 'ai', 'ao', 'ia', 'ua', 'uai', 'iao']);
const CLOSE_FINALS: ReadonlySet<string> = new Set(['i', 'u', 'ü', 'in', 'ing', 'ün']);
export const OPEN_F1_MIN_BARK = 5;
export const CLOSE_F1_MAX_BARK = 7.5;

/**
 * Backness, for the finals whose vowel is plainly front or plainly back or open: the distance F2-F1 on
 * the Bark scale of the oral part's two middle quarters (front i and ü vowels 10-12, back and open
 * vowels 2-4). The vowels whose F1 and F2 merge into one peak (u, o, uo, ong: the tracker may then
 * take F3 for F2) and the apical vowel of zi and zhi ([ɿ ʅ], F2-F1 near 8) are not judged; nor are
 * the diphthongs that move from one class to the other (ai, ei, ia, iao, iou, uei, uai) or the finals
 * between the classes.
 *
 * Both bounds lean to the learner as the height bounds do, each beyond the other class's median on the
 * first development speaker: a front final is wrong only with F2-F1 under 2.7 Bark (her back and open
 * vowels' median 2.67), a back or open one only over 9.9 Bark (her front vowels' median 9.93). Set on
 * her alone and measured on the second speaker (decision 048).
 */
const FRONT_FINALS: ReadonlySet<string> = new Set(['i', 'in', 'ie', 'ü', 'üe', 'ün']);
const BACK_FINALS: ReadonlySet<string> = new Set(['a', 'ao', 'ou', 'ua', 'uang', 'ang', 'e']);
/** Initials after which the final spelled i is the apical vowel, not [i]. */
const APICAL_INITIALS: ReadonlySet<string> = new Set(['z', 'c', 's', 'zh', 'ch', 'sh', 'r']);
export const FRONT_F2_F1_MIN_BARK = 2.7;
export const BACK_F2_F1_MAX_BARK = 9.9;

export interface HeightCheck {
  correct: boolean;
  /** The vowel's first formant, Bark: the higher of the oral part's two middle quarters. */
  f1Bark: number;
}

/** The vowel's measures the checks read, from the oral part's two middle quarters; null when none. */
function vowelMeasures(
  samples: Float32Array,
  range: { start: number; end: number },
): { f1Bark: number; f2MinusF1Bark: number } | null {
  const measures = measureFinal(samples, range);
  if (!measures) return null;
  const middle = [measures.quarters[1], measures.quarters[2]];
  const f1s = middle.map((q) => q.f1).filter((f) => Number.isFinite(f) && f > 0);
  const distances = middle.map(f2MinusF1).filter(Number.isFinite);
  return {
    // The higher of the two: the vowel's most open point.
    f1Bark: f1s.length > 0 ? bark(Math.max(...f1s)) : Number.NaN,
    f2MinusF1Bark: distances.length > 0 ? distances.reduce((sum, d) => sum + d, 0) / distances.length : Number.NaN,
  };
}

const heightWrong = (final: string, f1Bark: number) =>
  Number.isFinite(f1Bark) &&
  ((OPEN_FINALS.has(final) && f1Bark < OPEN_F1_MIN_BARK) || (CLOSE_FINALS.has(final) && f1Bark > CLOSE_F1_MAX_BARK));

/** The height check of one syllable; null when the final is not judged or its vowel not measured. */
export function checkFinalHeight(
  final: string,
  samples: Float32Array,
  range: { start: number; end: number },
): HeightCheck | null {
  if (!OPEN_FINALS.has(final) && !CLOSE_FINALS.has(final)) return null;
  const measures = vowelMeasures(samples, range);
  if (!measures || !Number.isFinite(measures.f1Bark)) return null;
  return { correct: !heightWrong(final, measures.f1Bark), f1Bark: measures.f1Bark };
}

export interface VowelCheck {
  correct: boolean;
  /** What was wrong: the vowel's height, its backness, or nothing. */
  wrong: 'height' | 'backness' | null;
  f1Bark: number;
  /** F2-F1, Bark, the mean of the oral part's two middle quarters (NaN when not measured). */
  f2MinusF1Bark: number;
}

/**
 * The height (checkFinalHeight's bounds) and the backness of a syllable's vowel, measured once; null
 * when the final is judged by neither or its vowel was not measured.
 */
export function checkFinalVowel(
  expected: { initial: string; final: string },
  samples: Float32Array,
  range: { start: number; end: number },
): VowelCheck | null {
  const { final } = expected;
  const front = FRONT_FINALS.has(final) && !(final === 'i' && APICAL_INITIALS.has(expected.initial));
  const back = BACK_FINALS.has(final);
  if (!OPEN_FINALS.has(final) && !CLOSE_FINALS.has(final) && !front && !back) return null;
  const measures = vowelMeasures(samples, range);
  if (!measures) return null;
  const { f1Bark, f2MinusF1Bark } = measures;
  if (!Number.isFinite(f1Bark) && !Number.isFinite(f2MinusF1Bark)) return null;
  const backnessWrong =
    Number.isFinite(f2MinusF1Bark) &&
    ((front && f2MinusF1Bark < FRONT_F2_F1_MIN_BARK) || (back && f2MinusF1Bark > BACK_F2_F1_MAX_BARK));
  const wrong = heightWrong(final, f1Bark) ? 'height' : backnessWrong ? 'backness' : null;
  return { correct: wrong === null, wrong, f1Bark, f2MinusF1Bark };
}
