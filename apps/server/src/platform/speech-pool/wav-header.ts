/**
 * What a WAV file's header says, read without decoding a sample: enough to refuse a recording
 * (wrong rate, channels, encoding, too long) on the event loop in microseconds, before it waits for
 * a worker. The engine's own reader checks the same rules again when it decodes.
 */
export interface WavHeader {
  /** 1 PCM, 3 IEEE float (WAVE_FORMAT_EXTENSIBLE resolved to its sub-format). */
  formatTag: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  /** Bytes of sample data actually present. */
  dataBytes: number;
  /** Where the sample data starts. */
  dataOffset: number;
}

export const WavFormatTag = { Pcm: 1, Float: 3 } as const;
const EXTENSIBLE = 0xfffe;

function fourCc(bytes: Uint8Array, offset: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + 4));
}

/** The header of a RIFF/WAVE file, or null when the bytes are not one (or have no fmt/data chunk). */
export function readWavHeader(bytes: Uint8Array): WavHeader | null {
  if (bytes.length < 12 || fourCc(bytes, 0) !== 'RIFF' || fourCc(bytes, 8) !== 'WAVE') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: Omit<WavHeader, 'dataBytes' | 'dataOffset'> | null = null;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = fourCc(bytes, offset);
    const declared = view.getUint32(offset + 4, true);
    const body = offset + 8;
    const available = bytes.length - body;
    if (id === 'fmt ') {
      if (declared < 16 || available < 16) return null;
      let formatTag = view.getUint16(body, true);
      if (formatTag === EXTENSIBLE && declared >= 26 && available >= 26) formatTag = view.getUint16(body + 24, true);
      format = {
        formatTag,
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bitsPerSample: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (!format) return null;
      // Streaming writers leave the size at 0 or 0xFFFFFFFF: the bytes present are what counts.
      const dataBytes = declared === 0 || declared === 0xffffffff ? available : Math.min(declared, available);
      return { ...format, dataBytes, dataOffset: body };
    }
    offset = body + declared + (declared % 2);
  }
  return null;
}

export function durationSeconds(header: WavHeader): number {
  const frameBytes = header.channels * (header.bitsPerSample / 8);
  return frameBytes > 0 && header.sampleRate > 0 ? header.dataBytes / frameBytes / header.sampleRate : 0;
}
