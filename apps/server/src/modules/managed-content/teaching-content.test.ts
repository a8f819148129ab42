import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_DATA_DIR } from '@hanyu/content/content-files';
import { registerAccount } from '../../test/accounts.ts';
import { testDialects } from '../../test/databases.ts';
import { runServerCommand } from '../../test/server-command.ts';
import { TREE_PASSAGE as passage, TREE_READINGS } from '../../test/managed-passage.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';

const topic = {
  topicId: 'T60',
  title: '我家附近的小公园',
  titleEn: 'The Small Park Near My Home',
  category: 'life',
  guidanceZh:
    '先交代公园在哪里、有多大，再按一天里的早晨、中午和傍晚说说公园里的人和事，最后谈谈这个公园给你和邻居们带来了什么。',
  guidanceEn:
    'Say where the park is and how big it is, then describe the people and scenes there in the morning, at noon and in the evening, and end with what the park gives you and your neighbours.',
  outlineZh: ['公园的位置和样子', '早晨和傍晚的公园', '我在公园里做的事', '公园对邻居们的意义'],
  outlineEn: [
    'Where the park is and what it looks like',
    'The park in the morning and the evening',
    'What I do in the park',
    'What the park means to the neighbours',
  ],
  vocabulary: ['晨练', '散步', '树荫', '长椅', '热闹', '邻居'],
};

describe.each(testDialects)('teaching content managed from the workspace, on %s', (dialect) => {
  let t: TestApp;
  let second: TestApp;
  let admin: string;
  const adminAccount = `teaching-admin-${dialect}@example.com`;

  const call = async (app: TestApp, path: string, payload: object) => (await callApi(app, path, payload)).json();
  const admin$ = (path: string, payload: object) => call(t, path, { token: admin, ...payload });

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    // A second instance on the same database (and store): what one publishes, the other serves.
    second = await buildTestApp({ database: t.database, store: t.store });
    admin = (await registerAccount(t, adminAccount)).token;
    const made = await runServerCommand('create-admin.ts', [adminAccount], t.database.url);
    expect(made.code, made.err).toBe(0);
  }, 120_000);
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('saves a passage whose reading of a polyphone is wrong as a draft, lists the problem and refuses to publish it', async () => {
    const saved = await admin$('/admin/content/save', { type: 'passage', fields: passage });
    expect(saved.result, saved.message).toBe(true);
    expect(saved.returnValue.entry.state).toBe('draft');
    expect(saved.returnValue.problems).toEqual([
      {
        field: 'readings',
        position: '第 1 行',
        message: '“长出”中的“长”没有 chang3 这个读音，可读 chang2、zhang3',
      },
    ]);
    const id = saved.returnValue.entry.id as string;
    const refused = await admin$('/admin/content/publish', { type: 'passage', id, revision: 1 });
    expect(refused).toMatchObject({ result: false, code: 'ContentCheckFailed' });
    expect(refused.returnValue.problems).toEqual(saved.returnValue.problems);
    expect((await call(second, '/psc/study/passage', { id: 'P201' })).code).toBe('NoResource');

    // The check endpoint answers the same, with the polyphones to review and no preview while it fails.
    const checked = (await admin$('/admin/content/check', { type: 'passage', fields: passage })).returnValue;
    expect(checked.problems).toEqual(saved.returnValue.problems);
    expect(checked.passage).toBeNull();
    expect(checked.polyphones.length).toBeGreaterThan(0);
  });

  it('publishes a good passage to the learners of every instance at once, and unpublishing hides it again', async () => {
    const fields = { ...passage, readings: TREE_READINGS };
    const saved = await admin$('/admin/content/save', { type: 'passage', fields });
    expect(saved.returnValue.problems).toEqual([]);
    const id = saved.returnValue.entry.id as string;

    const preview = (await admin$('/admin/content/check', { type: 'passage', fields })).returnValue;
    expect(preview.problems).toEqual([]);
    expect(preview.passage).toMatchObject({ id: 'P201', title: '院子里的小树' });
    const chu = preview.passage.syllables.find((s: { hanzi: string }) => s.hanzi === '长');
    expect(chu.pinyin).toBe('zhang3');

    const published = await admin$('/admin/content/publish', { type: 'passage', id, revision: 1 });
    expect(published.returnValue).toMatchObject({ state: 'published', publishedRevision: 1 });
    for (const instance of [t, second]) {
      const detail = (await call(instance, '/psc/study/passage', { id: 'P201' })).returnValue;
      expect(detail).toMatchObject({ id: 'P201', title: '院子里的小树', level: 'beginner' });
      expect(detail.syllables.filter((s: { hanzi: string }) => s.hanzi === '长')[0].pinyin).toBe('zhang3');
      const list = (await call(instance, '/psc/study/passages', { level: 'beginner', pageSize: 100 })).returnValue;
      expect(list.list.map((item: { id: string }) => item.id)).toContain('P201');
    }

    await admin$('/admin/content/unpublish', { type: 'passage', id });
    expect((await call(second, '/psc/study/passage', { id: 'P201' })).code).toBe('NoResource');
    const list = (await call(t, '/psc/study/passages', { level: 'beginner', pageSize: 100 })).returnValue;
    expect(list.list.map((item: { id: string }) => item.id)).not.toContain('P201');
  });

  it('lets a managed passage take an authored one’s place, and unpublishing restores the authored text', async () => {
    const authored = (await call(t, '/psc/study/passage', { id: 'P001' })).returnValue;
    const list = async () =>
      (await call(second, '/psc/study/passages', { level: 'beginner', pageSize: 100 })).returnValue.list.map(
        (item: { id: string }) => item.id,
      );
    const before = await list();
    const fields = { ...passage, passageId: 'P001', readings: TREE_READINGS };
    const id = (await admin$('/admin/content/save', { type: 'passage', fields })).returnValue.entry.id as string;
    await admin$('/admin/content/publish', { type: 'passage', id, revision: 1 });
    expect((await call(second, '/psc/study/passage', { id: 'P001' })).returnValue.title).toBe('院子里的小树');
    // In the authored passage's place, not added at the end.
    expect(await list()).toEqual(before);

    // Another entry cannot publish under the same id while this one holds it.
    const other = (await admin$('/admin/content/save', { type: 'passage', fields })).returnValue.entry.id as string;
    const clash = await admin$('/admin/content/publish', { type: 'passage', id: other, revision: 1 });
    expect(clash).toMatchObject({ result: false, code: 'ContentCheckFailed' });
    expect(clash.returnValue.problems[0].message).toContain('P001');

    await admin$('/admin/content/unpublish', { type: 'passage', id });
    expect((await call(second, '/psc/study/passage', { id: 'P001' })).returnValue).toEqual(authored);
  });

  it('keeps what is published laid over the authored content when a changed content load runs again', async () => {
    const fields = { ...passage, passageId: 'P202', readings: TREE_READINGS };
    const id = (await admin$('/admin/content/save', { type: 'passage', fields })).returnValue.entry.id as string;
    await admin$('/admin/content/publish', { type: 'passage', id, revision: 1 });
    // A deploy with changed files: the loader replaces the authored items.
    await t.database.db.updateTable('content_version').set({ hash: 'changed' }).where('name', '=', 'study').execute();
    const third = await buildTestApp({ database: t.database, store: t.store });
    try {
      expect((await call(third, '/psc/study/passage', { id: 'P202' })).returnValue.title).toBe('院子里的小树');
      expect((await call(third, '/psc/study/passage', { id: 'P001' })).returnValue.id).toBe('P001');
    } finally {
      await third.close();
    }
  }, 60_000);

  it('checks a topic by the authored topic schema and publishes it to the topic list', async () => {
    const short = await admin$('/admin/content/save', {
      type: 'topic',
      fields: { ...topic, vocabulary: ['晨练', '散步'] },
    });
    expect(short.returnValue.problems).toEqual([
      { field: 'vocabulary', position: '', message: '常用词语至少要有 6 项' },
    ]);
    const id = (await admin$('/admin/content/save', { type: 'topic', fields: topic })).returnValue.entry.id as string;
    const preview = (await admin$('/admin/content/check', { type: 'topic', fields: topic })).returnValue;
    expect(preview.topic).toMatchObject({ id: 'T60', outline: { zh: topic.outlineZh } });
    await admin$('/admin/content/publish', { type: 'topic', id, revision: 1 });
    const topics = (await call(second, '/psc/study/topics', { pageSize: 100 })).returnValue.list;
    expect(topics.at(-1)).toMatchObject({ id: 'T60', title: '我家附近的小公园' });
    expect((await call(second, '/psc/study/topic', { id: 'T60' })).returnValue.vocabulary).toEqual(topic.vocabulary);
  });

  it('checks a PSC mock paper by the paper schema and rules, and adds a good one to the learners’ papers', async () => {
    const file = JSON.parse(readFileSync(join(CONTENT_DATA_DIR, 'psc', 'papers', 'M01.json'), 'utf8')) as {
      id: string;
      syllables: unknown[];
    };
    const broken = { ...file, id: 'M31', syllables: file.syllables.slice(0, 90) };
    const bad = await admin$('/admin/content/save', {
      type: 'pscPaper',
      fields: { paperId: 'M31', paper: JSON.stringify(broken) },
    });
    expect(bad.returnValue.problems.map((p: { position: string }) => p.position)).toContain('part1-count');
    expect(bad.returnValue.problems[0].message).toContain('不符合组卷规则“第一题的字数”');
    const refused = await admin$('/admin/content/publish', {
      type: 'pscPaper',
      id: bad.returnValue.entry.id,
      revision: 1,
    });
    expect(refused.code).toBe('ContentCheckFailed');

    const good = { ...file, id: 'M31' };
    const saved = await admin$('/admin/content/save', {
      type: 'pscPaper',
      fields: { paperId: 'M31', paper: JSON.stringify(good, null, 2) },
    });
    expect(saved.returnValue.problems).toEqual([]);
    await admin$('/admin/content/publish', { type: 'pscPaper', id: saved.returnValue.entry.id, revision: 1 });
    const papers = (await call(second, '/psc/exam/papers', {})).returnValue.list;
    expect(papers.at(-1)).toMatchObject({ paperId: 'M31', title: '普通话水平测试模拟试卷（三十一）' });
  });
});
