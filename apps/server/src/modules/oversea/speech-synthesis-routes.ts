import type { FastifyInstance } from 'fastify';
import { SpeechSynthesis, synthesisSource } from '@hanyu/contracts/oversea/speech-synthesis';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import { limitRate, type RateRule } from '../../platform/protocol/rate-limit.ts';
import { speechFailure } from '../../platform/speech-pool/speech-errors.ts';
import type { SpeechPool } from '../../platform/speech-pool/speech-pool.ts';
import { SYNTHESIS_CONTENT_TYPE, SpeechSynthesisService } from './speech-synthesis-service.ts';

/** Fresh syntheses per address (cached texts are not counted): a class behind one address fits. */
export const SYNTHESIS_RATE: RateRule = { limit: 200, windowMs: 10 * 60 * 1000 };

/**
 * /oversea/bridgeService/speechSynthesis: answers the URL of a WAV file, which GET /portal/… serves
 * with its content type, ranges and ETag (an <audio> element plays it as it is).
 */
export function speechSynthesisRoutes(app: FastifyInstance, speech: SpeechPool): void {
  const { platform } = app;
  const service = new SpeechSynthesisService(platform.files, speech);
  apiRoute(app, SpeechSynthesis, async ({ payload, request }) => {
    const { sex, speed } = payload;
    const source = synthesisSource(payload);
    const cached = await service.cached(source, sex, speed);
    let key = cached;
    if (!key) {
      await limitRate(platform.store, request, 'speechSynthesis', SYNTHESIS_RATE);
      key = await service.synthesise(source, sex, speed).catch((error: unknown) => {
        throw speechFailure(error, 'SynthesisFailed', request.log);
      });
    }
    return { url: `/${key}`, contentType: SYNTHESIS_CONTENT_TYPE, cached: cached !== null };
  });
}
