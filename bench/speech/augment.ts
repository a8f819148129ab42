/**
 * Augmented conditions, reported apart (`augmented` of speech.json): an evenly spaced subset of
 * speaker A (AUGMENT_SAMPLE files) changed with sox or Praat into SPEECH_CACHE_DIR/augmented/<condition>
 * (made once; `-R` makes sox's dither and noise repeatable):
 * - pitch-down-7: 7 semitones lower, a man's range; `sox pitch` resamples, so the formants move
 *   with the pitch (a longer vocal tract, roughly);
 * - pitch-up-5: 5 semitones higher, a child's range (formants up with it);
 * - tempo-0.8 and tempo-1.25: slower and faster speech, pitch kept (`tempo -s`, tuned for speech);
 * - room-20db: reverberation (`reverb 50 50 70`, a small room) and pink room noise added at 20 dB
 *   below the level of the speech frames (those within 30 dB of the loudest 20 ms frame).
 * - male-120 and male-100: a man's voice made with Praat's "Change gender" (PSOLA): pitch 14
 *   (17) semitones lower, so speaker A's median of about 270 Hz lands near 120 Hz (100 Hz, a low
 *   voice), the tones keeping their heights in semitones, and the formants 15% (20%) lower, as a
 *   man's longer vocal tract lowers them (Peterson & Barney 1952: men's formants lie about 15-20%
 *   below women's), where `sox pitch` moves formants and pitch by the same ratio; only when Praat
 *   is installed (PRAAT_BINARY, default praat).
 * Per condition: tone accuracy (a refusal counts as wrong), correct readings flagged wrong, gross
 * substitutions caught, beside the same files clean. Evaluated as speaker A (speaker-options.ts).
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { encodeWavPcm16 } from '../../packages/speech/src/audio/wav-writer.ts';
import { speechCacheDir } from './bench-settings.ts';
import { evenlySpaced } from './development-set.ts';
import type { RecordingJobs } from './evaluation-jobs.ts';
import { failedOutcome, readSamples } from './evaluation-jobs.ts';
import type { EvaluationPool } from './evaluation-pool.ts';
import { PRAAT_BINARY } from './praat.ts';
import { inParallel, isToolAvailable, run } from './external-tools.ts';
import {
  flaggedFigures,
  grossFigures,
  perToneFigures,
  toneFigures,
  type DerivedRecord,
  type OwnRecord,
} from './speaker-figures.ts';
import { buildDerivedJobs } from './speaker-passes.ts';
import type { SpeakerMeasurement } from './speaker-report.ts';
import type { SpeakerItem, SpeakerSet } from './speakers.ts';
import type { SyllableInventory } from './syllable-inventory.ts';

export const AUGMENT_SAMPLE = 300;
const RATE = 16_000;
const SOX_PARALLEL = 2;
const SNR_DB = 20;
/** Frames within this many dB of the loudest one are speech, for the SNR. */
const SPEECH_FRAME_RANGE_DB = 30;
const NOISE_SECONDS = 30;

interface Condition {
  name: string;
  description: string;
  make: (input: string, output: string, index: number) => Promise<void>;
}

function sox(input: string, output: string, effects: readonly string[]): Promise<void> {
  return run('sox', ['-R', '-G', input, '-b', '16', output, ...effects]);
}

/** Mean power of the speech frames (20 ms) of a recording. */
function speechPower(samples: Float32Array): number {
  const frame = RATE / 50;
  const powers: number[] = [];
  for (let start = 0; start + frame <= samples.length; start += frame) {
    let sum = 0;
    for (let i = start; i < start + frame; i += 1) sum += (samples[i] ?? 0) ** 2;
    powers.push(sum / frame);
  }
  const loudest = Math.max(...powers, 1e-12);
  const speech = powers.filter((p) => p >= loudest * 10 ** (-SPEECH_FRAME_RANGE_DB / 10));
  return speech.reduce((a, b) => a + b, 0) / Math.max(1, speech.length);
}

let roomNoise: Promise<Float32Array> | null = null;

/** One long pink noise from sox, made once; each file takes its own stretch of it. */
function noise(dir: string): Promise<Float32Array> {
  roomNoise ??= (async () => {
    const file = join(dir, 'pink-noise.wav');
    if (!existsSync(file)) {
      await run('sox', [
        '-R',
        '-n',
        '-r',
        String(RATE),
        '-c',
        '1',
        '-b',
        '16',
        `${file}.partial.wav`,
        'synth',
        String(NOISE_SECONDS),
        'pinknoise',
      ]);
      await rename(`${file}.partial.wav`, file);
    }
    return readSamples(file);
  })();
  return roomNoise;
}

async function reverbAndNoise(input: string, output: string, index: number, dir: string): Promise<void> {
  const reverberant = `${output}.reverb.wav`;
  await sox(input, reverberant, ['pad', '0', '0.3', 'reverb', '50', '50', '70']);
  const speech = await readSamples(reverberant);
  const pink = await noise(dir);
  const gain = Math.sqrt((speechPower(speech) * 10 ** (-SNR_DB / 10)) / Math.max(1e-12, speechPower(pink)));
  const offset = (index * 7919) % Math.max(1, pink.length - speech.length);
  const mixed = new Float32Array(speech.length);
  for (let i = 0; i < speech.length; i += 1) {
    mixed[i] = Math.max(-1, Math.min(1, (speech[i] ?? 0) + gain * (pink[offset + i] ?? 0)));
  }
  await writeFile(`${output}.partial.wav`, encodeWavPcm16(mixed, RATE));
  await rename(`${output}.partial.wav`, output);
  await run('rm', ['-f', reverberant]);
}

/**
 * Praat's "Change gender" (pitch analysis 75-600 Hz): every pitch times `pitchFactor` (the new
 * median is the file's own median times it, so the tones keep their heights against each other)
 * and the formants times `formantRatio`.
 */
function changeGender(formantRatio: number, pitchFactor: number) {
  return async (input: string, output: string): Promise<void> => {
    const script = `${output}.praat`;
    const quoted = (path: string) => `"${path.replaceAll('"', '""')}"`;
    await writeFile(
      script,
      [
        `sound = Read from file: ${quoted(input)}`,
        'pitch = To Pitch: 0, 75, 600',
        'median = Get quantile: 0, 0, 0.5, "Hertz"',
        'selectObject: sound',
        `changed = Change gender: 75, 600, ${formantRatio}, median * ${pitchFactor}, 1, 1`,
        `Save as WAV file: ${quoted(`${output}.partial.wav`)}`,
        '',
      ].join('\n'),
    );
    try {
      await run(PRAAT_BINARY, ['--run', script]);
      await rename(`${output}.partial.wav`, output);
    } finally {
      await rm(script, { force: true });
    }
  };
}

function conditions(dir: string, praat: boolean): Condition[] {
  const effect = (effects: string[]) => async (input: string, output: string) => {
    await sox(input, `${output}.partial.wav`, effects);
    await rename(`${output}.partial.wav`, output);
  };
  return [
    {
      name: 'pitch-down-7',
      description: 'pitch -7 semitones (male range), formants shifted with it',
      make: effect(['pitch', '-700']),
    },
    {
      name: 'pitch-up-5',
      description: "pitch +5 semitones (a child's range), formants shifted with it",
      make: effect(['pitch', '500']),
    },
    { name: 'tempo-0.8', description: 'tempo 0.8 (slower), pitch kept', make: effect(['tempo', '-s', '0.8']) },
    { name: 'tempo-1.25', description: 'tempo 1.25 (faster), pitch kept', make: effect(['tempo', '-s', '1.25']) },
    {
      name: 'room-20db',
      description: `small-room reverb and pink room noise at ${SNR_DB} dB SNR (speech frames)`,
      make: (input, output, index) => reverbAndNoise(input, output, index, dir),
    },
    ...(praat
      ? [
          {
            name: 'male-120',
            description: "a man's voice (Praat Change gender): pitch 14 semitones lower, formants 15% lower",
            make: changeGender(0.85, 2 ** (-14 / 12)),
          },
          {
            name: 'male-100',
            description: "a low man's voice (Praat Change gender): pitch 17 semitones lower, formants 20% lower",
            make: changeGender(0.8, 2 ** (-17 / 12)),
          },
        ]
      : []),
  ];
}

function conditionFigures(own: readonly OwnRecord[], tone: readonly DerivedRecord[], gross: readonly DerivedRecord[]) {
  const tones = toneFigures(own);
  const flagged = flaggedFigures(own);
  const perTone = perToneFigures(own, tone);
  return {
    toneAccuracy: tones?.accuracy ?? null,
    tonePerTone: tones?.perTone ?? null,
    flaggedWrong: flagged.flagged,
    grossSubstitutionsCaught: grossFigures(gross)?.caught ?? null,
    toneErrorDetection: perTone
      ? Object.fromEntries(Object.entries(perTone.perTone).map(([t, figures]) => [t, figures.detection.rate]))
      : null,
    refused: own.filter((r) => r.outcome.refusedCode !== null || r.outcome.error !== undefined).length,
  };
}

export async function measureAugmented(
  speakerA: SpeakerMeasurement,
  inventory: SyllableInventory,
  pool: EvaluationPool,
  log: (message: string) => void,
): Promise<Record<string, unknown>> {
  if (!(await isToolAvailable('sox'))) return { measured: false, reason: 'sox is not installed (apt-get install sox)' };
  const chosen = new Set(evenlySpaced(speakerA.set.items, AUGMENT_SAMPLE).map((item) => item.id));
  const dir = join(speechCacheDir(), 'augmented');
  const all = conditions(dir, await isToolAvailable(PRAAT_BINARY));
  const sets: SpeakerSet[] = [];
  for (const condition of all) {
    const folder = join(dir, condition.name);
    await mkdir(folder, { recursive: true });
    const items: SpeakerItem[] = speakerA.set.items
      .filter((item) => chosen.has(item.id))
      .map((item) => ({ ...item, wavPath: join(folder, basename(item.wavPath)) }));
    const missing = items.filter((item) => !existsSync(item.wavPath));
    if (missing.length > 0) {
      log(`augmented: making ${missing.length} copies (${condition.name}) ...`);
      const sources = new Map(speakerA.set.items.map((item) => [item.id, item.wavPath]));
      await inParallel(missing, SOX_PARALLEL, (item) =>
        condition.make(sources.get(item.id) ?? '', item.wavPath, item.index),
      );
    }
    sets.push({ ...speakerA.set, items });
  }
  // Every condition's own readings, tone and gross jobs in one run of the pool.
  const work: RecordingJobs[] = [];
  let nextKey = 0;
  const plans = sets.map((set) => {
    const derived = buildDerivedJobs(set, null, inventory, { partner: 0, gross: null });
    const byItem = new Map<number, RecordingJobs>();
    const ownKeys: number[] = [];
    const derivedKeys: number[] = [];
    const jobsOf = (position: number): RecordingJobs => {
      let recording = byItem.get(position);
      if (!recording) {
        recording = { speaker: set.speaker, wavPath: set.items[position]?.wavPath ?? '', jobs: [] };
        byItem.set(position, recording);
        work.push(recording);
      }
      return recording;
    };
    set.items.forEach((item, position) => {
      const key = nextKey++;
      ownKeys.push(key);
      jobsOf(position).jobs.push({ key, syllables: item.expected });
    });
    for (const job of derived) {
      const key = nextKey++;
      derivedKeys.push(key);
      jobsOf(job.item).jobs.push({ key, syllables: job.syllables });
    }
    return { set, derived, ownKeys, derivedKeys };
  });
  log(`augmented: ${nextKey} evaluations over ${all.length} conditions (${pool.size} workers) ...`);
  const outcomes = await pool.run(work);
  const failed = failedOutcome('no outcome');
  const figures: Record<string, unknown> = {};
  plans.forEach(({ set, derived, ownKeys, derivedKeys }, c) => {
    const own = set.items.map((item, k) => ({ item, outcome: outcomes.get(ownKeys[k] ?? -1) ?? failed }));
    const records = derived.map((job, k) => ({
      job,
      item: set.items[job.item] as SpeakerItem,
      outcome: outcomes.get(derivedKeys[k] ?? -1) ?? failed,
    }));
    const condition = all[c] as Condition;
    figures[condition.name] = {
      description: condition.description,
      ...conditionFigures(
        own,
        records.filter((r) => r.job.kind === 'tone'),
        records.filter((r) => r.job.kind === 'gross'),
      ),
    };
  });
  const cleanOwn = speakerA.ownRecords.filter((r) => chosen.has(r.item.id));
  const clean = conditionFigures(
    cleanOwn,
    speakerA.derived.tone.filter((r) => chosen.has(r.item.id)),
    speakerA.derived.gross.filter((r) => chosen.has(r.item.id)),
  );
  return {
    measured: true,
    speaker: speakerA.set.speaker,
    files: chosen.size,
    note: `${chosen.size} evenly spaced files of speaker A, changed with sox or Praat into the cache; tone accuracy on tones 1-4 (refusal = wrong); gross: two substitutes per file as for the speakers`,
    clean: { description: 'the same files, unchanged (from the speaker A passes)', ...clean },
    conditions: figures,
  };
}
