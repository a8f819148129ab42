import { describe, expect, it } from 'vitest';
import {
  canEnter,
  clockRuns,
  clockText,
  clockWarning,
  enterWarning,
  moduleTab,
  nextModule,
  remainingNow,
} from './exam-rules.ts';
import { buildAttempt } from './test-attempt.ts';

describe('the exam rules as the page shows them', () => {
  it('names each module tab by its state and the module being taken', () => {
    const attempt = buildAttempt(['open', 'open', 'notStarted', 'notStarted'], { currentModule: 'reading' });
    expect(attempt.modules.map((module) => moduleTab(attempt, module))).toEqual([
      'open',
      'current',
      'notStarted',
      'notStarted',
    ]);
    const later = buildAttempt(['closed', 'closed', 'open', 'notStarted'], { currentModule: 'writing' });
    expect(later.modules.map((module) => moduleTab(later, module))).toEqual([
      'closed',
      'closed',
      'current',
      'notStarted',
    ]);
  });

  it('asks before entering writing or speaking while an earlier module is still open, not between listening and reading', () => {
    const attempt = buildAttempt(['open', 'open', 'notStarted', 'notStarted'], { currentModule: 'reading' });
    expect(enterWarning(attempt, 'listening')).toBeNull();
    expect(enterWarning(attempt, 'writing')).toBe('writing');
    expect(enterWarning(attempt, 'speaking')).toBe('speaking');
    const writing = buildAttempt(['closed', 'closed', 'open', 'notStarted'], { currentModule: 'writing' });
    expect(enterWarning(writing, 'speaking')).toBe('speaking');
    // A single-module practice of writing: nothing before it to lose.
    const single = buildAttempt(['closed', 'closed', 'notStarted', 'closed']);
    expect(enterWarning(single, 'writing')).toBeNull();
    // Re-entering the open module asks nothing.
    expect(enterWarning(writing, 'writing')).toBeNull();
  });

  it('never opens a closed module, nor anything while paused', () => {
    const attempt = buildAttempt(['closed', 'closed', 'open', 'notStarted'], { currentModule: 'writing' });
    expect(canEnter(attempt, 'reading')).toBe(false);
    expect(canEnter(attempt, 'speaking')).toBe(true);
    expect(canEnter({ ...attempt, status: 'paused' }, 'speaking')).toBe(false);
    expect(nextModule(attempt, 'writing')).toBe('speaking');
    expect(nextModule(attempt, 'speaking')).toBeNull();
    expect(nextModule(buildAttempt(), null)).toBe('listening');
  });

  it('counts the clock down only while the current module is open and the attempt goes on', () => {
    const attempt = buildAttempt(['open', 'notStarted', 'notStarted', 'notStarted'], { currentModule: 'listening' });
    expect(clockRuns(attempt)).toBe(true);
    expect(clockRuns({ ...attempt, status: 'paused' })).toBe(false);
    expect(clockRuns(buildAttempt())).toBe(false);
    expect(remainingNow(600, 1000, 1000 + 61_500, true)).toBe(539);
    expect(remainingNow(600, 1000, 1000 + 61_500, false)).toBe(600);
    expect(remainingNow(10, 0, 60_000, true)).toBe(0);
  });

  it('warns at five minutes, one minute and time up, and writes the time as a clock does', () => {
    expect([301, 300, 61, 60, 1, 0].map(clockWarning)).toEqual([
      null,
      'fiveMinutes',
      'fiveMinutes',
      'oneMinute',
      'oneMinute',
      'timeUp',
    ]);
    expect([0, 9, 65, 1200, 3725].map(clockText)).toEqual(['0:00', '0:09', '1:05', '20:00', '1:02:05']);
  });
});
