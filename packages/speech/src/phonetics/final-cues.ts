/**
 * The acoustic cues that tell the members of each final contrast pair apart, and how they vote.
 *
 * Every cue is a distance between two formants of the same syllable on the Bark scale, a ratio of
 * one formant to itself at another time, or a level difference inside one spectrum: these change
 * little from speaker to speaker (see formants/bark.ts), unlike formants in Hz. Each cue has a
 * boundary and a scale: (value - boundary) / scale, clipped to ±3 so one wild measurement cannot
 * outvote the rest, is its vote for the second member of the pair (or the first, with direction
 * -1). Votes are summed.
 *
 * Boundaries and scales were fitted on the odd-indexed half of the development recordings (one
 * female speaker; the even half is held out, see bench/speech/contrast-finals.ts) and rounded;
 * each sits where phonetics expects it, which is the reason to trust it for other voices. The
 * quarters are those of the syllable's oral part (final-measures.ts): 0 = start ... 3 = end.
 */
import { bark } from '../formants/bark.ts';
import { median } from '../dsp/statistics.ts';
import type { FinalMeasures, FormantPoint } from './final-measures.ts';
import { pairKey, type FinalPair } from './final-pairs.ts';

interface Cue {
  measure: (m: FinalMeasures) => number;
  boundary: number;
  scale: number;
  /** +1: values above the boundary are the pair's second member; -1: the first. */
  direction: 1 | -1;
}

const MAX_VOTE = 3;

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

const f2MinusF1 = (q: FormantPoint) => bark(q.f2) - bark(q.f1);
const f3MinusF2 = (q: FormantPoint) => bark(q.f3) - bark(q.f2);
const backness = (q: FormantPoint, mergedAbove = MERGED_F1_F2_BARK) => {
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
function frontRounding(m: FinalMeasures): number {
  const { f2, f3 } = m.frames;
  const gaps = lateOralFrames(m, (f) => {
    const gap = bark(f3[f] ?? Number.NaN) - bark(f2[f] ?? Number.NaN);
    return gap > MERGED_F2_F3_BARK ? MERGED_F2_F3_READING : gap;
  });
  return gaps.length > 0 ? median(gaps) : Number.NaN;
}

function frontness(m: FinalMeasures): number {
  const { f1, f2 } = m.frames;
  const gaps = lateOralFrames(m, (f) => bark(f2[f] ?? Number.NaN) - bark(f1[f] ?? Number.NaN));
  return gaps.length > 0 ? median(gaps) : Number.NaN;
}

/**
 * -n against -ng after a, e, ua, ue: the velar closure needs a back tongue, so the vowel of -ng is
 * back (a → [ɑ], e → [ɤ]) and F2 sits far under F3, while -n keeps the vowel front or central and
 * draws F2 up towards the alveolar locus. One shared boundary, 4.8 Bark (F2 about 1450 Hz under
 * an F3 of 3300 Hz), fits en|eng, an|ang and uan|uang alike on the fitting half.
 */
const NASAL_BACKNESS: Cue[] = [
  { measure: (m) => f3MinusF2(m.quarters[2]), boundary: 4.8, scale: 0.6, direction: 1 },
  { measure: (m) => f3MinusF2(m.quarters[3]), boundary: 4.8, scale: 0.6, direction: 1 },
];

const CUES: Readonly<Record<string, Cue[]>> = {
  /**
   * ing is [iəŋ]: the tongue body leaves the palate for the velum during the vowel, so F2 falls
   * (and F2-F1 shrinks) by the third quarter; in keeps the palatal F2 until the alveolar closure.
   */
  'in|ing': [
    { measure: (m) => m.quarters[2].f2 / m.quarters[0].f2, boundary: 0.95, scale: 0.12, direction: -1 },
    {
      measure: (m) => f2MinusF1(m.quarters[2]) - f2MinusF1(m.quarters[1]),
      boundary: -0.9,
      scale: 0.8,
      direction: -1,
    },
  ],
  'uan|uang': NASAL_BACKNESS,
  'en|eng': NASAL_BACKNESS,
  /**
   * ueng is [uəŋ] alone (weng) and [ʊŋ] after an initial (written ong: dong, long): the vowel
   * stays back and rounded up to the velar closure, so F2 stays low and there is little energy
   * above a third of F3 — the eng|ong balance boundaries. uen ([uən], dun) moves from the u glide
   * to a central [ə] and the alveolar n: F2 climbs and the upper spectrum gains 15-20 dB.
   */
  'uen|ueng': [
    { measure: (m) => backness(m.quarters[2], MERGED_BEFORE_N_BARK), boundary: 4, scale: 0.8, direction: -1 },
    { measure: (m) => backness(m.quarters[3], MERGED_BEFORE_N_BARK), boundary: 4.5, scale: 0.8, direction: -1 },
    { measure: (m) => m.quarters[2].balance, boundary: -15, scale: 5, direction: -1 },
    { measure: (m) => m.quarters[3].balance, boundary: -20, scale: 6, direction: -1 },
  ],
  'an|ang': NASAL_BACKNESS,
  /**
   * ai starts from open [a] (high F1 close to F2: F2-F1 about 3-4 Bark); ei starts from mid [e]
   * (low F1, high F2: 7 Bark). The glide's start is where they differ most.
   */
  'ai|ei': [
    { measure: (m) => f2MinusF1(m.quarters[0]), boundary: 5.9, scale: 1.3, direction: 1 },
    { measure: (m) => f2MinusF1(m.quarters[1]), boundary: 5.9, scale: 0.9, direction: 1 },
  ],
  /**
   * o is rounded back [o] (after b p m f: [uo]): F1 and F2 within about 3 Bark. Mandarin e is the
   * unrounded [ɤ] with F2 some 300 Hz higher: 3.5-5 Bark. Measured in the second half, after the
   * labial onset's transition.
   */
  'o|e': [
    { measure: (m) => backness(m.quarters[2]), boundary: 3.2, scale: 0.3, direction: 1 },
    { measure: (m) => backness(m.quarters[3]), boundary: 3.1, scale: 0.35, direction: 1 },
  ],
  /**
   * ong is rounded [ʊŋ]: F2 close to F1 (under about 2.8 Bark) and little energy above a third of
   * F3; eng's [ɤ]/[ə] has F2 some 1.5 Bark further up and 15-20 dB more energy up there. Measured
   * in the second half of the vowel: the first carries the initial's transitions (a z or d onset
   * pulls F2 up), which misled an earlier version on recordings resampled to a smaller tract.
   */
  'eng|ong': [
    { measure: (m) => backness(m.quarters[2]), boundary: 2.8, scale: 0.75, direction: -1 },
    { measure: (m) => backness(m.quarters[3]), boundary: 3.1, scale: 0.8, direction: -1 },
    { measure: (m) => m.quarters[2].balance, boundary: -15, scale: 5, direction: -1 },
    { measure: (m) => m.quarters[3].balance, boundary: -20, scale: 6, direction: -1 },
  ],
  /**
   * ü is i with rounded lips: rounding lowers F3 onto F2 (F3-F2 under about 1.3 Bark, often one
   * merged peak) and lowers F2 against F1 (F2-F1 about 10.4 Bark against 11.4 for i).
   */
  'i|ü': [
    { measure: frontRounding, boundary: 1.26, scale: 0.22, direction: -1 },
    { measure: frontness, boundary: 10.86, scale: 0.5, direction: -1 },
  ],
};

export interface PairVote {
  /** Sum of the cues' votes; positive favours the pair's second member. */
  score: number;
  /** How many cues could be measured. */
  cues: number;
}

/** The cues' vote on a measured syllable; throws for a pair that is not a final pair. */
export function votePair(pair: FinalPair, measures: FinalMeasures): PairVote {
  const cues = CUES[pairKey(pair)];
  if (!cues) throw new RangeError(`No final contrast cues for the pair ${pairKey(pair)}`);
  let score = 0;
  let counted = 0;
  for (const cue of cues) {
    const value = cue.measure(measures);
    if (!Number.isFinite(value)) continue;
    const vote = (cue.direction * (value - cue.boundary)) / cue.scale;
    score += Math.max(-MAX_VOTE, Math.min(MAX_VOTE, vote));
    counted += 1;
  }
  return { score, cues: counted };
}
