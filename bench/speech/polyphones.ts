/**
 * Polyphone reading benchmark on the CPP development split (CPP_DATA_DIR, default
 * ../shared/data/cpp from the repository root; see packages/speech/src/text/polyphone-model.README.md).
 *
 * - crossValidatedAccuracy: read from polyphone-model.metrics.json, which the training script
 *   writes; the shipped model was trained on all of dev, so it is never scored on dev here.
 * - pinyinProAlone: measured live, pinyin-pro's reading of each marked polyphone in its sentence.
 * - msPerSentence: expectedFromText over every dev sentence (after one warm-up pass), mean.
 * - readListSecondsFor10000: wall time of `speech read-list` on 10,000 lines (the dev sentences,
 *   repeated), process start included.
 * - modelBytes: the shipped model file (polyphone-model-data.ts).
 *
 * Run alone with `npx tsx bench/speech/polyphones.ts`; prints the result as JSON.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { pinyin } from 'pinyin-pro';
import { expectedFromText } from '../../packages/speech/src/text/expected-from-text.ts';
import { REPO_ROOT } from './bench-settings.ts';

const TEXT_DIR = path.join(REPO_ROOT, 'packages/speech/src/text');

export interface PolyphoneBenchResult {
  sentences: number;
  crossValidatedAccuracy: number;
  crossValidatedAccuracyPerFold: number[];
  /** The same folds, after the platform's neutral tones (expectedFromText's citation reading). */
  crossValidatedAccuracyAfterNeutralTones: number;
  pinyinProAlone: number;
  readListSecondsFor10000: number;
  msPerSentence: number;
  modelBytes: number;
}

interface Metrics {
  crossValidatedAccuracy: number;
  afterNeutralTones: number;
  perFold: { model: number }[];
}

export function cppDataDir(): string {
  return path.resolve(REPO_ROOT, process.env.CPP_DATA_DIR ?? '../shared/data/cpp');
}

function loadSentences(cppDir: string): { text: string; offset: number; gold: string }[] {
  const marked = fs.readFileSync(path.join(cppDir, 'dev.sent'), 'utf8').split('\n');
  const labels = fs.readFileSync(path.join(cppDir, 'dev.lb'), 'utf8').split('\n');
  return marked.flatMap((line, n) =>
    line.trim() === ''
      ? []
      : [
          {
            text: line.replaceAll('▁', ''),
            offset: line.indexOf('▁'),
            gold: (labels[n] ?? '').trim().replaceAll('u:', 'v'),
          },
        ],
  );
}

function pinyinProAccuracy(sentences: ReturnType<typeof loadSentences>): number {
  let right = 0;
  for (const { text, offset, gold } of sentences) {
    let at = 0;
    for (const item of pinyin(text, { type: 'all', toneType: 'num', toneSandhi: false })) {
      // pinyin-pro numbers the neutral tone 0 (le0); the corpus numbers it 5.
      const reading = item.pinyin.replaceAll('ü', 'v').replace(/0$/, '5');
      if (at === offset && reading === gold) right += 1;
      at += item.origin.length;
    }
  }
  return right / sentences.length;
}

function readListSeconds(texts: readonly string[]): number {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'polyphone-bench-'));
  try {
    const file = path.join(folder, 'texts.txt');
    const lines = Array.from({ length: 10_000 }, (_, i) => texts[i % texts.length] ?? '');
    fs.writeFileSync(file, `${lines.join('\n')}\n`);
    const cli = path.join(REPO_ROOT, 'packages/speech/cli/speech-cli.ts');
    const start = performance.now();
    const run = spawnSync(process.execPath, ['--import', 'tsx', cli, 'read-list', file], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      maxBuffer: 1 << 30,
    });
    const seconds = (performance.now() - start) / 1000;
    const printed = run.stdout.trimEnd().split('\n').length;
    if (run.status !== 0 || printed !== 10_000) throw new Error(`read-list failed (${run.status}, ${printed} lines)`);
    return seconds;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

export async function polyphoneBenchmark(cppDir = cppDataDir()): Promise<PolyphoneBenchResult> {
  const sentences = loadSentences(cppDir);
  const metrics = JSON.parse(fs.readFileSync(path.join(TEXT_DIR, 'polyphone-model.metrics.json'), 'utf8')) as Metrics;
  const texts = sentences.map((s) => s.text);
  for (const text of texts) expectedFromText(text);
  const start = performance.now();
  for (const text of texts) expectedFromText(text);
  const msPerSentence = (performance.now() - start) / texts.length;
  return {
    sentences: sentences.length,
    crossValidatedAccuracy: metrics.crossValidatedAccuracy,
    crossValidatedAccuracyPerFold: metrics.perFold.map((fold) => fold.model),
    crossValidatedAccuracyAfterNeutralTones: metrics.afterNeutralTones,
    pinyinProAlone: Math.round(pinyinProAccuracy(sentences) * 10_000) / 10_000,
    readListSecondsFor10000: Math.round(readListSeconds(texts) * 100) / 100,
    msPerSentence: Math.round(msPerSentence * 1000) / 1000,
    modelBytes: fs.statSync(path.join(TEXT_DIR, 'polyphone-model-data.ts')).size,
  };
}

/** The targets for reading polyphones in context. */
export const POLYPHONE_TARGETS = {
  crossValidatedAccuracy: 0.975,
  readListSecondsFor10000: 20,
  msPerSentence: 2,
  modelBytes: 5 * 1024 * 1024,
} as const;

/** Measures and writes bench/results/polyphones.json; true when every target is met. */
export async function writePolyphoneResults(log: (message: string) => void = () => {}): Promise<boolean> {
  const cppDir = cppDataDir();
  if (!fs.existsSync(path.join(cppDir, 'dev.sent'))) {
    log(`Polyphones: no CPP development split at ${cppDir} (set CPP_DATA_DIR); skipped.`);
    return true;
  }
  log('polyphones: reading the CPP development split ...');
  const figures = await polyphoneBenchmark(cppDir);
  const pass = {
    crossValidatedAccuracy: figures.crossValidatedAccuracy >= POLYPHONE_TARGETS.crossValidatedAccuracy,
    readListSecondsFor10000: figures.readListSecondsFor10000 <= POLYPHONE_TARGETS.readListSecondsFor10000,
    msPerSentence: figures.msPerSentence <= POLYPHONE_TARGETS.msPerSentence,
    modelBytes: figures.modelBytes <= POLYPHONE_TARGETS.modelBytes,
  };
  const allPass = Object.values(pass).every(Boolean);
  const report = {
    benchmark: 'polyphones',
    date: new Date().toISOString(),
    node: process.version,
    // Wall-time figures depend on what else the machine runs: a busy machine (load above its cores)
    // slows read-list several times over, so the report says how busy it was.
    machine: { cpus: os.cpus().length, loadAverageAtEnd: os.loadavg().map((n) => Math.round(n * 100) / 100) },
    note:
      'crossValidatedAccuracy: 5-fold cross-validation over the CPP development split, each fold read by a model ' +
      'trained on the other folds (polyphone-model.metrics.json, written by the training script); the shipped model ' +
      'is trained on all of it, so its accuracy on this split is not reported. pinyinProAlone is measured here.',
    targets: POLYPHONE_TARGETS,
    figures,
    pass,
    allPass,
  };
  fs.writeFileSync(path.join(REPO_ROOT, 'bench/results/polyphones.json'), `${JSON.stringify(report, null, 2)}\n`);
  return allPass;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--write')) process.exitCode = (await writePolyphoneResults(console.error)) ? 0 : 1;
  else console.log(JSON.stringify(await polyphoneBenchmark(), null, 2));
}
