import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  draftOfFields,
  emptyDraft,
  fieldsOfDraft,
  issuesOfReturnValue,
  linesOfText,
  problemsOfIssues,
  textOfLines,
} from './content-draft.ts';
import { editorReducer, initialEditor } from './content-editor-state.ts';

const ID = 'f'.repeat(32);
const news = {
  title: '平台上线',
  category: 'platform',
  publishedOn: '2026-11-27',
  summary: '摘要',
  body: '第一段\n第二段',
  source: '',
};

describe('the editor’s fields', () => {
  it('turns a list into one item per line and back, blank lines and spaces dropped', () => {
    expect(textOfLines(['一', '二'])).toBe('一\n二');
    expect(linesOfText(' 一 \r\n\n二\n  ')).toEqual(['一', '二']);
    expect(linesOfText('')).toEqual([]);
  });

  it('starts a new entry with every field of its type blank', () => {
    expect(emptyDraft('school')).toEqual({
      values: { name: '', region: '', stage: '', summary: '', highlights: '' },
      note: '',
    });
  });

  it('opens a saved revision with its list fields as lines and sends them back as lists', () => {
    const draft = draftOfFields('school', {
      name: '学校',
      region: '北京',
      stage: 'primary',
      summary: '简介',
      highlights: ['一', '二'],
    });
    expect(draft.values['highlights']).toBe('一\n二');
    expect(fieldsOfDraft('school', draft)['highlights']).toEqual(['一', '二']);
    expect(fieldsOfDraft('news', draftOfFields('news', news))).toEqual(news);
  });
});

describe('checking a draft with the save contract', () => {
  it('sends the revision the editor was opened on, null for a new entry', () => {
    const fresh = checkDraft('news', null, null, { values: news, note: '' });
    expect(fresh.payload).toMatchObject({ type: 'news', baseRevision: null, fields: news });
    expect(fresh.payload).not.toHaveProperty('id');
    const opened = checkDraft('news', ID, 3, { values: news, note: '改标题' });
    expect(opened.payload).toMatchObject({ id: ID, baseRevision: 3, note: '改标题' });
  });

  it('names each field that is wrong with the contract’s own message', () => {
    const { problems } = checkDraft('news', null, null, {
      values: { ...news, title: '  ', publishedOn: '2026-02-30' },
      note: '',
    });
    expect(problems?.fields).toEqual({
      title: '请填写标题',
      publishedOn: '发布日期应为“年-月-日”，如 2026-11-27',
    });
    expect(problems?.form).toEqual([]);
  });

  it('puts a problem that names no field under the form', () => {
    const { problems } = checkDraft('news', null, null, { values: news, note: '长'.repeat(201) });
    expect(problems?.fields).toEqual({});
    expect(problems?.form).toEqual(['修改说明最多 200 个字']);
  });

  it('places the server’s issues, whose paths are dotted text', () => {
    const issues = issuesOfReturnValue({
      issues: [
        { path: 'fields.title', message: '请填写标题' },
        { path: 'fields.title', message: '第二条' },
        { path: '', message: '别的问题' },
        { path: 'fields.x' },
      ],
    });
    expect(problemsOfIssues(issues)).toEqual({ fields: { title: '请填写标题' }, form: ['别的问题'] });
    expect(issuesOfReturnValue(null)).toEqual([]);
  });
});

describe('the editor’s state', () => {
  const start = initialEditor({ values: { ...news, title: '' }, note: '' }, 2);

  it('keeps what was typed through a refusal and clears a field’s problem once it is edited', () => {
    let state = editorReducer(start, { type: 'checked', problems: { fields: { title: '请填写标题' }, form: [] } });
    expect(state.draft.values['body']).toBe(news.body);
    state = editorReducer(state, { type: 'edit', name: 'title', value: '新标题' });
    expect(state.problems.fields).toEqual({});
    state = editorReducer(state, { type: 'saving' });
    state = editorReducer(state, { type: 'failed', problem: { id: 'ContentChanged', message: '' } });
    expect(state.refusal?.id).toBe('ContentChanged');
    expect(state.draft.values['title']).toBe('新标题');
    expect(state.baseRevision).toBe(2);
  });

  it('builds the next save on the revision just saved', () => {
    let state = editorReducer(start, { type: 'editNote', note: '说明' });
    state = editorReducer(editorReducer(state, { type: 'saving' }), { type: 'saved', revision: 3 });
    expect(state).toMatchObject({ baseRevision: 3, savedRevision: 3, saving: false, refusal: null });
    expect(state.draft.note).toBe('');
  });
});
