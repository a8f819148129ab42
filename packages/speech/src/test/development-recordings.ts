/// <reference types="node" />
/**
 * The development recordings for data-driven tests (1,632 isolated syllables of one native speaker):
 * SPEECH_DATA_DIR, relative to the repository root, else ../shared/data/pinyin-syllables/wav16k beside
 * it. They are not part of the project; a test without them says so and is skipped. Test support only:
 * the engine's own sources never read files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readWav } from '../audio/wav-reader.ts';

export interface DevelopmentRecordings {
  dir: string;
  /** The folder's WAV file names, sorted. */
  names: string[];
  read(name: string): Float32Array;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The folder and a reader, or null after saying, under `label`, why the tests are skipped. */
export function openDevelopmentRecordings(label: string): DevelopmentRecordings | null {
  // The data folder is a setting of the tests and benchmarks, not of the server (STYLE.md 6).
  const dir = path.resolve(root, process.env.SPEECH_DATA_DIR ?? '../shared/data/pinyin-syllables/wav16k');
  if (!fs.existsSync(dir)) {
    console.log(`${label}: no development recordings at ${dir} (set SPEECH_DATA_DIR); skipped`);
    return null;
  }
  const names = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.wav'))
    .sort();
  return { dir, names, read: (name) => readWav(fs.readFileSync(path.join(dir, name))).samples };
}
