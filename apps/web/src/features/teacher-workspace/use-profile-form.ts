import { useCallback, useState } from 'react';
import { SubmitTeacherProfile, type ManagedEntry } from '@hanyu/contracts/admin/content';
import { ApiError, callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import {
  hasProblems,
  issuesOfReturnValue,
  NO_PROBLEMS,
  problemsOfIssues,
  type ContentDraft,
  type DraftProblems,
} from '../../shared/managed-content/field-draft.ts';
import { checkProfile } from './profile-rules.ts';

/**
 * The teacher's profile form: what was typed (kept through every refusal), checked with the submit
 * contract before it is sent. A submission becomes the next revision awaiting review.
 */
export function useProfileForm({
  draft: initial,
  baseRevision,
  onSubmitted,
  onLostRole,
}: {
  draft: ContentDraft;
  baseRevision: number | null;
  onSubmitted: (entry: ManagedEntry | null, fields: Record<string, string | string[]>) => void;
  onLostRole: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<DraftProblems>(NO_PROBLEMS);
  const [refusal, setRefusal] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = useCallback((name: string, value: string) => {
    setDraft((current) => ({ ...current, values: { ...current.values, [name]: value } }));
    setProblems((current) => {
      if (!(name in current.fields)) return current;
      return { ...current, fields: Object.fromEntries(Object.entries(current.fields).filter(([key]) => key !== name)) };
    });
  }, []);

  const submit = useCallback(async (): Promise<boolean> => {
    const checked = checkProfile(baseRevision, draft);
    if (checked.problems) {
      setProblems(checked.problems);
      return false;
    }
    setBusy(true);
    setRefusal(null);
    setProblems(NO_PROBLEMS);
    try {
      const answer = await callApi(SubmitTeacherProfile, checked.payload);
      onSubmitted(answer.entry, answer.fields);
      return true;
    } catch (error) {
      const problem = toProblem(error);
      if (problem.id === 'RoleRequired') onLostRole();
      const fieldProblems = error instanceof ApiError ? problemsOfIssues(issuesOfReturnValue(error.returnValue)) : null;
      if (fieldProblems && hasProblems(fieldProblems)) setProblems(fieldProblems);
      else setRefusal(problem);
      return false;
    } finally {
      setBusy(false);
    }
  }, [baseRevision, draft, onSubmitted, onLostRole]);

  return { draft, problems, refusal, busy, edit, submit };
}
