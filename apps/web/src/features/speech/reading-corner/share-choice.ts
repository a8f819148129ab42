import type { MyReadingShare } from '@hanyu/contracts/portal/model-reading';
import type { Problem } from '../../../shared/api/problem.ts';

/**
 * Whether this reading is shared: sharing is the learner's explicit choice, never a default. Nothing
 * can be shared until a recording the server kept has a score; then the learner is asked, and only
 * the share button sends it.
 */
export type ShareChoice =
  | { step: 'none' }
  | { step: 'ask'; evaluationId: string }
  | { step: 'sharing'; evaluationId: string }
  | { step: 'shared'; evaluationId: string; share: MyReadingShare }
  | { step: 'kept'; evaluationId: string }
  | { step: 'failed'; evaluationId: string; problem: Problem };

export type ShareChoiceAction =
  /** A new recording started: whatever was asked about the last one is over. */
  | { type: 'reset' }
  /** The server kept a recording and its evaluation is in: scored or refused for its quality. */
  | { type: 'evaluated'; evaluationId: string; scored: boolean }
  | { type: 'share' }
  | { type: 'shared'; share: MyReadingShare }
  | { type: 'failed'; problem: Problem }
  | { type: 'keep' }
  /** The learner who kept it private changes their mind. */
  | { type: 'reconsider' };

export const NO_CHOICE: ShareChoice = { step: 'none' };

export function shareChoice(state: ShareChoice, action: ShareChoiceAction): ShareChoice {
  switch (action.type) {
    case 'reset':
      return NO_CHOICE;
    case 'evaluated':
      return action.scored ? { step: 'ask', evaluationId: action.evaluationId } : NO_CHOICE;
    case 'share':
      return state.step === 'ask' || state.step === 'failed' || state.step === 'kept'
        ? { step: 'sharing', evaluationId: state.evaluationId }
        : state;
    case 'shared':
      return state.step === 'sharing' && action.share.id
        ? { step: 'shared', evaluationId: state.evaluationId, share: action.share }
        : state;
    case 'failed':
      return state.step === 'sharing'
        ? { step: 'failed', evaluationId: state.evaluationId, problem: action.problem }
        : state;
    case 'keep':
      return state.step === 'ask' || state.step === 'failed'
        ? { step: 'kept', evaluationId: state.evaluationId }
        : state;
    case 'reconsider':
      return state.step === 'kept' ? { step: 'ask', evaluationId: state.evaluationId } : state;
  }
}
