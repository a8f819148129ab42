import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../../test/accounts.ts';
import { testDialects } from '../../test/databases.ts';
import { runServerCommand } from '../../test/server-command.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';

const news = {
  title: '普通话模拟测试上线',
  category: 'platform',
  publishedOn: '2026-11-20',
  summary: '四道题按官方评分规则计分。',
  body: '第一段。\n第二段。',
  source: '',
};

describe.each(testDialects)('content the administrators manage, on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let learner: string;
  const adminAccount = `content-admin-${dialect}@example.com`;

  const call = async (path: string, payload: object) => (await callApi(t, path, payload)).json();
  const save = (payload: object) => call('/admin/content/save', { token: admin, type: 'news', ...payload });

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    admin = (await registerAccount(t, adminAccount)).token;
    learner = (await registerAccount(t, `content-learner-${dialect}@example.com`)).token;
    const made = await runServerCommand('create-admin.ts', [adminAccount], t.database.url);
    expect(made.code, made.err).toBe(0);
  }, 120_000);
  afterAll(() => t.close());

  it('refuses a field that breaks its rules, naming it, and saves nothing', async () => {
    const refused = await save({ fields: { ...news, title: ' ', publishedOn: '2026-13-01' } });
    expect(refused.result).toBe(false);
    expect(refused.returnValue.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'fields.title',
      'fields.publishedOn',
    ]);
    expect(refused.message).toContain('请填写标题');
    expect((await call('/admin/content/list', { token: admin, type: 'news' })).returnValue.total).toBe(0);
  });

  it('keeps every revision with who and when, and refuses a save on a revision someone has saved after', async () => {
    const first = await save({ fields: news, note: '初稿' });
    expect(first.returnValue).toMatchObject({ revision: 1, entry: { state: 'draft', title: news.title } });
    const id = first.returnValue.entry.id as string;
    const second = await save({ id, baseRevision: 1, fields: { ...news, title: '普通话模拟测试正式上线' } });
    expect(second.returnValue.revision).toBe(2);
    // An editor still on revision 1: refused, revision 2 kept.
    const stale = await save({ id, baseRevision: 1, fields: { ...news, title: '旧稿' } });
    expect(stale).toMatchObject({ result: false, code: 'ContentChanged' });
    const got = (await call('/admin/content/get', { token: admin, type: 'news', id })).returnValue;
    expect(got).toMatchObject({ revision: 2, fields: { title: '普通话模拟测试正式上线' } });
    expect(
      got.revisions.map((revision: { revision: number; note: string }) => [revision.revision, revision.note]),
    ).toEqual([
      [2, ''],
      [1, '初稿'],
    ]);
    expect(got.revisions[0].author).toContain(adminAccount);
    const old = (await call('/admin/content/get', { token: admin, type: 'news', id, revision: 1 })).returnValue;
    expect(old.fields.title).toBe(news.title);
    const none = await call('/admin/content/get', { token: admin, type: 'news', id, revision: 9 });
    expect(none).toMatchObject({ result: false, code: 'ContentRevisionUnknown' });
  });

  it('lets two saves on one revision race: one lands, the other is told', async () => {
    const id = (await save({ fields: news })).returnValue.entry.id as string;
    const results = await Promise.all(
      ['甲', '乙', '丙'].map((title) => save({ id, baseRevision: 1, fields: { ...news, title } })),
    );
    expect(results.filter((result) => result.result === true)).toHaveLength(1);
    expect(results.filter((result) => result.code === 'ContentChanged')).toHaveLength(2);
    expect((await call('/admin/content/get', { token: admin, type: 'news', id })).returnValue.revisions).toHaveLength(
      2,
    );
  });

  it('shows learners a published revision only, and hides it again when unpublished, every step in the audit log', async () => {
    const id = (
      await save({ fields: { ...news, title: '联盟年会通知', category: 'league', publishedOn: '2026-11-25' } })
    ).returnValue.entry.id as string;
    expect(await call('/portal/news/detail', { id })).toMatchObject({ result: false, code: 'NoResource' });
    await save({
      id,
      baseRevision: 1,
      fields: { ...news, title: '联盟年会通知（修订）', category: 'league', publishedOn: '2026-11-25' },
    });

    const published = await call('/admin/content/publish', { token: admin, type: 'news', id, revision: 1 });
    expect(published.returnValue).toMatchObject({ state: 'published', publishedRevision: 1, latestRevision: 2 });
    // Learners read revision 1, not the later draft.
    expect((await call('/portal/news/detail', { token: learner, id })).returnValue).toMatchObject({
      title: '联盟年会通知',
      category: 'league',
      body: news.body,
    });
    const league = (await call('/portal/news/list', { category: 'league' })).returnValue;
    expect(league.list.map((item: { id: string }) => item.id)).toEqual([id]);
    expect(league.list[0]).not.toHaveProperty('body');
    const categories = (await call('/portal/news/categories', {})).returnValue;
    expect(categories).toEqual([
      { category: 'platform', count: 0 },
      { category: 'league', count: 1 },
      { category: 'notice', count: 0 },
    ]);

    const unpublished = await call('/admin/content/unpublish', { token: admin, type: 'news', id });
    expect(unpublished.returnValue).toMatchObject({ state: 'unpublished', latestRevision: 2 });
    expect(await call('/portal/news/detail', { id })).toMatchObject({ result: false, code: 'NoResource' });
    expect((await call('/portal/news/list', {})).returnValue.total).toBe(0);

    const log = (await call('/admin/audit/list', { token: admin, targetId: id })).returnValue.list;
    expect(log.map((entry: { action: string }) => entry.action)).toEqual([
      'content.unpublish',
      'content.publish',
      'content.save',
      'content.save',
    ]);
  });

  it('publishes league members in the order they joined and schools with their highlights', async () => {
    const member = (joinedOn: string, name: string) =>
      call('/admin/content/save', {
        token: admin,
        type: 'leagueMember',
        fields: { name, region: '北京', joinedOn, summary: '开设中文课程。', website: 'https://example.org/' },
      });
    for (const [day, name] of [
      ['2021-03-01', '后加入的学院'],
      ['2019-10-24', '创始成员学院'],
    ] as const) {
      const id = (await member(day, name)).returnValue.entry.id;
      await call('/admin/content/publish', { token: admin, type: 'leagueMember', id, revision: 1 });
    }
    const members = (await call('/portal/league/members', {})).returnValue;
    expect(members.map((m: { name: string }) => m.name)).toEqual(['创始成员学院', '后加入的学院']);

    const school = await call('/admin/content/save', {
      token: admin,
      type: 'school',
      fields: {
        name: '实验小学',
        region: '杭州',
        stage: 'primary',
        summary: '朗读课。',
        highlights: ['朗读社团', ' ', ''],
      },
    });
    await call('/admin/content/publish', {
      token: admin,
      type: 'school',
      id: school.returnValue.entry.id,
      revision: 1,
    });
    expect((await call('/portal/school/list', {})).returnValue).toEqual([
      expect.objectContaining({ name: '实验小学', stage: 'primary', highlights: ['朗读社团'] }),
    ]);
  });

  it('refuses the workspace to a learner, whatever the payload', async () => {
    for (const path of ['/admin/content/list', '/admin/content/save', '/admin/content/publish']) {
      const refused = await callApi(t, path, { token: learner, type: 'news' });
      expect(refused.json(), path).toMatchObject({ result: false, code: 'RoleRequired' });
    }
  });
});
