import type { ContentProblem } from '@hanyu/contracts/admin/content';
import type { Problem } from '../../shared/api/problem.ts';
import { fieldMessagesOf } from './content-check.ts';
import { NO_PROBLEMS, type ContentDraft, type DraftProblems } from './content-draft.ts';
import { mergedValues, mergeFields, type FieldMerge } from './content-merge.ts';

/** Another administrator's revision saved since this editor opened, and its merge with what was typed. */
export interface PendingMerge {
  revision: number;
  author: string;
  theirs: Record<string, string>;
  fields: FieldMerge[];
  /** The side chosen for each conflicting field. */
  choices: Record<string, 'mine' | 'theirs'>;
}

/**
 * The editor's state: what was typed (kept through every refusal), the revision it started from, the
 * problems found by the check or the server, and what the last save did.
 */
export interface EditorState {
  draft: ContentDraft;
  baseRevision: number | null;
  /** The fields of `baseRevision` as the editor opened (or last saved) them: the merge's common ancestor. */
  baseValues: Record<string, string>;
  /** Set when a save was refused because another revision came first (ContentChanged). */
  merge: PendingMerge | null;
  /** The revision the draft was last merged onto, for the notice that asks to check and save again. */
  mergedOnto: number | null;
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
  | { type: 'contentChecked'; problems: ContentProblem[] }
  /** The save was refused for a later revision (ContentChanged): its fields, to merge with the draft. */
  | { type: 'changed'; revision: number; author: string; theirs: Record<string, string> }
  | { type: 'choose'; name: string; side: 'mine' | 'theirs' }
  /** The merge taken into the draft (`keepMine: false`: this editor's changes dropped for theirs). */
  | { type: 'applyMerge'; keepMine: boolean };

export function initialEditor(draft: ContentDraft, baseRevision: number | null): EditorState {
  return {
    draft,
    baseRevision,
    baseValues: draft.values,
    merge: null,
    mergedOnto: null,
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
    case 'edit': {
      const values = { ...state.draft.values, [action.name]: action.value };
      return {
        ...state,
        draft: { ...state.draft, values },
        problems: withoutField(state.problems, action.name),
        savedRevision: null,
        // A merge on offer follows what is typed meanwhile.
        merge: state.merge && {
          ...state.merge,
          fields: mergeFields(Object.keys(state.merge.theirs), state.baseValues, values, state.merge.theirs),
        },
      };
    }
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
    case 'changed':
      return {
        ...state,
        saving: false,
        // The merge panel says what happened, in place of the refusal's "reopen the entry".
        refusal: null,
        merge: {
          revision: action.revision,
          author: action.author,
          theirs: action.theirs,
          fields: mergeFields(Object.keys(action.theirs), state.baseValues, state.draft.values, action.theirs),
          choices: {},
        },
      };
    case 'choose':
      return state.merge
        ? { ...state, merge: { ...state.merge, choices: { ...state.merge.choices, [action.name]: action.side } } }
        : state;
    case 'applyMerge': {
      if (!state.merge) return state;
      const values = action.keepMine ? mergedValues(state.merge.fields, state.merge.choices) : state.merge.theirs;
      if (!values) return state;
      // The draft now stands on the later revision: the next save builds on it.
      return {
        ...state,
        draft: { ...state.draft, values: { ...state.draft.values, ...values } },
        baseRevision: state.merge.revision,
        baseValues: state.merge.theirs,
        merge: null,
        mergedOnto: state.merge.revision,
        refusal: null,
        problems: NO_PROBLEMS,
        savedRevision: null,
      };
    }
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
        baseValues: state.draft.values,
        merge: null,
        mergedOnto: null,
        problems: { fields: fieldMessagesOf(action.problems ?? []), form: [] },
        refusal: null,
        savedRevision: action.revision,
        contentProblems: action.problems ?? [],
      };
  }
}
