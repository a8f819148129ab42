import { z } from 'zod';
import { defineContract } from '../protocol/contract.ts';

/** Longest text that can have a human recording (the collections hold words, not sentences). */
export const HumanReadingLimits = { maxTextLength: 20 } as const;

/** What plays as a model reading: a person's recording, or the server's synthesis. */
export const ModelVoice = { Human: 'human', Synthesis: 'synthesis' } as const;
export type ModelVoice = (typeof ModelVoice)[keyof typeof ModelVoice];

export const HumanRecording = z.object({
  /** A GET answers the MP3, cached for good (the name changes with the recording). */
  url: z.string(),
  contentType: z.literal('audio/mpeg'),
  speaker: z.string(),
  licence: z.string(),
  source: z.string(),
});
export type HumanRecording = z.infer<typeof HumanRecording>;

/**
 * Whether a person's recording of exactly this word or character ships with the platform (for a
 * model reading instead of the synthesis), and where it is. `recording` is null when there is none.
 */
export const GetHumanReading = defineContract({
  path: '/portal/audio/human',
  access: 'public',
  payload: {
    text: z.string().trim().min(1).max(HumanReadingLimits.maxTextLength),
  },
  response: z.object({ recording: HumanRecording.nullable() }),
});
