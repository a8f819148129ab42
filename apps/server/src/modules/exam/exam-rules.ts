import {
  EXAM_HEARTBEAT_SECONDS,
  ExamAttemptStatus,
  ExamModule,
  ExamModuleStatus,
} from '@hanyu/contracts/exam/exam-engine';
import { appError } from '../../platform/errors.ts';

/**
 * The rules of an attempt (spec section 4), as pure functions of its state and the time:
 * - modules are taken in order; the listening and reading modules may be moved between freely;
 * - entering the writing module is irreversible and closes every module before it; entering the
 *   spoken module closes the written ones;
 * - each module has its own time limit; its clock runs only while it is the module on screen and
 *   the attempt is not paused, counted from the page's heartbeats: a closed page costs at most
 *   CLOCK_GRACE_MS, and a module whose time is up closes;
 * - a closed module's answers cannot change; nothing can while the attempt is paused or submitted.
 */

/** How long past its last heartbeat a page is believed to be still open. */
export const CLOCK_GRACE_MS = 2 * EXAM_HEARTBEAT_SECONDS * 1000;

/** Modules whose entry closes every module before them. */
const IRREVERSIBLE: readonly ExamModule[] = [ExamModule.Writing, ExamModule.Speaking];

export interface ModuleState {
  name: ExamModule;
  status: ExamModuleStatus;
  limitMs: number;
  usedMs: number;
  /** When the clock was last counted while it runs (ms since the epoch); null while it does not run. */
  clockAt: number | null;
}

export interface AttemptState {
  status: ExamAttemptStatus;
  currentModule: ExamModule | null;
  modules: ModuleState[];
}

function moduleOf(state: AttemptState, name: ExamModule): ModuleState {
  const module = state.modules.find((candidate) => candidate.name === name);
  if (!module) throw appError('ExamModuleOutOfScope');
  return module;
}

function assertOpenAttempt(state: AttemptState): void {
  if (state.status === ExamAttemptStatus.Submitted) throw appError('ExamAlreadySubmitted');
  if (state.status === ExamAttemptStatus.Paused) throw appError('ExamPaused');
}

/** Counts the running clock up to `now` and closes a module whose time is up. */
export function settleClock(state: AttemptState, now: number): void {
  for (const module of state.modules) {
    if (module.clockAt === null) continue;
    module.usedMs += Math.max(0, Math.min(now - module.clockAt, CLOCK_GRACE_MS));
    module.clockAt = module.status === ExamModuleStatus.Open ? now : null;
    if (module.usedMs >= module.limitMs) {
      module.usedMs = module.limitMs;
      module.status = ExamModuleStatus.Closed;
      module.clockAt = null;
    }
  }
}

/** The candidate moves to a module: opened (or reopened, while still open) with its clock running. */
export function enterModule(state: AttemptState, name: ExamModule, now: number): void {
  assertOpenAttempt(state);
  settleClock(state, now);
  const target = moduleOf(state, name);
  if (target.status === ExamModuleStatus.Closed) {
    const later = state.modules.slice(state.modules.indexOf(target) + 1);
    const movedOn = later.some((module) => module.status !== ExamModuleStatus.NotStarted);
    throw appError(movedOn ? 'ExamModuleLocked' : 'ExamModuleClosed');
  }
  const position = state.modules.indexOf(target);
  for (const [index, module] of state.modules.entries()) {
    if (module !== target) module.clockAt = null;
    if (index < position && IRREVERSIBLE.includes(name)) module.status = ExamModuleStatus.Closed;
  }
  target.status = ExamModuleStatus.Open;
  target.clockAt = now;
  state.currentModule = name;
}

/** Whether a question of `name` may be answered now; throws the reason when not. */
export function assertAnswerable(state: AttemptState, name: ExamModule, now: number): void {
  assertOpenAttempt(state);
  settleClock(state, now);
  const module = moduleOf(state, name);
  if (module.status === ExamModuleStatus.Closed) throw appError('ExamModuleClosed');
  if (module.status === ExamModuleStatus.NotStarted) throw appError('ExamModuleClosed');
}

export function pause(state: AttemptState, now: number): void {
  assertOpenAttempt(state);
  settleClock(state, now);
  for (const module of state.modules) module.clockAt = null;
  state.status = ExamAttemptStatus.Paused;
}

export function resume(state: AttemptState, now: number): void {
  if (state.status === ExamAttemptStatus.Submitted) throw appError('ExamAlreadySubmitted');
  state.status = ExamAttemptStatus.InProgress;
  const current = state.modules.find((module) => module.name === state.currentModule);
  if (current?.status === ExamModuleStatus.Open) current.clockAt = now;
}

/** The page is open on the current module: count its clock (a paused attempt's clock does not run). */
export function heartbeat(state: AttemptState, now: number): void {
  if (state.status !== ExamAttemptStatus.InProgress) return;
  settleClock(state, now);
  const current = state.modules.find((module) => module.name === state.currentModule);
  if (current?.status === ExamModuleStatus.Open && current.clockAt === null) current.clockAt = now;
}

export function submit(state: AttemptState, now: number): void {
  if (state.status === ExamAttemptStatus.Submitted) throw appError('ExamAlreadySubmitted');
  settleClock(state, now);
  for (const module of state.modules) {
    module.status = ExamModuleStatus.Closed;
    module.clockAt = null;
  }
  state.status = ExamAttemptStatus.Submitted;
  state.currentModule = null;
}

/** Seconds left on a module's clock. */
export function remainingSeconds(module: ModuleState): number {
  return Math.max(0, Math.ceil((module.limitMs - module.usedMs) / 1000));
}
