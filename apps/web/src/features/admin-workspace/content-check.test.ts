import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-client.ts';
import { checkFailureOf, fieldMessagesOf, problemLine } from './content-check.ts';
import { emptyDraft } from './content-draft.ts';
import { editorReducer, initialEditor } from './content-editor-state.ts';

const polyphone = {
  field: 'readings',
  position: '第 1 行',
  message: '“长出”中的“长”没有 chang3 这个读音，可读 chang2、zhang3',
};
const range = { field: 'text', position: '', message: '这一难度的短文应有 100–180 个音节，现在有 90 个' };

describe('the content checks’ problems in the workspace', () => {
  it('reads every problem of a publish the checks refused, and nothing of another refusal', () => {
    const refused = new ApiError('ContentCheckFailed', '内容检查未通过', { problems: [polyphone, range] });
    expect(checkFailureOf(refused)).toEqual([polyphone, range]);
    expect(checkFailureOf(new ApiError('ContentChanged', '内容已被他人修改'))).toBeNull();
    expect(checkFailureOf(new Error('network'))).toBeNull();
  });

  it('writes a problem with its place, and keeps the first of each field for its control', () => {
    expect(problemLine(polyphone)).toBe('第 1 行：“长出”中的“长”没有 chang3 这个读音，可读 chang2、zhang3');
    expect(problemLine(range)).toBe(range.message);
    const second = { ...polyphone, position: '第 2 行' };
    expect(fieldMessagesOf([polyphone, range, second])).toEqual({
      readings: problemLine(polyphone),
      text: range.message,
    });
  });

  it('keeps a draft saved with problems, shows them at their fields until each is edited', () => {
    const opened = initialEditor(emptyDraft('passage'), null);
    const saved = editorReducer(editorReducer(opened, { type: 'saving' }), {
      type: 'saved',
      revision: 1,
      problems: [polyphone, range],
    });
    expect(saved.baseRevision).toBe(1);
    expect(saved.contentProblems).toEqual([polyphone, range]);
    expect(saved.problems.fields).toEqual({ readings: problemLine(polyphone), text: range.message });
    const edited = editorReducer(saved, { type: 'edit', name: 'readings', value: '长出 zhang3 chu1' });
    expect(edited.problems.fields).toEqual({ text: range.message });
    // The next save starts clean: its own answer says what remains.
    expect(editorReducer(edited, { type: 'saving' }).contentProblems).toEqual([]);
  });

  it('opens a saved revision with its problems at their fields', () => {
    const opened = initialEditor(emptyDraft('passage'), 1);
    const checked = editorReducer(opened, { type: 'contentChecked', problems: [polyphone] });
    expect(checked.contentProblems).toEqual([polyphone]);
    expect(checked.problems.fields).toEqual({ readings: problemLine(polyphone) });
    expect(checked.baseRevision).toBe(1);
  });
});
