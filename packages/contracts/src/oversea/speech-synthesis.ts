import { z } from 'zod';
import { defineContract } from '../protocol/contract.ts';

/** Translation voice settings (spec sections 3 and 9). */
export const VoiceSex = { Male: 1, Female: 2 } as const;
export type VoiceSex = (typeof VoiceSex)[keyof typeof VoiceSex];
export const VoiceSpeed = { Slow: 1, Normal: 2, Quick: 3 } as const;
export type VoiceSpeed = (typeof VoiceSpeed)[keyof typeof VoiceSpeed];

export const SpeechSynthesisLimits = { maxTextLength: 300 } as const;

/** Numbered pinyin, syllables apart by spaces: "zi1 zhi1", "bo1". At most 50 syllables. */
const NUMBERED_PINYIN = /^[a-zü]+[1-5]( [a-zü]+[1-5]){0,49}$/;

/** What to read: Chinese text (read in context, with sandhi) or pinyin read exactly as written. */
export type SynthesisSource = { text: string } | { pinyin: string };

/**
 * Reads Chinese text (or, for drills of single sounds, numbered pinyin) aloud. The answer names a
 * WAV file (cached by what is read, sex and speed) that a GET serves with its content type, ready
 * for an <audio> element. Exactly one of text and pinyin.
 */
const speechSynthesis = defineContract({
  path: '/oversea/bridgeService/speechSynthesis',
  access: 'public',
  payload: {
    text: z
      .string()
      .trim()
      .min(1, 'OnlyChineseLearnable')
      .max(SpeechSynthesisLimits.maxTextLength)
      .regex(/\p{Script=Han}/u, 'OnlyChineseLearnable')
      .optional(),
    pinyin: z.string().regex(NUMBERED_PINYIN, 'OnlyChineseLearnable').optional(),
    sex: z.literal(Object.values(VoiceSex)).default(VoiceSex.Female),
    speed: z.literal(Object.values(VoiceSpeed)).default(VoiceSpeed.Normal),
  },
  response: z.object({
    url: z.string(),
    contentType: z.literal('audio/wav'),
    /** Whether the file was already there (the same text was read with the same voice before). */
    cached: z.boolean(),
  }),
});

export const SpeechSynthesis = {
  ...speechSynthesis,
  payload: speechSynthesis.payload.superRefine((payload, context) => {
    if ((payload.text === undefined) === (payload.pinyin === undefined)) {
      context.addIssue({ code: 'custom', path: ['text'], message: 'OnlyChineseLearnable' });
    }
  }),
};

/** The source of a parsed payload. */
export function synthesisSource(payload: { text?: string | undefined; pinyin?: string | undefined }): SynthesisSource {
  return payload.pinyin !== undefined ? { pinyin: payload.pinyin } : { text: payload.text ?? '' };
}
