import type { VoiceSex, VoiceSpeed } from '@hanyu/contracts/oversea/speech-synthesis';

/** Work the speech worker threads do; the bytes travel as transferred buffers, never copied. */
export type SpeechTask = { kind: 'synthesize'; text: string; sex: VoiceSex; speed: VoiceSpeed };

export interface SynthesisOutput {
  /** WAV, 22,050 Hz mono 16-bit PCM. */
  wav: Uint8Array;
  /** The pinyin read, tone numbers after sandhi (formatReading): for logs and tests. */
  pinyin: string;
}

export interface SpeechTaskResults {
  synthesize: SynthesisOutput;
}
