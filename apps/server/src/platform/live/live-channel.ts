import type { FastifyBaseLogger } from 'fastify';
import { EvaluationProgressState, LiveTopic, type LivePush } from '@hanyu/contracts/protocol/live';
import type { EphemeralStore } from '../store/ephemeral-store.ts';

/** The store channel of one learner's topic: every instance's sockets of that learner listen to it. */
export function liveChannel(userId: string, topic: LiveTopic): string {
  return `live:${topic}:${userId}`;
}

/**
 * Pushes to a learner's sockets on every instance. A push is a courtesy (the call's own answer carries
 * the result): a store that fails is logged, never the caller's failure.
 */
export async function pushLive(
  store: EphemeralStore,
  userId: string,
  push: LivePush,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await store.publish(liveChannel(userId, push.topic), JSON.stringify(push));
  } catch (error) {
    log.warn({ err: error, topic: push.topic }, 'live push not delivered');
  }
}

/** Told each step of one evaluation (queued, evaluating, done or failed). */
export type ProgressReport = (state: EvaluationProgressState) => void;

/** A report that tells nobody: the caller asked for no progress. */
export const SILENT_PROGRESS: ProgressReport = () => undefined;

/**
 * The report of an evaluation the learner named with a progressId (decision 068): each step is pushed
 * on the evaluation topic to the learner's sockets; without an id nothing is pushed.
 */
export function evaluationProgress(
  store: EphemeralStore,
  userId: string,
  progressId: string | undefined,
  log: FastifyBaseLogger,
): ProgressReport {
  if (!progressId) return SILENT_PROGRESS;
  return (state) => {
    void pushLive(store, userId, { topic: LiveTopic.Evaluation, data: { progressId, state } }, log);
  };
}

/**
 * Runs one evaluation under a report: queued before it, evaluating when a speech worker takes it
 * (`run` is given that signal), then done when `run` has kept its result, failed when it throws or
 * when `failed` says the outcome it kept is a failure (an exam keeps a failed evaluation as the state of
 * the answer, and its call succeeds).
 */
export async function reportedEvaluation<T>(
  progress: ProgressReport,
  run: (started: () => void) => Promise<T>,
  failed: (outcome: T) => boolean = () => false,
): Promise<T> {
  progress(EvaluationProgressState.Queued);
  let outcome: T;
  try {
    outcome = await run(() => progress(EvaluationProgressState.Evaluating));
  } catch (error) {
    progress(EvaluationProgressState.Failed);
    throw error;
  }
  progress(failed(outcome) ? EvaluationProgressState.Failed : EvaluationProgressState.Done);
  return outcome;
}
