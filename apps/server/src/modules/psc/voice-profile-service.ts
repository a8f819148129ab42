import type { FastifyBaseLogger } from 'fastify';
import type { VoiceProfileView } from '@hanyu/contracts/psc/voice-profile';
import {
  emptyProfile,
  parseProfile,
  summariseProfile,
  updateProfile,
  type ProfileEvidence,
  type SpeakerProfile,
} from '@hanyu/speech/profile/speaker-profile';
import type { VoiceProfileRepository } from './voice-profile-repository.ts';

/**
 * Reads of a write that keeps losing to other writes before giving up. One learner rarely has more
 * than a few evaluations finishing together; each round lets at least one of them through.
 */
const MAX_WRITE_ATTEMPTS = 25;

/** The profile as every call answers it: null (and an empty summary) until something was heard. */
export function presentVoiceProfile(profile: SpeakerProfile | null): VoiceProfileView {
  const heard = profile && profile.recordings > 0 ? profile : null;
  return { profile: heard, summary: summariseProfile(heard) };
}

/**
 * Each learner's voice profile (packages/speech/src/profile): handed to the engine with every
 * evaluation, and grown by the evidence of every accepted one, on the server or on the device.
 */
export class VoiceProfiles {
  constructor(private readonly repository: VoiceProfileRepository) {}

  /** The learner's profile; null when none was kept (or what was kept no longer reads as one). */
  async current(userId: string): Promise<SpeakerProfile | null> {
    const stored = await this.repository.find(userId);
    return stored ? parseStored(stored.json) : null;
  }

  /**
   * Folds one recording's evidence in (null evidence, from a refused recording, changes nothing).
   * Read, fold and write again until the write finds the row as it was read.
   */
  async fold(userId: string, evidence: ProfileEvidence | null): Promise<SpeakerProfile | null> {
    if (!evidence) return this.current(userId);
    for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt += 1) {
      const stored = await this.repository.find(userId);
      const next = updateProfile(stored ? parseStored(stored.json) : null, evidence);
      if (await this.repository.write(userId, JSON.stringify(next), stored?.revision ?? null, new Date())) return next;
    }
    throw new Error(`voice profile of ${userId} kept changing under ${MAX_WRITE_ATTEMPTS} writes`);
  }

  /**
   * Folds in the evidence of an evaluation the server ran. The evaluation is kept and answered
   * whatever happens here: a profile that missed one recording still works, a lost answer does not.
   */
  async foldOrLog(userId: string, evidence: ProfileEvidence | null, log: FastifyBaseLogger): Promise<void> {
    try {
      await this.fold(userId, evidence);
    } catch (error) {
      log.error({ err: error }, 'voice profile not updated');
    }
  }

  async reset(userId: string): Promise<void> {
    await this.repository.overwrite(userId, JSON.stringify(emptyProfile()), new Date());
  }
}

function parseStored(json: string): SpeakerProfile | null {
  try {
    return parseProfile(JSON.parse(json));
  } catch {
    return null;
  }
}
