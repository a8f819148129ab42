import { describe, expect, it } from 'vitest';
import { answerFor, type Answer } from './use-content.ts';

const ALL = JSON.stringify({ page: 1 });
const GROUP = JSON.stringify({ groupId: 'g1', page: 1 });

describe('answerFor', () => {
  const allAnswer: Answer<string[]> = { key: ALL, state: { status: 'ready', data: ['你好'] } };

  it('gives the answer to the call it answers', () => {
    expect(answerFor(allAnswer, ALL)).toEqual({ status: 'ready', data: ['你好'] });
  });

  it('gives loading, not the old list, in the render after the call changes (another group chosen)', () => {
    expect(answerFor(allAnswer, GROUP)).toEqual({ status: 'loading' });
  });

  it('gives a failure only to the call that failed', () => {
    const failed: Answer<string[]> = {
      key: GROUP,
      state: { status: 'failed', problem: { id: 'network', message: '网络不可用' } },
    };
    expect(answerFor(failed, GROUP).status).toBe('failed');
    expect(answerFor(failed, ALL).status).toBe('loading');
  });
});
