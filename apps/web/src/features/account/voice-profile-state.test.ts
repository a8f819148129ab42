import { describe, expect, it } from 'vitest';
import { initialReset, resetReducer, voiceProfileFacts, type ResetAction } from './voice-profile-state.ts';

const run = (actions: ResetAction[]) => actions.reduce(resetReducer, initialReset);
const summary = { recordings: 0, usable: false, lowHz: null, medianHz: null, highHz: null };

describe('voice profile card', () => {
  it('shows nothing but the empty state before anything was heard', () => {
    expect(voiceProfileFacts(summary)).toBeNull();
  });

  it('says how many recordings are still needed, and the range once there is voice', () => {
    expect(voiceProfileFacts({ ...summary, recordings: 3, lowHz: 150, medianHz: 190, highHz: 240 })).toEqual({
      recordings: 3,
      usable: false,
      missing: 2,
      range: { low: 150, median: 190, high: 240 },
    });
    expect(
      voiceProfileFacts({ ...summary, recordings: 7, usable: true, lowHz: 90, medianHz: 110, highHz: 150 }),
    ).toMatchObject({ usable: true, missing: 0 });
    // Recordings with no voice heard in them: counted, but no range to show.
    expect(voiceProfileFacts({ ...summary, recordings: 2 })).toMatchObject({ range: null, missing: 3 });
  });

  it('resets only after the learner confirms', () => {
    expect(run([{ type: 'ask' }])).toMatchObject({ phase: 'confirming' });
    expect(run([{ type: 'ask' }, { type: 'cancel' }])).toEqual(initialReset);
    expect(run([{ type: 'confirm' }])).toEqual(initialReset);
    expect(run([{ type: 'ask' }, { type: 'confirm' }])).toMatchObject({ phase: 'resetting' });
    expect(run([{ type: 'ask' }, { type: 'confirm' }, { type: 'succeeded' }])).toEqual({
      phase: 'idle',
      done: true,
      problem: null,
    });
  });

  it('keeps the problem of a failed reset until the learner asks again', () => {
    const failed = run([
      { type: 'ask' },
      { type: 'confirm' },
      { type: 'failed', problem: { id: 'NetworkUnstable', message: '' } },
    ]);
    expect(failed).toMatchObject({ phase: 'idle', done: false, problem: { id: 'NetworkUnstable' } });
    expect(resetReducer(failed, { type: 'ask' })).toMatchObject({ phase: 'confirming', problem: null });
    // A second confirm while resetting changes nothing.
    expect(resetReducer({ ...failed, phase: 'resetting' }, { type: 'confirm' }).phase).toBe('resetting');
  });
});
