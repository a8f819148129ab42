import type { SynthesisSource, VoiceSex, VoiceSpeed } from '@hanyu/contracts/oversea/speech-synthesis';
import type { EvaluateOptions, EvaluationRequest, EvaluationResult } from '@hanyu/speech/evaluation/result-types';

/** Work the speech worker threads do; the bytes travel as transferred buffers, never copied. */
export type SpeechTask =
  | { kind: 'evaluate'; wav: Uint8Array; request: EvaluationRequest; options: EvaluateOptions }
  | { kind: 'synthesize'; source: SynthesisSource; sex: VoiceSex; speed: VoiceSpeed }
  | { kind: 'itemsHeard'; wav: Uint8Array };

export interface SynthesisOutput {
  /** WAV, 22,050 Hz mono 16-bit PCM. */
  wav: Uint8Array;
  /** The pinyin read, tone numbers after sandhi (formatReading): for logs and tests. */
  pinyin: string;
}

export interface SpeechTaskResults {
  evaluate: EvaluationResult;
  synthesize: SynthesisOutput;
  itemsHeard: number;
}

/** Error names a task may fail with, beside unexpected ones. */
export const SpeechTaskError = {
  /** The engine refused the WAV (its WavFormatError); the error's code says why. */
  WavFormat: 'WavFormatError',
} as const;
