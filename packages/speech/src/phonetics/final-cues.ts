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
import type { FinalMeasures } from './final-measures.ts';
import { finalFeature } from './final-features.ts';
import { FINAL_PAIR_MODELS, finalModelScore, type FinalPairModels } from './final-pair-models.ts';
import { pairKey, type FinalPair } from './final-pairs.ts';

interface Cue {
  /** A measure of final-features.ts. */
  feature: string;
  boundary: number;
  scale: number;
  /** +1: values above the boundary are the pair's second member; -1: the first. */
  direction: 1 | -1;
}

const MAX_VOTE = 3;

/**
 * -n against -ng after a, e, ua, ue: the velar closure needs a back tongue, so the vowel of -ng is
 * back (a → [ɑ], e → [ɤ]) and F2 sits far under F3, while -n keeps the vowel front or central and
 * draws F2 up towards the alveolar locus. One shared boundary, 4.8 Bark (F2 about 1450 Hz under
 * an F3 of 3300 Hz), fits en|eng, an|ang and uan|uang alike on the fitting half.
 */
const NASAL_BACKNESS: Cue[] = [
  { feature: 'f3MinusF2_2', boundary: 4.8, scale: 0.6, direction: 1 },
  { feature: 'f3MinusF2_3', boundary: 4.8, scale: 0.6, direction: 1 },
];

const CUES: Readonly<Record<string, Cue[]>> = {
  /**
   * ing is [iəŋ]: the tongue body leaves the palate for the velum during the vowel, so F2 falls
   * (and F2-F1 shrinks) by the third quarter; in keeps the palatal F2 until the alveolar closure.
   */
  'in|ing': [
    { feature: 'f2Ratio20', boundary: 0.95, scale: 0.12, direction: -1 },
    {
      feature: 'f2MinusF1Change21',
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
    { feature: 'backnessBeforeN_2', boundary: 4, scale: 0.8, direction: -1 },
    { feature: 'backnessBeforeN_3', boundary: 4.5, scale: 0.8, direction: -1 },
    { feature: 'balance_2', boundary: -15, scale: 5, direction: -1 },
    { feature: 'balance_3', boundary: -20, scale: 6, direction: -1 },
  ],
  'an|ang': NASAL_BACKNESS,
  /**
   * ai starts from open [a] (high F1 close to F2: F2-F1 about 3-4 Bark); ei starts from mid [e]
   * (low F1, high F2: 7 Bark). The glide's start is where they differ most.
   */
  'ai|ei': [
    { feature: 'f2MinusF1_0', boundary: 5.9, scale: 1.3, direction: 1 },
    { feature: 'f2MinusF1_1', boundary: 5.9, scale: 0.9, direction: 1 },
  ],
  /**
   * o is rounded back [o] (after b p m f: [uo]): F1 and F2 within about 3 Bark. Mandarin e is the
   * unrounded [ɤ] with F2 some 300 Hz higher: 3.5-5 Bark. Measured in the second half, after the
   * labial onset's transition.
   */
  'o|e': [
    { feature: 'backness_2', boundary: 3.2, scale: 0.3, direction: 1 },
    { feature: 'backness_3', boundary: 3.1, scale: 0.35, direction: 1 },
  ],
  /**
   * ong is rounded [ʊŋ]: F2 close to F1 (under about 2.8 Bark) and little energy above a third of
   * F3; eng's [ɤ]/[ə] has F2 some 1.5 Bark further up and 15-20 dB more energy up there. Measured
   * in the second half of the vowel: the first carries the initial's transitions (a z or d onset
   * pulls F2 up), which misled an earlier version on recordings resampled to a smaller tract.
   */
  'eng|ong': [
    { feature: 'backness_2', boundary: 2.8, scale: 0.75, direction: -1 },
    { feature: 'backness_3', boundary: 3.1, scale: 0.8, direction: -1 },
    { feature: 'balance_2', boundary: -15, scale: 5, direction: -1 },
    { feature: 'balance_3', boundary: -20, scale: 6, direction: -1 },
  ],
  /**
   * ü is i with rounded lips: rounding lowers F3 onto F2 (F3-F2 under about 1.3 Bark, often one
   * merged peak) and lowers F2 against F1 (F2-F1 about 10.4 Bark against 11.4 for i).
   */
  'i|ü': [
    { feature: 'frontRounding', boundary: 1.26, scale: 0.22, direction: -1 },
    { feature: 'frontness', boundary: 10.86, scale: 0.5, direction: -1 },
  ],
};

export interface PairVote {
  /** Sum of the cues' votes; positive favours the pair's second member. */
  score: number;
  /** How many cues could be measured. */
  cues: number;
}

/** The measures (final-features.ts) a pair's hand-set cues read; throws for a pair that is not a final pair. */
export function handCueFeatures(key: string): string[] {
  const cues = CUES[key];
  if (!cues) throw new RangeError(`No final contrast cues for the pair ${key}`);
  return [...new Set(cues.map((cue) => cue.feature))];
}

/**
 * The vote on a measured syllable: the pair's fitted model when `models` has one
 * (final-pair-models.ts), else its hand-set cues. Throws for a pair that is not a final pair.
 */
export function votePair(
  pair: FinalPair,
  measures: FinalMeasures,
  models: FinalPairModels = FINAL_PAIR_MODELS,
): PairVote {
  const model = models[pairKey(pair)];
  if (model) {
    const { score, measured } = finalModelScore(model, measures);
    return { score, cues: measured };
  }
  return handVote(pair, measures);
}

/** The hand-set cues' vote (see the file comment). */
export function handVote(pair: FinalPair, measures: FinalMeasures): PairVote {
  return handVoteOn(pairKey(pair), (feature) => finalFeature(feature, measures));
}

/** The hand-set cues' vote from the measures' values (`valueOf` a name of final-features.ts). */
export function handVoteOn(key: string, valueOf: (feature: string) => number): PairVote {
  const cues = CUES[key];
  if (!cues) throw new RangeError(`No final contrast cues for the pair ${key}`);
  let score = 0;
  let counted = 0;
  for (const cue of cues) {
    const value = valueOf(cue.feature);
    if (!Number.isFinite(value)) continue;
    const vote = (cue.direction * (value - cue.boundary)) / cue.scale;
    score += Math.max(-MAX_VOTE, Math.min(MAX_VOTE, vote));
    counted += 1;
  }
  return { score, cues: counted };
}
