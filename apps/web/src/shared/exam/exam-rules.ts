import {
  EXAM_MODULES,
  ExamAttemptStatus,
  ExamModule,
  ExamModuleStatus,
  type ExamAttempt,
  type ExamModuleState,
} from '@hanyu/contracts/exam/exam-engine';

/**
 * What the page shows of the rules of spec section 4 (the server enforces them; docs/decisions/053):
 * which modules a candidate may move to, which move asks first, and what the module clock reads now.
 */

/** A module's tab: the one being taken, one open to move back to, one not begun, one that is over. */
export type ModuleTab = 'current' | 'open' | 'notStarted' | 'closed';

export function moduleTab(attempt: ExamAttempt, module: ExamModuleState): ModuleTab {
  if (module.status === ExamModuleStatus.Closed) return 'closed';
  if (module.status === ExamModuleStatus.NotStarted) return 'notStarted';
  return attempt.currentModule === module.name ? 'current' : 'open';
}

/**
 * The question a move asks before it is made: entering the writing module closes the listening and
 * reading modules for good; entering the speaking module stops written answering. Null: the move is
 * free (between listening and reading, or back to the module already open).
 */
export type EnterWarning = 'writing' | 'speaking' | null;

export function enterWarning(attempt: ExamAttempt, target: ExamModule): EnterWarning {
  const state = attempt.modules.find((module) => module.name === target);
  if (!state || state.status !== ExamModuleStatus.NotStarted) return null;
  const before = attempt.modules.slice(0, attempt.modules.indexOf(state));
  // Nothing open before it (a single-module practice, or the first module taken): nothing to lose.
  if (!before.some((module) => module.status !== ExamModuleStatus.Closed)) return null;
  if (target === ExamModule.Writing) return 'writing';
  if (target === ExamModule.Speaking) return 'speaking';
  return null;
}

/** Whether the candidate may move to `target` now (a closed module never opens again). */
export function canEnter(attempt: ExamAttempt, target: ExamModule): boolean {
  if (attempt.status !== ExamAttemptStatus.InProgress) return false;
  const state = attempt.modules.find((module) => module.name === target);
  return state !== undefined && state.status !== ExamModuleStatus.Closed;
}

/** The module after `current` in the attempt's scope that may still be entered, or null. */
export function nextModule(attempt: ExamAttempt, current: ExamModule | null): ExamModule | null {
  const order = EXAM_MODULES.filter((name) => attempt.scope.includes(name));
  const from = current === null ? -1 : order.indexOf(current);
  return order.slice(from + 1).find((name) => canEnter(attempt, name)) ?? null;
}

/** Whether the current module's clock runs: the attempt goes on and the module is open. */
export function clockRuns(attempt: ExamAttempt): boolean {
  if (attempt.status !== ExamAttemptStatus.InProgress || attempt.currentModule === null) return false;
  return attempt.modules.some(
    (module) => module.name === attempt.currentModule && module.status === ExamModuleStatus.Open,
  );
}

/**
 * Seconds left on a module's clock now: the server's figure when it was received, less the time since
 * then while the clock runs. The server's next answer corrects any drift.
 */
export function remainingNow(serverSeconds: number, receivedAt: number, now: number, running: boolean): number {
  if (!running) return serverSeconds;
  return Math.max(0, serverSeconds - Math.floor((now - receivedAt) / 1000));
}

/** What the clock says aloud: five minutes left, one minute left, time up; nothing otherwise. */
export type ClockWarning = 'fiveMinutes' | 'oneMinute' | 'timeUp' | null;

export function clockWarning(seconds: number): ClockWarning {
  if (seconds <= 0) return 'timeUp';
  if (seconds <= 60) return 'oneMinute';
  if (seconds <= 300) return 'fiveMinutes';
  return null;
}

/** 1:05:09, 12:04, 0:09 */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
