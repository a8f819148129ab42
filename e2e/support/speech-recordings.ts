import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readWav } from '../../packages/speech/src/audio/wav-reader.ts';
import { encodeWavPcm16 } from '../../packages/speech/src/audio/wav-writer.ts';
import { resample } from '../../apps/web/src/shared/recorder/resampler.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The development recordings (`<pinyin><tone>.wav`, 16 kHz mono): SPEECH_DATA_DIR (relative to the
 * repository root), else ../shared/data/pinyin-syllables/wav16k beside it. Never copied into the project.
 */
export function developmentRecordingsDir(): string {
  return path.resolve(root, process.env.SPEECH_DATA_DIR ?? '../shared/data/pinyin-syllables/wav16k');
}

export function hasDevelopmentRecording(name: string): boolean {
  return fs.existsSync(path.join(developmentRecordingsDir(), name));
}

function read(name: string): Float32Array {
  return readWav(fs.readFileSync(path.join(developmentRecordingsDir(), name))).samples;
}

/**
 * A recording with silence around it, as a learner's would have between pressing record, reading and
 * pressing stop: what the fake microphone plays.
 */
export function paddedRecording(name: string, dir: string, before = 0.3, after = 0.5): string {
  const samples = read(name);
  const padded = new Float32Array(Math.round(16_000 * (before + after)) + samples.length);
  padded.set(samples, Math.round(16_000 * before));
  const file = path.join(dir, `padded-${name}`);
  fs.writeFileSync(file, encodeWavPcm16(padded, 16_000));
  return file;
}

/** A recording as a phone or a desktop would save it: 44.1 kHz, two channels, 16-bit. */
export function stereo44kRecording(name: string, dir: string): string {
  const mono = resample(read(name), 16_000, 44_100);
  const bytes = Buffer.alloc(44 + mono.length * 4);
  bytes.write('RIFF', 0, 'ascii');
  bytes.writeUInt32LE(36 + mono.length * 4, 4);
  bytes.write('WAVEfmt ', 8, 'ascii');
  bytes.writeUInt32LE(16, 16);
  bytes.writeUInt16LE(1, 20);
  bytes.writeUInt16LE(2, 22);
  bytes.writeUInt32LE(44_100, 24);
  bytes.writeUInt32LE(44_100 * 4, 28);
  bytes.writeUInt16LE(4, 32);
  bytes.writeUInt16LE(16, 34);
  bytes.write('data', 36, 'ascii');
  bytes.writeUInt32LE(mono.length * 4, 40);
  mono.forEach((value, i) => {
    const sample = Math.round(Math.max(-1, Math.min(1, value)) * 32_767);
    bytes.writeInt16LE(sample, 44 + 4 * i);
    bytes.writeInt16LE(sample, 46 + 4 * i);
  });
  const file = path.join(dir, `stereo-44k-${name}`);
  fs.writeFileSync(file, bytes);
  return file;
}

/** A second of digital silence: a microphone that records nothing. */
export function silentRecording(dir: string): string {
  const file = path.join(dir, 'silence.wav');
  fs.writeFileSync(file, encodeWavPcm16(new Float32Array(16_000), 16_000));
  return file;
}

/** Where a recording's voice is: first and last sample above a tenth of its peak, with a margin. */
function voiced(samples: Float32Array, marginSeconds = 0.03): Float32Array {
  let peak = 0;
  for (const x of samples) peak = Math.max(peak, Math.abs(x));
  const threshold = peak * 0.1;
  let first = samples.findIndex((x) => Math.abs(x) > threshold);
  let last = samples.length - 1;
  while (last > 0 && Math.abs(samples[last] ?? 0) <= threshold) last -= 1;
  const margin = Math.round(16_000 * marginSeconds);
  first = Math.max(0, first - margin);
  return samples.subarray(first, Math.min(samples.length, last + margin));
}

/**
 * A reading of syllables one after another, as connected as isolated recordings allow: each
 * recording's voice cut out and joined with short pauses, after half a second of room silence.
 * Syllables without a development recording are left out. Answers the file and its length.
 */
export function readingOf(names: string[], dir: string, gapSeconds = 0.12): { file: string; seconds: number } {
  const pieces = names.filter(hasDevelopmentRecording).map((name) => voiced(read(name)));
  const gap = Math.round(16_000 * gapSeconds);
  const lead = 8_000;
  const total = lead + pieces.reduce((n, p) => n + p.length + gap, 0) + 16_000;
  const out = new Float32Array(total);
  let at = lead;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.length + gap;
  }
  const file = path.join(dir, 'reading.wav');
  fs.writeFileSync(file, encodeWavPcm16(out, 16_000));
  return { file, seconds: total / 16_000 };
}

/**
 * One word said once, its syllables' voices joined, then a short pause: looped by the fake microphone
 * (fakeMicrophoneArgs with `loop`), the same word said over and over for as long as it records.
 */
export function wordWithPause(names: string[], dir: string, pauseSeconds = 0.45): string {
  const pieces = names.map((name) => voiced(read(name)));
  const gap = Math.round(16_000 * 0.08);
  const out = new Float32Array(pieces.reduce((n, p) => n + p.length + gap, 0) + Math.round(16_000 * pauseSeconds));
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.length + gap;
  }
  const file = path.join(dir, 'word-with-pause.wav');
  fs.writeFileSync(file, encodeWavPcm16(out, 16_000));
  return file;
}
