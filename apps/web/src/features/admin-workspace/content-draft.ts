import { SaveManagedContent, type ManagedType } from '@hanyu/contracts/admin/content';
import type { PayloadOf } from '@hanyu/contracts/protocol/contract';
import {
  fieldsOfDraft,
  problemsOfIssues,
  type ContentDraft,
  type DraftProblems,
} from '../../shared/managed-content/field-draft.ts';

export {
  draftOfFields,
  emptyDraft,
  fieldsOf,
  fieldsOfDraft,
  hasProblems,
  issuesOfReturnValue,
  linesOfText,
  NO_PROBLEMS,
  problemsOfIssues,
  textOfLines,
  type ContentDraft,
  type DraftProblems,
} from '../../shared/managed-content/field-draft.ts';

export type SavePayload = PayloadOf<typeof SaveManagedContent>;

/**
 * The save call for a draft, checked with the contract's own payload schema before it is sent: the
 * payload, or the problems to show. `baseRevision` is the revision the editor was opened on (null for new).
 */
export function checkDraft(
  type: ManagedType,
  id: string | null,
  baseRevision: number | null,
  draft: ContentDraft,
): { payload: SavePayload; problems: null } | { payload: null; problems: DraftProblems } {
  const payload: SavePayload = {
    type,
    ...(id === null ? {} : { id }),
    baseRevision,
    fields: fieldsOfDraft(type, draft),
    note: draft.note,
  };
  const result = SaveManagedContent.payload.safeParse(payload);
  if (result.success) return { payload, problems: null };
  return { payload: null, problems: problemsOfIssues(result.error.issues) };
}
