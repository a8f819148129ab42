/**
 * How well the measure of packages/speech/src/scoring/speech-likeness.ts tells sound that is not
 * speech from speech (decision 045). No free-speaking recordings exist in the development sets, so:
 * - speech: sequences of 60 different recordings of speaker A (syllables) and of speaker B (words), with
 *   pauses of 0.05-0.4 s; one word said 40 times (speech that repeats itself is still speech); eSpeak
 *   NG's Mandarin voices (m3, f3) reading the first 300 characters of four passages;
 * - not speech, generated: a hummed nasal murmur with a moving pitch, a hummed tone gliding up and
 *   down, a tune of notes, beeps, bursts of noise, clicks in silence, each about 60 s (the clicks are
 *   too quiet for the engine's quality gate, which refuses them before any measure).
 * A quiet room (white noise about 66 dB under full scale) lies under everything.
 *
 * `npx tsx bench/speech/not-speech.ts` prints the table; `--write` writes bench/results/not-speech.json.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import ESpeakNg from 'espeak-ng';
import { readWav } from '../../packages/speech/src/audio/wav-reader.ts';
import { evaluate } from '../../packages/speech/src/evaluation/evaluate.ts';
import { concat, fade, harmonicTone, mix, silence, vowel, whiteNoise } from '../../packages/speech/src/test/signals.ts';
import { expectedFromText } from '../../packages/speech/src/text/expected-from-text.ts';
import { resample } from '../../apps/web/src/shared/recorder/resampler.ts';
import { loadSpeakerA, type SpeakerItem } from './speakers.ts';
import { loadSpeakerB } from './yuetan-set.ts';

const SEQUENCES = 5;
const PASSAGES = ['P012', 'P103', 'P106', 'P113'];
const ESPEAK_RATE = 22_050;

/** A fixed pseudo-random stream (linear congruential), so every run builds the same sequences. */
function randomStream(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function withPauses(pieces: Float32Array[], random: () => number): Float32Array {
  const joined = concat(...pieces.flatMap((piece) => [piece, silence(0.05 + 0.35 * random())]));
  return mix(joined, whiteNoise(joined.length / 16_000, 0.0005, 9));
}

async function samplesOf(item: SpeakerItem): Promise<Float32Array> {
  return readWav(new Uint8Array(await readFile(item.wavPath))).samples;
}

/** eSpeak NG reading pinyin (its WAV: 22,050 Hz, 16-bit mono), at 16 kHz. */
async function espeak(pinyin: string, variant: 'm3' | 'f3'): Promise<Float32Array> {
  const instance = await ESpeakNg({
    arguments: ['-v', `cmn-latn-pinyin+${variant}`, '-s', '170', '-w', 'speech.wav', pinyin],
    print: () => undefined,
    printErr: () => undefined,
  });
  const bytes = Buffer.from(instance.FS.readFile('speech.wav'));
  const data = bytes.indexOf('data');
  const samples = new Float32Array(bytes.readUInt32LE(data + 4) / 2);
  for (let i = 0; i < samples.length; i += 1) samples[i] = bytes.readInt16LE(data + 8 + 2 * i) / 32768;
  const speech = resample(samples, ESPEAK_RATE, 16_000);
  return mix(speech, whiteNoise(speech.length / 16_000, 0.0005, 9));
}

function filled(seconds: number, piece: (i: number) => Float32Array, random: () => number): Float32Array {
  const pieces: Float32Array[] = [];
  for (let length = 0, i = 0; length < seconds * 16_000; i += 1) {
    const next = piece(i);
    pieces.push(next);
    length += next.length + 4_000;
  }
  return withPauses(pieces, random);
}

const NASAL_MURMUR = [250, 1000, 2200, 3000];
const TUNE = [0, 4, 7, 12, 7, 4, 2, 5];

function generated(random: () => number): Record<string, Float32Array> {
  return {
    'hummed nasal murmur': filled(
      60,
      (i) => vowel(0.3 + 0.1 * (i % 3), (t) => 140 + 30 * Math.sin(5 * t + i), NASAL_MURMUR, 0.5),
      random,
    ),
    'hummed gliding tone': filled(
      60,
      (i) =>
        fade(
          harmonicTone(0.3 + 0.1 * (i % 3), (t) => 180 + 60 * Math.sin(6 * t + i), 0.3),
          0.03,
        ),
      random,
    ),
    'tune of notes': filled(
      60,
      (i) => vowel(0.3, () => 220 * 2 ** ((TUNE[i % 8] ?? 0) / 12), [600, 1500, 2500]),
      random,
    ),
    beeps: filled(
      60,
      () =>
        fade(
          harmonicTone(0.25, () => 1000, 0.3, 1),
          0.01,
        ),
      random,
    ),
    'bursts of noise': filled(60, (i) => fade(whiteNoise(0.2 + 0.1 * (i % 3), 0.1, i + 1), 0.02), random),
    'clicks in silence': filled(60, (i) => concat(fade(whiteNoise(0.01, 0.3, i + 5), 0.002), silence(0.5)), random),
  };
}

/** The measures of an accepted recording; a refused one (the quality gate's code) has none. */
function measured(samples: Float32Array): { nonSpeechShare: number; repeatedShare: number; refused: number | null } {
  const result = evaluate(samples, { kind: 'free', minSeconds: 0, minSpeechSeconds: 0 });
  return {
    nonSpeechShare: result.quality.measures.nonSpeechShare ?? Number.NaN,
    repeatedShare: result.quality.measures.repeatedShare ?? Number.NaN,
    refused: result.quality.code,
  };
}

const a = await loadSpeakerA();
const b = await loadSpeakerB(400, (message) => process.stderr.write(`${message}\n`));
if (!a || typeof b === 'string') throw new Error('both development speakers are needed');
const random = randomStream(45);
const speech: { material: string; samples: Float32Array }[] = [];
for (const [name, set] of [
  ['speaker A, 60 syllables', a],
  ['speaker B, 60 words', b],
] as const) {
  for (let n = 0; n < SEQUENCES; n += 1) {
    const pieces: Float32Array[] = [];
    for (let k = 0; k < 60; k += 1)
      pieces.push(await samplesOf(set.items[Math.floor(random() * set.items.length)] as SpeakerItem));
    speech.push({ material: name, samples: withPauses(pieces, random) });
  }
}
const word = await samplesOf(b.items.find((item) => item.expected.length === 2) as SpeakerItem);
speech.push({ material: 'speaker B, one word 40 times', samples: withPauses(Array(40).fill(word), random) });
for (const id of PASSAGES) {
  const passage = JSON.parse(
    await readFile(resolve(import.meta.dirname, `../../packages/content/data/passages/${id}.json`), 'utf8'),
  ) as { text: string };
  const pinyin = expectedFromText(passage.text.slice(0, 300))
    .map((syllable) => `${syllable.pinyin}${syllable.expectedTone}`)
    .join(' ');
  for (const variant of ['m3', 'f3'] as const) {
    speech.push({ material: `eSpeak NG ${variant} reading a passage`, samples: await espeak(pinyin, variant) });
  }
}
const rows: {
  material: string;
  speech: boolean;
  seconds: number;
  nonSpeechShare: number;
  repeatedShare: number;
  refused: number | null;
}[] = [];
for (const { material, samples } of speech)
  rows.push({ material, speech: true, seconds: samples.length / 16_000, ...measured(samples) });
for (const [material, samples] of Object.entries(generated(random))) {
  rows.push({ material, speech: false, seconds: samples.length / 16_000, ...measured(samples) });
}
const byMaterial = new Map<string, typeof rows>();
for (const row of rows) byMaterial.set(row.material, [...(byMaterial.get(row.material) ?? []), row]);
const summary = [...byMaterial].map(([material, list]) => ({
  material,
  speech: list[0]?.speech ?? true,
  recordings: list.length,
  seconds: Math.round(list.reduce((sum, row) => sum + row.seconds, 0)),
  refused: list.filter((row) => row.refused !== null).map((row) => row.refused),
  nonSpeechShare: {
    min: Math.min(...list.filter((row) => row.refused === null).map((row) => row.nonSpeechShare)),
    max: Math.max(...list.filter((row) => row.refused === null).map((row) => row.nonSpeechShare)),
  },
}));
for (const row of summary) {
  console.log(
    `${row.speech ? 'speech    ' : 'not speech'} ${row.material.padEnd(40)} ${row.recordings} × ~${Math.round(row.seconds / row.recordings)} s: ${
      row.refused.length === row.recordings
        ? `refused by the quality gate (${row.refused.join(', ')})`
        : `not-speech share ${row.nonSpeechShare.min.toFixed(2)}-${row.nonSpeechShare.max.toFixed(2)}`
    }`,
  );
}
if (process.argv.includes('--write')) {
  await writeFile(
    resolve(import.meta.dirname, '../results/not-speech.json'),
    `${JSON.stringify({ benchmark: 'not-speech', date: new Date().toISOString(), summary }, null, 2)}\n`,
  );
}
