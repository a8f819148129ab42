/**
 * The contrast pairs (spec section 3, CONTRAST_PAIRS) per speaker, as contrast-through-evaluate.ts
 * measures them for speaker A, for syllables in words too: each judgement of the own reading
 * must not be an error, and the same syllable judged as its partner (zhi1 against zi1, same tone,
 * the rest of the word unchanged) must be. An error is the partner heard with more than
 * CONTRAST_ERROR_CONFIDENCE, as evaluate() decides. Balanced accuracy is the mean over the pair's
 * two members (the member said) of the share of right outcomes, own and partner judgements
 * together; the false-alarm rate is over own judgements, the detection rate over partner ones.
 * Own judgements are counted on the recordings that had the partner pass, so both halves come
 * from the same recordings.
 */
import { CONTRAST_PAIRS } from '@hanyu/contracts/constants/phonetics';
import { CONTRAST_ERROR_CONFIDENCE } from '../../packages/speech/src/evaluation/contrast-checks.ts';
import type { ContrastJudgement } from '../../packages/speech/src/evaluation/result-types.ts';
import { count, rate, round, type DerivedRecord, type OwnRecord, type Rate } from './speaker-figures.ts';

export interface PairFigures {
  balancedAccuracy: number | null;
  /** Share of right outcomes per member said. */
  recall: Record<string, Rate>;
  falseAlarm: Rate;
  detection: Rate;
  /** Partner evaluations where the pair's judgement was absent (refused copy, syllable missing). */
  partnerNotJudged: number;
}

export interface ContrastFigures {
  pairs: Record<string, PairFigures | null>;
  /** Pairs with both own and partner judgements. */
  measured: number;
  note: string;
}

function flagged(judgement: ContrastJudgement): boolean {
  return judgement.heard !== judgement.expected && judgement.confidence > CONTRAST_ERROR_CONFIDENCE;
}

function keyOf(pair: readonly [string, string]): string {
  return `${pair[0]}|${pair[1]}`;
}

function isErhua(pinyin: string): boolean {
  return pinyin !== 'er' && pinyin.endsWith('r');
}

/** `sampled`: the recordings that had the partner pass (all, unless the pass ran on a sample). */
export function contrastFigures(
  own: readonly OwnRecord[],
  partner: readonly DerivedRecord[],
  sampled: (item: OwnRecord['item']) => boolean,
): ContrastFigures {
  const right = new Map<string, Map<string, [number, number]>>();
  const falseAlarms = new Map<string, [number, number]>();
  const detections = new Map<string, [number, number]>();
  const notJudged = new Map<string, number>();
  const member = (pair: string) => {
    let map = right.get(pair);
    if (!map) {
      map = new Map();
      right.set(pair, map);
    }
    return map;
  };
  for (const { item, outcome } of own) {
    if (!sampled(item) || outcome.refusedCode !== null || outcome.error !== undefined) continue;
    item.expected.forEach((expected, slot) => {
      if (isErhua(expected.pinyin)) return;
      for (const judgement of outcome.syllables[slot]?.contrasts ?? []) {
        const pair = keyOf(judgement.pair);
        const wrong = flagged(judgement);
        count(falseAlarms, pair, wrong);
        count(member(pair), judgement.expected, !wrong);
      }
    });
  }
  for (const { job, outcome } of partner) {
    const pair = job.pair ?? '';
    const judgement = outcome.syllables[job.slot]?.contrasts.find((c) => keyOf(c.pair) === pair);
    if (!judgement || job.member === undefined || outcome.refusedCode !== null) {
      notJudged.set(pair, (notJudged.get(pair) ?? 0) + 1);
      continue;
    }
    const caught = flagged(judgement);
    count(detections, pair, caught);
    count(member(pair), job.member, caught);
  }
  const pairs: Record<string, PairFigures | null> = {};
  let measured = 0;
  for (const pairList of CONTRAST_PAIRS) {
    const pair = keyOf(pairList);
    const members = right.get(pair);
    const fa = falseAlarms.get(pair);
    const det = detections.get(pair);
    if (!members || !fa || !det) {
      pairs[pair] = null;
      continue;
    }
    measured += 1;
    const recalls = [...members.values()].map(([hit, n]) => hit / n);
    pairs[pair] = {
      balancedAccuracy: round(recalls.reduce((a, b) => a + b, 0) / recalls.length),
      recall: Object.fromEntries([...members.entries()].map(([m, [hit, n]]) => [m, rate(hit, n)])),
      falseAlarm: rate(fa[0], fa[1]),
      detection: rate(det[0], det[1]),
      partnerNotJudged: notJudged.get(pair) ?? 0,
    };
  }
  return {
    pairs,
    measured,
    note: `error = partner heard with confidence > ${CONTRAST_ERROR_CONFIDENCE}; balanced accuracy = mean over the member said of right outcomes (own not flagged, partner flagged); null = no partner judgements (no existing partner syllable)`,
  };
}
