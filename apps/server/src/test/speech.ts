import fs from 'node:fs';
import path from 'node:path';
import { readWavHeader, type WavHeader } from '../platform/speech-pool/wav-header.ts';

/**
 * The development recordings of ../shared/data/pinyin-syllables (one speaker, isolated syllables,
 * 16 kHz mono PCM16), from SPEECH_DATA_DIR or their default place beside the project; null when
 * absent, so a test can say so and skip.
 */
export function speechDataDir(): string | null {
  const folder = path.resolve(process.env.SPEECH_DATA_DIR ?? '../shared/data/pinyin-syllables/wav16k');
  return fs.existsSync(folder) ? folder : null;
}

export interface Pcm {
  header: WavHeader;
  samples: Float32Array;
}

/** A 16-bit PCM WAV file's samples in [-1, 1]. */
export function decodePcm16(bytes: Uint8Array): Pcm {
  const header = readWavHeader(bytes);
  if (!header || header.formatTag !== 1 || header.bitsPerSample !== 16) throw new Error('not a PCM16 WAV');
  const start = bytes.byteOffset + bytes.length - header.dataBytes;
  const view = new DataView(bytes.buffer, start, header.dataBytes);
  const samples = new Float32Array(Math.floor(header.dataBytes / 2));
  for (let i = 0; i < samples.length; i += 1) samples[i] = view.getInt16(2 * i, true) / 32768;
  return { header, samples };
}

/** Linear-interpolation resampling: enough for pitch tracking, which looks below 600 Hz. */
export function resample(samples: Float32Array, from: number, to: number): Float32Array {
  const out = new Float32Array(Math.floor((samples.length * to) / from));
  for (let i = 0; i < out.length; i += 1) {
    const position = (i * from) / to;
    const index = Math.floor(position);
    const fraction = position - index;
    out[i] = (samples[index] ?? 0) * (1 - fraction) + (samples[index + 1] ?? 0) * fraction;
  }
  return out;
}

/** F0 values (Hz) of the first run of voiced frames: the first syllable when it starts voiced. */
export function firstVoicedRun(f0: ArrayLike<number>): number[] {
  const values = Array.from(f0);
  const start = values.findIndex((value) => value > 0);
  if (start < 0) return [];
  const end = values.findIndex((value, index) => index > start && value === 0);
  return values.slice(start, end < 0 ? undefined : end);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Semitones from the run's first quarter to its last quarter: positive rises, negative falls. */
export function contourSlopeSemitones(run: number[]): number {
  const quarter = Math.max(1, Math.floor(run.length / 4));
  return 12 * Math.log2(median(run.slice(-quarter)) / median(run.slice(0, quarter)));
}
