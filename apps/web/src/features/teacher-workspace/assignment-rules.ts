import { ASSIGNMENT_NOTE_MAX, AssignmentKind } from '@hanyu/contracts/teacher/assignments';
import { chinaDay } from '@hanyu/contracts/time/china-day';

export interface AssignmentDraft {
  kind: AssignmentKind;
  /** The MHK paper chosen; '' for the mock PSC. */
  paperId: string;
  dueDate: string;
  note: string;
}

export type DraftField = 'paperId' | 'dueDate' | 'note';

export const emptyDraft = (): AssignmentDraft => ({ kind: AssignmentKind.PscMock, paperId: '', dueDate: '', note: '' });

/**
 * What is wrong with a draft before it is sent, by field, as the server would refuse it: an MHK
 * assignment names its paper; the due day is today or later; the note fits.
 */
export function draftProblems(draft: AssignmentDraft, now = new Date()): Partial<Record<DraftField, string>> {
  const problems: Partial<Record<DraftField, string>> = {};
  if (draft.kind === AssignmentKind.MhkMock && !draft.paperId) problems.paperId = 'AssignmentPaperUnknown';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.dueDate) || draft.dueDate < chinaDay(now)) {
    problems.dueDate = 'AssignmentDueDateInvalid';
  }
  if (draft.note.trim().length > ASSIGNMENT_NOTE_MAX) problems.note = 'noteTooLong';
  return problems;
}

/** The payload of a draft: the mock PSC names no paper. */
export function payloadOf(draft: AssignmentDraft, classId: string) {
  return {
    classId,
    kind: draft.kind,
    paperId: draft.kind === AssignmentKind.MhkMock ? draft.paperId : '',
    dueDate: draft.dueDate,
    note: draft.note.trim(),
  };
}
