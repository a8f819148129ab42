/**
 * Fits the final pair models leave-one-speaker-out and chooses, pair by pair, what the engine ships
 * (decision 035).
 *
 * For each final contrast pair, three candidates:
 * - "hand": the hand-set cues of final-cues.ts (set on speaker A: her figure is in-sample);
 * - "fit/hand-measures": a logistic regression on the measures those cues read;
 * - "fit/all-measures": the same on every measure of final-features.ts.
 * Each fit is made on one speaker and measured on the other (A → B, B → A), so both of a fit's
 * figures are held out. Rows are the syllables of syllable-cue-rows.ts, in words as alone; the
 * regression is class-balanced and ridge-penalised, on measures standardised by the training rows'
 * median and spread and clipped as final-pair-models.ts reads them.
 *
 * A fitted candidate is shipped for a pair only when the mean of its two held-out balanced accuracies
 * beats the hand cues' mean (whose A figure is in-sample, so the comparison leans to the hand cues)
 * by SHIP_MARGIN. The shipped model is the same fit made on both speakers (each speaker and member
 * weighed equally). The fits on one speaker are kept in final-pair-models-held-out.ts, and the
 * speech benchmark evaluates each speaker with the models fitted on the other (speaker-options.ts).
 *
 * `npx tsx bench/speech/fit-final-pairs.ts` prints the table; `--write` writes the shipped models to
 * packages/speech/src/phonetics/final-pair-models-data.ts and the figures to
 * bench/results/final-pairs.json.
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { handCueFeatures, handVoteOn } from '../../packages/speech/src/phonetics/final-cues.ts';
import {
  FEATURE_CLIP,
  finalModelScoreOn,
  type FinalPairModel,
} from '../../packages/speech/src/phonetics/final-pair-models.ts';
import { FINAL_PAIRS, pairKey } from '../../packages/speech/src/phonetics/final-pairs.ts';
import { pairFigures, type PairFigures } from './pair-figures.ts';
import { FEATURE_NAMES, loadSyllableRows, type SyllableRow } from './syllable-cue-rows.ts';
import { SPEAKER_A, SPEAKER_B } from './speakers.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const SHIPPED = resolve(REPO_ROOT, 'packages/speech/src/phonetics/final-pair-models-data.ts');
const HELD_OUT = resolve(REPO_ROOT, 'packages/speech/src/phonetics/final-pair-models-held-out.ts');
const RESULTS = resolve(REPO_ROOT, 'bench/results/final-pairs.json');

/** L2 penalty on the weights of the standardised measures (the loss is a weighted mean). */
const RIDGE = Number(process.env.FIT_RIDGE ?? 0.01);
const STEPS = 1500;
const LEARNING_RATE = 0.5;
/** How much better (mean held-out balanced accuracy) a fit must do than the hand cues to be shipped. */
const SHIP_MARGIN = 0.01;

/**
 * Measures a pair's phonetics points to beyond its hand-set cues, written after reading both
 * speakers' medians per member (so the held-out figures of these fits lean to the optimistic):
 * - in|ing: ing's tongue body leaves the palate for the velum at any time in the vowel, early
 *   (speaker A: F2 down by the third quarter) or only at its end (speaker B: F2 level to the third
 *   quarter, then down, F3-F2 widening), so F2 late against early and the end's F2-F1 and F3-F2;
 * - eng|ong: ong's rounding takes the energy above a third of F3 away (15 dB for both speakers),
 *   read without formant picking, where F2-F1 misleads for a speaker whose eng is backed.
 */
const PHONETIC_MEASURES: Readonly<Record<string, readonly string[]>> = {
  'in|ing': ['f2Ratio20', 'f2Ratio30', 'f2Ratio31', 'f2MinusF1_3', 'f3MinusF2_2', 'f3MinusF2_3'],
  'eng|ong': ['balance_1', 'balance_2', 'balance_3'],
};

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

type Scorer = (row: SyllableRow) => number;

function valueOf(row: SyllableRow): (feature: string) => number {
  return (feature) => row.values[FEATURE_NAMES.indexOf(feature)] ?? Number.NaN;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * Class-balanced, ridge-penalised logistic regression on `features` (positive: the pair's second
 * member). Each speaker in the rows and each member counts equally.
 */
export function fitPair(key: string, rows: readonly SyllableRow[], features: readonly string[]): FinalPairModel {
  const second = key.split('|')[1];
  const terms = features.map((feature) => {
    const k = FEATURE_NAMES.indexOf(feature);
    const values = rows.map((row) => row.values[k] ?? Number.NaN).filter(Number.isFinite);
    const centre = values.length > 0 ? median(values) : 0;
    const spread = values.length > 0 ? 1.4826 * median(values.map((v) => Math.abs(v - centre))) : 1;
    return { feature, k, centre, scale: spread > 1e-6 ? spread : 1 };
  });
  const x = rows.map((row) =>
    terms.map(({ k, centre, scale }) => {
      const v = row.values[k] ?? Number.NaN;
      return Number.isFinite(v) ? Math.max(-FEATURE_CLIP, Math.min(FEATURE_CLIP, (v - centre) / scale)) : 0;
    }),
  );
  const y = rows.map((row) => (row.members[key] === second ? 1 : 0));
  const groups = new Map<string, number>();
  rows.forEach((row, i) => groups.set(`${row.speaker}/${y[i]}`, (groups.get(`${row.speaker}/${y[i]}`) ?? 0) + 1));
  const sample = rows.map((row, i) => 1 / (groups.size * (groups.get(`${row.speaker}/${y[i]}`) ?? 1)));
  const w = new Float64Array(terms.length);
  let bias = 0;
  for (let step = 0; step < STEPS; step += 1) {
    const grad = new Float64Array(terms.length);
    let gradBias = 0;
    x.forEach((xi, i) => {
      let z = bias;
      for (let j = 0; j < xi.length; j += 1) z += (w[j] ?? 0) * (xi[j] ?? 0);
      const error = (1 / (1 + Math.exp(-z)) - (y[i] ?? 0)) * (sample[i] ?? 0);
      gradBias += error;
      for (let j = 0; j < xi.length; j += 1) grad[j] = (grad[j] ?? 0) + error * (xi[j] ?? 0);
    });
    bias -= LEARNING_RATE * gradBias;
    for (let j = 0; j < w.length; j += 1) w[j] = (w[j] ?? 0) - LEARNING_RATE * ((grad[j] ?? 0) + RIDGE * (w[j] ?? 0));
  }
  return {
    bias: round4(bias),
    terms: terms
      .map(({ feature, centre, scale }, j) => ({
        feature,
        weight: round4(w[j] ?? 0),
        centre: round4(centre),
        scale: round4(scale),
      }))
      .filter((term) => term.weight !== 0),
  };
}

type Figures = PairFigures;

/** The benchmark's measures on `rows` (pair-figures.ts). */
function figuresOf(key: string, rows: readonly SyllableRow[], score: Scorer): Figures | null {
  const [first = ''] = key.split('|');
  return pairFigures(
    first,
    rows.map((row) => ({ member: row.members[key] ?? '', score: score(row), measured: true })),
  );
}

interface SpeakerFigures {
  all: Figures | null;
  isolated: Figures | null;
  inWords: Figures | null;
}

function speakerFigures(key: string, rows: readonly SyllableRow[], score: Scorer): SpeakerFigures {
  return {
    all: figuresOf(key, rows, score),
    isolated: figuresOf(
      key,
      rows.filter((r) => r.isolated),
      score,
    ),
    inWords: figuresOf(
      key,
      rows.filter((r) => !r.isolated),
      score,
    ),
  };
}

const rows = await loadSyllableRows();
const results: Record<string, unknown> = {};
const shipped: Record<string, FinalPairModel> = {};
const heldOutModels: Record<string, Record<string, FinalPairModel>> = { [SPEAKER_A]: {}, [SPEAKER_B]: {} };

for (const pair of FINAL_PAIRS) {
  const key = pairKey(pair);
  const pairRows = rows.filter((row) => row.members[key] !== undefined && row.values.length > 0);
  const ofA = pairRows.filter((row) => row.speaker === SPEAKER_A);
  const ofB = pairRows.filter((row) => row.speaker === SPEAKER_B);
  const hand: Scorer = (row) => handVoteOn(key, valueOf(row)).score;
  const candidates: Record<string, { a: SpeakerFigures; b: SpeakerFigures; mean: number; features?: string[] }> = {
    hand: (() => {
      const a = speakerFigures(key, ofA, hand);
      const b = speakerFigures(key, ofB, hand);
      return { a, b, mean: round4(((a.all?.balancedAccuracy ?? 0) + (b.all?.balancedAccuracy ?? 0)) / 2) };
    })(),
  };
  const featureSets: Record<string, string[]> = {
    'fit/hand-measures': handCueFeatures(key),
    'fit/all-measures': [...FEATURE_NAMES],
    ...(PHONETIC_MEASURES[key] ? { 'fit/phonetic-measures': [...(PHONETIC_MEASURES[key] ?? [])] } : {}),
  };
  const fits: Record<string, { onA: FinalPairModel; onB: FinalPairModel }> = {};
  for (const [name, features] of Object.entries(featureSets)) {
    const onA = fitPair(key, ofA, features);
    const onB = fitPair(key, ofB, features);
    fits[name] = { onA, onB };
    const scorer =
      (model: FinalPairModel): Scorer =>
      (row) =>
        finalModelScoreOn(model, valueOf(row)).score;
    const a = speakerFigures(key, ofA, scorer(onB));
    const b = speakerFigures(key, ofB, scorer(onA));
    candidates[name] = {
      a,
      b,
      mean: round4(((a.all?.balancedAccuracy ?? 0) + (b.all?.balancedAccuracy ?? 0)) / 2),
      features,
    };
  }
  const best = Object.entries(candidates)
    .filter(([name]) => name !== 'hand')
    .sort(([, x], [, y]) => y.mean - x.mean)[0];
  const handMean = candidates.hand?.mean ?? 0;
  const chosen = best && best[1].mean >= handMean + SHIP_MARGIN ? best[0] : 'hand';
  if (chosen !== 'hand') {
    const features = candidates[chosen]?.features ?? [];
    shipped[key] = fitPair(key, pairRows, features);
    const fit = fits[chosen];
    if (fit) {
      (heldOutModels[SPEAKER_A] as Record<string, FinalPairModel>)[key] = fit.onB;
      (heldOutModels[SPEAKER_B] as Record<string, FinalPairModel>)[key] = fit.onA;
    }
  }
  results[key] = {
    chosen,
    candidates: Object.fromEntries(
      Object.entries(candidates).map(([name, { a, b, mean }]) => [name, { mean, [SPEAKER_A]: a, [SPEAKER_B]: b }]),
    ),
  };
  const line = Object.entries(candidates)
    .map(
      ([name, { a, b, mean }]) =>
        `${name} A ${a.all?.balancedAccuracy ?? '-'} (FA ${a.all?.falseAlarm ?? '-'}) B ${b.all?.balancedAccuracy ?? '-'} (FA ${b.all?.falseAlarm ?? '-'}, words ${b.inWords?.balancedAccuracy ?? '-'}) mean ${mean}`,
    )
    .join(' | ');
  console.log(`${key.padEnd(9)} → ${chosen}\n    ${line}`);
}

if (process.argv.includes('--write')) {
  const output = {
    benchmark: 'final-pairs',
    date: new Date().toISOString(),
    note:
      'Balanced accuracy per pair over syllables aligned by evaluate() (words and single syllables), each judged as ' +
      'itself and against its partner at the engine error confidence. Fitted candidates: made on one speaker, ' +
      'measured on the other (both figures held out). hand: the hand-set cues, set on syllables-a (her figure ' +
      'in-sample). The chosen fits made on one speaker are in packages/speech/src/phonetics/final-pair-models-held-out.ts.',
    settings: { ridge: RIDGE, steps: STEPS, shipMargin: SHIP_MARGIN },
    pairs: results,
  };
  await writeFile(RESULTS, `${JSON.stringify(output, null, 2)}\n`);
  await writeFile(
    SHIPPED,
    `/**
 * Written by bench/speech/fit-final-pairs.ts --write (decision 035): per pair, a logistic regression on both
 * development speakers, shipped where its fits held out on each speaker beat the hand-set cues. Do not edit.
 */
import type { FinalPairModel } from './final-pair-models.ts';

export const FINAL_PAIR_MODELS_DATA: Readonly<Record<string, FinalPairModel>> = ${JSON.stringify(shipped, null, 2)};
`,
  );
  await writeFile(
    HELD_OUT,
    `/**
 * Written by bench/speech/fit-final-pairs.ts --write (decision 035): the shipped pairs' models fitted on one
 * development speaker alone, keyed by the speaker they were NOT fitted on, so that speaker's figures are held
 * out (the speech benchmark and the recording tests use them). Not used by the engine. Do not edit.
 */
import type { FinalPairModels } from './final-pair-models.ts';

export const FINAL_PAIR_MODELS_WITHOUT: Readonly<Record<string, FinalPairModels>> = ${JSON.stringify(heldOutModels, null, 2)};
`,
  );
  console.log(`wrote ${SHIPPED}, ${HELD_OUT} and ${RESULTS}`);
}
