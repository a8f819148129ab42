import { describe, expect, it } from 'vitest';
import { encodeWavPcm16 } from '@hanyu/speech/audio/wav-writer';
import { decodeWav, ENGINE_SAMPLE_RATE, wavToEngineSamples, WavFileError } from './wav-file.ts';

interface WavSpec {
  format: 1 | 3;
  bits: number;
  channels: number;
  rate: number;
  frames: number[][];
}

/** A WAV file written by hand, so every encoding can be tried. */
function wav({ format, bits, channels, rate, frames }: WavSpec, extraChunk = false): Uint8Array {
  const bytesPerSample = bits / 8;
  const dataBytes = frames.length * channels * bytesPerSample;
  const extra = extraChunk ? 8 + 5 + 1 : 0; // an odd-sized LIST chunk and its pad byte
  const bytes = new Uint8Array(44 + extra + dataBytes);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => [...text].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, bytes.length - 8, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, format, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * channels * bytesPerSample, true);
  view.setUint16(32, channels * bytesPerSample, true);
  view.setUint16(34, bits, true);
  let at = 36;
  if (extraChunk) {
    ascii(at, 'LIST');
    view.setUint32(at + 4, 5, true);
    at += 14;
  }
  ascii(at, 'data');
  view.setUint32(at + 4, dataBytes, true);
  at += 8;
  for (const frame of frames) {
    for (const value of frame) {
      if (format === 3 && bits === 32) view.setFloat32(at, value, true);
      else if (format === 3) view.setFloat64(at, value, true);
      else if (bits === 8) view.setUint8(at, Math.round(value * 127) + 128);
      else if (bits === 16) view.setInt16(at, Math.round(value * 32767), true);
      else if (bits === 24) {
        const int = Math.round(value * 8388607);
        view.setUint8(at, int & 0xff);
        view.setUint8(at + 1, (int >> 8) & 0xff);
        view.setInt8(at + 2, int >> 16);
      } else view.setInt32(at, Math.round(value * 2147483647), true);
      at += bytesPerSample;
    }
  }
  return bytes;
}

describe('uploaded WAV files', () => {
  it.each([
    [1, 8],
    [1, 16],
    [1, 24],
    [1, 32],
    [3, 32],
    [3, 64],
  ] as const)('reads format %i with %i-bit samples', (format, bits) => {
    const decoded = decodeWav(wav({ format, bits, channels: 1, rate: 16_000, frames: [[0.5], [-0.25], [0]] }));
    expect(decoded.sampleRate).toBe(16_000);
    expect([...decoded.samples].map((v) => Number(v.toFixed(2)))).toEqual([0.5, -0.25, 0]);
  });

  it('mixes channels down and skips chunks it does not know', () => {
    const bytes = wav(
      {
        format: 1,
        bits: 16,
        channels: 2,
        rate: 44_100,
        frames: [
          [0.5, 0.1],
          [-0.2, -0.4],
        ],
      },
      true,
    );
    const decoded = decodeWav(bytes);
    expect(decoded.channels).toBe(2);
    expect(decoded.samples[0]).toBeCloseTo(0.3, 3);
    expect(decoded.samples[1]).toBeCloseTo(-0.3, 3);
  });

  it('converts any rate to the engine rate and reads the engine writer files unchanged', () => {
    const second = Array.from({ length: 48_000 }, (_, i) => [0.3 * Math.sin((2 * Math.PI * 200 * i) / 48_000)]);
    expect(wavToEngineSamples(wav({ format: 3, bits: 32, channels: 1, rate: 48_000, frames: second })).length).toBe(
      ENGINE_SAMPLE_RATE,
    );
    const samples = Float32Array.from({ length: 1600 }, (_, i) => 0.5 * Math.sin(i / 10));
    const roundTrip = wavToEngineSamples(encodeWavPcm16(samples, 16_000));
    expect(roundTrip.length).toBe(1600);
    expect(roundTrip[800]).toBeCloseTo(samples[800] ?? 0, 3);
  });

  it('says what is wrong with files it cannot read', () => {
    const problem = (bytes: Uint8Array) => {
      try {
        decodeWav(bytes);
        return null;
      } catch (error) {
        return error instanceof WavFileError ? error.problem : 'other';
      }
    };
    expect(problem(new TextEncoder().encode('ID3 an mp3 file, not a wav'))).toBe('notWav');
    expect(problem(wav({ format: 1, bits: 12, channels: 1, rate: 16_000, frames: [] }))).toBe('unsupportedEncoding');
    expect(problem(wav({ format: 1, bits: 16, channels: 1, rate: 16_000, frames: [] }))).toBe('empty');
  });
});
