import { describe, expect, it } from 'vitest';
import { initialPartState, interruptsPart, partReducer, type PartEvent, type PartState } from './part-state.ts';

function run(state: PartState, ...events: PartEvent[]): PartState {
  return events.reduce(partReducer, state);
}

describe('a running part of the mock test', () => {
  it('opens at the item saved, kept inside the part', () => {
    expect(initialPartState(3, 2)).toEqual({ phase: 'ready', item: 2, places: 3, leave: 'closed' });
    // A place saved on a longer paper version cannot point past this one.
    expect(initialPartState(3, 7).item).toBe(2);
    // The passage and the topic are one place.
    expect(initialPartState(0, 4)).toMatchObject({ item: 0, places: 1 });
  });

  it('moves the place item by item while reading, never past either end', () => {
    const reading = run(initialPartState(3, 0), { type: 'recordingStarted' });
    expect(run(reading, { type: 'step', by: 1 }, { type: 'step', by: 1 }).item).toBe(2);
    expect(run(reading, { type: 'step', by: 1 }, { type: 'step', by: 1 }, { type: 'step', by: 1 }).item).toBe(2);
    expect(run(reading, { type: 'step', by: -1 }).item).toBe(0);
    expect(run(reading, { type: 'move', to: 1 }).item).toBe(1);
    expect(run(reading, { type: 'move', to: 9 }).item).toBe(2);
  });

  it('keeps the place still once the part is being evaluated, or while leaving is asked', () => {
    const saving = run(initialPartState(3, 1), { type: 'recordingStarted' }, { type: 'finishing' });
    expect(run(saving, { type: 'step', by: 1 }).item).toBe(1);
    const asking = run(initialPartState(3, 1), { type: 'recordingStarted' }, { type: 'leaveAsked' });
    expect(run(asking, { type: 'move', to: 0 }).item).toBe(1);
  });

  it('asks before leaving only while the part runs or audio waits to be uploaded', () => {
    const ready = initialPartState(3, 0);
    expect(interruptsPart(ready, 0)).toBe(false);
    expect(interruptsPart(ready, 1)).toBe(true);
    expect(interruptsPart(run(ready, { type: 'recordingStarted' }), 0)).toBe(true);
    expect(interruptsPart(run(ready, { type: 'recordingStarted' }, { type: 'finishing' }), 0)).toBe(false);
    expect(interruptsPart(run(ready, { type: 'recordingStarted' }, { type: 'uploadFailed' }), 0)).toBe(true);
    expect(
      interruptsPart(run(ready, { type: 'recordingStarted' }, { type: 'finishing' }, { type: 'finished' }), 1),
    ).toBe(false);
  });

  it('stays in the part, still recording, when the candidate chooses to stay', () => {
    const stayed = run(
      initialPartState(3, 2),
      { type: 'recordingStarted' },
      { type: 'leaveAsked' },
      { type: 'leaveCancelled' },
    );
    expect(stayed).toEqual({ phase: 'recording', item: 2, places: 3, leave: 'closed' });
  });

  it('saves the last seconds before leaving a recording part, at the item reached', () => {
    const leaving = run(
      initialPartState(3, 0),
      { type: 'recordingStarted' },
      { type: 'step', by: 1 },
      { type: 'step', by: 1 },
      { type: 'leaveAsked' },
      { type: 'leaveConfirmed' },
    );
    expect(leaving).toMatchObject({ phase: 'recording', leave: 'saving', item: 2 });
    expect(run(leaving, { type: 'leaveSaved' })).toEqual({ phase: 'left', item: 2, places: 3, leave: 'closed' });
  });

  it('offers to try the upload again, or to leave without the last seconds, when it fails', () => {
    const failed = run(
      initialPartState(3, 0),
      { type: 'recordingStarted' },
      { type: 'leaveAsked' },
      { type: 'leaveConfirmed' },
      { type: 'leaveSaveFailed' },
    );
    expect(failed.leave).toBe('saveFailed');
    expect(run(failed, { type: 'leaveRetried' }).leave).toBe('saving');
    expect(run(failed, { type: 'leaveRetried' }, { type: 'leaveSaved' }).phase).toBe('left');
    expect(run(failed, { type: 'leaveConfirmed' }).phase).toBe('left');
  });

  it('leaves at once when the recording had already stopped and waits for a reconnect', () => {
    const offline = run(initialPartState(2, 1), { type: 'recordingStarted' }, { type: 'uploadFailed' });
    expect(run(offline, { type: 'leaveAsked' }, { type: 'leaveConfirmed' })).toMatchObject({
      phase: 'left',
      leave: 'closed',
    });
  });

  it('starts a refused part again at its first item', () => {
    const refused = run(
      initialPartState(3, 2),
      { type: 'recordingStarted' },
      { type: 'finishing' },
      { type: 'refused' },
    );
    expect(run(refused, { type: 'restarted' })).toMatchObject({ phase: 'ready', item: 0 });
  });
});
