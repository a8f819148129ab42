import { PSC_SEGMENT_SECONDS } from '@hanyu/contracts/psc/exam';
import * as segments from '../../platform/uploads/wav-segments.ts';

/** The sample data of one uploaded segment of a part: 16 kHz mono 16-bit PCM, at most one segment long. */
export function segmentSamples(bytes: Uint8Array): Uint8Array {
  return segments.segmentSamples(bytes, PSC_SEGMENT_SECONDS);
}

/** One WAV file of a part's segments, in order. */
export function joinSegments(parts: readonly Uint8Array[]): Uint8Array {
  return segments.joinSegments(parts, PSC_SEGMENT_SECONDS);
}

export { samplesToMs } from '../../platform/uploads/wav-segments.ts';
