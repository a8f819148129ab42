/**
 * Reads a WAV file a learner uploads, whatever its rate and channels (8/16/24/32-bit PCM or 32/64-bit
 * float), and turns it into what the evaluation engine takes: 16 kHz mono, by the same resampler the
 * microphone goes through. The engine's own reader (packages/speech, audio/wav-reader.ts) refuses
 * anything but 16 kHz mono on purpose; converting is the client's job, and this is the client.
 */
import { RecordingLimits } from '@hanyu/contracts/psc/evaluation-upload';
import { resample } from './resampler.ts';

/** What the engine takes (spec section 7: 16 kHz audio). */
export const ENGINE_SAMPLE_RATE = RecordingLimits.sampleRate;

export type WavFileProblem = 'notWav' | 'unsupportedEncoding' | 'empty';

export class WavFileError extends Error {
  override name = 'WavFileError';

  constructor(
    readonly problem: WavFileProblem,
    message: string,
  ) {
    super(message);
  }
}

export interface DecodedWav {
  sampleRate: number;
  channels: number;
  /** Channels mixed down to one, in [-1, 1]. */
  samples: Float32Array;
}

const FORMAT_PCM = 1;
const FORMAT_FLOAT = 3;
const FORMAT_EXTENSIBLE = 0xfffe;

function fourCc(view: DataView, offset: number): string {
  let text = '';
  for (let i = 0; i < 4; i += 1) text += String.fromCharCode(view.getUint8(offset + i));
  return text;
}

type SampleReader = (view: DataView, offset: number) => number;

function sampleReader(formatTag: number, bits: number): SampleReader | null {
  if (formatTag === FORMAT_PCM) {
    if (bits === 8) return (view, offset) => (view.getUint8(offset) - 128) / 128;
    if (bits === 16) return (view, offset) => view.getInt16(offset, true) / 32768;
    if (bits === 24) {
      return (view, offset) => {
        const value = view.getUint8(offset) | (view.getUint8(offset + 1) << 8) | (view.getInt8(offset + 2) << 16);
        return value / 8388608;
      };
    }
    if (bits === 32) return (view, offset) => view.getInt32(offset, true) / 2147483648;
  }
  if (formatTag === FORMAT_FLOAT) {
    if (bits === 32) return (view, offset) => view.getFloat32(offset, true);
    if (bits === 64) return (view, offset) => view.getFloat64(offset, true);
  }
  return null;
}

/** Parses a RIFF/WAVE file into mono samples at the file's own rate. */
export function decodeWav(bytes: ArrayBuffer | Uint8Array): DecodedWav {
  const view =
    bytes instanceof Uint8Array ? new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength) : new DataView(bytes);
  if (view.byteLength < 12 || fourCc(view, 0) !== 'RIFF' || fourCc(view, 8) !== 'WAVE') {
    throw new WavFileError('notWav', 'Not a WAV file: the RIFF/WAVE header is missing.');
  }
  let format: { tag: number; channels: number; sampleRate: number; bits: number } | null = null;
  let data: { offset: number; length: number } | null = null;
  let offset = 12;
  while (offset + 8 <= view.byteLength) {
    const id = fourCc(view, offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ' && size >= 16 && body + 16 <= view.byteLength) {
      let tag = view.getUint16(body, true);
      if (tag === FORMAT_EXTENSIBLE && size >= 26) tag = view.getUint16(body + 24, true);
      format = {
        tag,
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      // A recorder that never finished writing leaves the size too large (or 0xFFFFFFFF): read what is there.
      data = { offset: body, length: Math.min(size, view.byteLength - body) };
      break;
    }
    offset = body + size + (size % 2);
  }
  if (!format || !data) throw new WavFileError('notWav', 'Not a WAV file: the fmt or data chunk is missing.');
  const read = sampleReader(format.tag, format.bits);
  if (!read || format.channels < 1 || format.sampleRate < 1) {
    throw new WavFileError(
      'unsupportedEncoding',
      `Unsupported WAV encoding (format ${format.tag}, ${format.bits} bits, ${format.channels} channels).`,
    );
  }
  const bytesPerSample = format.bits / 8;
  const frameBytes = bytesPerSample * format.channels;
  const frames = Math.floor(data.length / frameBytes);
  if (frames === 0) throw new WavFileError('empty', 'The WAV file holds no sound.');
  const samples = new Float32Array(frames);
  for (let frame = 0; frame < frames; frame += 1) {
    let sum = 0;
    for (let channel = 0; channel < format.channels; channel += 1) {
      const value = read(view, data.offset + frame * frameBytes + channel * bytesPerSample);
      sum += Number.isFinite(value) ? value : 0;
    }
    samples[frame] = sum / format.channels;
  }
  return { sampleRate: format.sampleRate, channels: format.channels, samples };
}

/** A WAV file as the engine's input: mono at 16 kHz. */
export function wavToEngineSamples(bytes: ArrayBuffer | Uint8Array): Float32Array {
  const decoded = decodeWav(bytes);
  return resample(decoded.samples, decoded.sampleRate, ENGINE_SAMPLE_RATE);
}
