import { ReadingShareState } from '@hanyu/contracts/portal/model-reading';
import { ResultKind } from '@hanyu/contracts/psc/results';
import type { ErrorId } from '@hanyu/contracts/errors/catalogue';

/** What is known of an evaluation a learner asks to share. */
export interface ShareableRecord {
  userId: string;
  activity: string;
  resourceCode: string | null;
  qualityCode: number | null;
  overallScore: number | null;
}

/**
 * Why a recording cannot be shared by `userId`, or null when it can: it must exist, be the learner's
 * own, be a reading of a learning passage, and have been scored (a recording refused for its quality
 * has no score to rank by).
 */
export function shareRefusal(record: ShareableRecord | undefined, userId: string): ErrorId | null {
  if (!record) return 'ReadingRecordingUnknown';
  if (record.userId !== userId) return 'ReadingNotYours';
  if (record.activity !== ResultKind.Passage || record.resourceCode === null) return 'ReadingNotPassage';
  if (record.qualityCode !== null || record.overallScore === null) return 'ReadingNotScored';
  return null;
}

export type ShareAction = 'share' | 'withdraw' | 'approve' | 'hide';

/**
 * The state a share moves to, or the error that refuses the move. The reader shares and withdraws;
 * an administrator approves and hides. Sharing again after a withdrawal asks for approval again; a
 * hidden reading stays hidden whatever its reader does; a withdrawn one is no longer the
 * administrators' to publish. Repeating a move changes nothing (a double click is harmless).
 */
export function shareTransition(
  current: ReadingShareState | null,
  action: ShareAction,
): { state: ReadingShareState } | { error: ErrorId } {
  const { Shared, Approved, Hidden, Withdrawn } = ReadingShareState;
  switch (action) {
    case 'share':
      if (current === Hidden) return { error: 'ReadingShareHidden' };
      if (current === Shared || current === Approved) return { state: current };
      return { state: Shared };
    case 'withdraw':
      if (current === null) return { error: 'ReadingShareUnknown' };
      return { state: current === Hidden ? Hidden : Withdrawn };
    case 'approve':
    case 'hide':
      if (current === null) return { error: 'ReadingShareUnknown' };
      if (current === Withdrawn) return { error: 'ReadingShareWithdrawn' };
      return { state: action === 'approve' ? Approved : Hidden };
  }
}
