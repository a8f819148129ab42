import type { FastifyInstance, FastifyRequest } from 'fastify';
import { QueryStudentCert, QueryStudentScore } from '@hanyu/contracts/psc/score-service';
import { appError } from '../../platform/errors.ts';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import { limitRate, type RateRule } from '../../platform/protocol/rate-limit.ts';
import { ScoreResultRepository } from './score-result-repository.ts';
import { ScoreService } from './score-service.ts';

/**
 * Lookups per address per minute, score and certificate queries counted together: enough for a
 * candidate who mistypes a few times, far too few to try identity numbers one after another.
 */
export const PSC_RESULT_QUERY_RATE: RateRule = { limit: 10, windowMs: 60 * 1000 };
export const PSC_RESULT_QUERY_RATE_NAME = 'pscResultQuery';

/** The external score service speaks JSON only (spec section 7): no form `params` body. */
function requireJson(request: FastifyRequest): void {
  const type = request.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('application/json')) throw appError('UnsupportedMediaType');
}

/**
 * The external score service, implemented here: /psc/studentScore and /gov/studentCent, registered
 * without the environment prefix (apiPath leaves them as they are), signed like every other call and
 * for signed-in callers only (docs/decisions/016-psc-score-service.md).
 */
export function pscScoreServiceRoutes(app: FastifyInstance): void {
  const { platform } = app;
  const service = new ScoreService(new ScoreResultRepository(platform.db));

  apiRoute(app, QueryStudentScore, async ({ payload, request }) => {
    requireJson(request);
    await limitRate(platform.store, request, PSC_RESULT_QUERY_RATE_NAME, PSC_RESULT_QUERY_RATE);
    return service.queryScores(payload);
  });

  apiRoute(app, QueryStudentCert, async ({ payload, request }) => {
    requireJson(request);
    await limitRate(platform.store, request, PSC_RESULT_QUERY_RATE_NAME, PSC_RESULT_QUERY_RATE);
    return service.verifyCertificate(payload);
  });
}
