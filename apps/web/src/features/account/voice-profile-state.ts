/**
 * The voice profile card of the personal centre, as pure rules: what the summary says, and the
 * reset with its confirmation (ask, confirm or cancel, then done or failed).
 */
import { MIN_PROFILE_RECORDINGS, type ProfileSummary } from '@hanyu/speech/profile/speaker-profile';
import type { Problem } from '../../shared/api/problem.ts';

export interface VoiceProfileFacts {
  recordings: number;
  usable: boolean;
  /** Recordings still needed before the profile is used (0 once it is). */
  missing: number;
  /** Low, median and high pitch in Hz; null while no voice was heard. */
  range: { low: number; median: number; high: number } | null;
}

/** Null when there is no profile to show (the card's empty state). */
export function voiceProfileFacts(summary: ProfileSummary): VoiceProfileFacts | null {
  if (summary.recordings === 0) return null;
  const { lowHz, medianHz, highHz } = summary;
  return {
    recordings: summary.recordings,
    usable: summary.usable,
    missing: summary.usable ? 0 : Math.max(0, MIN_PROFILE_RECORDINGS - summary.recordings),
    range:
      lowHz !== null && medianHz !== null && highHz !== null ? { low: lowHz, median: medianHz, high: highHz } : null,
  };
}

export interface ResetState {
  phase: 'idle' | 'confirming' | 'resetting';
  /** The reset just went through (said once, politely). */
  done: boolean;
  problem: Problem | null;
}

export type ResetAction =
  | { type: 'ask' }
  | { type: 'cancel' }
  | { type: 'confirm' }
  | { type: 'succeeded' }
  | { type: 'failed'; problem: Problem };

export const initialReset: ResetState = { phase: 'idle', done: false, problem: null };

export function resetReducer(state: ResetState, action: ResetAction): ResetState {
  switch (action.type) {
    case 'ask':
      return state.phase === 'idle' ? { phase: 'confirming', done: false, problem: null } : state;
    case 'cancel':
      return state.phase === 'confirming' ? { ...state, phase: 'idle' } : state;
    case 'confirm':
      return state.phase === 'confirming' ? { ...state, phase: 'resetting' } : state;
    case 'succeeded':
      return state.phase === 'resetting' ? { phase: 'idle', done: true, problem: null } : state;
    case 'failed':
      return state.phase === 'resetting' ? { phase: 'idle', done: false, problem: action.problem } : state;
  }
}
