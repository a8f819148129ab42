import type { ContentProblem } from '@hanyu/contracts/admin/content';
import type { Problem } from '../../shared/api/problem.ts';
import { fieldMessagesOf } from './content-check.ts';
import { NO_PROBLEMS, type ContentDraft, type DraftProblems } from './content-draft.ts';

/**
 * The editor's state: what was typed (kept through every refusal), the revision it started from, the
 * problems found by the check or the server, and what the last save did.
 */
export interface EditorState {
  draft: ContentDraft;
  baseRevision: number | null;
  problems: DraftProblems;
  /** A refusal that belongs to no field (ContentChanged, the network, the role taken away). */
  refusal: Problem | null;
  saving: boolean;
  savedRevision: number | null;
  /** The content checks' problems of the last save (teaching content): kept as a draft, not publishable yet. */
  contentProblems: ContentProblem[];
}

export type EditorAction =
  | { type: 'edit'; name: string; value: string }
  | { type: 'editNote'; note: string }
  | { type: 'saving' }
  | { type: 'checked'; problems: DraftProblems }
  | { type: 'failed'; problem: Problem }
  | { type: 'saved'; revision: number; problems?: ContentProblem[] }
  /** The content checks' problems of the revision the editor was opened on (teaching content). */
  | { type: 'contentChecked'; problems: ContentProblem[] };

export function initialEditor(draft: ContentDraft, baseRevision: number | null): EditorState {
  return {
    draft,
    baseRevision,
    problems: NO_PROBLEMS,
    refusal: null,
    saving: false,
    savedRevision: null,
    contentProblems: [],
  };
}

function withoutField(problems: DraftProblems, name: string): DraftProblems {
  if (!(name in problems.fields)) return problems;
  const fields = Object.fromEntries(Object.entries(problems.fields).filter(([field]) => field !== name));
  return { ...problems, fields };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'edit':
      return {
        ...state,
        draft: { ...state.draft, values: { ...state.draft.values, [action.name]: action.value } },
        problems: withoutField(state.problems, action.name),
        savedRevision: null,
      };
    case 'contentChecked':
      return {
        ...state,
        problems: { fields: fieldMessagesOf(action.problems), form: state.problems.form },
        contentProblems: action.problems,
      };
    case 'editNote':
      return { ...state, draft: { ...state.draft, note: action.note }, savedRevision: null };
    case 'saving':
      return {
        ...state,
        saving: true,
        refusal: null,
        problems: NO_PROBLEMS,
        savedRevision: null,
        contentProblems: [],
      };
    case 'checked':
      return { ...state, saving: false, problems: action.problems };
    case 'failed':
      return { ...state, saving: false, refusal: action.problem };
    case 'saved':
      // The saved text is the new revision's: the next save builds on it, with a note of its own. The
      // content checks' problems stay at their fields until the field is edited.
      return {
        ...state,
        saving: false,
        baseRevision: action.revision,
        draft: { ...state.draft, note: '' },
        problems: { fields: fieldMessagesOf(action.problems ?? []), form: [] },
        refusal: null,
        savedRevision: action.revision,
        contentProblems: action.problems ?? [],
      };
  }
}
