import { describe, expect, it } from 'vitest';
import { encodeWavPcm16 } from '@hanyu/speech/audio/wav-writer';
import { durationSeconds, readWavHeader } from './wav-header.ts';

function wav(fields: { formatTag?: number; channels?: number; sampleRate?: number; bits?: number }, dataBytes: number) {
  const { formatTag = 1, channels = 1, sampleRate = 16_000, bits = 16 } = fields;
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) =>
    [...value].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, formatTag, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, (sampleRate * channels * bits) / 8, true);
  view.setUint16(32, (channels * bits) / 8, true);
  view.setUint16(34, bits, true);
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  return bytes;
}

describe('WAV header', () => {
  it("reads the engine writer's files and their duration", () => {
    const header = readWavHeader(encodeWavPcm16(new Float32Array(24_000), 16_000));
    expect(header).toEqual({
      formatTag: 1,
      channels: 1,
      sampleRate: 16_000,
      bitsPerSample: 16,
      dataBytes: 48_000,
      dataOffset: 44,
    });
    expect(header && durationSeconds(header)).toBe(1.5);
  });

  it('reports rate, channels and encoding as declared', () => {
    expect(readWavHeader(wav({ sampleRate: 44_100, channels: 2 }, 400))).toMatchObject({
      sampleRate: 44_100,
      channels: 2,
    });
    expect(readWavHeader(wav({ formatTag: 3, bits: 32 }, 400))).toMatchObject({ formatTag: 3, bitsPerSample: 32 });
  });

  it('counts only the data bytes present, also when a streaming writer left the size open', () => {
    const truncated = wav({}, 1000).subarray(0, 544);
    expect(readWavHeader(truncated)?.dataBytes).toBe(500);
    const open = wav({}, 1000);
    new DataView(open.buffer).setUint32(40, 0xffffffff, true);
    expect(readWavHeader(open)?.dataBytes).toBe(1000);
  });

  it('is null for what is not a WAV file', () => {
    expect(readWavHeader(new TextEncoder().encode('ID3 not a wave file at all'))).toBeNull();
    expect(readWavHeader(wav({}, 10).subarray(0, 30))).toBeNull();
    expect(readWavHeader(new Uint8Array(0))).toBeNull();
  });
});
