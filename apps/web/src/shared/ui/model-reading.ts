import { HumanReadingLimits, ModelVoice, type HumanRecording } from '@hanyu/contracts/portal/human-reading';
import type { SynthesisSource } from '@hanyu/contracts/oversea/speech-synthesis';

/** What a listen button plays: a person's recording of exactly the text, or the server's synthesis. */
export type ModelReading =
  | { voice: typeof ModelVoice.Human; url: string; speaker: string }
  | { voice: typeof ModelVoice.Synthesis; source: SynthesisSource };

/** What a listen button was given: characters read in context, or pinyin read exactly as written. */
export interface ListenSource {
  text?: string | undefined;
  pinyin?: string | undefined;
}

const CHINESE_WORD = /^\p{Script=Han}+$/u;

/**
 * The text to ask for a human recording of, or null when none can exist: pinyin drills are read as
 * written (a recording of a character would not say that syllable), and the collections hold single
 * words and characters, not phrases, sentences or mixed text.
 */
export function humanLookupText(source: ListenSource): string | null {
  if (source.pinyin !== undefined) return null;
  const text = (source.text ?? '').trim();
  return CHINESE_WORD.test(text) && text.length <= HumanReadingLimits.maxTextLength ? text : null;
}

/**
 * The human recording when the server has one for exactly this text, else the synthesis. The
 * recording is only taken for a source that could have one, so an answer for another text (a
 * lookup still in flight after the text changed) never plays.
 */
export function chooseModelReading(
  source: ListenSource,
  human: { text: string; recording: HumanRecording | null } | null,
): ModelReading {
  const text = humanLookupText(source);
  if (text !== null && human?.text === text && human.recording) {
    return { voice: ModelVoice.Human, url: human.recording.url, speaker: human.recording.speaker };
  }
  const synthesis: SynthesisSource =
    source.pinyin !== undefined ? { pinyin: source.pinyin } : { text: source.text ?? '' };
  return { voice: ModelVoice.Synthesis, source: synthesis };
}
