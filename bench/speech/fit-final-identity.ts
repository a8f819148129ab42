/**
 * Measures whether the vowel of a syllable can tell which final was said, beyond the contrast pairs:
 * a multinomial logistic regression over finals on the measures of final-features.ts, fitted on one
 * development speaker and measured on the other (both directions held out).
 *
 * Decision 041: measured, not built into the engine (a fit on A flags 5% of B's correct finals at the
 * strictest threshold, with or without copies of A's recordings as other tracts and chains).
 *
 * For each held-out syllable, p(final said) and p(substitute final), for two substitutes per syllable
 * (another final, drawn by a fixed index from the finals the fitting speaker said, as the benchmark's
 * gross substitutions do). A threshold on p flags a final as wrong: the table gives, per threshold, the
 * correct finals flagged (false alarms) and the substitutes flagged (detection).
 *
 * `npx tsx bench/speech/fit-final-identity.ts` prints the table; `--write` writes
 * bench/results/final-identity.json.
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { FEATURE_CLIP } from '../../packages/speech/src/phonetics/final-pair-models.ts';
import { loadCopiedRows, loadSyllableRows, type SyllableRow } from './syllable-cue-rows.ts';
import { SPEAKER_A, SPEAKER_B } from './speakers.ts';

const RESULTS = resolve(import.meta.dirname, '../results/final-identity.json');
const RIDGE = 0.001;
const EPOCHS = 12;
const RATE = 0.1;
const THRESHOLDS = [0.0002, 0.0005, 0.001, 0.002, 0.005, 0.01, 0.02];
const APICAL_INITIALS = /^(zh|ch|sh|z|c|s|r)/;

/** The final as a vowel class: the apical i of zi/zhi/ri is its own vowel. */
function classOf(row: SyllableRow): string {
  return row.final === 'i' && APICAL_INITIALS.test(row.pinyin) ? 'i-apical' : row.final;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

interface Model {
  classes: string[];
  centre: number[];
  scale: number[];
  /** weights[class][feature], bias last. */
  weights: Float64Array[];
}

function inputOf(model: Pick<Model, 'centre' | 'scale'>, row: SyllableRow): number[] {
  return row.values.map((v, j) => {
    if (!Number.isFinite(v)) return 0;
    const x = (v - (model.centre[j] ?? 0)) / (model.scale[j] ?? 1);
    return Math.max(-FEATURE_CLIP, Math.min(FEATURE_CLIP, x));
  });
}

function probabilities(model: Model, x: number[]): Float64Array {
  const scores = model.weights.map((w) => {
    let z = w[x.length] ?? 0;
    for (let j = 0; j < x.length; j += 1) z += (w[j] ?? 0) * (x[j] ?? 0);
    return z;
  });
  const max = Math.max(...scores);
  const exps = scores.map((s) => Math.exp(s - max));
  const total = exps.reduce((a, b) => a + b, 0);
  return Float64Array.from(exps, (e) => e / total);
}

function fit(rows: readonly SyllableRow[]): Model {
  const width = rows[0]?.values.length ?? 0;
  const centre: number[] = [];
  const scale: number[] = [];
  for (let j = 0; j < width; j += 1) {
    const values = rows.map((r) => r.values[j] ?? Number.NaN).filter(Number.isFinite);
    const c = values.length ? median(values) : 0;
    const s = values.length ? 1.4826 * median(values.map((v) => Math.abs(v - c))) : 1;
    centre.push(c);
    scale.push(s > 1e-6 ? s : 1);
  }
  const classes = [...new Set(rows.map(classOf))].sort();
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(classOf(row), (counts.get(classOf(row)) ?? 0) + 1);
  const model: Model = { classes, centre, scale, weights: classes.map(() => new Float64Array(width + 1)) };
  const squares = classes.map(() => new Float64Array(width + 1));
  const inputs = rows.map((row) => inputOf(model, row));
  const labels = rows.map((row) => classes.indexOf(classOf(row)));
  // Classes weigh by the square root of their rarity: rare finals are not drowned, nor made common.
  const meanCount = rows.length / classes.length;
  const weightOf = labels.map((k) => Math.sqrt(meanCount / (counts.get(classes[k] ?? '') ?? 1)));
  let state = 12345;
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    const order = inputs.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i -= 1) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      const j = state % (i + 1);
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    for (const i of order) {
      const x = inputs[i] ?? [];
      const p = probabilities(model, x);
      const weight = weightOf[i] ?? 1;
      model.weights.forEach((w, k) => {
        const g2 = squares[k] as Float64Array;
        const error = ((k === labels[i] ? 1 : 0) - (p[k] ?? 0)) * weight;
        for (let j = 0; j <= width; j += 1) {
          const xj = j === width ? 1 : (x[j] ?? 0);
          const g = error * xj - (j === width ? 0 : RIDGE * (w[j] ?? 0));
          g2[j] = (g2[j] ?? 0) + g * g;
          w[j] = (w[j] ?? 0) + (RATE * g) / Math.sqrt((g2[j] ?? 0) + 1e-8);
        }
      });
    }
  }
  return model;
}

interface Curve {
  threshold: number;
  falseAlarm: number;
  detection: number;
}

function measure(model: Model, test: readonly SyllableRow[], substitutesFrom: readonly string[]): Curve[] {
  const own: number[] = [];
  const substitutes: number[] = [];
  test.forEach((row, n) => {
    const p = probabilities(model, inputOf(model, row));
    const k = model.classes.indexOf(classOf(row));
    own.push(k >= 0 ? (p[k] ?? 0) : 1);
    let picked = 0;
    for (let step = 0; picked < 2 && step < substitutesFrom.length; step += 1) {
      const other = substitutesFrom[(n * 7919 + step * 104729) % substitutesFrom.length] ?? '';
      if (other === classOf(row)) continue;
      const j = model.classes.indexOf(other);
      substitutes.push(j >= 0 ? (p[j] ?? 0) : 0);
      picked += 1;
    }
  });
  return THRESHOLDS.map((threshold) => ({
    threshold,
    falseAlarm: Math.round((own.filter((v) => v < threshold).length / own.length) * 10_000) / 10_000,
    detection: Math.round((substitutes.filter((v) => v < threshold).length / substitutes.length) * 10_000) / 10_000,
  }));
}

const rows = (await loadSyllableRows()).filter((row) => row.values.length > 0);
const copies = (await loadCopiedRows()).filter((row) => row.values.length > 0);
const ofA = rows.filter((r) => r.speaker === SPEAKER_A);
const ofB = rows.filter((r) => r.speaker === SPEAKER_B);
const results: Record<string, unknown> = {};
for (const [name, train, test] of [
  [`fitted on ${SPEAKER_A}, measured on ${SPEAKER_B}`, ofA, ofB],
  [`fitted on ${SPEAKER_A} with copies, measured on ${SPEAKER_B}`, [...ofA, ...copies], ofB],
  [`fitted on ${SPEAKER_B}, measured on ${SPEAKER_A}`, ofB, ofA],
] as const) {
  const model = fit(train);
  const curves = measure(model, test, train.map(classOf));
  const words = measure(
    model,
    test.filter((r) => !r.isolated),
    train.map(classOf),
  );
  const isolated = measure(
    model,
    test.filter((r) => r.isolated),
    train.map(classOf),
  );
  results[name] = { rows: { train: train.length, test: test.length }, all: curves, isolated, inWords: words };
  console.log(name);
  curves.forEach((c, k) =>
    console.log(
      `  p < ${c.threshold}: correct flagged ${c.falseAlarm}, substitutes flagged ${c.detection}` +
        ` (alone ${isolated[k]?.falseAlarm} / ${isolated[k]?.detection}; in words ${words[k]?.falseAlarm} / ${words[k]?.detection})`,
    ),
  );
}
if (process.argv.includes('--write')) {
  await writeFile(
    RESULTS,
    `${JSON.stringify({ benchmark: 'final-identity', date: new Date().toISOString(), settings: { ridge: RIDGE, epochs: EPOCHS, rate: RATE }, results }, null, 2)}\n`,
  );
}
