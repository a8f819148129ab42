/**
 * Fits the initial pair models leave-one-speaker-out and chooses, pair by pair, what the engine
 * ships (decision 037, after decision 030).
 *
 * Rows: every syllable of both development speakers whose initial is in a pair, measured at the range
 * evaluate() aligned it to, in words as alone (syllable-cue-rows.ts). Candidates per pair:
 * - "shipped": the model shipped before (decision 030: hand-fitted, or fitted on speaker A);
 * - "hand-fitted": the models shipped until decision 030 (initial-pairs-hand-fitted.ts);
 * - "robust": a class-balanced, ridge-penalised logistic regression on the pair's ROBUST_CUES.
 * "robust" is fitted on one speaker and measured on the other, so both its figures are held out; the
 * first two were fitted on speaker A (her figure in-sample) and partly chosen on B (decision 030).
 * Each syllable is judged as itself and against its partner at the engine's error confidence.
 *
 * The robust fit is shipped for a pair (made on both speakers, each speaker and member weighed
 * equally) where the mean of its two held-out balanced accuracies beats the shipped model's mean by
 * SHIP_MARGIN; its fits on one speaker go to initial-pair-models-held-out.ts for the speech benchmark.
 *
 * `npx tsx bench/speech/fit-initial-pairs.ts` prints the table; `--write` writes the models to
 * packages/speech/src/phonetics/initial-pair-models-data.ts and initial-pair-models-held-out.ts and the
 * figures to bench/results/initial-pairs.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { InitialCues } from '../../packages/speech/src/phonetics/initial-cues.ts';
import {
  INITIAL_PAIR_MODELS,
  pairScore,
  type PairModel,
} from '../../packages/speech/src/phonetics/initial-contrast-models.ts';
import { HAND_FITTED_PAIR_MODELS } from './initial-pairs-hand-fitted.ts';
import { pairFigures, type PairFigures } from './pair-figures.ts';
import { loadSyllableRows } from './syllable-cue-rows.ts';
import { SPEAKER_A, SPEAKER_B } from './speakers.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const SHIPPED = resolve(REPO_ROOT, 'packages/speech/src/phonetics/initial-pair-models-data.ts');
const HELD_OUT = resolve(REPO_ROOT, 'packages/speech/src/phonetics/initial-pair-models-held-out.ts');
const RESULTS = resolve(REPO_ROOT, 'bench/results/initial-pairs.json');

/** L2 penalty on the standardised weights (per training row, classes balanced). */
const RIDGE = 0.02;
const STEPS = 3000;

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
const LEARNING_RATE = 0.5;
/** How much better (mean held-out balanced accuracy) a fit must do than the shipped model to replace it. */
const SHIP_MARGIN = 0.01;

/** One syllable's initial cues and the member it holds. */
export interface CueRow {
  speaker: string;
  member: string;
  isolated: boolean;
  cues: InitialCues;
}

function cueValue(row: CueRow, cue: keyof InitialCues): number {
  return row.cues[cue];
}

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
  // Each speaker and each member weigh alike, however many syllables each has.
  const groups = new Map<string, number>();
  members.forEach((row, i) => groups.set(`${row.speaker}/${y[i]}`, (groups.get(`${row.speaker}/${y[i]}`) ?? 0) + 1));
  const weights = members.map((row, i) => 1 / (groups.size * (groups.get(`${row.speaker}/${y[i]}`) ?? 1)));
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
      const error = (1 / (1 + Math.exp(-z)) - (y[i] ?? 0)) * (weights[i] ?? 0);
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

type PairFigure = PairFigures;

/** Each row judged as itself and against its partner (pair-figures.ts); a row with no cue measured is never an error. */
export function judgeRows(key: string, model: PairModel, rows: readonly CueRow[]): PairFigure | null {
  const [first] = pairOf(key);
  return pairFigures(
    first,
    rows.map((row) => {
      const { score, measured } = pairScore(model, row.cues);
      return { member: row.member, score, measured: measured > 0 };
    }),
  );
}

interface Candidate {
  a: PairFigure | null;
  b: PairFigure | null;
  aInWords: PairFigure | null;
  bInWords: PairFigure | null;
  mean: number;
}

function candidate(key: string, onA: PairModel, onB: PairModel, ofA: CueRow[], ofB: CueRow[]): Candidate {
  const a = judgeRows(key, onA, ofA);
  const b = judgeRows(key, onB, ofB);
  return {
    a,
    b,
    aInWords: judgeRows(
      key,
      onA,
      ofA.filter((row) => !row.isolated),
    ),
    bInWords: judgeRows(
      key,
      onB,
      ofB.filter((row) => !row.isolated),
    ),
    mean: round4(((a?.balancedAccuracy ?? 0) + (b?.balancedAccuracy ?? 0)) / 2),
  };
}

async function main(): Promise<void> {
  const rows: CueRow[] = (await loadSyllableRows()).flatMap((row) =>
    row.initialCues && row.initialMember !== ''
      ? [{ speaker: row.speaker, member: row.initialMember, isolated: row.isolated, cues: row.initialCues }]
      : [],
  );
  const shipped: Record<string, PairModel> = {};
  const heldOut: Record<string, Record<string, PairModel>> = { [SPEAKER_A]: {}, [SPEAKER_B]: {} };
  const figures: Record<string, unknown> = {};
  const cell = (f: PairFigure | null) => (f ? `${f.balancedAccuracy.toFixed(3)} (FA ${f.falseAlarm.toFixed(3)})` : '-');
  for (const [key, cues] of Object.entries(ROBUST_CUES)) {
    const [first, second] = pairOf(key);
    const pairRows = rows.filter((row) => row.member === first || row.member === second);
    const ofA = pairRows.filter((row) => row.speaker === SPEAKER_A);
    const ofB = pairRows.filter((row) => row.speaker === SPEAKER_B);
    const current = INITIAL_PAIR_MODELS[key];
    const hand = HAND_FITTED_PAIR_MODELS[key];
    const candidates: Record<string, Candidate> = {};
    if (current) candidates.shipped = candidate(key, current, current, ofA, ofB);
    if (hand) candidates['hand-fitted'] = candidate(key, hand, hand, ofA, ofB);
    const fittedOnA = fitPair(key, ofA, cues);
    const fittedOnB = fitPair(key, ofB, cues);
    candidates.robust = candidate(key, fittedOnB, fittedOnA, ofA, ofB);
    const robust = candidates.robust;
    const chosen = current && robust.mean < (candidates.shipped?.mean ?? 0) + SHIP_MARGIN ? 'shipped' : 'robust';
    if (chosen === 'robust') {
      shipped[key] = fitPair(key, pairRows, cues);
      (heldOut[SPEAKER_A] as Record<string, PairModel>)[key] = fittedOnB;
      (heldOut[SPEAKER_B] as Record<string, PairModel>)[key] = fittedOnA;
    } else if (current) shipped[key] = current;
    console.log(
      `${key.padEnd(6)} -> ${chosen}\n   ${Object.entries(candidates)
        .map(([name, c]) => `${name}: A ${cell(c.a)} B ${cell(c.b)} (words ${cell(c.bInWords)}) mean ${c.mean}`)
        .join(' | ')}`,
    );
    figures[key] = { chosen, candidates };
  }
  if (!process.argv.includes('--write')) return;
  await mkdir(dirname(RESULTS), { recursive: true });
  await writeFile(
    RESULTS,
    `${JSON.stringify(
      {
        benchmark: 'initial-pairs',
        date: new Date().toISOString(),
        note:
          'Balanced accuracy per pair over syllables aligned by evaluate() (words and single syllables), each judged as ' +
          'itself and against its partner at the engine error confidence. robust: fitted on one speaker, measured on the ' +
          'other (both held out). shipped and hand-fitted: fitted on syllables-a (her figure in-sample), partly chosen on ' +
          'hsk-words-b (decision 030).',
        settings: { ridge: RIDGE, steps: STEPS, shipMargin: SHIP_MARGIN },
        figures,
      },
      null,
      2,
    )}\n`,
  );
  if (Object.keys(heldOut[SPEAKER_A] ?? {}).length === 0) {
    console.log(`no fit beat the shipped models: they are left as they are; wrote ${RESULTS}`);
    return;
  }
  const header = (what: string) =>
    [
      '/**',
      ` * Written by bench/speech/fit-initial-pairs.ts --write (decisions 030, 037): ${what} Do not edit.`,
      ' */',
      "import type { PairModel } from './initial-contrast-models.ts';",
      '',
    ].join('\n');
  await writeFile(
    SHIPPED,
    `${header('per pair, the model shipped before or a fit on both speakers where it did better held out on each.')}
export const INITIAL_PAIR_MODELS_DATA: Readonly<Record<string, PairModel>> = ${JSON.stringify(shipped, null, 2)};
`,
  );
  await writeFile(
    HELD_OUT,
    `${header("the fitted pairs' models made on one development speaker alone, keyed by the speaker they were NOT fitted on (for the speech benchmark and the recording tests; not used by the engine).")}
export const INITIAL_PAIR_MODELS_WITHOUT: Readonly<Record<string, Readonly<Record<string, PairModel>>>> = ${JSON.stringify(heldOut, null, 2)};
`,
  );
}

await main();
