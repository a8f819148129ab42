import { describe, expect, it } from 'vitest';
import type { EvaluationProgressState } from '@hanyu/contracts/protocol/live';
import { reportedEvaluation } from './live-channel.ts';

function recorder() {
  const states: EvaluationProgressState[] = [];
  return { states, report: (state: EvaluationProgressState) => states.push(state) };
}

describe('an evaluation under a progress report', () => {
  it('is queued, then evaluating when a worker takes it, then done', async () => {
    const { states, report } = recorder();
    const outcome = await reportedEvaluation(report, async (started) => {
      expect(states).toEqual(['queued']);
      started();
      return 42;
    });
    expect(outcome).toBe(42);
    expect(states).toEqual(['queued', 'evaluating', 'done']);
  });

  it('is failed when the evaluation throws, and the error still reaches the caller', async () => {
    const { states, report } = recorder();
    await expect(
      reportedEvaluation(report, async () => {
        throw new Error('worker lost');
      }),
    ).rejects.toThrow('worker lost');
    expect(states).toEqual(['queued', 'failed']);
  });

  it('is failed when the outcome it kept is a failure, though the call succeeds', async () => {
    const { states, report } = recorder();
    const kept = await reportedEvaluation(
      report,
      async (started) => {
        started();
        return { state: 'evaluationFailed' };
      },
      (outcome) => outcome.state === 'evaluationFailed',
    );
    expect(kept).toEqual({ state: 'evaluationFailed' });
    expect(states).toEqual(['queued', 'evaluating', 'failed']);
  });
});
