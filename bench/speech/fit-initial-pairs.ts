/**
 * Fits the initial pair models and chooses, pair by pair, what the engine ships (decision 030).
 *
 * Every model is fitted on speaker A only (the speaker all the engine's rules were set on); speaker B
 * is never fitted on, though the cue lists were written after reading her cues (ROBUST_CUES). Three
 * candidates per pair:
 * - "hand-fitted": the models shipped until decision 030 (initial-pairs-hand-fitted.ts);
 * - "robust/clean" and "robust/augmented": class-balanced logistic regression on the pair's
 *   ROBUST_CUES, on A's recordings alone or with the copies of initial-cue-rows.ts (low-passed,
 *   vocal tract scaled).
 * The shipped model is the candidate with the best mean of the two speakers' figures: B's held out,
 * A's in-sample. A's is optimistic for every candidate (most for the hand-fitted ones, whose cues
 * were chosen on her), and choosing among three by B's figure leans on B a little: the chosen
 * candidates' figures on B are slightly optimistic too, and decision 030 says so.
 *
 * `npx tsx bench/speech/fit-initial-pairs.ts` prints the table; `--write` writes the chosen models
 * to packages/speech/src/phonetics/initial-pair-models-data.ts and the figures to
 * bench/results/initial-pairs.json.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { InitialCues } from '../../packages/speech/src/phonetics/initial-cues.ts';
import { pairScore, type PairModel } from '../../packages/speech/src/phonetics/initial-contrast-models.ts';
import { HAND_FITTED_PAIR_MODELS } from './initial-pairs-hand-fitted.ts';
import { AUGMENTED, cueValue, loadCueRows, type CueRow, type Variant } from './initial-cue-rows.ts';
import { SPEAKER_A, SPEAKER_B } from './speakers.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const SHIPPED = resolve(REPO_ROOT, 'packages/speech/src/phonetics/initial-pair-models-data.ts');
const RESULTS = resolve(REPO_ROOT, 'bench/results/initial-pairs.json');

/** L2 penalty on the standardised weights (per training row, classes balanced). */
const RIDGE = 0.02;
const STEPS = 3000;

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
const LEARNING_RATE = 0.5;

const SIBILANT_PLACE: readonly (keyof InitialCues)[] = ['fricationTiltDb', 'fricationOnsetTiltDb', 'fricationPeakHz'];

/**
 * The cues each pair may use. Written after reading both speakers' per-member cue medians (kept where
 * a cue separated the members for both), so speaker B's figures for these fits are partly tuned on her.
 */
export const ROBUST_CUES: Readonly<Record<string, readonly (keyof InitialCues)[]>> = {
  'z|zh': ['fricationPlaceDb', 'fricationOnsetPlaceDb', ...SIBILANT_PLACE],
  'c|ch': ['fricationOnsetPlaceDb', ...SIBILANT_PLACE],
  's|sh': ['fricationPlaceDb', 'fricationOnsetPlaceDb', ...SIBILANT_PLACE],
  'h|f': ['fricationFlatness', 'fricationBalanceDb'],
  'n|l': ['voicedOnsetNasalZeroDb', 'preReleaseHighDb', 'voicedOnsetF3LowDb'],
  'r|l': ['releaseFluxDb', 'voicedOnsetF3LowDb', 'vowelOnsetCentroidHz'],
  'r|i': ['voicedOnsetF3LowDb', 'vowelOnsetCentroidHz'],
  'q|ch': ['vowelOnsetCentroidHz', 'voicedOnsetF3LowDb', 'fricationOnsetLowBandDb', ...SIBILANT_PLACE],
  'x|sh': ['vowelOnsetCentroidHz', 'voicedOnsetF3LowDb', 'fricationOnsetLowBandDb', ...SIBILANT_PLACE],
  'j|zh': ['vowelOnsetCentroidHz', 'voicedOnsetF3LowDb', 'fricationOnsetLowBandDb', ...SIBILANT_PLACE],
};

function pairOf(key: string): [string, string] {
  const [first = '', second = ''] = key.split('|');
  return [first, second];
}

/**
 * No audible frication at all leans, weakly, to the quieter member: the dental sibilant is the
 * first to drown in noise, and h is often too weak or voiced to leave any (a fifth of speaker A's
 * h syllables, one f in 36).
 */
const WHEN_UNMEASURED: Readonly<Record<string, { heard: string; confidence: number }>> = {
  'z|zh': { heard: 'z', confidence: 0.6 },
  'c|ch': { heard: 'c', confidence: 0.6 },
  's|sh': { heard: 's', confidence: 0.6 },
  'h|f': { heard: 'h', confidence: 0.6 },
};

/** Class-balanced, ridge-penalised logistic regression; a missing cue sits at its centre. */
export function fitPair(key: string, rows: readonly CueRow[], cues: readonly (keyof InitialCues)[]): PairModel {
  const [first, second] = pairOf(key);
  const members = rows.filter((row) => row.member === first || row.member === second);
  const stats = cues.map((cue) => {
    const values = members.map((row) => cueValue(row, cue)).filter(Number.isFinite);
    const centre = values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
    const variance = values.reduce((a, b) => a + (b - centre) ** 2, 0) / Math.max(1, values.length);
    return { cue, centre, scale: Math.sqrt(variance) || 1 };
  });
  const x = members.map((row) =>
    stats.map(({ cue, centre, scale }) => {
      const value = cueValue(row, cue);
      return Number.isFinite(value) ? (value - centre) / scale : 0;
    }),
  );
  const y = members.map((row) => (row.member === second ? 1 : 0));
  const positives = y.filter((v) => v === 1).length;
  const weightOf = (label: number) =>
    label === 1 ? 0.5 / Math.max(1, positives) : 0.5 / Math.max(1, y.length - positives);
  const w = new Float64Array(cues.length);
  let bias = 0;
  for (let step = 0; step < STEPS; step += 1) {
    const gradient = new Float64Array(cues.length);
    let gradientBias = 0;
    x.forEach((features, i) => {
      let z = bias;
      features.forEach((value, j) => {
        z += (w[j] ?? 0) * value;
      });
      const error = (1 / (1 + Math.exp(-z)) - (y[i] ?? 0)) * weightOf(y[i] ?? 0);
      features.forEach((value, j) => {
        gradient[j] = (gradient[j] ?? 0) + error * value;
      });
      gradientBias += error;
    });
    for (let j = 0; j < w.length; j += 1)
      w[j] = (w[j] ?? 0) - LEARNING_RATE * ((gradient[j] ?? 0) + RIDGE * (w[j] ?? 0));
    bias -= LEARNING_RATE * gradientBias;
  }
  const round = (value: number) => Number(value.toPrecision(4));
  const whenUnmeasured = WHEN_UNMEASURED[key];
  return {
    bias: round(bias),
    cues: stats.map(({ cue, centre, scale }, j) => ({
      cue,
      weight: round(w[j] ?? 0),
      centre: round(centre),
      scale: round(scale),
    })),
    ...(whenUnmeasured ? { whenUnmeasured } : {}),
  };
}

export interface PairFigure {
  balancedAccuracy: number;
  recall: Record<string, { rate: number; of: number }>;
}

/** Balanced accuracy of a model on rows: what it hears does not depend on the member expected. */
export function judgeRows(key: string, model: PairModel, rows: readonly CueRow[]): PairFigure {
  const [first, second] = pairOf(key);
  const recall: PairFigure['recall'] = {};
  for (const member of [first, second]) {
    const own = rows.filter((row) => row.member === member);
    let right = 0;
    for (const row of own) {
      const { score, measured } = pairScore(model, row.cues);
      const heard = measured === 0 ? (model.whenUnmeasured?.heard ?? member) : score >= 0 ? second : first;
      if (heard === member) right += 1;
    }
    recall[member] = { rate: own.length ? round4(right / own.length) : Number.NaN, of: own.length };
  }
  const rates = Object.values(recall).map((entry) => entry.rate);
  return { balancedAccuracy: rates.reduce((a, b) => a + b, 0) / rates.length, recall };
}

async function cueCodeKey(): Promise<string> {
  const files = ['initial-cues.ts', 'syllable-parts.ts', 'spectrum-measures.ts', 'recording-analysis.ts'];
  const hash = createHash('sha256');
  for (const file of files) hash.update(await readFile(resolve(REPO_ROOT, 'packages/speech/src/phonetics', file)));
  hash.update(await readFile(resolve(import.meta.dirname, 'initial-cue-rows.ts')));
  return hash.digest('hex').slice(0, 16);
}

interface Candidate {
  model: PairModel;
  onB: PairFigure;
  onA: PairFigure;
}

/** Both speakers count alike: the mean of B's held-out and A's in-sample balanced accuracy. */
function meanOf(candidate: Candidate): number {
  return (candidate.onB.balancedAccuracy + candidate.onA.balancedAccuracy) / 2;
}

async function main(): Promise<void> {
  const rows = await loadCueRows(await cueCodeKey());
  const testA = rows.filter((row) => row.speaker === SPEAKER_A && row.variant === 'clean');
  const testB = rows.filter((row) => row.speaker === SPEAKER_B && row.variant === 'clean');
  const trainings: Record<string, readonly Variant[]> = { clean: ['clean'], augmented: ['clean', ...AUGMENTED] };
  const shipped: Record<string, PairModel> = {};
  const figures: Record<string, unknown> = {};
  const ba = (cell: PairFigure) => cell.balancedAccuracy.toFixed(3);
  console.log('pair     candidate: B held out / A in-sample ...  -> chosen');
  for (const [key, cues] of Object.entries(ROBUST_CUES)) {
    const candidates: Record<string, Candidate> = {};
    const hand = HAND_FITTED_PAIR_MODELS[key];
    if (hand)
      candidates['hand-fitted'] = { model: hand, onB: judgeRows(key, hand, testB), onA: judgeRows(key, hand, testA) };
    for (const [name, variants] of Object.entries(trainings)) {
      const model = fitPair(
        key,
        rows.filter((row) => row.speaker === SPEAKER_A && variants.includes(row.variant)),
        cues,
      );
      candidates[`robust/${name}`] = { model, onB: judgeRows(key, model, testB), onA: judgeRows(key, model, testA) };
    }
    const [chosenName, chosen] = Object.entries(candidates).reduce((best, entry) =>
      meanOf(entry[1]) > meanOf(best[1]) ? entry : best,
    );
    console.log(
      `${key.padEnd(6)}   ${Object.entries(candidates)
        .map(([name, c]) => `${name} ${ba(c.onB)} / ${ba(c.onA)}`)
        .join('   ')}   -> ${chosenName}`,
    );
    shipped[key] = chosen.model;
    figures[key] = {
      chosen: chosenName,
      candidates: Object.fromEntries(
        Object.entries(candidates).map(([name, c]) => [
          name,
          {
            heldOutOnB: { ...c.onB, balancedAccuracy: round4(c.onB.balancedAccuracy) },
            inSampleOnA: { ...c.onA, balancedAccuracy: round4(c.onA.balancedAccuracy) },
          },
        ]),
      ),
    };
  }
  if (!process.argv.includes('--write')) return;
  await writeFile(
    SHIPPED,
    [
      '/**',
      ' * Written by bench/speech/fit-initial-pairs.ts --write (decision 030): per pair, the hand-fitted model or a',
      " * class-balanced logistic regression on speaker A's recordings, whichever did best on both speakers. Do not edit.",
      ' */',
      "import type { PairModel } from './initial-contrast-models.ts';",
      '',
      `export const INITIAL_PAIR_MODELS_DATA: Readonly<Record<string, PairModel>> = ${JSON.stringify(shipped, null, 2)};`,
      '',
    ].join('\n'),
  );
  await mkdir(dirname(RESULTS), { recursive: true });
  await writeFile(
    RESULTS,
    `${JSON.stringify(
      {
        benchmark: 'initial-pairs',
        date: new Date().toISOString(),
        note: "balanced accuracy of each candidate on speaker B's single characters with one reading (held out) and on speaker A's syllables (in-sample: every candidate was fitted on A); recordings judged as isolated syllables, without evaluate()",
        rows: { A: testA.length, B: testB.length, withCopies: rows.length },
        figures,
      },
      null,
      2,
    )}\n`,
  );
}

await main();
