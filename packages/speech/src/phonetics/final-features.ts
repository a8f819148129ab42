/**
 * Named measures of a final (final-measures.ts), shared by the hand-set cues of final-cues.ts and the
 * fitted pair models of final-pair-models.ts, so both read the same numbers and a fitting script can
 * measure every one of them once.
 *
 * Each is relative to the same syllable: a distance between two formants on the Bark scale, a ratio
 * of one formant to itself at another time, a level difference inside one spectrum, or a share of
 * the syllable's own frames. These change far less from voice to voice than formants in Hz do (see
 * formants/bark.ts). Quarters are those of the oral part: 0 = start ... 3 = end. NaN = not measured.
 */
import { bark } from '../formants/bark.ts';
import { median } from '../dsp/statistics.ts';
import type { FinalMeasures, FormantPoint } from './final-measures.ts';

/**
 * A Bark distance F2-F1 above 7 in a mid or back vowel is not a vowel: it means F1 and F2 merged
 * into one LPC peak (they lie within about 1.5 Bark in rounded back vowels) and the tracker took
 * F3 for F2. Merging itself says "back and rounded", so such a reading counts as 1.5 Bark.
 */
const MERGED_F1_F2_BARK = 7;
const MERGED_READING_BARK = 1.5;
/**
 * In a close front vowel F3 lies within about 2.3 Bark of F2 (i: 1.2-2.0, ü: 0.6-1.3). A next
 * peak further away means F2 and F3 merged into one peak, which happens when rounding pulls F3
 * down onto F2 (ü); such frames count as a 0.5 Bark distance.
 */
const MERGED_F2_F3_BARK = 2.3;
const MERGED_F2_F3_READING = 0.5;

export const f2MinusF1 = (q: FormantPoint) => bark(q.f2) - bark(q.f1);
export const f3MinusF2 = (q: FormantPoint) => bark(q.f3) - bark(q.f2);
export const backness = (q: FormantPoint, mergedAbove = MERGED_F1_F2_BARK) => {
  const distance = f2MinusF1(q);
  return distance > mergedAbove ? MERGED_READING_BARK : distance;
};
/**
 * Before an alveolar n the vowel's F2 climbs to 1.8-2 kHz (7-8.7 Bark above F1), so in the
 * uen|ueng pair only a distance no vowel reaches, beyond 9 Bark (F2 above about 2.6 kHz), is read
 * as merged F1 and F2.
 */
const MERGED_BEFORE_N_BARK = 9;

/** Per-frame values of `at` over the last three quarters of the oral part (past the onset). */
function lateOralFrames(m: FinalMeasures, at: (f: number) => number): number[] {
  const from = m.oral.start - m.voiced.start;
  const to = m.oral.end - m.voiced.start;
  const values: number[] = [];
  for (let f = from + Math.floor((to - from) / 4); f < to; f += 1) {
    const v = at(f);
    if (Number.isFinite(v)) values.push(v);
  }
  return values;
}

/** F2-F3 proximity of a close front vowel, with merged frames counted as closest (see above). */
export function frontRounding(m: FinalMeasures): number {
  const { f2, f3 } = m.frames;
  const gaps = lateOralFrames(m, (f) => {
    const gap = bark(f3[f] ?? Number.NaN) - bark(f2[f] ?? Number.NaN);
    return gap > MERGED_F2_F3_BARK ? MERGED_F2_F3_READING : gap;
  });
  return gaps.length > 0 ? median(gaps) : Number.NaN;
}

export function frontness(m: FinalMeasures): number {
  const { f1, f2 } = m.frames;
  const gaps = lateOralFrames(m, (f) => bark(f2[f] ?? Number.NaN) - bark(f1[f] ?? Number.NaN));
  return gaps.length > 0 ? median(gaps) : Number.NaN;
}

type Quarter = 0 | 1 | 2 | 3;
const QUARTERS: readonly Quarter[] = [0, 1, 2, 3];

function perQuarter(name: string, measure: (q: FormantPoint) => number): [string, (m: FinalMeasures) => number][] {
  return QUARTERS.map((k) => [`${name}${k}`, (m: FinalMeasures) => measure(m.quarters[k])]);
}

/** The share of the voiced stretch that follows the oral part: a nasal coda's murmur. */
function murmurShare(m: FinalMeasures): number {
  const voiced = m.voiced.end - m.voiced.start;
  return voiced > 0 ? m.murmurFrames / voiced : Number.NaN;
}

/** Every named measure. Names are part of the fitted models' data: rename one, refit them. */
export const FINAL_FEATURES: Readonly<Record<string, (m: FinalMeasures) => number>> = Object.fromEntries([
  // Backness: F2-F1 (Bark), and the same with merged peaks read as back (see backness).
  ...perQuarter('f2MinusF1_', f2MinusF1),
  ...perQuarter('backness_', (q) => backness(q)),
  ...perQuarter('backnessBeforeN_', (q) => backness(q, MERGED_BEFORE_N_BARK)),
  // F3-F2 (Bark): rounding of front vowels, and the velar pinch of -ng.
  ...perQuarter('f3MinusF2_', f3MinusF2),
  // Height: F1 on the Bark scale.
  ...perQuarter('f1Bark_', (q) => bark(q.f1)),
  // Level above a third of F3 against under it, dB.
  ...perQuarter('balance_', (q) => q.balance),
  // How the vowel moves: F2 late against early, and F2-F1's change from the 2nd to the 3rd quarter.
  ['f2Ratio20', (m: FinalMeasures) => m.quarters[2].f2 / m.quarters[0].f2],
  ['f2Ratio31', (m: FinalMeasures) => m.quarters[3].f2 / m.quarters[1].f2],
  ['f2Ratio30', (m: FinalMeasures) => m.quarters[3].f2 / m.quarters[0].f2],
  ['f2MinusF1Change21', (m: FinalMeasures) => f2MinusF1(m.quarters[2]) - f2MinusF1(m.quarters[1])],
  ['frontRounding', frontRounding],
  ['frontness', frontness],
  // The murmur after the oral part: how long, how open its spectrum.
  ['murmurShare', murmurShare],
  ['murmurBalance', (m: FinalMeasures) => (m.murmurFrames > 0 ? m.murmur.balance : Number.NaN)],
  ['murmurF2MinusF1', (m: FinalMeasures) => (m.murmurFrames > 0 ? f2MinusF1(m.murmur) : Number.NaN)],
]);

/** The value of a named measure; throws for a name that is not one. */
export function finalFeature(name: string, measures: FinalMeasures): number {
  const measure = FINAL_FEATURES[name];
  if (!measure) throw new RangeError(`No final measure named ${name}`);
  return measure(measures);
}
