import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@hanyu/contracts/constants/roles';
import { chinaDay } from '@hanyu/contracts/time/china-day';
import { RoleRepository } from '../../platform/auth/roles.ts';
import { registerAccount } from '../../test/accounts.ts';
import { testDialects } from '../../test/databases.ts';
import { buildUsers, type TestUser } from '../../test/psc-signup.ts';
import { buildServerEvaluation } from '../../test/results.ts';
import { runServerCommand } from '../../test/server-command.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';
import { passageOfDay } from './reading-day.ts';

/** A recording's bytes: a WAV header's magic and counted bytes (the route serves bytes, it does not decode). */
const RECORDING = Buffer.from([...Buffer.from('RIFF'), ...Array.from({ length: 996 }, (_v, i) => i % 253)]);

describe.each(testDialects)('the reading corner and model readings on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminId: string;
  let teacher: TestUser;
  let reader: TestUser;
  let other: TestUser;

  const call = async (route: string, payload: object) => (await callApi(t, route, payload)).json();

  /** A scored passage reading of `user`, with its recording stored as EvaluationService stores it. */
  async function reading(user: TestUser, options: Parameters<typeof buildServerEvaluation>[2]): Promise<string> {
    const id = await buildServerEvaluation(t, user.id, options);
    await t.app.platform.files.save(`portal/evaluation/${user.id}/${id}.wav`, RECORDING, {
      contentType: 'audio/wav',
      isProtected: true,
    });
    return id;
  }

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    const adminAccount = `reading-admin-${dialect}@example.com`;
    const registered = await registerAccount(t, adminAccount);
    admin = registered.token;
    adminId = registered.userInfo.id;
    const made = await runServerCommand('create-admin.ts', [adminAccount], t.database.url);
    expect(made.code, made.err).toBe(0);
    [reader, other, teacher] = (await buildUsers(t, 3)) as [TestUser, TestUser, TestUser];
    await new RoleRepository(t.app.platform.db).grant({ command: 'test' }, teacher.id, {
      role: Role.Teacher,
      institutionId: null,
    });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it("answers the day's passage, the same pick as the catalogue's order gives", async () => {
    const answer = await call('/portal/model/today', {});
    expect(answer.result, JSON.stringify(answer)).toBe(true);
    const ids = (await call('/psc/study/passages', { page: 1, pageSize: 100 })).returnValue.list.map(
      (passage: { id: string }) => passage.id,
    );
    expect(answer.returnValue.day).toBe(chinaDay());
    expect(answer.returnValue.passage.id).toBe(passageOfDay(ids, chinaDay()));
    expect(answer.returnValue.passage.syllables.length).toBeGreaterThan(0);
    expect(answer.returnValue.passage.wordStarts[0]).toBe(0);
  });

  it("refuses to share another's, an unscored, a non-passage and an unknown recording, by name", async () => {
    const at = new Date();
    const others = await reading(other, { at, activity: 'passage', resourceCode: 'P001', overall: 90 });
    const refused = await reading(reader, { at, activity: 'passage', resourceCode: 'P001', qualityCode: 3 });
    const practice = await reading(reader, { at, activity: 'practice', targetPinyin: 'zhi1', overall: 95 });
    const topic = await reading(reader, { at, activity: 'topic', resourceCode: 'T001', overall: 95 });
    const share = (evaluationId: string) => call('/portal/model/share', { token: reader.token, evaluationId });
    expect(await share(others)).toMatchObject({ result: false, code: 'ReadingNotYours' });
    expect(await share(refused)).toMatchObject({ result: false, code: 'ReadingNotScored' });
    expect(await share(practice)).toMatchObject({ result: false, code: 'ReadingNotPassage' });
    expect(await share(topic)).toMatchObject({ result: false, code: 'ReadingNotPassage' });
    expect(await share('f'.repeat(32))).toMatchObject({ result: false, code: 'ReadingRecordingUnknown' });
    expect(await share('not-an-id')).toMatchObject({ result: false, code: 'ReadingRecordingUnknown' });
    expect(await call('/portal/model/share', { evaluationId: others })).toMatchObject({
      result: false,
      returnValue: 'TOKEN_301',
    });
    expect((await call('/portal/model/mine', { token: reader.token })).returnValue.total).toBe(0);
  });

  it('publishes a shared reading only once approved, best rated first, and stops at a withdrawal', async () => {
    const at = new Date();
    const good = await reading(reader, { at, activity: 'passage', resourceCode: 'P002', overall: 82.5 });
    const better = await reading(other, { at, activity: 'passage', resourceCode: 'P001', overall: 93 });

    const shared = await call('/portal/model/share', { token: reader.token, evaluationId: good });
    expect(shared, JSON.stringify(shared)).toMatchObject({
      result: true,
      returnValue: { state: 'shared', passageId: 'P002', score: 82.5 },
    });
    const id = shared.returnValue.id as string;
    // Sharing twice is the same share.
    expect((await call('/portal/model/share', { token: reader.token, evaluationId: good })).returnValue.id).toBe(id);
    // The reader hears their own before approval; nobody else does.
    const own = shared.returnValue.audioUrl as string;
    expect(own).toMatch(/resourceToken=/);
    expect((await t.app.inject({ method: 'GET', url: own })).statusCode).toBe(200);
    const audio = `/portal/model/audio/${id}`;
    expect((await t.app.inject({ method: 'GET', url: audio })).statusCode).toBe(404);
    expect(await call('/portal/model/detail', { id })).toMatchObject({ result: false, code: 'NoResource' });
    expect(await call('/portal/model/detail', { id: 'nope' })).toMatchObject({ result: false, code: 'NoResource' });
    expect((await call('/portal/enjoyModels', {})).returnValue).toEqual({ total: 0, list: [] });

    const approved = await call('/admin/readings/approve', { token: admin, id });
    expect(approved, JSON.stringify(approved)).toMatchObject({
      result: true,
      returnValue: { state: 'approved', decidedBy: adminId },
    });
    // The reader hears of the approval, with the model readings to go to.
    const notices = (await call('/usercenter/notice/list', { token: reader.token })).returnValue;
    expect(notices.list).toEqual([
      expect.objectContaining({
        kind: 'readingApproved',
        title: expect.stringMatching(/^你分享的朗读已通过审核：.+/),
        link: { route: 'webIflylangdu', query: {} },
      }),
    ]);
    const otherShare = (await call('/portal/model/share', { token: other.token, evaluationId: better })).returnValue;
    await call('/admin/readings/approve', { token: admin, id: otherShare.id });

    const listed = (await call('/portal/enjoyModels', { page: 1 })).returnValue;
    expect(listed.total).toBe(2);
    expect(listed.list.map((entry: { id: string }) => entry.id)).toEqual([otherShare.id, id]);
    expect(listed.list[1]).toMatchObject({ passageId: 'P002', score: 82.5, audioUrl: audio });
    expect(listed.list[1].passageTitle.length).toBeGreaterThan(0);
    expect((await call('/portal/model/detail', { id })).returnValue).toEqual(listed.list[1]);
    expect(JSON.stringify(listed)).not.toContain('resourceToken');
    expect(JSON.stringify(listed)).not.toContain(reader.id);

    // The public recording by byte ranges.
    const whole = await t.app.inject({ method: 'GET', url: audio });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(RECORDING)).toBe(true);
    const ranged = await t.app.inject({ method: 'GET', url: audio, headers: { range: 'bytes=4-13' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 4-13/${RECORDING.length}`);
    expect(ranged.rawPayload.equals(RECORDING.subarray(4, 14))).toBe(true);
    const head = await t.app.inject({ method: 'HEAD', url: audio });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(RECORDING.length);
    expect((await t.app.inject({ method: 'GET', url: '/portal/model/audio/../../x' })).statusCode).toBe(404);

    // Another learner cannot withdraw it; its reader can, and it is gone from the public at once.
    expect(await call('/portal/model/withdraw', { token: other.token, id })).toMatchObject({
      result: false,
      code: 'ReadingShareUnknown',
    });
    const withdrawn = await call('/portal/model/withdraw', { token: reader.token, id });
    expect(withdrawn.returnValue.state).toBe('withdrawn');
    expect((await t.app.inject({ method: 'GET', url: audio })).statusCode).toBe(404);
    expect((await call('/portal/enjoyModels', {})).returnValue.total).toBe(1);
    expect(await call('/admin/readings/approve', { token: admin, id })).toMatchObject({
      result: false,
      code: 'ReadingShareWithdrawn',
    });
    // Shared again, it waits for an administrator again.
    const again = await call('/portal/model/share', { token: reader.token, evaluationId: good });
    expect(again.returnValue).toMatchObject({ id, state: 'shared' });
    const mine = (await call('/portal/model/mine', { token: reader.token })).returnValue;
    expect(mine.list).toHaveLength(1);
    expect(mine.list[0]).toMatchObject({ id, state: 'shared' });
  });

  it('lets an administrator hide a reading, audited, and the reader cannot share it again', async () => {
    const evaluationId = await reading(reader, {
      at: new Date(),
      activity: 'passage',
      resourceCode: 'P003',
      overall: 75,
    });
    const id = (await call('/portal/model/share', { token: reader.token, evaluationId })).returnValue.id as string;
    expect((await call('/admin/readings/approve', { token: admin, id })).returnValue.state).toBe('approved');
    const hidden = await call('/admin/readings/hide', { token: admin, id });
    expect(hidden.returnValue).toMatchObject({ state: 'hidden', decidedBy: adminId });
    expect(await call('/portal/model/detail', { id })).toMatchObject({ result: false, code: 'NoResource' });
    expect(await call('/portal/model/share', { token: reader.token, evaluationId })).toMatchObject({
      result: false,
      code: 'ReadingShareHidden',
    });

    const waiting = (await call('/admin/readings/list', { token: admin, state: 'hidden' })).returnValue;
    expect(waiting.list.map((entry: { id: string }) => entry.id)).toContain(id);
    expect(waiting.list[0].audioUrl).toMatch(/resourceToken=/);

    const log = (await call('/admin/audit/list', { token: admin, targetId: id })).returnValue;
    expect(log.list.map((entry: { action: string }) => entry.action)).toEqual(['reading.hide', 'reading.approve']);
    expect(log.list[0]).toMatchObject({
      actor: adminId,
      targetType: 'readingShare',
      detail: { from: 'approved', to: 'hidden', passageId: 'P003', reader: reader.id },
    });
  });

  it('refuses the administrators’ routes to visitors, learners and teachers', async () => {
    for (const route of ['/admin/readings/list', '/admin/readings/approve', '/admin/readings/hide']) {
      const payload = route.endsWith('list') ? {} : { id: 'a'.repeat(32) };
      expect(await call(route, payload), route).toMatchObject({ result: false, returnValue: 'TOKEN_301' });
      for (const user of [reader, teacher]) {
        const refused = await callApi(t, route, { ...payload, token: user.token });
        expect(refused.statusCode, route).toBe(403);
        expect(refused.json(), route).toMatchObject({ result: false, code: 'RoleRequired' });
      }
    }
    expect(await call('/admin/readings/approve', { token: admin, id: 'a'.repeat(32) })).toMatchObject({
      result: false,
      code: 'ReadingShareUnknown',
    });
  });
});
