import { z } from 'zod';
import type { ErrorId } from '../errors/catalogue.ts';
import { defineContract } from '../protocol/contract.ts';

/**
 * The learner's voice profile (/psc/speech/profile/{get, add, reset}): what the speech engine has
 * learned of one speaker from earlier recordings (packages/speech/src/profile/speaker-profile.ts,
 * whose types are the source: the server's typecheck fails when these schemas part ways with them).
 * The server folds in every evaluation it runs itself; `add` takes the evidence of an evaluation
 * made on the learner's device, where the recording never leaves the browser.
 */

/** Half-semitone pitch bins over 50-800 Hz (the engine's PITCH_BINS). */
export const VOICE_PROFILE_PITCH_BINS = 96;
/** A profile is used from this many recordings on (the engine's MIN_PROFILE_RECORDINGS). */
export const VOICE_PROFILE_MIN_RECORDINGS = 5;
/** How far from 1 the shares of one recording's pitch may sum (rounding in the browser's JSON). */
const SHARES_TOLERANCE = 1e-3;

const EVIDENCE_INVALID: ErrorId = 'VoiceEvidenceInvalid';
const share = z.number(EVIDENCE_INVALID).min(0, EVIDENCE_INVALID).max(1, EVIDENCE_INVALID);
const formant = z.number(EVIDENCE_INVALID).positive(EVIDENCE_INVALID).max(10_000, EVIDENCE_INVALID);

/** What one recording says about its speaker (the engine's ProfileEvidence, EvaluationResult.speaker). */
export const voiceEvidenceSchema = z.strictObject(
  {
    /** Share of the recording's voiced frames per pitch bin; sums to 1. */
    pitchShares: z
      .array(share, EVIDENCE_INVALID)
      .length(VOICE_PROFILE_PITCH_BINS, EVIDENCE_INVALID)
      .refine((shares) => Math.abs(shares.reduce((a, b) => a + b, 0) - 1) <= SHARES_TOLERANCE, EVIDENCE_INVALID),
    /** Mean formants of the vowel nuclei in Hz; null when none were measured. */
    formants: z.strictObject({ f1: formant, f2: formant, f3: formant }, EVIDENCE_INVALID).nullable(),
  },
  EVIDENCE_INVALID,
);
export type VoiceEvidence = z.infer<typeof voiceEvidenceSchema>;

const weight = z.number().min(0);

/** The stored profile, as the engine takes it back (EvaluateOptions.profile). */
export const speakerProfileSchema = z.object({
  version: z.literal(1),
  recordings: z.number().int().min(0),
  pitchHistogram: z.array(weight).length(VOICE_PROFILE_PITCH_BINS),
  formants: z.object({ f1: weight, f2: weight, f3: weight, weight }),
});
export type SpeakerProfileDto = z.infer<typeof speakerProfileSchema>;

/** What the personal centre shows (the engine's summariseProfile). */
export const voiceProfileSummarySchema = z.object({
  /** Recordings heard so far. */
  recordings: z.number().int().min(0),
  /** Whether evaluations use the profile (VOICE_PROFILE_MIN_RECORDINGS heard, some voice). */
  usable: z.boolean(),
  /** The 10th, 50th and 90th percentile of the voice's pitch in Hz; null with no voice heard. */
  lowHz: z.number().nullable(),
  medianHz: z.number().nullable(),
  highHz: z.number().nullable(),
});
export type VoiceProfileSummary = z.infer<typeof voiceProfileSummarySchema>;

/** Every call answers the profile as it now is: null when the learner has none. */
export const voiceProfileViewSchema = z.object({
  profile: speakerProfileSchema.nullable(),
  summary: voiceProfileSummarySchema,
});
export type VoiceProfileView = z.infer<typeof voiceProfileViewSchema>;

export const GetVoiceProfile = defineContract({
  path: '/psc/speech/profile/get',
  access: 'login',
  payload: {},
  response: voiceProfileViewSchema,
});

/** Folds the evidence of one on-device evaluation into the caller's profile. */
export const AddVoiceEvidence = defineContract({
  path: '/psc/speech/profile/add',
  access: 'login',
  payload: { speaker: voiceEvidenceSchema },
  response: voiceProfileViewSchema,
});

/** Forgets the caller's profile: evaluations judge the voice afresh until it has heard enough again. */
export const ResetVoiceProfile = defineContract({
  path: '/psc/speech/profile/reset',
  access: 'login',
  payload: {},
  response: voiceProfileViewSchema,
});
