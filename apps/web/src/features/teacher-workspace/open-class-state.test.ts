import { describe, expect, it } from 'vitest';
import type { ClassSummary } from '@hanyu/contracts/teacher/classes';
import { initialOpenClass, openClassReducer, type OpenClassAction } from './open-class-state.ts';

const run = (actions: OpenClassAction[]) => actions.reduce(openClassReducer, initialOpenClass);
const opened: ClassSummary = {
  classId: 'f'.repeat(32),
  name: '初二（3）班',
  code: 'QX7K2M',
  members: 0,
  createdAt: '2026-11-27T09:00:00.000Z',
};

describe('the open-a-class form', () => {
  it('refuses an empty name at the field without sending, and a typed name clears the message', () => {
    const refused = run([{ type: 'submit' }]);
    expect(refused).toMatchObject({ nameProblem: 'required', busy: false });
    expect(openClassReducer(refused, { type: 'edit', name: '初' })).toMatchObject({ name: '初', nameProblem: null });
    expect(run([{ type: 'edit', name: '班'.repeat(41) }, { type: 'submit' }])).toMatchObject({
      nameProblem: 'tooLong',
      name: '班'.repeat(41),
    });
  });

  it('sends a good name once, then empties the field and announces the class and its code', () => {
    const sending = run([{ type: 'edit', name: ' 初二（3）班 ' }, { type: 'submit' }]);
    expect(sending).toMatchObject({ busy: true, nameProblem: null });
    expect(openClassReducer(sending, { type: 'submit' })).toBe(sending);
    expect(openClassReducer(sending, { type: 'opened', summary: opened })).toEqual({
      ...initialOpenClass,
      opened: { name: '初二（3）班', code: 'QX7K2M' },
    });
  });

  it('keeps the typed name when the server refuses, with the class limit told apart', () => {
    const sending = run([{ type: 'edit', name: '初二（3）班' }, { type: 'submit' }]);
    const limit = openClassReducer(sending, { type: 'failed', problem: { id: 'TooManyClasses', message: '' } });
    expect(limit).toMatchObject({ name: '初二（3）班', busy: false, failure: { kind: 'limit' } });
    // Another name does not lift the limit; another problem goes with the next try.
    expect(openClassReducer(limit, { type: 'edit', name: '初三' }).failure).toEqual({ kind: 'limit' });
    const offline = openClassReducer(sending, {
      type: 'failed',
      problem: { id: 'NetworkDisconnected', message: '网络已断开，点击重试' },
    });
    expect(offline).toMatchObject({ name: '初二（3）班', failure: { kind: 'form' } });
    expect(openClassReducer(offline, { type: 'edit', name: '初二（3）班!' }).failure).toBeNull();
  });

  it('ignores answers when nothing was sent', () => {
    expect(openClassReducer(initialOpenClass, { type: 'opened', summary: opened })).toBe(initialOpenClass);
    expect(openClassReducer(initialOpenClass, { type: 'failed', problem: { id: 'InternalError', message: '' } })).toBe(
      initialOpenClass,
    );
  });
});
