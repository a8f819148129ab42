import { describe, expect, it } from 'vitest';
import { readWav, WavErrorCode, WavFormatError } from './wav-reader.ts';
import { encodeWavPcm16 } from './wav-writer.ts';

interface HeaderOptions {
  formatTag?: number;
  channels?: number;
  sampleRate?: number;
  bits?: number;
  extraChunk?: boolean;
}

function wavWith(body: Uint8Array, options: HeaderOptions = {}): Uint8Array {
  const { formatTag = 1, channels = 1, sampleRate = 16000, bits = 16, extraChunk = false } = options;
  const extra = extraChunk ? 8 + 5 + 1 : 0;
  const bytes = new Uint8Array(44 + extra + body.length);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) =>
    [...text].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, bytes.length - 8, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, formatTag, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, (sampleRate * channels * bits) / 8, true);
  view.setUint16(32, (channels * bits) / 8, true);
  view.setUint16(34, bits, true);
  let offset = 36;
  if (extraChunk) {
    // An odd-sized LIST chunk: the reader must skip it and its pad byte.
    ascii(offset, 'LIST');
    view.setUint32(offset + 4, 5, true);
    offset += 8 + 5 + 1;
  }
  ascii(offset, 'data');
  view.setUint32(offset + 4, body.length, true);
  bytes.set(body, offset + 8);
  return bytes;
}

function pcm16(values: number[]): Uint8Array {
  const bytes = new Uint8Array(values.length * 2);
  const view = new DataView(bytes.buffer);
  values.forEach((v, i) => view.setInt16(2 * i, v, true));
  return bytes;
}

function errorCodeOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof WavFormatError) return error.code;
    throw error;
  }
  return undefined;
}

describe('readWav', () => {
  it('decodes 16-bit PCM to [-1, 1] floats', () => {
    const audio = readWav(wavWith(pcm16([0, 16384, -32768, 32767])));
    expect(audio.sampleRate).toBe(16000);
    expect(audio.encoding).toBe('pcm16');
    expect(Array.from(audio.samples)).toEqual([0, 0.5, -1, 32767 / 32768]);
  });

  it('decodes 32-bit float and skips unknown odd-sized chunks', () => {
    const body = new Uint8Array(8);
    new DataView(body.buffer).setFloat32(0, 0.25, true);
    new DataView(body.buffer).setFloat32(4, -0.75, true);
    const audio = readWav(wavWith(body, { formatTag: 3, bits: 32, extraChunk: true }));
    expect(audio.encoding).toBe('float32');
    expect(Array.from(audio.samples)).toEqual([0.25, -0.75]);
  });

  it('round-trips what the writer produces', () => {
    const samples = Float32Array.from([0, 0.1, -0.1, 0.9]);
    const audio = readWav(encodeWavPcm16(samples, 16000));
    audio.samples.forEach((x, i) => expect(x).toBeCloseTo(samples[i] ?? 0, 3));
  });

  it('refuses other sample rates, stereo and encodings with a typed code and a clear message', () => {
    expect(errorCodeOf(() => readWav(wavWith(pcm16([0]), { sampleRate: 44100 })))).toBe(WavErrorCode.WrongSampleRate);
    expect(() => readWav(wavWith(pcm16([0]), { sampleRate: 8000 }))).toThrow(/8000 Hz; it must be 16000 Hz/);
    expect(errorCodeOf(() => readWav(wavWith(pcm16([0, 0]), { channels: 2 })))).toBe(WavErrorCode.NotMono);
    expect(errorCodeOf(() => readWav(wavWith(new Uint8Array(3), { bits: 24 })))).toBe(WavErrorCode.UnsupportedEncoding);
    expect(errorCodeOf(() => readWav(wavWith(new Uint8Array(2), { formatTag: 6, bits: 8 })))).toBe(
      WavErrorCode.UnsupportedEncoding,
    );
  });

  it('refuses files that are not RIFF/WAVE or have no data', () => {
    expect(errorCodeOf(() => readWav(Uint8Array.from('ID3 this is an mp3', (c) => c.charCodeAt(0))))).toBe(
      WavErrorCode.NotRiff,
    );
    const notWave = wavWith(pcm16([0]));
    notWave.set([65, 86, 73, 32], 8);
    expect(errorCodeOf(() => readWav(notWave))).toBe(WavErrorCode.NotWave);
    expect(errorCodeOf(() => readWav(wavWith(pcm16([0])).slice(0, 36)))).toBe(WavErrorCode.MissingData);
  });

  it('reads streaming files whose data size was never filled in', () => {
    const bytes = wavWith(pcm16([100, 200, 300]));
    new DataView(bytes.buffer).setUint32(40, 0xffffffff, true);
    expect(readWav(bytes).samples.length).toBe(3);
  });
});
