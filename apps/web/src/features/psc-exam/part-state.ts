/**
 * The state of one running part of a mock PSC, as a pure reducer: what the part is doing (phase),
 * where the candidate is reading (the item, for resuming in place) and the question asked when
 * they leave part-way (decision 042). The hook `usePartRunner` does the recording and the calls and
 * reports them here; the component only draws the state.
 */

export type Phase =
  /** Waiting for the candidate to start (or continue) recording. */
  | 'ready'
  | 'recording'
  /** The part's last audio is being saved and the part evaluated. */
  | 'saving'
  /** Uploads keep failing: the audio waits in memory for a reconnect. */
  | 'offline'
  | 'reconnectFailed'
  /** The recording could not be judged; the candidate may record the part again. */
  | 'refused'
  | 'failed'
  /** Finished: the next screen opens. */
  | 'done'
  /** Left part-way, with what was recorded saved: the navigation the candidate asked for goes on. */
  | 'left';

export type LeaveStep =
  | 'closed'
  /** "Leave this part?" is asked. */
  | 'asking'
  /** The candidate chose to leave: the recording stops and its last seconds are uploaded. */
  | 'saving'
  /** Those last seconds could not be uploaded: try again, or leave without them. */
  | 'saveFailed';

export interface PartState {
  phase: Phase;
  /** The item being read (a character of part 1, a word of part 2); 0 where a part has one place. */
  item: number;
  /** How many items the part has to move between (at least 1). */
  places: number;
  leave: LeaveStep;
}

export type PartEvent =
  | { type: 'move'; to: number }
  | { type: 'step'; by: 1 | -1 }
  | { type: 'recordingStarted' }
  /** The microphone did not start: nothing was recorded. */
  | { type: 'nothingRecorded' }
  | { type: 'finishing' }
  | { type: 'uploadFailed' }
  | { type: 'reconnectFailed' }
  | { type: 'refused' }
  | { type: 'failed' }
  | { type: 'finished' }
  /** A refused part starts again from nothing, at its first item. */
  | { type: 'restarted' }
  | { type: 'leaveAsked' }
  | { type: 'leaveCancelled' }
  /** "Leave" (or "leave anyway" after a failed save). */
  | { type: 'leaveConfirmed' }
  | { type: 'leaveSaved' }
  | { type: 'leaveSaveFailed' }
  | { type: 'leaveRetried' };

export function clampItem(item: number, places: number): number {
  return Math.min(Math.max(0, Math.trunc(item)), Math.max(1, places) - 1);
}

export function initialPartState(places: number, item: number): PartState {
  const count = Math.max(1, places);
  return { phase: 'ready', item: clampItem(item, count), places: count, leave: 'closed' };
}

/**
 * Whether leaving now would interrupt the part: it is recording, or audio is waiting to be uploaded.
 * Then an in-app navigation asks first and closing or reloading the page gets the browser's warning.
 */
export function interruptsPart(state: PartState, pendingUploads: number): boolean {
  if (state.phase === 'left' || state.phase === 'done') return false;
  return (
    state.phase === 'recording' || state.phase === 'offline' || state.phase === 'reconnectFailed' || pendingUploads > 0
  );
}

/** The candidate can move their place while reading, or before they start. */
function canMove(state: PartState): boolean {
  return (state.phase === 'ready' || state.phase === 'recording') && state.leave === 'closed';
}

export function partReducer(state: PartState, event: PartEvent): PartState {
  switch (event.type) {
    case 'move':
      return canMove(state) ? { ...state, item: clampItem(event.to, state.places) } : state;
    case 'step':
      return canMove(state) ? { ...state, item: clampItem(state.item + event.by, state.places) } : state;
    case 'recordingStarted':
      return { ...state, phase: 'recording' };
    case 'nothingRecorded':
      return { ...state, phase: 'ready' };
    case 'finishing':
      return { ...state, phase: 'saving' };
    case 'uploadFailed':
      return { ...state, phase: 'offline' };
    case 'reconnectFailed':
      return { ...state, phase: 'reconnectFailed' };
    case 'refused':
      return { ...state, phase: 'refused' };
    case 'failed':
      return { ...state, phase: 'failed' };
    case 'finished':
      return { ...state, phase: 'done', leave: 'closed' };
    case 'restarted':
      return { ...state, phase: 'ready', item: 0 };
    case 'leaveAsked':
      return state.leave === 'closed' ? { ...state, leave: 'asking' } : state;
    case 'leaveCancelled':
      return state.leave === 'asking' ? { ...state, leave: 'closed' } : state;
    case 'leaveConfirmed':
      if (state.leave === 'asking' && state.phase === 'recording') return { ...state, leave: 'saving' };
      // Not recording (the audio waits for a reconnect), or leaving without the last seconds.
      if (state.leave === 'asking' || state.leave === 'saveFailed') return { ...state, phase: 'left', leave: 'closed' };
      return state;
    case 'leaveSaved':
      return state.leave === 'saving' ? { ...state, phase: 'left', leave: 'closed' } : state;
    case 'leaveSaveFailed':
      return state.leave === 'saving' ? { ...state, leave: 'saveFailed' } : state;
    case 'leaveRetried':
      return state.leave === 'saveFailed' ? { ...state, leave: 'saving' } : state;
  }
}
