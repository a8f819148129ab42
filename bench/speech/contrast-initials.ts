/**
 * Balanced accuracy of the initial contrast detectors (issue point 5, initials side) on the
 * development recordings. Each recording whose syllable holds a member of a pair is judged twice,
 * once expecting its own member and once expecting the partner (zha1.wav expecting 'z' must be
 * heard as 'zh'), whether or not the partner syllable exists. Balanced accuracy is the mean over
 * the two members of the share of their judgements heard as themselves.
 *
 * The pair models were fitted on the odd-indexed files (names sorted), so the even-indexed half
 * is the held-out figure; "all" mixes both. Run alone: `npx tsx bench/speech/contrast-initials.ts`
 * (writes bench/results/contrast-initials.json).
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readWav } from '@hanyu/speech/audio/wav-reader';
import {
  detectInitialContrast,
  initialContrastMemberOfPinyin,
  initialPairsFor,
} from '@hanyu/speech/phonetics/initial-contrast';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const TARGET = 0.85;

export type Half = 'all' | 'fit' | 'held-out';

export interface PairFigures {
  balancedAccuracy: number;
  /** Judgements (two per recording). */
  n: number;
  /** confusion[member][heard] = judgements. */
  confusion: Record<string, Record<string, number>>;
}

export function defaultDataDir(): string {
  return resolve(REPO_ROOT, process.env.SPEECH_DATA_DIR ?? '../shared/data/pinyin-syllables/wav16k');
}

function inHalf(index: number, half: Half): boolean {
  return half === 'all' || (half === 'fit' ? index % 2 === 1 : index % 2 === 0);
}

export async function measureInitialContrasts(
  dataDir: string = defaultDataDir(),
  half: Half = 'all',
): Promise<Record<string, PairFigures>> {
  const names = (await readdir(dataDir)).filter((name) => name.endsWith('.wav')).sort();
  const figures: Record<string, PairFigures> = {};
  for (const [index, name] of names.entries()) {
    if (!inHalf(index, half)) continue;
    const member = initialContrastMemberOfPinyin(name.replace(/\d?\.wav$/, ''));
    const pairs = initialPairsFor(member);
    if (pairs.length === 0) continue;
    const { samples } = readWav(new Uint8Array(await readFile(join(dataDir, name))));
    const range = { start: 0, end: samples.length };
    for (const pair of pairs) {
      const key = pair.join('|');
      const entry = (figures[key] ??= {
        balancedAccuracy: 0,
        n: 0,
        confusion: Object.fromEntries(pair.map((m) => [m, Object.fromEntries(pair.map((h) => [h, 0]))])),
      });
      const partner = pair[0] === member ? pair[1] : pair[0];
      for (const expected of [member, partner]) {
        const { heard } = detectInitialContrast(pair, expected, samples, range);
        const row = entry.confusion[member] ?? {};
        row[heard] = (row[heard] ?? 0) + 1;
        entry.n += 1;
      }
    }
  }
  for (const entry of Object.values(figures)) {
    const recalls = Object.entries(entry.confusion).map(([member, row]) => {
      const total = Object.values(row).reduce((sum, count) => sum + count, 0);
      return total > 0 ? (row[member] ?? 0) / total : Number.NaN;
    });
    entry.balancedAccuracy = recalls.reduce((sum, recall) => sum + recall, 0) / recalls.length;
  }
  return figures;
}

async function main(): Promise<void> {
  const dataDir = defaultDataDir();
  try {
    await readdir(dataDir);
  } catch {
    console.log(`Development recordings not found at ${dataDir} (set SPEECH_DATA_DIR); nothing measured.`);
    return;
  }
  const started = performance.now();
  const results: Record<Half, Record<string, PairFigures>> = {
    all: await measureInitialContrasts(dataDir, 'all'),
    fit: await measureInitialContrasts(dataDir, 'fit'),
    'held-out': await measureInitialContrasts(dataDir, 'held-out'),
  };
  const seconds = (performance.now() - started) / 1000;
  console.log('pair    all    fit   held-out  (target 0.85; models fitted on the odd-indexed "fit" half)');
  for (const key of Object.keys(results.all)) {
    const cell = (half: Half) => (results[half][key]?.balancedAccuracy ?? Number.NaN).toFixed(3);
    const mark = (results['held-out'][key]?.balancedAccuracy ?? 0) >= TARGET ? '' : '  below target';
    console.log(`${key.padEnd(6)} ${cell('all')}  ${cell('fit')}  ${cell('held-out')}${mark}`);
  }
  console.log(`measured in ${seconds.toFixed(0)} s (three passes, the analysis cache is per recording read)`);
  const output = resolve(REPO_ROOT, 'bench/results/contrast-initials.json');
  await writeFile(
    output,
    `${JSON.stringify({ target: TARGET, fittedOn: 'odd-indexed files', ...results }, null, 2)}\n`,
  );
  console.log(`written ${output}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
