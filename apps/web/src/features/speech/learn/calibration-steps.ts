/**
 * The voice calibration offered the first time a signed-in learner practises pronunciation: the
 * engine's CALIBRATION_SYLLABLES read one after another, each evaluated (which folds it into the
 * voice profile). Skipping is always possible; once done or skipped it is not offered again.
 * Pure: the panel feeds it what happened.
 */
import {
  CALIBRATION_SYLLABLES,
  MIN_PROFILE_RECORDINGS,
  type SpeakerProfile,
} from '@hanyu/speech/profile/speaker-profile';
import type { Problem } from '../../../shared/api/problem.ts';
import type { CalibrationOutcome } from '../../../shared/voice-profile/calibration-memory.ts';
import type { EvaluationTarget } from './evaluator.ts';

export type CalibrationState =
  /** Not (yet) offered: a visitor, a learner who was asked before, or a profile still loading. */
  | { phase: 'hidden' }
  | { phase: 'offered' }
  | { phase: 'reading'; index: number; busy: boolean; refused: boolean; problem: Problem | null }
  | { phase: 'done' }
  | { phase: 'skipped' };

export type CalibrationAction =
  | { type: 'offer' }
  | { type: 'start' }
  | { type: 'skip' }
  | { type: 'recorded' }
  /** The recording was evaluated: accepted, or refused by the quality gate (read it again). */
  | { type: 'evaluated'; accepted: boolean }
  /** No recording (too short, cancelled) or no evaluation (`problem`). */
  | { type: 'failed'; problem: Problem | null };

export const CALIBRATION_STEPS = CALIBRATION_SYLLABLES.length;

export const initialCalibration: CalibrationState = { phase: 'hidden' };

export function calibrationReducer(state: CalibrationState, action: CalibrationAction): CalibrationState {
  if (action.type === 'skip') return state.phase === 'done' ? state : { phase: 'skipped' };
  switch (state.phase) {
    case 'hidden':
      return action.type === 'offer' ? { phase: 'offered' } : state;
    case 'offered':
      return action.type === 'start'
        ? { phase: 'reading', index: 0, busy: false, refused: false, problem: null }
        : state;
    case 'reading':
      if (action.type === 'recorded') return { ...state, busy: true, refused: false, problem: null };
      if (action.type === 'failed') return { ...state, busy: false, problem: action.problem };
      if (action.type === 'evaluated') {
        if (!action.accepted) return { ...state, busy: false, refused: true };
        const next = state.index + 1;
        return next >= CALIBRATION_STEPS
          ? { phase: 'done' }
          : { phase: 'reading', index: next, busy: false, refused: false, problem: null };
      }
      return state;
    default:
      return state;
  }
}

/** What to remember once the calibration is over (null while it is not). */
export function calibrationOutcome(state: CalibrationState): CalibrationOutcome | null {
  return state.phase === 'done' ? 'done' : state.phase === 'skipped' ? 'skipped' : null;
}

/**
 * Whether to offer it: to a signed-in learner not asked before whose profile (once loaded) has not
 * yet heard enough to be used; a learner whose voice is already known need not calibrate.
 */
export function shouldOffer(input: {
  signedIn: boolean;
  remembered: CalibrationOutcome | null;
  profileLoaded: boolean;
  profile: SpeakerProfile | null;
}): boolean {
  if (!input.signedIn || input.remembered !== null || !input.profileLoaded) return false;
  return (input.profile?.recordings ?? 0) < MIN_PROFILE_RECORDINGS;
}

/** What the learner reads at step `index`, evaluated as a word in either place. */
export function calibrationTarget(index: number): EvaluationTarget & { pinyin: string } {
  const pinyin = CALIBRATION_SYLLABLES[Math.min(index, CALIBRATION_STEPS - 1)] ?? 'ma1';
  return { pinyin, request: { kind: 'pinyin', pinyin }, server: { route: 'word', payload: { pinyin } } };
}
