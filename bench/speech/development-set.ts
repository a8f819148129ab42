/**
 * The development recordings as the benchmark sees them: one syllable per file, named
 * `<pinyin><tone>.wav` (no digit: neutral tone), `v` or `uu` for ü. The folder comes from
 * SPEECH_DATA_DIR (speechDataDir in pitch-agreement.ts); the files are never copied.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { readWav } from '../../packages/speech/src/audio/wav-reader.ts';
import type { Tone } from '../../packages/speech/src/evaluation/result-types.ts';

export interface Recording {
  file: string;
  /** Toneless pinyin as in the file name ("zhuang", "lv"). */
  pinyin: string;
  /** 1-4, or 5 for a neutral-tone file. */
  tone: Tone;
  samples: Float32Array;
}

const NAME = /^([a-z]+?)([1-5]?)\.wav$/i;

export function parseName(file: string): { pinyin: string; tone: Tone } | null {
  const match = NAME.exec(basename(file));
  if (!match) return null;
  // The source spells ü as v or uu (luue2 = lüe2): requests spell it v.
  return { pinyin: (match[1] ?? '').toLowerCase().replaceAll('uu', 'v'), tone: Number(match[2] || 5) as Tone };
}

export async function loadRecordings(files: string[]): Promise<Recording[]> {
  const recordings: Recording[] = [];
  for (const file of files) {
    const name = parseName(file);
    if (!name) continue;
    recordings.push({ file: basename(file), ...name, samples: readWav(await readFile(file)).samples });
  }
  return recordings;
}

/** An evenly spaced sample of a list (names are alphabetical: a prefix would hold few initials). */
export function evenlySpaced<T>(items: readonly T[], count: number): T[] {
  if (count >= items.length) return [...items];
  const step = items.length / count;
  return Array.from({ length: count }, (_, k) => items[Math.floor(k * step)] as T);
}

export function secondsOf(recordings: readonly Recording[]): number {
  return recordings.reduce((sum, r) => sum + r.samples.length / 16000, 0);
}
