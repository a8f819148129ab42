import type { FastifyInstance } from 'fastify';
import { RecordDeviceResult } from '@hanyu/contracts/psc/device-result';
import { GetLearnerResults, GetResultTrend } from '@hanyu/contracts/psc/results';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import { ContentTargets } from './content-targets.ts';
import { DeviceEvaluationRepository } from './device-evaluation-repository.ts';
import { DeviceResults } from './device-results.ts';
import { ExamRepository } from './exam-repository.ts';
import type { ResultFilter } from './results-repository.ts';
import { ResultsRepository } from './results-repository.ts';
import { LearnerResults } from './results-service.ts';
import { StudyContentRepository } from './study-content-repository.ts';

function filterOf(payload: { kind?: ResultFilter['kind']; from?: string | undefined; to?: string | undefined }) {
  return {
    kind: payload.kind,
    from: payload.from === undefined ? undefined : new Date(payload.from),
    to: payload.to === undefined ? undefined : new Date(payload.to),
  };
}

/**
 * The learner's results (/psc/study/results, /psc/study/resultTrend) and the results of evaluations
 * made on the device (/psc/evaluation/deviceResult): signed protocol calls, signed-in learners only.
 */
export function pscResultsRoutes(app: FastifyInstance): void {
  const { platform } = app;
  const results = new LearnerResults(
    new ResultsRepository(platform.db),
    new ExamRepository(platform.db, platform.dialect),
    platform.fileStore,
    platform.resourceTokens,
  );
  const devices = new DeviceResults(
    new DeviceEvaluationRepository(platform.db),
    new ContentTargets(new StudyContentRepository(platform.db)),
  );
  apiRoute(app, GetLearnerResults, (context) => {
    const { page, pageSize, ...filter } = context.payload;
    return results.list(context.session.userId, filterOf(filter), page, pageSize);
  });
  apiRoute(app, GetResultTrend, (context) =>
    results.trend(context.session.userId, filterOf(context.payload), context.request.log),
  );
  apiRoute(app, RecordDeviceResult, (context) => devices.record(context.session.userId, context.payload));
}
