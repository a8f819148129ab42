import { VoiceSex, VoiceSpeed } from '@hanyu/contracts/oversea/speech-synthesis';
import { speakPinyin, type VoiceSettings } from './espeak.ts';
import { formatReading, readingPinyin } from './reading-pinyin.ts';
import type { SynthesisOutput } from './speech-tasks.ts';

/** Speeds of spec section 9 in eSpeak's words (here: syllables) per minute. */
const WORDS_PER_MINUTE: Record<VoiceSpeed, number> = {
  [VoiceSpeed.Slow]: 120,
  [VoiceSpeed.Normal]: 160,
  [VoiceSpeed.Quick]: 210,
};
const VARIANT: Record<VoiceSex, VoiceSettings['variant']> = { [VoiceSex.Male]: 'm3', [VoiceSex.Female]: 'f3' };

/** Chinese text read aloud: context-aware pinyin with sandhi, spoken by eSpeak NG. */
export async function synthesize(text: string, sex: VoiceSex, speed: VoiceSpeed): Promise<SynthesisOutput> {
  const pinyin = formatReading(readingPinyin(text));
  if (!pinyin) throw new Error('Nothing to read: the text has no Chinese syllable');
  const wav = await speakPinyin(pinyin, { variant: VARIANT[sex], wordsPerMinute: WORDS_PER_MINUTE[speed] });
  return { wav, pinyin };
}
