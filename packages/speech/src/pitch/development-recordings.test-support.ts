/**
 * Test-only access to the development recordings (../shared/data/pinyin-syllables/wav16k beside
 * the repository, or the folder in SPEECH_DATA_DIR). The engine's sources must run in a browser
 * worker, so this package compiles without Node's types; the few Node calls the data-driven
 * tests need are typed here by hand and loaded at run time, which keeps Node out of everything
 * the package exports. Never imported by engine code: only *.test.ts files use it.
 */
import { readWav } from '../audio/wav-reader.ts';

interface NodeFs {
  readdirSync(path: string): string[];
  readFileSync(path: string): Uint8Array;
}
interface NodeProcess {
  env: Record<string, string | undefined>;
}
/** The host's console (the package's ES-only lib does not declare one). */
const { console } = globalThis as unknown as { console: { log(message: string): void } };

/** Node built-ins by a non-literal name: TypeScript then needs no Node types for them. */
async function nodeModule<T>(name: string): Promise<T> {
  return (await import(/* @vite-ignore */ name)) as T;
}

export interface DevelopmentRecordings {
  dir: string;
  /** File names (`zhuang1.wav`), sorted. */
  names: string[];
  read(name: string): Float32Array;
}

/** The recordings, or null (after printing why) when the folder is absent. */
export async function developmentRecordings(): Promise<DevelopmentRecordings | null> {
  const fs = await nodeModule<NodeFs>('node:fs');
  const { process } = globalThis as unknown as { process: NodeProcess };
  // This file is <root>/packages/speech/src/pitch/<file>: the root is five segments up.
  const here = decodeURIComponent((import.meta as unknown as { url: string }).url.replace(/^file:\/\//, ''));
  const repoRoot = `${here.split('/').slice(0, -5).join('/')}/`;
  // eslint-disable-next-line no-restricted-properties -- a test-only setting of the test harness, as in src/test/ (which the lint config exempts); the engine itself reads no environment.
  const configured = process.env.SPEECH_DATA_DIR;
  const dir = configured
    ? configured.startsWith('/')
      ? configured
      : `${repoRoot}${configured}`
    : `${repoRoot}../shared/data/pinyin-syllables/wav16k`;
  let names: string[];
  try {
    names = fs
      .readdirSync(dir)
      .filter((n) => n.endsWith('.wav'))
      .sort();
  } catch {
    console.log(`Development recordings not found at ${dir} (set SPEECH_DATA_DIR): data-driven tests skipped.`);
    return null;
  }
  return { dir, names, read: (name) => readWav(fs.readFileSync(`${dir}/${name}`)).samples };
}

/** `count` names evenly spaced through the sorted list: every initial and tone gets a share. */
export function evenSample(names: string[], count: number): string[] {
  if (count >= names.length) return [...names];
  const step = names.length / count;
  return Array.from({ length: count }, (_, k) => names[Math.floor(k * step)] ?? '');
}
