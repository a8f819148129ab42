import type { FastifyInstance } from 'fastify';
import {
  GetEvaluationAuthorization,
  GetVoiceDictationAuthorization,
  SPEECH_LANGUAGE,
  SpeechGrantPurpose,
  type SpeechGrant,
} from '@hanyu/contracts/portal/speech-authorization';
import { RecordingLimits } from '@hanyu/contracts/psc/evaluation-upload';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import type { SpeechGrants } from './speech-grants.ts';

/** /portal/evaluation/getEvaluationAuthorization and /portal/iat/getVoiceDictationAuthorization. */
export function speechGrantRoutes(app: FastifyInstance, grants: SpeechGrants): void {
  const answer = (userId: string, purpose: SpeechGrantPurpose): SpeechGrant => {
    const { authorization, expiresAt, expiresInSeconds } = grants.issue(userId, purpose);
    return {
      authorization,
      purpose,
      expiresAt: expiresAt.toISOString(),
      expiresInSeconds,
      language: SPEECH_LANGUAGE,
      sampleRate: RecordingLimits.sampleRate,
      maxSeconds: RecordingLimits.maxSeconds,
    };
  };
  for (const [contract, purpose] of [
    [GetEvaluationAuthorization, SpeechGrantPurpose.Evaluation],
    [GetVoiceDictationAuthorization, SpeechGrantPurpose.VoiceDictation],
  ] as const) {
    apiRoute(app, contract, async ({ session }) => answer(session.userId, purpose));
  }
}
