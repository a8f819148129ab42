import { useCallback, useReducer } from 'react';
import { SaveManagedContent, type ManagedEntry, type ManagedType } from '@hanyu/contracts/admin/content';
import { ApiError, callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { checkDraft, hasProblems, issuesOfReturnValue, problemsOfIssues, type ContentDraft } from './content-draft.ts';
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
      onProblem(problem);
      // The server's field checks are the contract's: shown at their fields, as the local check's are.
      const problems = error instanceof ApiError ? problemsOfIssues(issuesOfReturnValue(error.returnValue)) : null;
      if (problems && hasProblems(problems)) dispatch({ type: 'checked', problems });
      else dispatch({ type: 'failed', problem });
      return false;
    }
  }, [type, id, state.baseRevision, state.draft, onProblem, onSaved]);

  return {
    state,
    edit: (name: string, value: string) => dispatch({ type: 'edit', name, value }),
    editNote: (note: string) => dispatch({ type: 'editNote', note }),
    save,
  };
}
