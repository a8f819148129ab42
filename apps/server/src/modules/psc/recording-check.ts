import { RecordingLimits } from '@hanyu/contracts/psc/evaluation-upload';
import { appError } from '../../platform/errors.ts';
import { WavFormatTag, durationSeconds, readWavHeader } from '../../platform/speech-pool/wav-header.ts';

/**
 * The upload rules, checked from the header alone before a recording waits for a worker: a
 * RIFF/WAVE file of 16 kHz mono 16-bit PCM (or 32-bit float, which the engine also reads), at most
 * three minutes long. Answers the recording's length.
 */
export function checkRecording(bytes: Uint8Array): number {
  const header = readWavHeader(bytes);
  const encodingOk =
    header !== null &&
    ((header.formatTag === WavFormatTag.Pcm && header.bitsPerSample === 16) ||
      (header.formatTag === WavFormatTag.Float && header.bitsPerSample === 32));
  if (
    !header ||
    !encodingOk ||
    header.channels !== RecordingLimits.channels ||
    header.sampleRate !== RecordingLimits.sampleRate
  ) {
    throw appError('RecordingFormatInvalid');
  }
  const seconds = durationSeconds(header);
  if (seconds > RecordingLimits.maxSeconds) throw appError('RecordingTooLong');
  return seconds;
}
