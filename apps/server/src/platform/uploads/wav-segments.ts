import { RecordingLimits } from '@hanyu/contracts/psc/evaluation-upload';
import { appError } from '../errors.ts';
import { WavFormatTag, readWavHeader } from '../speech-pool/wav-header.ts';

/**
 * Recordings uploaded in segments as they are made (the PSC mock test's parts, the exam engine's
 * spoken answers): each segment a 16 kHz mono 16-bit WAV, joined into one WAV when the recording ends.
 */

const PCM16_BYTES = 2;
const WAV_HEADER_BYTES = 44;
/** A segment may run a little over its nominal length (the recorder's chunks do not divide it). */
const SEGMENT_SLACK_SECONDS = 2;

/** The sample data of one uploaded segment: 16 kHz mono 16-bit PCM, at most `segmentSeconds` (and slack) long. */
export function segmentSamples(bytes: Uint8Array, segmentSeconds: number): Uint8Array {
  const header = readWavHeader(bytes);
  if (
    !header ||
    header.formatTag !== WavFormatTag.Pcm ||
    header.bitsPerSample !== 16 ||
    header.channels !== RecordingLimits.channels ||
    header.sampleRate !== RecordingLimits.sampleRate ||
    header.dataBytes % PCM16_BYTES !== 0
  ) {
    throw appError('RecordingFormatInvalid');
  }
  const maxBytes = (segmentSeconds + SEGMENT_SLACK_SECONDS) * RecordingLimits.sampleRate * PCM16_BYTES;
  if (header.dataBytes > maxBytes) throw appError('RecordingTooLong');
  return bytes.subarray(header.dataOffset, header.dataOffset + header.dataBytes);
}

/** One WAV file of a recording's segments, in order. */
export function joinSegments(segments: readonly Uint8Array[], segmentSeconds: number): Uint8Array {
  const data = segments.map((segment) => segmentSamples(segment, segmentSeconds));
  return pcmWav(data, RecordingLimits.sampleRate);
}

/** A mono 16-bit PCM WAV of the given sample data, in order. */
export function pcmWav(data: readonly Uint8Array[], sampleRate: number): Uint8Array {
  const dataBytes = data.reduce((sum, piece) => sum + piece.length, 0);
  const wav = new Uint8Array(WAV_HEADER_BYTES + dataBytes);
  const view = new DataView(wav.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, WavFormatTag.Pcm, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * PCM16_BYTES, true);
  view.setUint16(32, PCM16_BYTES, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  let offset = WAV_HEADER_BYTES;
  for (const piece of data) {
    wav.set(piece, offset);
    offset += piece.length;
  }
  return wav;
}

/** Milliseconds of audio in `samples` 16 kHz samples. */
export function samplesToMs(samples: number): number {
  return Math.round((samples * 1000) / RecordingLimits.sampleRate);
}
