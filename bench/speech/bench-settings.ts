/**
 * The settings of the speech benchmark beyond SPEECH_DATA_DIR (pitch-agreement.ts), read in one
 * place. Relative folders are taken from the repository root, as SPEECH_DATA_DIR is.
 * - HSK_SPEECH_DIR: the second speaker's recordings (list.tsv and its MP3s), default
 *   ../shared/data/hsk-words-yuetan;
 * - SPEECH_CACHE_DIR: where decoded and augmented copies are kept between runs, default
 *   bench/.cache (git-ignored; recordings are never copied into the repository);
 * - BENCH_SPEECH_LIMIT: N evenly spaced recordings per speaker, for a quick look (nothing written);
 * - BENCH_SPEECH_WORKERS: worker threads for the derived passes (default 2).
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

export function hskSpeechDir(): string {
  return resolve(REPO_ROOT, process.env.HSK_SPEECH_DIR ?? '../shared/data/hsk-words-yuetan');
}

export function speechCacheDir(): string {
  return resolve(REPO_ROOT, process.env.SPEECH_CACHE_DIR ?? 'bench/.cache');
}

export function benchLimit(): number | undefined {
  const raw = process.env.BENCH_SPEECH_LIMIT;
  if (!raw) return undefined;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`BENCH_SPEECH_LIMIT must be a positive integer, not "${raw}".`);
  return limit;
}

export function benchWorkers(): number {
  const raw = process.env.BENCH_SPEECH_WORKERS;
  const workers = raw ? Number(raw) : Math.min(2, availableParallelism());
  if (!Number.isInteger(workers) || workers < 1)
    throw new Error(`BENCH_SPEECH_WORKERS must be a positive integer, not "${raw}".`);
  return workers;
}
