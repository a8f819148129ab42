import { useCallback, useState } from 'react';
import {
  PublishManagedContent,
  RejectManagedContent,
  UnpublishManagedContent,
  type ContentProblem,
  type ManagedType,
} from '@hanyu/contracts/admin/content';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { checkFailureOf } from './content-check.ts';

/** What the last action on an entry did, said in the entry's status line. */
export type EntryNotice =
  | { kind: 'saved'; revision: number }
  | { kind: 'published'; revision: number }
  | { kind: 'unpublished' }
  | { kind: 'rejected'; revision: number }
  | { kind: 'failed'; problem: Problem }
  /** A publish refused by the content checks (teaching content, decision 061): every problem. */
  | { kind: 'checkFailed'; problems: ContentProblem[] };

/** Publishing (approving) a revision, rejecting a submitted one, and unpublishing the entry; each answer, or refusal, becomes the notice. */
export function useEntryActions({
  type,
  id,
  onProblem,
  onChanged,
  setNotice,
}: {
  type: ManagedType;
  id: string;
  onProblem: (problem: Problem) => void;
  onChanged: () => void;
  setNotice: (notice: EntryNotice | null) => void;
}) {
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (action: () => Promise<EntryNotice>) => {
      setBusy(true);
      setNotice(null);
      try {
        setNotice(await action());
        onChanged();
      } catch (error) {
        const problem = toProblem(error);
        onProblem(problem);
        const problems = checkFailureOf(error);
        setNotice(problems ? { kind: 'checkFailed', problems } : { kind: 'failed', problem });
      } finally {
        setBusy(false);
      }
    },
    [onChanged, onProblem, setNotice],
  );
  return {
    busy,
    publish: (revision: number) =>
      run(async () => {
        await callApi(PublishManagedContent, { type, id, revision });
        return { kind: 'published', revision };
      }),
    unpublish: () =>
      run(async () => {
        await callApi(UnpublishManagedContent, { type, id });
        return { kind: 'unpublished' };
      }),
    reject: (revision: number, reason: string) =>
      run(async () => {
        await callApi(RejectManagedContent, { type, id, revision, reason });
        return { kind: 'rejected', revision };
      }),
  };
}
