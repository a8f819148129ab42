import { describe, expect, it } from 'vitest';
import { handCueFeatures, handVoteOn, votePair } from './final-cues.ts';
import { FINAL_FEATURES } from './final-features.ts';
import type { FinalMeasures, FormantPoint } from './final-measures.ts';
import { FINAL_PAIR_MODELS } from './final-pair-models.ts';
import { FINAL_PAIR_MODELS_WITHOUT } from './final-pair-models-held-out.ts';
import { FEATURE_CLIP, finalModelScoreOn, standardised, type FinalPairModel } from './final-pair-models.ts';
import { FINAL_PAIRS, pairKey } from './final-pairs.ts';

const point = (f1: number, f2: number, f3: number, balance: number): FormantPoint => ({ f1, f2, f3, balance });

/** A steady close front vowel (i-like: F2 far above F1, F3 close to F2) with a short murmur. */
function steadyFrontVowel(): FinalMeasures {
  const q = point(300, 2500, 3000, -10);
  const frames = 20;
  return {
    f0: 220,
    voiced: { start: 0, end: frames },
    oral: { start: 0, end: 16 },
    quarters: [q, q, q, q],
    murmur: point(250, 1800, 2800, -30),
    murmurFrames: 4,
    frames: {
      f1: new Float64Array(frames).fill(300),
      f2: new Float64Array(frames).fill(2500),
      f3: new Float64Array(frames).fill(3000),
      balance: new Float64Array(frames).fill(-10),
    },
  };
}

describe('fitted final pair models', () => {
  const model: FinalPairModel = {
    bias: 0.5,
    terms: [
      { feature: 'f2Ratio20', weight: 2, centre: 1, scale: 0.1 },
      { feature: 'balance_2', weight: -1, centre: -20, scale: 5 },
    ],
  };

  it('adds each standardised measure times its weight to the bias', () => {
    const values: Record<string, number> = { f2Ratio20: 1.05, balance_2: -10 };
    // 0.5 + 2 × 0.5 - 1 × 2
    const { score, measured } = finalModelScoreOn(model, (f) => values[f] ?? Number.NaN);
    expect(score).toBeCloseTo(-0.5, 10);
    expect(measured).toBe(2);
  });

  it('clips a wild measure and leaves out one that could not be taken', () => {
    expect(standardised(100, 0, 1)).toBe(FEATURE_CLIP);
    expect(standardised(-100, 0, 1)).toBe(-FEATURE_CLIP);
    expect(standardised(Number.NaN, 0, 1)).toBeNaN();
    const onlyRatio: Record<string, number> = { f2Ratio20: 5 };
    expect(finalModelScoreOn(model, (f) => onlyRatio[f] ?? Number.NaN)).toEqual({
      score: 0.5 + 2 * FEATURE_CLIP,
      measured: 1,
    });
    expect(finalModelScoreOn(model, () => Number.NaN)).toEqual({ score: 0, measured: 0 });
  });

  it('reads only measures that final-features.ts defines, for shipped and held-out models alike', () => {
    const all = [FINAL_PAIR_MODELS, ...Object.values(FINAL_PAIR_MODELS_WITHOUT)];
    for (const models of all) {
      for (const [key, fitted] of Object.entries(models)) {
        expect(FINAL_PAIRS.map(pairKey)).toContain(key);
        for (const term of fitted.terms) expect(Object.keys(FINAL_FEATURES)).toContain(term.feature);
      }
    }
    // Every pair the engine ships a fit for was also fitted on each speaker alone, for the benchmark.
    for (const models of Object.values(FINAL_PAIR_MODELS_WITHOUT)) {
      expect(Object.keys(models).sort()).toEqual(Object.keys(FINAL_PAIR_MODELS).sort());
    }
  });

  it('votes with a pair’s model when there is one and with its hand-set cues otherwise', () => {
    const measures = steadyFrontVowel();
    const pair = ['in', 'ing'] as const;
    const leansToIng: FinalPairModel = { bias: 4, terms: [{ feature: 'f2Ratio20', weight: 0, centre: 1, scale: 1 }] };
    expect(votePair(pair, measures, { 'in|ing': leansToIng })).toEqual({ score: 4, cues: 1 });
    const hand = votePair(pair, measures, {});
    expect(hand).toEqual(handVoteOn('in|ing', (f) => FINAL_FEATURES[f]?.(measures) ?? Number.NaN));
    // A steady front vowel keeps its F2: the hand cues hear in.
    expect(hand.score).toBeLessThan(0);
    expect(handCueFeatures('in|ing')).toEqual(['f2Ratio20', 'f2MinusF1Change21']);
  });
});
