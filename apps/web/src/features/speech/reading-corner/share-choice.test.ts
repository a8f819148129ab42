import { describe, expect, it } from 'vitest';
import type { MyReadingShare } from '@hanyu/contracts/portal/model-reading';
import { NO_CHOICE, shareChoice, type ShareChoice, type ShareChoiceAction } from './share-choice.ts';

const share: MyReadingShare = {
  id: 'a'.repeat(32),
  passageId: 'P001',
  passageTitle: '春',
  reader: '小梅',
  score: 88,
  durationMs: 60_000,
  sharedAt: '2026-11-29T02:00:00.000Z',
  audioUrl: '/portal/evaluation/u/x.wav?resourceToken=t',
  state: 'shared',
};

const run = (actions: ShareChoiceAction[], from: ShareChoice = NO_CHOICE) => actions.reduce(shareChoice, from);

describe('shareChoice', () => {
  it('asks after a scored recording and shares only when the learner says so', () => {
    const asked = run([{ type: 'evaluated', evaluationId: 'e1', scored: true }]);
    expect(asked).toEqual({ step: 'ask', evaluationId: 'e1' });
    expect(run([{ type: 'share' }, { type: 'shared', share }], asked)).toEqual({
      step: 'shared',
      evaluationId: 'e1',
      share,
    });
  });

  it('never offers to share a recording refused for its quality, nor shares with nothing asked', () => {
    expect(run([{ type: 'evaluated', evaluationId: 'e1', scored: false }])).toEqual(NO_CHOICE);
    expect(run([{ type: 'share' }])).toEqual(NO_CHOICE);
    expect(run([{ type: 'shared', share }])).toEqual(NO_CHOICE);
  });

  it('keeps a reading private on request, and lets the learner change their mind', () => {
    const kept = run([{ type: 'evaluated', evaluationId: 'e1', scored: true }, { type: 'keep' }]);
    expect(kept).toEqual({ step: 'kept', evaluationId: 'e1' });
    expect(run([{ type: 'reconsider' }], kept)).toEqual({ step: 'ask', evaluationId: 'e1' });
    expect(run([{ type: 'share' }], kept)).toEqual({ step: 'sharing', evaluationId: 'e1' });
  });

  it('offers a retry after a failed share, and forgets everything at a new recording', () => {
    const problem = { id: 'NetworkUnstable', message: '' };
    const failed = run([
      { type: 'evaluated', evaluationId: 'e1', scored: true },
      { type: 'share' },
      { type: 'failed', problem },
    ]);
    expect(failed).toEqual({ step: 'failed', evaluationId: 'e1', problem });
    expect(run([{ type: 'share' }], failed)).toEqual({ step: 'sharing', evaluationId: 'e1' });
    expect(run([{ type: 'reset' }], failed)).toEqual(NO_CHOICE);
  });
});
