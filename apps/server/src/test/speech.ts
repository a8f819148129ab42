import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readWavHeader, type WavHeader } from '../platform/speech-pool/wav-header.ts';
import { testEnv } from './test-env.ts';

/**
 * The development recordings of ../shared/data/pinyin-syllables (one speaker, isolated syllables,
 * 16 kHz mono PCM16), from SPEECH_DATA_DIR or their default place beside the project; null when
 * absent, so a test can say so and skip.
 */
export function speechDataDir(): string | null {
  const folder = testEnv.speechDataDir ? path.resolve(REPOSITORY_ROOT, testEnv.speechDataDir) : DEFAULT_SPEECH_DATA_DIR;
  return fs.existsSync(folder) ? folder : null;
}

const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Beside the project: ../shared/data/pinyin-syllables/wav16k from the repository root. */
export const DEFAULT_SPEECH_DATA_DIR = path.resolve(REPOSITORY_ROOT, '../shared/data/pinyin-syllables/wav16k');

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

export interface WavShape {
  sampleRate?: number;
  channels?: number;
  /** 16-bit PCM (1) or 32-bit float (3). */
  formatTag?: 1 | 3;
  seconds: number;
  /** Frequency of the sine written into every channel (0 for silence). */
  hz?: number;
}

/** A WAV file of a quiet sine in any of the shapes an upload test needs. */
export function wavFile({ sampleRate = 16_000, channels = 1, formatTag = 1, seconds, hz = 220 }: WavShape): Uint8Array {
  const bytesPerSample = formatTag === 1 ? 2 : 4;
  const frames = Math.round(seconds * sampleRate);
  const dataBytes = frames * channels * bytesPerSample;
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i += 1) view.setUint8(offset + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, formatTag, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * channels * bytesPerSample, true);
  view.setUint16(32, channels * bytesPerSample, true);
  view.setUint16(34, bytesPerSample * 8, true);
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let frame = 0; frame < frames; frame += 1) {
    const value = 0.2 * Math.sin((2 * Math.PI * hz * frame) / sampleRate);
    for (let channel = 0; channel < channels; channel += 1) {
      const offset = 44 + (frame * channels + channel) * bytesPerSample;
      if (formatTag === 1) view.setInt16(offset, Math.round(value * 32767), true);
      else view.setFloat32(offset, value, true);
    }
  }
  return bytes;
}
