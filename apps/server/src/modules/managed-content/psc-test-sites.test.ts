import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PscTestSession } from '@hanyu/contracts/psc/signup';
import { loadPscTestSites } from '@hanyu/content/psc-test-sites';
import { testDialects } from '../../test/databases.ts';
import { addSeededSession, addSession, candidate } from '../../test/psc-signup.ts';
import { callApi, type TestApp } from '../../test/test-app.ts';
import {
  closeWorkspaceApps,
  expectRefusedToLearnerAndTeacher,
  workspaceApps,
  type WorkspaceApps,
} from '../../test/workspace-apps.ts';

const beijing = loadPscTestSites().find((site) => site.code === '1101');
if (!beijing) throw new Error('no authored site 1101');

/** The authored Beijing site revised: a new name and address. */
const revised1101 = {
  code: '1101',
  name: '北京市语言文字测试中心',
  province: '北京市',
  address: '北京市西城区',
  seatsPerSession: String(beijing.seatsPerSession),
};

/** A new site in Beijing, under a code the authored file does not use. */
const added1109 = {
  code: '1109',
  name: '北京市朝阳区普通话测试站',
  province: '北京市',
  address: '北京市朝阳区',
  seatsPerSession: '30',
};

describe.each(testDialects)('PSC test sites managed from the workspace, on %s', (dialect) => {
  let apps: WorkspaceApps;
  let t: TestApp;
  let second: TestApp;
  let admin: string;
  let learner: string;

  const call = async (app: TestApp, path: string, payload: object) => (await callApi(app, path, payload)).json();
  const admin$ = (app: TestApp, path: string, payload: object) => call(app, path, { token: admin, ...payload });
  const learner$ = (app: TestApp, path: string, payload: object) => call(app, path, { token: learner, ...payload });
  /** The Beijing sessions still to come as a learner lists them, by site code. */
  const sessionsAt = async (app: TestApp, code: string) => {
    const answer = await learner$(app, '/psc/signup/sessions', { provinceCode: '11', pageSize: 200 });
    expect(answer.result, answer.message).toBe(true);
    return (answer.returnValue.list as PscTestSession[]).filter((session) => session.site.code === code);
  };

  beforeAll(async () => {
    apps = await workspaceApps(dialect, 'sites');
    ({ t, second, admin, learner } = apps);
  }, 120_000);
  afterAll(() => closeWorkspaceApps(apps));

  it('refuses the workspace’s test sites to a learner and a teacher', async () => {
    await expectRefusedToLearnerAndTeacher(apps, 'pscTestSite', revised1101, [
      '/admin/content/check',
      '/admin/content/save',
      '/admin/content/list',
    ]);
  });

  it('refuses a malformed code or seats at their field, and saves nothing', async () => {
    const refused = await admin$(t, '/admin/content/save', {
      type: 'pscTestSite',
      fields: { ...added1109, code: '11A9', seatsPerSession: '90' },
    });
    expect(refused.result).toBe(false);
    expect(refused.returnValue.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'fields.code',
      'fields.seatsPerSession',
    ]);
    expect(refused.message).toContain('考点编号应为4 位数字');
    expect((await admin$(t, '/admin/content/list', { type: 'pscTestSite' })).returnValue.total).toBe(0);
  });

  it('keeps a site whose province is not its code’s as a draft, naming the field in Chinese, and refuses to publish it', async () => {
    const saved = await admin$(t, '/admin/content/save', {
      type: 'pscTestSite',
      fields: { ...added1109, province: '上海市' },
    });
    expect(saved.result, saved.message).toBe(true);
    expect(saved.returnValue.entry.state).toBe('draft');
    expect(saved.returnValue.problems).toEqual([
      { field: 'province', position: '', message: '考点编号前两位是北京市的代码，省份应为北京市' },
    ]);
    const id = saved.returnValue.entry.id as string;
    const refused = await admin$(t, '/admin/content/publish', { type: 'pscTestSite', id, revision: 1 });
    expect(refused).toMatchObject({ result: false, code: 'ContentCheckFailed' });
    expect(refused.returnValue.problems).toEqual(saved.returnValue.problems);
    expect(await sessionsAt(second, '1109')).toEqual([]);
  });

  it('serves a revised site’s name and address on another instance at once, and the authored ones again once unpublished', async () => {
    const before = await sessionsAt(second, '1101');
    expect(before.length).toBeGreaterThan(0);
    expect(before[0]?.site).toMatchObject({ name: beijing.name, address: beijing.address });

    const preview = await admin$(t, '/admin/content/check', { type: 'pscTestSite', fields: revised1101 });
    expect(preview.returnValue.problems).toEqual([]);
    expect(preview.returnValue.testSite).toMatchObject({ code: '1101', name: revised1101.name });
    const saved = await admin$(t, '/admin/content/save', { type: 'pscTestSite', fields: revised1101 });
    expect(saved.returnValue.problems).toEqual([]);
    const id = saved.returnValue.entry.id as string;
    const published = await admin$(t, '/admin/content/publish', { type: 'pscTestSite', id, revision: 1 });
    expect(published.returnValue).toMatchObject({ state: 'published', publishedRevision: 1 });

    const after = await sessionsAt(second, '1101');
    // The same sessions, now under the revised name and address.
    expect(after.map((session) => session.id)).toEqual(before.map((session) => session.id));
    for (const session of after) {
      expect(session.site).toMatchObject({ name: revised1101.name, address: revised1101.address, province: '北京市' });
    }

    const unpublished = await admin$(second, '/admin/content/unpublish', { type: 'pscTestSite', id });
    expect(unpublished.returnValue.state).toBe('unpublished');
    for (const app of [t, second]) {
      expect(await sessionsAt(app, '1101')).toEqual(before);
    }
  });

  it('refuses to publish a new site under the code of an imported one, whose sessions stay as they are', async () => {
    const imported = await addSession(t, { capacity: 20, siteCode: '1108' });
    const saved = await admin$(t, '/admin/content/save', {
      type: 'pscTestSite',
      fields: { ...added1109, code: '1108' },
    });
    expect(saved.returnValue.problems).toEqual([]);
    const refused = await admin$(t, '/admin/content/publish', {
      type: 'pscTestSite',
      id: saved.returnValue.entry.id,
      revision: 1,
    });
    expect(refused).toMatchObject({ result: false, code: 'ContentCheckFailed' });
    expect(refused.returnValue.problems).toEqual([
      { field: 'code', position: '', message: '考点编号 1108 已是导入的考点，请换一个编号' },
    ]);
    const sessions = await sessionsAt(second, '1108');
    expect(sessions.map((session) => session.id)).toEqual([imported]);
    expect(sessions[0]?.site.name).toBe('北京市第1108普通话测试站');
  });

  it('adds no session when a new site is published, lists its imported ones on every instance, and unpublishing keeps them and retires only the seeded ones no candidate signed up for', async () => {
    const saved = await admin$(t, '/admin/content/save', { type: 'pscTestSite', fields: added1109 });
    expect(saved.returnValue.problems).toEqual([]);
    const id = saved.returnValue.entry.id as string;
    const published = await admin$(t, '/admin/content/publish', { type: 'pscTestSite', id, revision: 1 });
    expect(published.returnValue).toMatchObject({ state: 'published', publishedRevision: 1 });

    // Publishing writes the site's row only: no session is invented at a real site (decision 018).
    expect(await sessionsAt(second, '1109')).toEqual([]);

    // Its sessions come from an import, which names the site as published.
    const site = { name: added1109.name, address: added1109.address };
    const imported = [
      await addSession(t, { capacity: 30, siteCode: '1109', site, startsInHours: 20 * 24 }),
      await addSession(t, { capacity: 30, siteCode: '1109', site, startsInHours: 21 * 24 }),
    ];
    // The seeding at start offers the published sites too (decision 075).
    const seeded = [
      await addSeededSession(t, { siteCode: '1109', capacity: 30, startsInHours: 22 * 24 }),
      await addSeededSession(t, { siteCode: '1109', capacity: 30, startsInHours: 23 * 24 }),
    ];
    const offered = await sessionsAt(second, '1109');
    expect(offered.map((session) => session.id).sort()).toEqual([...imported, ...seeded].sort());
    for (const session of offered) {
      expect(session).toMatchObject({
        capacity: 30,
        seatsTaken: 0,
        site: { code: '1109', name: added1109.name, address: added1109.address, province: '北京市' },
      });
    }
    const chosen = offered.find((session) => session.id === seeded[0]);
    if (!chosen) throw new Error('no session offered');
    const signedUp = await learner$(second, '/psc/signup/signUp', { sessionId: chosen.id, ...candidate(1) });
    expect(signedUp.result, signedUp.message).toBe(true);

    // An imported session is the record of a real one: it stays, as does the seeded one a candidate chose.
    await admin$(second, '/admin/content/unpublish', { type: 'pscTestSite', id });
    for (const app of [t, second]) {
      const left = await sessionsAt(app, '1109');
      expect(left.map((session) => session.id).sort()).toEqual([...imported, chosen.id].sort());
      expect(left.find((session) => session.id === chosen.id)).toMatchObject({
        seatsTaken: 1,
        site: { name: added1109.name },
      });
    }
    const mine = await learner$(t, '/psc/signup/mySignups', {});
    expect(mine.returnValue.list[0].session.site).toMatchObject({ code: '1109', name: added1109.name });
  });
});
