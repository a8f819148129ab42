/**
 * Tone accuracy on the development recordings (issue point 4: at least 95% on the isolated
 * syllables, tones 1-4; the neutral-tone files are reported apart). Each file is one syllable
 * named `<pinyin><tone>.wav`; a name without a tone digit (or with 5) is a neutral tone.
 *
 * Isolated syllables have no context, so by default the classifier sees the shape only (the
 * syllable is its own reference). With `reference: 'profile'` it also gets a speaker profile, the
 * median and range of the speaker's voiced frames over the odd-numbered files (a fair split: the
 * profile never includes the even-numbered files it is reported on separately).
 *
 * Run alone: `npx tsx bench/speech/tone-accuracy.ts [limit] [--profile]`.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readWav } from '@hanyu/speech/audio/wav-reader';
import { median, percentile } from '@hanyu/speech/dsp/statistics';
import type { Tone } from '@hanyu/speech/evaluation/result-types';
import { trackPitch, type PitchTrack } from '@hanyu/speech/pitch/pitch-tracker';
import { hzToSemitones } from '@hanyu/speech/tones/semitones';
import type { SpeakerReference } from '@hanyu/speech/tones/speaker-reference';
import { analyseSyllableTone } from '@hanyu/speech/tones/syllable-tone';
import { developmentFiles, speechDataDir } from './pitch-agreement.ts';

const TONE_LIST: Tone[] = [1, 2, 3, 4, 5];

/** The tone a development file is named for: its trailing digit, neutral (5) without one. */
export function toneOfFile(file: string): Tone {
  const match = /([1-5])\.wav$/i.exec(basename(file));
  return match ? (Number(match[1]) as Tone) : 5;
}

export interface ToneAccuracy {
  /** Files of tones 1-4 (the neutral-tone files are counted in `neutral`). */
  files: number;
  /** Share of tone 1-4 files classified as their tone. */
  accuracy: number;
  /** The same on the odd- and even-numbered files (positions in the given list). */
  accuracyOdd: number;
  accuracyEven: number;
  perTone: Record<1 | 2 | 3 | 4, number>;
  /** confusion[expected - 1][heard - 1], tones 1-5; a row for a file with no usable voice adds to `noTone`. */
  confusion: number[][];
  /** Files where no tone could be heard (too little voice). */
  noTone: number;
  /** Neutral-tone files: how many, and which tones they were heard as. */
  neutral: { files: number; heard: Record<Tone, number> };
  /** Pitch tracking plus tone analysis time per second of audio. */
  realTimeFactor: number;
  referenceMode: 'syllable' | 'profile';
  errors: { file: string; expected: Tone; heard: Tone | null; confidence: number }[];
}

/** A speaker profile from tracks: median and 10th-90th percentile range of all voiced frames. */
function profileOf(tracks: PitchTrack[]): SpeakerReference {
  const voiced: number[] = [];
  for (const track of tracks) for (const hz of track.f0) if (hz > 0) voiced.push(hz);
  const medianHz = median(voiced);
  const range = hzToSemitones(percentile(voiced, 90), medianHz) - hzToSemitones(percentile(voiced, 10), medianHz);
  return { medianHz, rangeSemitones: range, source: 'profile' };
}

export async function measureToneAccuracy(
  files: string[],
  options: { reference?: 'syllable' | 'profile' } = {},
): Promise<ToneAccuracy> {
  const mode = options.reference ?? 'syllable';
  const confusion = TONE_LIST.map(() => TONE_LIST.map(() => 0));
  const neutralHeard: Record<Tone, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  const errors: ToneAccuracy['errors'] = [];
  let audioSeconds = 0;
  let seconds = 0;
  const tracks: PitchTrack[] = [];
  for (const file of files) {
    const { samples } = readWav(await readFile(file));
    audioSeconds += samples.length / 16000;
    const started = performance.now();
    tracks.push(trackPitch(samples));
    seconds += (performance.now() - started) / 1000;
  }
  const profile = mode === 'profile' ? profileOf(tracks.filter((_, i) => i % 2 === 1)) : undefined;
  let correct = 0;
  let scored = 0;
  let noTone = 0;
  const tally = () => ({ hit: 0, all: 0 });
  const split = { odd: tally(), even: tally() };
  const perTone = { 1: tally(), 2: tally(), 3: tally(), 4: tally() };
  tracks.forEach((track, i) => {
    const file = files[i] ?? '';
    const expected = toneOfFile(file);
    const started = performance.now();
    const analysis = analyseSyllableTone(track, 0, track.f0.length, profile ? { reference: profile } : {});
    seconds += (performance.now() - started) / 1000;
    const heard = analysis?.tone ?? null;
    if (expected === 5) {
      if (heard !== null) neutralHeard[heard] += 1;
      return;
    }
    scored += 1;
    const ofTone = perTone[expected];
    const half = i % 2 === 1 ? split.odd : split.even;
    ofTone.all += 1;
    half.all += 1;
    const row = confusion[expected - 1];
    if (heard === null) noTone += 1;
    else if (row) row[heard - 1] = (row[heard - 1] ?? 0) + 1;
    if (heard === expected) {
      correct += 1;
      ofTone.hit += 1;
      half.hit += 1;
    } else {
      errors.push({ file: basename(file), expected, heard, confidence: analysis?.confidence ?? 0 });
    }
  });
  const share = ({ hit, all }: { hit: number; all: number }) => (all > 0 ? hit / all : 0);
  return {
    files: scored,
    accuracy: scored > 0 ? correct / scored : 0,
    accuracyOdd: share(split.odd),
    accuracyEven: share(split.even),
    perTone: { 1: share(perTone[1]), 2: share(perTone[2]), 3: share(perTone[3]), 4: share(perTone[4]) },
    confusion,
    noTone,
    neutral: { files: files.filter((f) => toneOfFile(f) === 5).length, heard: neutralHeard },
    realTimeFactor: audioSeconds > 0 ? seconds / audioSeconds : 0,
    referenceMode: mode,
    errors,
  };
}

/** The confusion matrix as text: rows are the tones said, columns the tones heard. */
export function formatConfusion(confusion: number[][]): string {
  const header = ['said\\heard', ...TONE_LIST.map((t) => `T${t}`)].map((c) => c.padStart(10)).join('');
  const rows = confusion.map((row, i) =>
    [`T${i + 1}`, ...row.map((n) => String(n))].map((c) => c.padStart(10)).join(''),
  );
  return [header, ...rows].join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const limitArg = args.find((a) => /^\d+$/.test(a));
  const files = await developmentFiles(limitArg ? Number(limitArg) : undefined);
  if (!files) {
    console.log(`Tone accuracy skipped: no development recordings at ${speechDataDir()} (set SPEECH_DATA_DIR).`);
    return;
  }
  const result = await measureToneAccuracy(files, { reference: args.includes('--profile') ? 'profile' : 'syllable' });
  const percent = (x: number) => `${(100 * x).toFixed(2)}%`;
  console.log(
    `Tone accuracy (tones 1-4, reference: ${result.referenceMode}): ${percent(result.accuracy)} of ${result.files}`,
  );
  console.log(`  odd-numbered files ${percent(result.accuracyOdd)}, even-numbered ${percent(result.accuracyEven)}`);
  console.log(
    `  per tone: ${TONE_LIST.slice(0, 4)
      .map((t) => `T${t} ${percent(result.perTone[t as 1])}`)
      .join(', ')}`,
  );
  console.log(`  no tone heard: ${result.noTone}; real-time factor ${result.realTimeFactor.toFixed(4)}`);
  console.log(formatConfusion(result.confusion));
  console.log(`Neutral-tone files (${result.neutral.files}) heard as: ${JSON.stringify(result.neutral.heard)}`);
  console.log('Errors:', result.errors.map((e) => `${e.file}→${e.heard ?? '-'}`).join(' '));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
