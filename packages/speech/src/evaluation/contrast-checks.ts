/**
 * Runs the contrast-pair detectors (spec section 3's 19 pairs) that apply to one expected
 * syllable and turns their judgements into the initial and final decisions. The detectors say
 * which member of a pair the syllable sounds like and how surely; an expected member heard as its
 * partner is an error only when the detector is sure of it (CONTRAST_ERROR_CONFIDENCE), so a
 * doubtful judgement never marks a learner wrong.
 */
import { detectFinalContrast } from '../phonetics/final-contrast.ts';
import { finalPairsForSyllable, pairMemberOfSyllable } from '../phonetics/final-pairs.ts';
import {
  detectInitialContrast,
  initialContrastMemberOfPinyin,
  initialPairsFor,
} from '../phonetics/initial-contrast.ts';
import { checkFinalVowel } from '../phonetics/final-height.ts';
import { checkInitialManner } from '../phonetics/initial-manner.ts';
import type { PartJudgement } from '../scoring/syllable-scores.ts';
import type { ContrastJudgement, ExpectedSyllable, SoundModels } from './result-types.ts';

/**
 * A partner heard with more than 0.6 confidence (odds above 3:2) is an error. The detectors'
 * confidences are calibrated so that 0.5 is "cannot tell"; 0.6 still gives a doubtful judgement to
 * the learner. The benchmark sweeps this threshold (bench/speech/contrast-through-evaluate.ts):
 * balanced accuracy over the 19 pairs peaks at 0.5-0.55 and falls steadily above 0.6 (mean 0.935
 * at 0.6, 0.925 at 0.7, 0.912 at 0.8), missed errors growing faster than false alarms shrink;
 * at 0.7 the weakest pairs (c|ch, in|ing, r|l) dropped under 0.85. See decision 012.
 */
export const CONTRAST_ERROR_CONFIDENCE = 0.6;

/** The goodness of an initial said with another manner, or a vowel of the other height: clearly wrong. */
const WRONG_MANNER_GOODNESS = 0.2;

export interface SampleRange {
  start: number;
  end: number;
}

/**
 * The recording as said and as the sound detectors prefer it: for a low voice, frequencies raised
 * to the detectors' voices (phonetics/vocal-tract.ts); otherwise the same recording twice.
 */
export interface DetectorRecordings {
  plain: { samples: Float32Array; range: SampleRange };
  normalised: { samples: Float32Array; range: SampleRange };
}

/**
 * Pairs read on the recording as said. n|l and r|l weigh the murmur under 500 Hz, where a man's
 * voice differs by its pitch (its harmonics lie closer), not by its vocal tract: raising the
 * frequencies there moves the harmonics, not the resonances.
 */
const PLAIN_PAIRS: ReadonlySet<string> = new Set(['n|l', 'r|l']);

export interface ContrastChecks {
  initial: PartJudgement;
  final: PartJudgement;
  contrasts: ContrastJudgement[];
}

/** Probability that the expected member was said, from one judgement. */
function goodnessOf(judgement: ContrastJudgement): number {
  return judgement.heard === judgement.expected ? judgement.confidence : 1 - judgement.confidence;
}

function isError(judgement: ContrastJudgement): boolean {
  return judgement.heard !== judgement.expected && judgement.confidence > CONTRAST_ERROR_CONFIDENCE;
}

/** A part is as good as its worst pair; with no pair that applies it is not judged (correct). */
function partOf(judgements: ContrastJudgement[]): PartJudgement {
  if (judgements.length === 0) return { correct: true, goodness: 1 };
  return {
    correct: !judgements.some(isError),
    goodness: Math.min(...judgements.map(goodnessOf)),
  };
}

export function checkContrasts(
  expected: ExpectedSyllable,
  recordings: DetectorRecordings,
  models: SoundModels = {},
): ContrastChecks {
  const { samples, range } = recordings.normalised;
  // The r|i pair counts a syllable without initial whose final starts with i (you, yan) as 'i'.
  const initialMember = initialContrastMemberOfPinyin(expected.pinyin);
  const initialJudgements = initialPairsFor(initialMember).map((pair) => {
    const read = PLAIN_PAIRS.has(`${pair[0]}|${pair[1]}`) ? recordings.plain : recordings.normalised;
    return detectInitialContrast(pair, initialMember, read.samples, read.range, models.initialPairModels);
  });
  const finalJudgements = finalPairsForSyllable(expected.pinyin).map((pair) =>
    detectFinalContrast(pair, pairMemberOfSyllable(pair, expected.pinyin), samples, range, models.finalPairModels),
  );
  // Every initial's manner is checked too: a pair detector hears only its own two members.
  const manner = checkInitialManner(expected.initial, samples, range);
  const pairs = partOf(initialJudgements);
  const initial =
    manner && !manner.correct ? { correct: false, goodness: Math.min(pairs.goodness, WRONG_MANNER_GOODNESS) } : pairs;
  // And every final's vowel: its height, and its backness where it is plainly front or back.
  const vowel = checkFinalVowel(expected, samples, range);
  const finalPairs = partOf(finalJudgements);
  const final =
    vowel && !vowel.correct
      ? { correct: false, goodness: Math.min(finalPairs.goodness, WRONG_MANNER_GOODNESS) }
      : finalPairs;
  return {
    initial,
    final,
    contrasts: [...initialJudgements, ...finalJudgements],
  };
}
