import { describe, expect, it } from 'vitest';
import { ExamAttemptStatus, ExamModule, ExamModuleStatus } from '@hanyu/contracts/exam/exam-engine';
import {
  CLOCK_GRACE_MS,
  assertAnswerable,
  enterModule,
  heartbeat,
  pause,
  remainingSeconds,
  resume,
  submit,
  type AttemptState,
} from './exam-rules.ts';

const MINUTE = 60_000;

function fresh(): AttemptState {
  return {
    status: ExamAttemptStatus.InProgress,
    currentModule: null,
    modules: [ExamModule.Listening, ExamModule.Reading, ExamModule.Writing, ExamModule.Speaking].map((name) => ({
      name,
      status: ExamModuleStatus.NotStarted,
      limitMs: 20 * MINUTE,
      usedMs: 0,
      clockAt: null,
    })),
  };
}

function status(state: AttemptState): string[] {
  return state.modules.map((module) => module.status);
}

function code(action: () => void): string | undefined {
  try {
    action();
  } catch (error) {
    return (error as { id?: string }).id;
  }
  return undefined;
}

describe('the rules of an attempt (spec section 4)', () => {
  it('lets listening and reading be moved between freely, and closes them for good on entering writing', () => {
    const state = fresh();
    enterModule(state, ExamModule.Listening, 0);
    enterModule(state, ExamModule.Reading, 1000);
    enterModule(state, ExamModule.Listening, 2000);
    expect(status(state)).toEqual(['open', 'open', 'notStarted', 'notStarted']);
    expect(() => assertAnswerable(state, ExamModule.Reading, 3000)).not.toThrow();
    enterModule(state, ExamModule.Writing, 4000);
    expect(status(state)).toEqual(['closed', 'closed', 'open', 'notStarted']);
    expect(code(() => assertAnswerable(state, ExamModule.Listening, 5000))).toBe('ExamModuleClosed');
    expect(code(() => enterModule(state, ExamModule.Reading, 5000))).toBe('ExamModuleLocked');
    enterModule(state, ExamModule.Speaking, 6000);
    expect(status(state)).toEqual(['closed', 'closed', 'closed', 'open']);
    expect(code(() => assertAnswerable(state, ExamModule.Writing, 7000))).toBe('ExamModuleClosed');
  });

  it('refuses answers to a module not yet opened', () => {
    const state = fresh();
    enterModule(state, ExamModule.Listening, 0);
    expect(code(() => assertAnswerable(state, ExamModule.Reading, 10))).toBe('ExamModuleClosed');
  });

  it('counts a module clock only while it is on screen, and closes it when its time is up', () => {
    const state = fresh();
    enterModule(state, ExamModule.Listening, 0);
    heartbeat(state, 15_000);
    enterModule(state, ExamModule.Reading, 20_000);
    heartbeat(state, 35_000);
    const [listening, reading] = state.modules;
    expect(listening?.usedMs).toBe(20_000);
    expect(reading?.usedMs).toBe(15_000);
    // Reading's clock runs out while the candidate stays in it, beating every 15 s.
    for (let at = 50_000; at <= 20 * MINUTE + 60_000; at += 15_000) heartbeat(state, at);
    expect(reading?.status).toBe(ExamModuleStatus.Closed);
    expect(reading && remainingSeconds(reading)).toBe(0);
    expect(code(() => assertAnswerable(state, ExamModule.Reading, 20 * MINUTE + 70_000))).toBe('ExamModuleClosed');
    // Listening, not on screen, kept its time.
    expect(listening?.usedMs).toBe(20_000);
  });

  it('costs a closed page at most the grace period', () => {
    const state = fresh();
    enterModule(state, ExamModule.Listening, 0);
    // The tab closed; the candidate comes back an hour later.
    heartbeat(state, 60 * MINUTE);
    expect(state.modules[0]?.usedMs).toBe(CLOCK_GRACE_MS);
    expect(state.modules[0]?.status).toBe(ExamModuleStatus.Open);
  });

  it('stops every clock while paused and refuses answers until continued', () => {
    const state = fresh();
    enterModule(state, ExamModule.Listening, 0);
    pause(state, 10_000);
    heartbeat(state, 20_000);
    expect(state.modules[0]?.usedMs).toBe(10_000);
    expect(code(() => assertAnswerable(state, ExamModule.Listening, 25_000))).toBe('ExamPaused');
    resume(state, 100_000);
    heartbeat(state, 110_000);
    expect(state.modules[0]?.usedMs).toBe(20_000);
  });

  it('closes everything on submission and refuses a second one', () => {
    const state = fresh();
    enterModule(state, ExamModule.Listening, 0);
    submit(state, 1000);
    expect(status(state)).toEqual(['closed', 'closed', 'closed', 'closed']);
    expect(state.currentModule).toBeNull();
    expect(code(() => submit(state, 2000))).toBe('ExamAlreadySubmitted');
    expect(code(() => enterModule(state, ExamModule.Reading, 2000))).toBe('ExamAlreadySubmitted');
  });

  it('refuses a module outside the attempt (a one-module practice)', () => {
    const state = fresh();
    state.modules = state.modules.filter((module) => module.name === ExamModule.Reading);
    expect(code(() => enterModule(state, ExamModule.Listening, 0))).toBe('ExamModuleOutOfScope');
  });
});
