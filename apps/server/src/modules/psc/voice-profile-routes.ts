import type { FastifyInstance } from 'fastify';
import { AddVoiceEvidence, GetVoiceProfile, ResetVoiceProfile } from '@hanyu/contracts/psc/voice-profile';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import { VoiceProfileRepository } from './voice-profile-repository.ts';
import { presentVoiceProfile, VoiceProfiles } from './voice-profile-service.ts';

/** The learner's voice profile, seen and reset in the personal centre (/psc/speech/profile/*). */
export function voiceProfileRoutes(app: FastifyInstance): void {
  const profiles = new VoiceProfiles(new VoiceProfileRepository(app.platform.db));
  apiRoute(app, GetVoiceProfile, async (context) =>
    presentVoiceProfile(await profiles.current(context.session.userId)),
  );
  apiRoute(app, AddVoiceEvidence, async (context) =>
    presentVoiceProfile(await profiles.fold(context.session.userId, context.payload.speaker)),
  );
  apiRoute(app, ResetVoiceProfile, async (context) => {
    await profiles.reset(context.session.userId);
    return presentVoiceProfile(null);
  });
}
