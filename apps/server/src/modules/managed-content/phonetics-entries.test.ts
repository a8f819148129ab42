import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPhonetics } from '@hanyu/content/content-files';
import type { InitialEntry } from '@hanyu/content/phonetics-schema';
import { testDialects } from '../../test/databases.ts';
import { callApi, type TestApp } from '../../test/test-app.ts';
import {
  closeWorkspaceApps,
  expectRefusedToLearnerAndTeacher,
  workspaceApps,
  type WorkspaceApps,
} from '../../test/workspace-apps.ts';

const KEY = 'zh';

function authoredEntry(): InitialEntry {
  const entry = loadPhonetics().initials?.find((candidate) => candidate.key === KEY);
  if (!entry) throw new Error(`no entry ${KEY}`);
  return entry;
}

/** The authored entry revised: a paragraph added to its teaching text, and one more practice word. */
function revisedEntry(): InitialEntry {
  const entry = structuredClone(authoredEntry());
  entry.describes = `${entry.describes}\n\n练习时可以先把舌尖轻轻抵住硬腭前部，再慢慢放开，体会气流从窄缝中挤出的感觉。`;
  entry.words = [...entry.words, { text: '照片', pinyin: 'zhao4 pian4' }];
  return entry;
}

const fieldsOf = (entry: InitialEntry, entryKey = KEY) => ({ entryKey, entry: JSON.stringify(entry, null, 2) });

describe.each(testDialects)('phonetics entries revised from the workspace, on %s', (dialect) => {
  let apps: WorkspaceApps;
  let t: TestApp;
  let second: TestApp;
  let admin: string;
  let learner: string;

  const call = async (app: TestApp, path: string, payload: object) => (await callApi(app, path, payload)).json();
  const admin$ = (app: TestApp, path: string, payload: object) => call(app, path, { token: admin, ...payload });
  const entryOn = async (app: TestApp) => {
    const answer = await call(app, '/psc/study/entry', { token: learner, key: KEY });
    expect(answer.result, answer.message).toBe(true);
    return answer.returnValue as { describes: string; words: Array<{ text: string }>; prev: string; next: string };
  };

  beforeAll(async () => {
    apps = await workspaceApps(dialect, 'phonetics');
    ({ t, second, admin, learner } = apps);
  }, 120_000);
  afterAll(() => closeWorkspaceApps(apps));

  it('refuses the workspace’s phonetics entries to a learner and a teacher', async () => {
    await expectRefusedToLearnerAndTeacher(apps, 'phoneticsEntry', fieldsOf(revisedEntry()), [
      '/admin/content/check',
      '/admin/content/save',
      '/admin/content/list',
    ]);
  });

  it('refuses an entry the catalogue does not have, saying only existing entries can be revised, and keeps nothing', async () => {
    const refused = await admin$(t, '/admin/content/save', {
      type: 'phoneticsEntry',
      fields: fieldsOf({ ...revisedEntry(), key: 'zz' }, 'zz'),
    });
    expect(refused).toMatchObject({ result: false, code: 'ContentCheckFailed' });
    expect(refused.returnValue.problems).toEqual([
      {
        field: 'entryKey',
        position: '',
        message: expect.stringMatching(/^语音教学中没有条目 zz：只能修订已有的/u),
      },
    ]);
    expect((await admin$(t, '/admin/content/list', { type: 'phoneticsEntry' })).returnValue.total).toBe(0);
  });

  it('keeps a revision with wrong pinyin as a draft, naming each problem in Chinese at its place, and refuses to publish it', async () => {
    const broken = structuredClone(authoredEntry());
    broken.syllables[0] = 'za1';
    broken.words[0] = { text: '知道', pinyin: 'zhi4 dao4' };
    broken.steps.zh = ['舌尖上翘'];
    const saved = await admin$(t, '/admin/content/save', { type: 'phoneticsEntry', fields: fieldsOf(broken) });
    expect(saved.result, saved.message).toBe(true);
    expect(saved.returnValue.entry.state).toBe('draft');
    expect(saved.returnValue.problems).toEqual([{ field: 'entry', position: '.steps.zh', message: '至少要有 2 项' }]);

    broken.steps.zh = authoredEntry().steps.zh;
    const again = await admin$(t, '/admin/content/save', {
      type: 'phoneticsEntry',
      id: saved.returnValue.entry.id,
      baseRevision: 1,
      fields: fieldsOf(broken),
    });
    expect(again.returnValue.problems).toEqual([
      { field: 'entry', position: '.syllables[0]', message: '音节 za1 的声母不是 zh' },
      { field: 'entry', position: '.words[0]', message: '“知道”写作 zhi4 dao4，按上下文应读 zhi1 dao4' },
    ]);
    const refused = await admin$(t, '/admin/content/publish', {
      type: 'phoneticsEntry',
      id: saved.returnValue.entry.id,
      revision: 2,
    });
    expect(refused).toMatchObject({ result: false, code: 'ContentCheckFailed' });
    expect((await entryOn(second)).describes).toBe(authoredEntry().describes);
  });

  it('serves a published revision on another instance at once, in its place in the chain, and the authored entry again once unpublished', async () => {
    const before = await entryOn(second);
    const revised = revisedEntry();
    const preview = await admin$(t, '/admin/content/check', { type: 'phoneticsEntry', fields: fieldsOf(revised) });
    expect(preview.returnValue.problems).toEqual([]);
    expect(preview.returnValue.phonetics).toMatchObject({ key: KEY, describes: revised.describes });
    const saved = await admin$(t, '/admin/content/save', { type: 'phoneticsEntry', fields: fieldsOf(revised) });
    expect(saved.returnValue.problems).toEqual([]);
    const id = saved.returnValue.entry.id as string;
    const published = await admin$(t, '/admin/content/publish', { type: 'phoneticsEntry', id, revision: 1 });
    expect(published.result, published.message).toBe(true);

    const served = await entryOn(second);
    expect(served).toEqual(preview.returnValue.phonetics);
    expect(served.words.at(-1)?.text).toBe('照片');
    expect({ prev: served.prev, next: served.next }).toEqual({ prev: before.prev, next: before.next });

    const unpublished = await admin$(second, '/admin/content/unpublish', { type: 'phoneticsEntry', id });
    expect(unpublished.returnValue.state).toBe('unpublished');
    for (const app of [t, second]) expect(await entryOn(app)).toEqual(before);
  });
});
