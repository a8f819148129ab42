/**
 * Praat as the reference pitch tracker for the benchmarks. Praat's autocorrelation method
 * (Boersma 1993) is the de-facto standard in phonetics, so "agrees with Praat" is the yardstick
 * the issue sets for our tracker. Praat runs once per batch of files (one process start instead
 * of 1,632) and every file's track is cached in the OS temp folder, keyed by the file's path,
 * size and modification time, Praat's version and the analysis settings: a re-run after a change
 * to our tracker costs no Praat time, and a new Praat or changed settings never reuse stale data.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const PRAAT_BINARY = process.env.PRAAT_BINARY ?? 'praat';

/**
 * Praat's "To Pitch (ac)" with its own defaults (15 candidates, silence threshold 0.03, voicing
 * threshold 0.45, octave cost 0.01, octave-jump cost 0.35, voiced/unvoiced cost 0.14) except the
 * time step (10 ms, our frame grid) and the range the issue asks for: 75-600 Hz.
 */
export const PRAAT_PITCH_SETTINGS = {
  method: 'ac',
  timeStep: 0.01,
  floorHz: 75,
  ceilingHz: 600,
  maxCandidates: 15,
  veryAccurate: 'no',
  silenceThreshold: 0.03,
  voicingThreshold: 0.45,
  octaveCost: 0.01,
  octaveJumpCost: 0.35,
  voicedUnvoicedCost: 0.14,
} as const;

/** Praat's frames: centre times in seconds and F0 in Hz, 0 where Praat calls the frame unvoiced. */
export interface PraatPitch {
  times: number[];
  f0: number[];
}

const s = PRAAT_PITCH_SETTINGS;
/** Reads a list of WAV paths and prints, per file, a header line and one "time f0" line per frame. */
const SCRIPT = `form Pitch of many files
  sentence list_file
endform
list = Read Strings from raw text file: list_file$
count = Get number of strings
for k to count
  selectObject: list
  file$ = Get string: k
  sound = Read from file: file$
  pitch = To Pitch (ac): ${s.timeStep}, ${s.floorHz}, ${s.maxCandidates}, "${s.veryAccurate}", ${s.silenceThreshold}, ${s.voicingThreshold}, ${s.octaveCost}, ${s.octaveJumpCost}, ${s.voicedUnvoicedCost}, ${s.ceilingHz}
  n = Get number of frames
  appendInfoLine: "#file ", file$
  for i to n
    t = Get time from frame number: i
    f = Get value in frame: i, "Hertz"
    appendInfoLine: fixed$(t, 6), " ", fixed$(f, 4)
  endfor
  removeObject: sound, pitch
endfor
`;

let versionPromise: Promise<string> | undefined;

/** "Praat 6.3.07 (February 6 2023)" or the like; throws when Praat is not installed. */
export function praatVersion(): Promise<string> {
  versionPromise ??= run(PRAAT_BINARY, ['--version']).then(({ stdout }) => stdout.trim());
  return versionPromise;
}

export async function isPraatAvailable(): Promise<boolean> {
  try {
    await praatVersion();
    return true;
  } catch {
    return false;
  }
}

const CACHE_DIR = join(tmpdir(), 'hanyu-praat-pitch');

async function cacheFile(file: string, version: string): Promise<string> {
  const info = await stat(file);
  const key = createHash('sha256')
    .update(JSON.stringify([resolve(file), info.size, info.mtimeMs, version, PRAAT_PITCH_SETTINGS]))
    .digest('hex')
    .slice(0, 32);
  return join(CACHE_DIR, `${key}.json`);
}

function parseOutput(stdout: string): Map<string, PraatPitch> {
  const tracks = new Map<string, PraatPitch>();
  let current: PraatPitch | undefined;
  for (const line of stdout.split('\n')) {
    if (line.startsWith('#file ')) {
      current = { times: [], f0: [] };
      tracks.set(line.slice('#file '.length).trim(), current);
    } else if (current && line.trim() !== '') {
      const [time, hz] = line.trim().split(/\s+/);
      const value = Number(hz);
      current.times.push(Number(time));
      // Praat prints "--undefined--" for unvoiced frames.
      current.f0.push(Number.isFinite(value) && value > 0 ? value : 0);
    }
  }
  return tracks;
}

/** Files per Praat process: long enough to amortise the start, short enough to show progress. */
const BATCH = 200;

/** Praat's pitch of every file (absolute paths as keys), from the cache where possible. */
export async function praatPitchTracks(files: string[]): Promise<Map<string, PraatPitch>> {
  const version = await praatVersion();
  await mkdir(CACHE_DIR, { recursive: true });
  const result = new Map<string, PraatPitch>();
  const missing: { file: string; cache: string }[] = [];
  for (const file of files.map((f) => resolve(f))) {
    const cache = await cacheFile(file, version);
    try {
      result.set(file, JSON.parse(await readFile(cache, 'utf8')) as PraatPitch);
    } catch {
      missing.push({ file, cache });
    }
  }
  const work = await mkdtemp(join(tmpdir(), 'hanyu-praat-'));
  try {
    const scriptPath = join(work, 'pitch.praat');
    await writeFile(scriptPath, SCRIPT);
    for (let i = 0; i < missing.length; i += BATCH) {
      const batch = missing.slice(i, i + BATCH);
      const listPath = join(work, `list-${i}.txt`);
      await writeFile(listPath, batch.map((m) => m.file).join('\n') + '\n');
      const { stdout } = await run(PRAAT_BINARY, ['--run', scriptPath, listPath], { maxBuffer: 256 * 1024 * 1024 });
      const tracks = parseOutput(stdout);
      for (const { file, cache } of batch) {
        const track = tracks.get(file);
        if (!track) throw new Error(`Praat printed no pitch for ${file}`);
        result.set(file, track);
        await writeFile(cache, JSON.stringify(track));
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return result;
}

/**
 * Praat's F0 at the given times (seconds), 0 where unvoiced. Praat's frames sit on their own
 * 10 ms grid, offset from ours by a few milliseconds; between two voiced Praat frames the value
 * is interpolated on the log-frequency scale, next to an unvoiced one the nearer frame decides.
 */
export function praatAtTimes(track: PraatPitch, times: ArrayLike<number>): Float64Array {
  const out = new Float64Array(times.length);
  const first = track.times[0];
  const second = track.times[1];
  if (first === undefined) return out;
  const step = second === undefined ? PRAAT_PITCH_SETTINGS.timeStep : second - first;
  for (let k = 0; k < times.length; k += 1) {
    const position = ((times[k] ?? 0) - first) / step;
    const i = Math.floor(position);
    const fraction = position - i;
    const a = track.f0[i] ?? 0;
    const b = track.f0[i + 1] ?? 0;
    if (a > 0 && b > 0) out[k] = Math.exp(Math.log(a) * (1 - fraction) + Math.log(b) * fraction);
    else out[k] = fraction < 0.5 ? a : b;
  }
  return out;
}
