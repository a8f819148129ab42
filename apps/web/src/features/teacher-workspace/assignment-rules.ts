import {
  ASSIGNMENT_NOTE_MAX,
  AssignmentKind,
  kindNamesItem,
  type AssignableItem,
} from '@hanyu/contracts/teacher/assignments';
import { chinaDay } from '@hanyu/contracts/time/china-day';

export interface AssignmentDraft {
  kind: AssignmentKind;
  /** The item chosen (paper, passage, topic or unit); '' for the mock PSC. */
  paperId: string;
  dueDate: string;
  note: string;
}

export type DraftField = 'paperId' | 'dueDate' | 'note';

export const emptyDraft = (): AssignmentDraft => ({ kind: AssignmentKind.PscMock, paperId: '', dueDate: '', note: '' });

/**
 * What is wrong with a draft before it is sent, by field, as the server would refuse it: a kind that
 * names an item has one chosen; the due day is today or later; the note fits.
 */
export function draftProblems(draft: AssignmentDraft, now = new Date()): Partial<Record<DraftField, string>> {
  const problems: Partial<Record<DraftField, string>> = {};
  if (kindNamesItem(draft.kind) && !draft.paperId) problems.paperId = 'AssignmentPaperUnknown';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.dueDate) || draft.dueDate < chinaDay(now)) {
    problems.dueDate = 'AssignmentDueDateInvalid';
  }
  if (draft.note.trim().length > ASSIGNMENT_NOTE_MAX) problems.note = 'noteTooLong';
  return problems;
}

/** The payload of a draft: the mock PSC names no item. */
export function payloadOf(draft: AssignmentDraft, classId: string) {
  return {
    classId,
    kind: draft.kind,
    paperId: kindNamesItem(draft.kind) ? draft.paperId : '',
    dueDate: draft.dueDate,
    note: draft.note.trim(),
  };
}

/** A kind changed: the item chosen for another kind does not carry over. */
export function withKind(draft: AssignmentDraft, kind: AssignmentKind): AssignmentDraft {
  return draft.kind === kind ? draft : { ...draft, kind, paperId: '' };
}

/** The items of a kind in their groups, in the catalogue's order (groups in order of first appearance). */
export function groupedItems(items: readonly AssignableItem[]): { group: string; items: AssignableItem[] }[] {
  const groups = new Map<string, AssignableItem[]>();
  for (const item of items) {
    const list = groups.get(item.group);
    if (list) list.push(item);
    else groups.set(item.group, [item]);
  }
  return [...groups].map(([group, list]) => ({ group, items: list }));
}
