/**
 * How well the repetition measure of packages/speech/src/scoring/repetition.ts tells a word said over
 * and over from varied speech (decision 043). No free-speaking recordings exist in the development
 * sets, so speech is assembled from them:
 * - varied: 25 different recordings of one speaker (A: single syllables; B: words) one after another,
 *   with pauses of 0.15-0.5 s;
 * - repeated: one recording (B: a word; A: two syllables as one "word") said 15 times, each time
 *   resampled by 0.94-1.06 (pitch, tempo and formants move, as a speaker's do from one time to the
 *   next), its level changed by up to 3 dB and room noise added at 35 dB under the speech, with
 *   pauses of 0.1-0.4 s;
 * - half: varied speech for its first half and a repeated word for the second.
 * The threshold and lag were set on speaker A's sequences; speaker B's are the held-out measure.
 *
 * `npx tsx bench/speech/repetition.ts` prints the table; `--write` writes bench/results/repetition.json.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { findSpeechUnits } from '../../packages/speech/src/align/speech-units.ts';
import { utteranceFrames } from '../../packages/speech/src/align/utterance-frames.ts';
import { readWav } from '../../packages/speech/src/audio/wav-reader.ts';
import { SAMPLE_RATE } from '../../packages/speech/src/dsp/frames.ts';
import { analyseRecording } from '../../packages/speech/src/phonetics/recording-analysis.ts';
import { qualityOptionsFor } from '../../packages/speech/src/quality/quality-verdict.ts';
import { analyseRecordingQuality } from '../../packages/speech/src/quality/recording-quality.ts';
import { MAX_LAG, measureRepetition, REPEAT_DISTANCE_DB } from '../../packages/speech/src/scoring/repetition.ts';
import { loadSpeakerA, SPEAKER_A, SPEAKER_B, type SpeakerItem } from './speakers.ts';
import { loadSpeakerB } from './yuetan-set.ts';

const SEQUENCES = 40;
const DISTANCES = [3, 3.5, 4, 4.5, 5, 6];

/** A fixed pseudo-random stream (linear congruential), so every run builds the same sequences. */
function randomStream(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function resampled(samples: Float32Array, factor: number): Float32Array {
  const length = Math.floor(samples.length / factor);
  const out = new Float32Array(length);
  for (let i = 0; i < length; i += 1) {
    const position = i * factor;
    const k = Math.floor(position);
    const t = position - k;
    out[i] = (samples[k] ?? 0) * (1 - t) + (samples[k + 1] ?? 0) * t;
  }
  return out;
}

function rms(samples: Float32Array): number {
  let sum = 0;
  for (const x of samples) sum += x * x;
  return Math.sqrt(sum / Math.max(1, samples.length));
}

function joined(pieces: Float32Array[], pauses: number[], random: () => number): Float32Array {
  const level = Math.max(...pieces.map(rms));
  const noise = level * 10 ** (-35 / 20);
  const total = pieces.reduce((n, p, i) => n + p.length + Math.round((pauses[i] ?? 0) * SAMPLE_RATE), 0);
  const out = new Float32Array(total);
  let at = 0;
  pieces.forEach((piece, i) => {
    out.set(piece, at);
    at += piece.length + Math.round((pauses[i] ?? 0) * SAMPLE_RATE);
  });
  for (let i = 0; i < out.length; i += 1) out[i] = (out[i] ?? 0) + noise * (random() * 2 - 1) * Math.sqrt(3);
  return out;
}

async function samplesOf(item: SpeakerItem): Promise<Float32Array> {
  return readWav(new Uint8Array(await readFile(item.wavPath))).samples;
}

/** One varied and one repeated piece list per sequence. */
async function sequences(items: SpeakerItem[], wordOf: (random: () => number) => Promise<Float32Array>, seed: number) {
  const random = randomStream(seed);
  const pick = () => items[Math.floor(random() * items.length)] as SpeakerItem;
  const out: { kind: string; samples: Float32Array }[] = [];
  for (let n = 0; n < SEQUENCES; n += 1) {
    const varied: Float32Array[] = [];
    for (let k = 0; k < 25; k += 1) varied.push(await samplesOf(pick()));
    out.push({
      kind: 'varied',
      samples: joined(
        varied,
        varied.map(() => 0.15 + 0.35 * random()),
        random,
      ),
    });
    const word = await wordOf(random);
    const repeats = Array.from({ length: 15 }, () => {
      const copy = resampled(word, 0.94 + 0.12 * random());
      const gain = 10 ** ((random() * 6 - 3) / 20);
      return copy.map((x) => x * gain);
    });
    out.push({
      kind: 'repeated',
      samples: joined(
        repeats,
        repeats.map(() => 0.1 + 0.3 * random()),
        random,
      ),
    });
    const half = [...varied.slice(0, 12), ...repeats.slice(0, 8)];
    out.push({
      kind: 'half',
      samples: joined(
        half,
        half.map(() => 0.15 + 0.3 * random()),
        random,
      ),
    });
  }
  return out;
}

function measured(samples: Float32Array, distanceDb: number): number {
  const quality = analyseRecordingQuality(samples, qualityOptionsFor({ kind: 'free' }));
  if (!quality.spectrogram || !quality.voiceActivity) return Number.NaN;
  const { pitch } = analyseRecording(samples);
  const units = findSpeechUnits(utteranceFrames(quality.spectrogram, pitch, quality.voiceActivity));
  return measureRepetition(quality.spectrogram, units, distanceDb, MAX_LAG).repeatedShare;
}

function quantile(values: number[], q: number): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

const a = await loadSpeakerA();
const b = await loadSpeakerB(undefined, (message) => process.stderr.write(`${message}\n`));
if (!a || typeof b === 'string') throw new Error('both development speakers are needed');
const bWords = b.items.filter((item) => item.expected.length === 2);
const sets = {
  [SPEAKER_A]: await sequences(
    a.items,
    async (random) => {
      const first = a.items[Math.floor(random() * a.items.length)] as SpeakerItem;
      const second = a.items[Math.floor(random() * a.items.length)] as SpeakerItem;
      const [x, y] = [await samplesOf(first), await samplesOf(second)];
      const word = new Float32Array(x.length + y.length);
      word.set(x);
      word.set(y, x.length);
      return word;
    },
    11,
  ),
  [SPEAKER_B]: await sequences(
    b.items,
    async (random) => samplesOf(bWords[Math.floor(random() * bWords.length)] as SpeakerItem),
    23,
  ),
};
const results: Record<string, unknown> = {};
for (const [speaker, list] of Object.entries(sets)) {
  const perDistance: Record<string, unknown> = {};
  for (const distanceDb of DISTANCES) {
    const shares: Record<string, number[]> = { varied: [], repeated: [], half: [] };
    for (const { kind, samples } of list) shares[kind]?.push(measured(samples, distanceDb));
    const summary = Object.fromEntries(
      Object.entries(shares).map(([kind, values]) => [
        kind,
        {
          p10: quantile(values, 0.1),
          median: quantile(values, 0.5),
          p90: quantile(values, 0.9),
          max: quantile(values, 1),
        },
      ]),
    );
    perDistance[String(distanceDb)] = summary;
    const f = (x: number) => x.toFixed(2);
    console.log(
      `${speaker} ${distanceDb} dB: varied median ${f(summary.varied?.median ?? NaN)} p90 ${f(summary.varied?.p90 ?? NaN)} max ${f(summary.varied?.max ?? NaN)} | repeated p10 ${f(summary.repeated?.p10 ?? NaN)} median ${f(summary.repeated?.median ?? NaN)} | half median ${f(summary.half?.median ?? NaN)}`,
    );
  }
  results[speaker] = perDistance;
}
if (process.argv.includes('--write')) {
  await writeFile(
    resolve(import.meta.dirname, '../results/repetition.json'),
    `${JSON.stringify({ benchmark: 'repetition', date: new Date().toISOString(), shipped: { distanceDb: REPEAT_DISTANCE_DB, maxLag: MAX_LAG }, sequences: SEQUENCES, results }, null, 2)}\n`,
  );
}
