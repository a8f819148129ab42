import { ManagedType, SubmitTeacherProfile, type ManagedEntry } from '@hanyu/contracts/admin/content';
import type { PayloadOf } from '@hanyu/contracts/protocol/contract';
import {
  fieldsOfDraft,
  problemsOfIssues,
  type ContentDraft,
  type DraftProblems,
} from '../../shared/managed-content/field-draft.ts';

/**
 * Where a teacher's profile stands with the administrators: never submitted; a revision awaiting review;
 * the last submission rejected (with the reason); or the latest revision approved. `publicRevision` is the
 * one learners see meanwhile (null: none yet).
 */
export type ProfileReview =
  | { kind: 'none' }
  | { kind: 'awaiting'; revision: number; publicRevision: number | null }
  | { kind: 'rejected'; revision: number; reason: string; publicRevision: number | null }
  | { kind: 'approved'; revision: number };

export function reviewOf(entry: ManagedEntry | null): ProfileReview {
  if (entry === null) return { kind: 'none' };
  const publicRevision = entry.state === 'published' ? entry.publishedRevision : null;
  if (entry.submittedRevision !== null) {
    return { kind: 'awaiting', revision: entry.submittedRevision, publicRevision };
  }
  if (entry.rejection !== null) return { kind: 'rejected', ...entry.rejection, publicRevision };
  if (publicRevision !== null) return { kind: 'approved', revision: publicRevision };
  return { kind: 'none' };
}

export type SubmitPayload = PayloadOf<typeof SubmitTeacherProfile>;

/** The submission of a draft, checked with the contract's own schema first: the payload, or the problems to show. */
export function checkProfile(
  baseRevision: number | null,
  draft: ContentDraft,
): { payload: SubmitPayload; problems: null } | { payload: null; problems: DraftProblems } {
  const payload: SubmitPayload = { baseRevision, fields: fieldsOfDraft(ManagedType.TeacherProfile, draft) };
  const result = SubmitTeacherProfile.payload.safeParse(payload);
  if (result.success) return { payload, problems: null };
  return { payload: null, problems: problemsOfIssues(result.error.issues) };
}
