import { z } from 'zod';
import { defineContract } from '../protocol/contract.ts';
import { RecordingLimits } from '../psc/evaluation-upload.ts';

/**
 * Short-lived grants for the browser's speech features (spec section 7): signed by the server,
 * bound to one user and one purpose, presented later instead of the session (to send a recording
 * for evaluation, or to report a result computed on the device).
 */
export const SpeechGrantPurpose = { Evaluation: 'evaluation', VoiceDictation: 'iat' } as const;
export type SpeechGrantPurpose = (typeof SpeechGrantPurpose)[keyof typeof SpeechGrantPurpose];

/** Language of the evaluation and dictation services (spec section 7). */
export const SPEECH_LANGUAGE = 'zh_cn';

export const speechGrantSchema = z.object({
  authorization: z.string(),
  purpose: z.enum(SpeechGrantPurpose),
  /** ISO time after which the grant is refused. */
  expiresAt: z.string(),
  expiresInSeconds: z.number().int(),
  language: z.literal(SPEECH_LANGUAGE),
  sampleRate: z.literal(RecordingLimits.sampleRate),
  maxSeconds: z.literal(RecordingLimits.maxSeconds),
});
export type SpeechGrant = z.infer<typeof speechGrantSchema>;

export const GetEvaluationAuthorization = defineContract({
  path: '/portal/evaluation/getEvaluationAuthorization',
  access: 'login',
  payload: {},
  response: speechGrantSchema,
});

export const GetVoiceDictationAuthorization = defineContract({
  path: '/portal/iat/getVoiceDictationAuthorization',
  access: 'login',
  payload: {},
  response: speechGrantSchema,
});
