import { describe, expect, it } from 'vitest';
import { progressIdSchema, type EvaluationProgressState } from '@hanyu/contracts/protocol/live';
import { newProgressId, ProgressTracker } from './evaluation-progress.ts';

const push = (progressId: string, state: EvaluationProgressState) =>
  ({ topic: 'evaluation', data: { progressId, state } }) as const;

describe('the progress of the evaluation under way', () => {
  it('names each evaluation with an id the contracts accept, never the same twice', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newProgressId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(progressIdSchema.safeParse(id).success).toBe(true);
  });

  it("shows the steps of the call it began, not another call's, and nothing once the call has answered", () => {
    const shown: (EvaluationProgressState | null)[] = [];
    const tracker = new ProgressTracker((state) => shown.push(state));
    tracker.hear(push('before-any-call', 'queued'));
    expect(shown).toEqual([]);

    tracker.begin('part-one-0001');
    tracker.hear(push('part-one-0001', 'queued'));
    tracker.hear(push('someone-elses', 'evaluating'));
    tracker.hear(push('part-one-0001', 'evaluating'));
    tracker.end();
    // The call answered before its last push came: the answer itself is what the screen shows now.
    tracker.hear(push('part-one-0001', 'done'));
    expect(shown).toEqual([null, 'queued', 'evaluating', null]);
  });
});
