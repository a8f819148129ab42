import { z } from 'zod';
import { DictionaryEntry } from '../portal/dictionary.ts';
import { defineContract } from '../protocol/contract.ts';
import { VoiceSex, VoiceSpeed } from './speech-synthesis.ts';
import { TRANSLATION_LANGUAGES, TranslationLanguage } from './translation-languages.ts';

/**
 * The translation tool (spec sections 2, 3, 5, 7 and 9): /oversea/ntransTranslation, the dictionary
 * card of one word (/oversea/record/getOverseaWordInfo) and the learner's voice for listening
 * (/oversea/bridgeService/{getVoiceSettings, saveVoiceSettings}).
 *
 * What is learned is Chinese (section 5: "Only Chinese content can be learned in translation"), so
 * one side of every translation is Chinese:
 * - cn → X: the text must hold Chinese characters. The answer always has the study view of the
 *   text (its words with pinyin in context and glosses), and the sentence translation when a
 *   machine-translation engine is configured and answers.
 * - X → cn: needs the engine (there is no Chinese to study until it has translated); without one
 *   the call fails with MachineTranslationUnavailable. The study view is then of the translation.
 * - X → Y without Chinese, and a language to itself, are refused.
 */

export const TranslationLimits = {
  /** Longest text, in characters as the learner counts them (code points, after trimming). */
  textMaxLength: 500,
  /** Dictionary entries sent with each word of the study view; getOverseaWordInfo gives them all. */
  entriesPerWord: 3,
  /** Longest word getOverseaWordInfo looks up. */
  wordMaxLength: 20,
} as const;

const HAN = /\p{Script=Han}/u;

/** Whether the text holds a Chinese character. */
export function hasChinese(text: string): boolean {
  return HAN.test(text);
}

/** Characters as the learner counts them (an emoji or a rare character is one). */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

const translationText = z
  .string()
  .trim()
  .refine((text) => text.length > 0, { message: 'TranslationTextRequired', abort: true })
  .refine((text) => characterCount(text) <= TranslationLimits.textMaxLength, { message: 'TranslationTextTooLong' });

const languageField = z.enum(TRANSLATION_LANGUAGES);

/**
 * The payload's rule of languages, for the server and for the form: null when the languages and
 * the text may be translated, else the catalogue id to show. Whether X → cn has an engine is the
 * server's to say.
 */
export function translationRuleProblem(payload: {
  text: string;
  from: TranslationLanguage;
  to: TranslationLanguage;
}): 'OnlyChineseLearnable' | null {
  if (payload.from === payload.to) return 'OnlyChineseLearnable';
  if (payload.from !== TranslationLanguage.Cn && payload.to !== TranslationLanguage.Cn) return 'OnlyChineseLearnable';
  if (payload.from === TranslationLanguage.Cn && !hasChinese(payload.text)) return 'OnlyChineseLearnable';
  return null;
}

/** Why an answer has no sentence translation (the client shows the matching note). */
export const StudyNotice = {
  /** No machine-translation engine is configured: the word-by-word study view is the answer. */
  EngineNotConfigured: 'engineNotConfigured',
  /** The engine did not answer in time or answered with an error: try again later. */
  EngineFailed: 'engineFailed',
} as const;
export type StudyNotice = (typeof StudyNotice)[keyof typeof StudyNotice];

/** Which side of the translation is Chinese, and so is segmented for study. */
export const ChineseSide = { Source: 'source', Translation: 'translation' } as const;
export type ChineseSide = (typeof ChineseSide)[keyof typeof ChineseSide];

/**
 * One piece of the Chinese text, in order; the pieces' texts joined give the text back exactly.
 * A word (isWord) is a run of Chinese characters the segmenter made one word; anything else
 * (punctuation, spaces, Latin letters, digits) is a piece of its own with empty pinyin, no gloss
 * and no entries.
 */
export const TranslationSegment = z.object({
  text: z.string(),
  /** A Chinese word (it has pinyin and may have dictionary entries). */
  isWord: z.boolean(),
  /**
   * Tone marks, one syllable per character apart by spaces ("yín háng"), as read in the sentence
   * (the polyphone's reading in its context) in citation tones: no tone sandhi, the neutral tone
   * unmarked. An erhua syllable covers two characters ("diǎnr" for 点儿). Empty for non-words.
   */
  pinyin: z.string(),
  /** The same with tone numbers as the dictionary spells them: 5 for the neutral tone, ü as v ("lv4"). */
  pinyinNumbered: z.string(),
  /**
   * A short English meaning from the dictionary (CC-CEDICT), of the entry read as in the sentence
   * when there is one; null when the dictionary does not have the word.
   */
  gloss: z.string().nullable(),
  /** The word's first `TranslationLimits.entriesPerWord` entries: the reading in context first. */
  entries: z.array(DictionaryEntry),
});
export type TranslationSegment = z.infer<typeof TranslationSegment>;

export const TranslationSentence = z.object({
  text: z.string(),
  /** The engine's name, shown as the translation's source ("LibreTranslate"). */
  engine: z.string(),
});
export type TranslationSentence = z.infer<typeof TranslationSentence>;

const ntransTranslation = defineContract({
  path: '/oversea/ntransTranslation',
  access: 'optional-login',
  payload: {
    text: translationText,
    from: languageField,
    to: languageField,
  },
  response: z.object({
    from: languageField,
    to: languageField,
    /** The text as translated (trimmed). */
    text: z.string(),
    chineseSide: z.enum(ChineseSide),
    /** The whole text translated by the machine-translation engine, or null (see `notice`). */
    sentence: TranslationSentence.nullable(),
    /**
     * True when the answer is the word-by-word study view alone (no sentence translation): the
     * interface labels it so, with the note of `notice`.
     */
    studyView: z.boolean(),
    /** Why there is no sentence; null when there is one. */
    notice: z.enum(StudyNotice).nullable(),
    /** The Chinese side, word by word (empty when X → cn found no translation to study). */
    segments: z.array(TranslationSegment),
  }),
});

/** Translates between Chinese and a language of section 9, with the Chinese side ready for study. */
export const NtransTranslation = {
  ...ntransTranslation,
  payload: ntransTranslation.payload.superRefine((payload, context) => {
    const problem = translationRuleProblem(payload);
    if (problem) context.addIssue({ code: 'custom', path: ['text'], message: problem });
  }),
};
export type NtransTranslationPayload = z.input<typeof NtransTranslation.payload>;
export type NtransTranslationAnswer = z.output<typeof NtransTranslation.response>;

/**
 * The dictionary card of one word of the study view: every entry (the most frequent first, the
 * reading in context first among them), its pinyin read as a whole, and for a word of several
 * characters each character with its reading in the word and its own entries. Open to visitors.
 */
export const GetOverseaWordInfo = defineContract({
  path: '/oversea/record/getOverseaWordInfo',
  access: 'optional-login',
  payload: {
    word: z
      .string()
      .trim()
      .refine((word) => characterCount(word) <= TranslationLimits.wordMaxLength && hasChinese(word), {
        message: 'OnlyChineseLearnable',
      }),
  },
  response: z.object({
    word: z.string(),
    pinyin: z.string(),
    pinyinNumbered: z.string(),
    entries: z.array(DictionaryEntry),
    /** Each Chinese character of a word of two or more (empty for one character). */
    characters: z.array(
      z.object({
        character: z.string(),
        pinyin: z.string(),
        pinyinNumbered: z.string(),
        gloss: z.string().nullable(),
      }),
    ),
  }),
});
export type WordInfo = z.output<typeof GetOverseaWordInfo.response>;

/** The voice the source is read with (spec section 3); a visitor's stays in the browser. */
export const VoiceSettings = z.object({
  sex: z.literal(Object.values(VoiceSex)),
  speed: z.literal(Object.values(VoiceSpeed)),
});
export type VoiceSettings = z.infer<typeof VoiceSettings>;

/** What a learner has before choosing: the synthesis defaults. */
export const DEFAULT_VOICE_SETTINGS: VoiceSettings = { sex: VoiceSex.Female, speed: VoiceSpeed.Normal };

/** The caller's voice settings; `saved` is false (and the defaults are given) until they save some. */
export const GetVoiceSettings = defineContract({
  path: '/oversea/bridgeService/getVoiceSettings',
  access: 'login',
  payload: {},
  response: VoiceSettings.extend({ saved: z.boolean() }),
});

/** Remembers the caller's voice settings (one per user; saving again replaces them). */
export const SaveVoiceSettings = defineContract({
  path: '/oversea/bridgeService/saveVoiceSettings',
  access: 'login',
  payload: VoiceSettings.shape,
  response: VoiceSettings.extend({ saved: z.boolean() }),
});
