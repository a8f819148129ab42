import type { FastifyInstance } from 'fastify';
import { AddVoiceEvidence, GetVoiceProfile, ResetVoiceProfile } from '@hanyu/contracts/psc/voice-profile';
import { appError } from '../../platform/errors.ts';
import { apiRoute, type CallContext } from '../../platform/protocol/api-route.ts';
import { VoiceProfileRepository } from './voice-profile-repository.ts';
import { presentVoiceProfile, VoiceProfiles } from './voice-profile-service.ts';

function userOf<P>(context: CallContext<P>): string {
  if (!context.session) throw appError('LoginRequired', {}, 'TOKEN_301');
  return context.session.userId;
}

/** The learner's voice profile, seen and reset in the personal centre (/psc/speech/profile/*). */
export function voiceProfileRoutes(app: FastifyInstance): void {
  const profiles = new VoiceProfiles(new VoiceProfileRepository(app.platform.db));
  apiRoute(app, GetVoiceProfile, async (context) => presentVoiceProfile(await profiles.current(userOf(context))));
  apiRoute(app, AddVoiceEvidence, async (context) =>
    presentVoiceProfile(await profiles.fold(userOf(context), context.payload.speaker)),
  );
  apiRoute(app, ResetVoiceProfile, async (context) => {
    await profiles.reset(userOf(context));
    return presentVoiceProfile(null);
  });
}
