import { VoiceSex, VoiceSpeed, type SynthesisSource } from '@hanyu/contracts/oversea/speech-synthesis';
import { speakPinyin, type VoiceSettings } from './espeak.ts';
import { formatReading, readingPinyin, writtenPinyin } from './reading-pinyin.ts';
import type { SynthesisOutput } from './speech-tasks.ts';

/** Speeds of spec section 9 in eSpeak's words (here: syllables) per minute. */
const WORDS_PER_MINUTE: Record<VoiceSpeed, number> = {
  [VoiceSpeed.Slow]: 120,
  [VoiceSpeed.Normal]: 160,
  [VoiceSpeed.Quick]: 210,
};
const VARIANT: Record<VoiceSex, VoiceSettings['variant']> = { [VoiceSex.Male]: 'm3', [VoiceSex.Female]: 'f3' };

/**
 * Chinese text read aloud (context-aware pinyin with sandhi) or numbered pinyin read as written,
 * spoken by eSpeak NG.
 */
export async function synthesize(source: SynthesisSource, sex: VoiceSex, speed: VoiceSpeed): Promise<SynthesisOutput> {
  const pinyin = formatReading('text' in source ? readingPinyin(source.text) : writtenPinyin(source.pinyin));
  if (!pinyin) throw new Error('Nothing to read: the text has no Chinese syllable');
  const wav = await speakPinyin(pinyin, { variant: VARIANT[sex], wordsPerMinute: WORDS_PER_MINUTE[speed] });
  return { wav, pinyin };
}
