/**
 * How closely our F0 tracker agrees with Praat on the development recordings (issue point 3:
 * gross pitch errors, more than 20% off, on at most 3% of the frames both call voiced).
 *
 * Run alone: `npx tsx bench/speech/pitch-agreement.ts [limit]` (every file when no limit; a limit
 * takes an evenly spaced sample so all initials and tones are represented).
 */
import { readFile, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { frameCentreSeconds } from '@hanyu/speech/dsp/frames';
import { readWav } from '@hanyu/speech/audio/wav-reader';
import { trackPitch } from '@hanyu/speech/pitch/pitch-tracker';
import { praatAtTimes, praatPitchTracks, praatVersion } from './praat.ts';

/** The definition of a gross pitch error: more than 20% away from the reference. */
export const GROSS_ERROR_RATIO = 0.2;

const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** The development recordings' folder: SPEECH_DATA_DIR, else the shared folder beside the repo. */
export function speechDataDir(): string {
  return resolve(REPO_ROOT, process.env.SPEECH_DATA_DIR ?? '../shared/data/pinyin-syllables/wav16k');
}

/**
 * The WAV files of the development folder, sorted; with a limit, an evenly spaced sample (the
 * names are alphabetical, so a prefix would hold only a few initials). Null when the folder is
 * absent, so callers can say so instead of failing.
 */
export async function developmentFiles(limit?: number): Promise<string[] | null> {
  const dir = speechDataDir();
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.wav')).sort();
  } catch {
    return null;
  }
  if (limit !== undefined && limit < names.length) {
    const step = names.length / limit;
    names = Array.from({ length: limit }, (_, k) => names[Math.floor(k * step)] ?? '');
  }
  return names.map((n) => join(dir, n));
}

export interface PitchAgreement {
  files: number;
  /** Frames voiced in both trackers: the frames the error figures are about. */
  framesCompared: number;
  /** Share of compared frames where our F0 is more than 20% away from Praat's. */
  grossErrorRate: number;
  /** Median absolute difference on compared frames, in cents (100 per semitone). */
  medianCentsError: number;
  /** Share of all frames on which both trackers make the same voiced/unvoiced decision. */
  voicingAgreement: number;
  /** Frames Praat calls voiced that we call unvoiced, as a share of Praat's voiced frames. */
  missedVoicedRate: number;
  /** Frames we call voiced that Praat does not, as a share of our voiced frames. */
  extraVoicedRate: number;
  /** Seconds our tracker needed per second of audio (Praat's time is not counted). */
  realTimeFactor: number;
  praatVersion: string;
  /** The files with the most gross errors, for inspection. */
  worstFiles: { file: string; grossErrors: number; compared: number }[];
}

export async function measurePitchAgreement(files: string[]): Promise<PitchAgreement> {
  const reference = await praatPitchTracks(files);
  let framesCompared = 0;
  let grossErrors = 0;
  let framesTotal = 0;
  let voicingAgreed = 0;
  let praatVoiced = 0;
  let oursVoiced = 0;
  let missed = 0;
  let extra = 0;
  let audioSeconds = 0;
  let trackerSeconds = 0;
  const cents: number[] = [];
  const perFile: { file: string; grossErrors: number; compared: number }[] = [];
  for (const file of files) {
    const { samples } = readWav(await readFile(file));
    const started = performance.now();
    const ours = trackPitch(samples).f0;
    trackerSeconds += (performance.now() - started) / 1000;
    audioSeconds += samples.length / 16000;
    const praatTrack = reference.get(resolve(file));
    if (!praatTrack) throw new Error(`No Praat pitch for ${file}`);
    const times = Array.from({ length: ours.length }, (_, f) => frameCentreSeconds(f));
    const praat = praatAtTimes(praatTrack, times);
    let fileErrors = 0;
    let fileCompared = 0;
    for (let f = 0; f < ours.length; f += 1) {
      const a = ours[f] ?? 0;
      const b = praat[f] ?? 0;
      framesTotal += 1;
      if (a > 0 === b > 0) voicingAgreed += 1;
      if (b > 0) praatVoiced += 1;
      if (a > 0) oursVoiced += 1;
      if (b > 0 && !(a > 0)) missed += 1;
      if (a > 0 && !(b > 0)) extra += 1;
      if (a > 0 && b > 0) {
        fileCompared += 1;
        cents.push(Math.abs(1200 * Math.log2(a / b)));
        if (Math.abs(a / b - 1) > GROSS_ERROR_RATIO) fileErrors += 1;
      }
    }
    framesCompared += fileCompared;
    grossErrors += fileErrors;
    perFile.push({ file, grossErrors: fileErrors, compared: fileCompared });
  }
  cents.sort((x, y) => x - y);
  return {
    files: files.length,
    framesCompared,
    grossErrorRate: framesCompared > 0 ? grossErrors / framesCompared : 0,
    medianCentsError: cents[Math.floor(cents.length / 2)] ?? 0,
    voicingAgreement: framesTotal > 0 ? voicingAgreed / framesTotal : 0,
    missedVoicedRate: praatVoiced > 0 ? missed / praatVoiced : 0,
    extraVoicedRate: oursVoiced > 0 ? extra / oursVoiced : 0,
    realTimeFactor: audioSeconds > 0 ? trackerSeconds / audioSeconds : 0,
    praatVersion: await praatVersion(),
    worstFiles: perFile
      .filter((p) => p.grossErrors > 0)
      .sort((x, y) => y.grossErrors - x.grossErrors)
      .slice(0, 10),
  };
}

async function main(): Promise<void> {
  const limit = process.argv[2] ? Number(process.argv[2]) : undefined;
  const files = await developmentFiles(limit);
  if (!files) {
    console.log(`Pitch agreement skipped: no development recordings at ${speechDataDir()} (set SPEECH_DATA_DIR).`);
    return;
  }
  const result = await measurePitchAgreement(files);
  console.log(JSON.stringify(result, null, 2));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
