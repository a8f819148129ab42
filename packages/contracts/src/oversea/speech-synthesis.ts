import { z } from 'zod';
import { defineContract } from '../protocol/contract.ts';

/** Translation voice settings (spec sections 3 and 9). */
export const VoiceSex = { Male: 1, Female: 2 } as const;
export type VoiceSex = (typeof VoiceSex)[keyof typeof VoiceSex];
export const VoiceSpeed = { Slow: 1, Normal: 2, Quick: 3 } as const;
export type VoiceSpeed = (typeof VoiceSpeed)[keyof typeof VoiceSpeed];

export const SpeechSynthesisLimits = { maxTextLength: 300 } as const;

/**
 * Reads Chinese text aloud. The answer names a WAV file (cached by text, sex and speed) that a GET
 * serves with its content type, ready for an <audio> element.
 */
export const SpeechSynthesis = defineContract({
  path: '/oversea/bridgeService/speechSynthesis',
  access: 'public',
  payload: {
    text: z
      .string()
      .trim()
      .min(1, 'OnlyChineseLearnable')
      .max(SpeechSynthesisLimits.maxTextLength)
      .regex(/\p{Script=Han}/u, 'OnlyChineseLearnable'),
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
