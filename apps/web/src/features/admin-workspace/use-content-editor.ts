import { useCallback, useEffect, useReducer } from 'react';
import {
  CheckManagedContent,
  GetManagedContent,
  MANAGED_TYPE_SPECS,
  SaveManagedContent,
  type ManagedEntry,
  type ManagedType,
} from '@hanyu/contracts/admin/content';
import { ApiError, callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import {
  checkDraft,
  draftOfFields,
  fieldsOfDraft,
  hasProblems,
  issuesOfReturnValue,
  problemsOfIssues,
  type ContentDraft,
} from './content-draft.ts';
import { checkFailureOf } from './content-check.ts';
import { editorReducer, initialEditor } from './content-editor-state.ts';

/**
 * One entry's editor: the draft, checked with the save contract before it is sent, and the save. A
 * refusal (the check's, the server's field issues, ContentChanged, anything else) keeps what was typed.
 */
export interface ContentEditorOptions {
  type: ManagedType;
  id: string | null;
  draft: ContentDraft;
  baseRevision: number | null;
  onProblem: (problem: Problem) => void;
  onSaved: (entry: ManagedEntry, revision: number) => void;
}

export function useContentEditor({ type, id, draft, baseRevision, onProblem, onSaved }: ContentEditorOptions) {
  const [state, dispatch] = useReducer(editorReducer, initialEditor(draft, baseRevision));

  // A saved revision of teaching content opens with its content checks' problems at their fields.
  const checked = MANAGED_TYPE_SPECS[type].checked === true && id !== null;
  useEffect(() => {
    if (!checked) return undefined;
    let current = true;
    callApi(CheckManagedContent, { type, fields: fieldsOfDraft(type, draft) }).then(
      (result) => current && dispatch({ type: 'contentChecked', problems: result.problems }),
      () => undefined, // The preview beside shows the same check's failure.
    );
    return () => {
      current = false;
    };
    // Once per opened revision: the editor is keyed by the entry and made again when it reopens.
  }, [checked]);

  const save = useCallback(async (): Promise<boolean> => {
    const checked = checkDraft(type, id, state.baseRevision, state.draft);
    if (checked.problems) {
      dispatch({ type: 'checked', problems: checked.problems });
      return false;
    }
    dispatch({ type: 'saving' });
    try {
      const saved = await callApi(SaveManagedContent, checked.payload);
      dispatch({ type: 'saved', revision: saved.revision, problems: saved.problems });
      onSaved(saved.entry, saved.revision);
      return true;
    } catch (error) {
      const problem = toProblem(error);
      if (error instanceof ApiError && error.id === 'ContentChanged' && id !== null) {
        // Someone saved first: their revision is fetched and merged with what was typed, for the
        // administrator to look over (nothing typed is lost either way).
        try {
          const latest = await callApi(GetManagedContent, { type, id });
          const author = latest.revisions.find((revision) => revision.revision === latest.revision)?.author ?? '';
          const theirs = draftOfFields(type, latest.fields).values;
          dispatch({ type: 'changed', revision: latest.revision, author, theirs });
          return false;
        } catch {
          // The refusal itself is shown below, as any other.
        }
      }
      onProblem(problem);
      // The server's field checks are the contract's: shown at their fields, as the local check's are.
      const problems = error instanceof ApiError ? problemsOfIssues(issuesOfReturnValue(error.returnValue)) : null;
      if (problems && hasProblems(problems)) dispatch({ type: 'checked', problems });
      else dispatch({ type: 'failed', problem });
      // A revision the content checks refuse to keep at all (a graded unit the course does not have,
      // decision 073): its problems at their fields, as a saved revision's are.
      const refused = checkFailureOf(error);
      if (refused) dispatch({ type: 'contentChecked', problems: refused });
      return false;
    }
  }, [type, id, state.baseRevision, state.draft, onProblem, onSaved]);

  return {
    state,
    edit: (name: string, value: string) => dispatch({ type: 'edit', name, value }),
    editNote: (note: string) => dispatch({ type: 'editNote', note }),
    chooseSide: (name: string, side: 'mine' | 'theirs') => dispatch({ type: 'choose', name, side }),
    applyMerge: (keepMine: boolean) => dispatch({ type: 'applyMerge', keepMine }),
    save,
  };
}
