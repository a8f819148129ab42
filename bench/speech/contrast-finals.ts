// Final contrast benchmark: per pair of spec section 3 (in|ing, an|ang, o|e, i|ü ...), the balanced
// accuracy of the final detectors on the development recordings (one speaker, one syllable per
// file), by the issue's method (see packages/speech/src/phonetics/final-contrast-scoring.ts).
// The cue boundaries were fitted on the odd-indexed files (sorted by name), so the even-indexed
// half is the honest figure; both halves and the whole set are reported. Target: each pair ≥ 0.85.
// Run alone: npx tsx bench/speech/contrast-finals.ts   (writes bench/results/contrast-finals.json)
// Data folder: SPEECH_DATA_DIR, default ../shared/data/pinyin-syllables/wav16k from the repo root.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readWav } from '../../packages/speech/src/audio/wav-reader.ts';
import {
  scoreFinalContrasts,
  type LabelledRecording,
  type PairScore,
} from '../../packages/speech/src/phonetics/final-contrast-scoring.ts';
import { finalPairsForSyllable } from '../../packages/speech/src/phonetics/final-pairs.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
export const DEFAULT_DATA_DIR = path.resolve(
  root,
  process.env.SPEECH_DATA_DIR ?? '../shared/data/pinyin-syllables/wav16k',
);
const TARGET = 0.85;

/** Which files: all, the fitting half (odd index in name order) or the held-out half (even). */
export type Half = 'all' | 'fitting' | 'held-out';

/**
 * Resampling by `factor` (output sample n reads input time n × factor) multiplies every frequency
 * by it: 0.85 gives formants of a 15% longer vocal tract, a rough stand-in for a larger speaker
 * (F0 drops by as much and the syllable lasts 18% longer), 1.15 a smaller one. Linear
 * interpolation is crude but enough here: lowering folds nothing over, and raising folds only
 * the 7-8 kHz band, far above the formants the final detectors read.
 */
function rescaleFrequencies(samples: Float32Array, factor: number): Float32Array {
  if (factor === 1) return samples;
  const out = new Float32Array(Math.floor(samples.length / factor));
  for (let n = 0; n < out.length; n += 1) {
    const t = n * factor;
    const i = Math.floor(t);
    const u = t - i;
    out[n] = (samples[i] ?? 0) * (1 - u) + (samples[i + 1] ?? 0) * u;
  }
  return out;
}

/** Final-pair recordings of the folder, sorted by name, optionally one half of them. */
export function* finalRecordings(
  dataDir: string,
  half: Half = 'all',
  frequencyScale = 1,
): Generator<LabelledRecording> {
  const names = fs
    .readdirSync(dataDir)
    .filter((name) => name.endsWith('.wav'))
    .sort();
  for (const [index, name] of names.entries()) {
    if (half === 'fitting' && index % 2 === 0) continue;
    if (half === 'held-out' && index % 2 === 1) continue;
    const pinyin = name.slice(0, -'.wav'.length);
    if (finalPairsForSyllable(pinyin).length === 0) continue;
    const samples = readWav(fs.readFileSync(path.join(dataDir, name))).samples;
    yield { pinyin, samples: rescaleFrequencies(samples, frequencyScale) };
  }
}

export async function measureFinalContrasts(
  dataDir: string,
  half: Half = 'all',
  frequencyScale = 1,
): Promise<Record<string, PairScore>> {
  return scoreFinalContrasts(finalRecordings(dataDir, half, frequencyScale));
}

/** The robustness checks: held-out half with all frequencies lowered or raised by 15%. */
const SCALES = [0.85, 1.15] as const;

function table(title: string, scores: Record<string, PairScore>): string {
  const lines = [title, 'pair        balanced  n     confusion (said→heard)'];
  for (const [key, score] of Object.entries(scores).sort(([a], [b]) => a.localeCompare(b))) {
    const confusion = Object.entries(score.confusion)
      .map(
        ([said, row]) =>
          `${said}→${Object.entries(row)
            .map(([heard, count]) => `${heard}:${count}`)
            .join(' ')}`,
      )
      .join('  ');
    const mark = score.balancedAccuracy >= TARGET ? '' : '  (under target)';
    lines.push(
      `${key.padEnd(11)} ${score.balancedAccuracy.toFixed(3).padStart(8)}  ${String(score.n).padEnd(5)} ${confusion}${mark}`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  if (!fs.existsSync(DEFAULT_DATA_DIR)) {
    console.log(`Skipped: no development recordings at ${DEFAULT_DATA_DIR} (set SPEECH_DATA_DIR).`);
    return;
  }
  const started = performance.now();
  const results: Record<string, Record<string, PairScore>> = {
    all: await measureFinalContrasts(DEFAULT_DATA_DIR, 'all'),
    fitting: await measureFinalContrasts(DEFAULT_DATA_DIR, 'fitting'),
    'held-out': await measureFinalContrasts(DEFAULT_DATA_DIR, 'held-out'),
  };
  for (const scale of SCALES)
    results[`held-out, frequencies x${scale}`] = await measureFinalContrasts(DEFAULT_DATA_DIR, 'held-out', scale);
  console.log(table('All files', results.all ?? {}));
  console.log(table('\nFitting half (odd-indexed files: cue boundaries fitted here)', results.fitting ?? {}));
  console.log(table('\nHeld-out half (even-indexed files)', results['held-out'] ?? {}));
  for (const scale of SCALES) {
    const title = `\nHeld-out half resampled to frequencies x${scale} (another vocal-tract length; a rough check of speaker normalisation)`;
    console.log(table(title, results[`held-out, frequencies x${scale}`] ?? {}));
  }
  console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s`);
  const output = path.join(root, 'bench/results/contrast-finals.json');
  fs.writeFileSync(output, `${JSON.stringify({ target: TARGET, ...results }, null, 2)}\n`);
  console.log(`Wrote ${path.relative(root, output)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
