/**
 * Reads RIFF/WAVE files into normalised Float32 samples. The evaluation engine takes 16 kHz mono
 * audio only (spec section 7: "16 kHz audio"), so anything else is refused with a typed error
 * rather than silently resampled: a resampled recording would hide a client that records wrongly.
 */

export const REQUIRED_SAMPLE_RATE = 16_000;

export const WavErrorCode = {
  NotRiff: 'not-riff',
  NotWave: 'not-wave',
  MissingFormat: 'missing-format',
  MissingData: 'missing-data',
  UnsupportedEncoding: 'unsupported-encoding',
  WrongSampleRate: 'wrong-sample-rate',
  NotMono: 'not-mono',
  Truncated: 'truncated',
} as const;
export type WavErrorCode = (typeof WavErrorCode)[keyof typeof WavErrorCode];

export class WavFormatError extends Error {
  readonly code: WavErrorCode;

  constructor(code: WavErrorCode, message: string) {
    super(message);
    this.name = 'WavFormatError';
    this.code = code;
  }
}

export interface WavAudio {
  sampleRate: number;
  /** Samples in [-1, 1]. */
  samples: Float32Array;
  /** How the file stored them, for diagnostics. */
  encoding: 'pcm16' | 'float32';
}

const FORMAT_PCM = 1;
const FORMAT_IEEE_FLOAT = 3;
const FORMAT_EXTENSIBLE = 0xfffe;

interface FormatChunk {
  formatTag: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
}

function fourCc(view: DataView, offset: number): string {
  return String.fromCharCode(
    view.getUint8(offset),
    view.getUint8(offset + 1),
    view.getUint8(offset + 2),
    view.getUint8(offset + 3),
  );
}

function readFormat(view: DataView, offset: number, size: number): FormatChunk {
  if (size < 16)
    throw new WavFormatError(WavErrorCode.Truncated, `The fmt chunk is ${size} bytes; at least 16 needed.`);
  let formatTag = view.getUint16(offset, true);
  // WAVE_FORMAT_EXTENSIBLE keeps the real format in the first two bytes of the sub-format GUID.
  if (formatTag === FORMAT_EXTENSIBLE && size >= 26) formatTag = view.getUint16(offset + 24, true);
  return {
    formatTag,
    channels: view.getUint16(offset + 2, true),
    sampleRate: view.getUint32(offset + 4, true),
    bitsPerSample: view.getUint16(offset + 14, true),
  };
}

function checkFormat(format: FormatChunk): 'pcm16' | 'float32' {
  let encoding: 'pcm16' | 'float32' | undefined;
  if (format.formatTag === FORMAT_PCM && format.bitsPerSample === 16) encoding = 'pcm16';
  if (format.formatTag === FORMAT_IEEE_FLOAT && format.bitsPerSample === 32) encoding = 'float32';
  if (!encoding) {
    throw new WavFormatError(
      WavErrorCode.UnsupportedEncoding,
      `Unsupported WAV encoding (format tag ${format.formatTag}, ${format.bitsPerSample} bits); ` +
        'expected 16-bit PCM or 32-bit float.',
    );
  }
  if (format.channels !== 1) {
    throw new WavFormatError(WavErrorCode.NotMono, `The recording has ${format.channels} channels; it must be mono.`);
  }
  if (format.sampleRate !== REQUIRED_SAMPLE_RATE) {
    throw new WavFormatError(
      WavErrorCode.WrongSampleRate,
      `The recording is sampled at ${format.sampleRate} Hz; it must be ${REQUIRED_SAMPLE_RATE} Hz.`,
    );
  }
  return encoding;
}

function decode(view: DataView, offset: number, byteLength: number, encoding: 'pcm16' | 'float32'): Float32Array {
  const bytesPerSample = encoding === 'pcm16' ? 2 : 4;
  const count = Math.floor(byteLength / bytesPerSample);
  const samples = new Float32Array(count);
  if (encoding === 'pcm16') {
    for (let i = 0; i < count; i += 1) samples[i] = view.getInt16(offset + 2 * i, true) / 32768;
  } else {
    for (let i = 0; i < count; i += 1) {
      const value = view.getFloat32(offset + 4 * i, true);
      // Non-finite samples would poison every later sum; a float file may legitimately exceed ±1.
      samples[i] = Number.isFinite(value) ? value : 0;
    }
  }
  return samples;
}

/** Parses a WAV file held in memory. Throws WavFormatError when it is not 16 kHz mono PCM16/float32. */
export function readWav(input: ArrayBuffer | Uint8Array): WavAudio {
  const view =
    input instanceof Uint8Array ? new DataView(input.buffer, input.byteOffset, input.byteLength) : new DataView(input);
  if (view.byteLength < 12 || fourCc(view, 0) !== 'RIFF') {
    throw new WavFormatError(WavErrorCode.NotRiff, 'Not a WAV file: the RIFF header is missing.');
  }
  if (fourCc(view, 8) !== 'WAVE') {
    throw new WavFormatError(WavErrorCode.NotWave, 'Not a WAV file: the RIFF form type is not WAVE.');
  }

  let format: FormatChunk | undefined;
  let offset = 12;
  while (offset + 8 <= view.byteLength) {
    const id = fourCc(view, offset);
    const declaredSize = view.getUint32(offset + 4, true);
    const bodyOffset = offset + 8;
    // Streaming writers leave the size at 0 or 0xFFFFFFFF; trust the bytes that are really there.
    const available = view.byteLength - bodyOffset;
    const size = Math.min(declaredSize, available);
    if (id === 'fmt ') {
      format = readFormat(view, bodyOffset, size);
    } else if (id === 'data') {
      if (!format) throw new WavFormatError(WavErrorCode.MissingFormat, 'The data chunk comes before any fmt chunk.');
      const encoding = checkFormat(format);
      const byteLength = declaredSize === 0 || declaredSize === 0xffffffff ? available : size;
      return { sampleRate: format.sampleRate, samples: decode(view, bodyOffset, byteLength, encoding), encoding };
    }
    // Chunks are word-aligned: an odd-sized chunk is followed by one pad byte.
    offset = bodyOffset + declaredSize + (declaredSize % 2);
  }
  if (!format) throw new WavFormatError(WavErrorCode.MissingFormat, 'The WAV file has no fmt chunk.');
  throw new WavFormatError(WavErrorCode.MissingData, 'The WAV file has no data chunk.');
}
