import type { FastifyBaseLogger } from 'fastify';
import type { ErrorId } from '@hanyu/contracts/errors/catalogue';
import { AppError, appError } from '../errors.ts';
import { PoolBusyError } from '../workers/worker-pool.ts';

/**
 * A speech task's failure as the caller sees it: a full queue is SpeechBusy (try again shortly);
 * anything else is logged and answered with the feature's own failure (评测失败, 合成失败).
 */
export function speechFailure(error: unknown, failure: ErrorId, log: FastifyBaseLogger): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof PoolBusyError) return appError('SpeechBusy');
  log.error({ err: error }, 'speech task failed');
  return appError(failure);
}
