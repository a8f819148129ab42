import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, type RawData } from 'ws';
import { Role } from '@hanyu/contracts/constants/roles';
import { apiPath } from '@hanyu/contracts/protocol/api-path';
import { LIVE_SOCKET_PATH, LiveCallPath, LiveTopic } from '@hanyu/contracts/protocol/live';
import { AssignmentKind } from '@hanyu/contracts/teacher/assignments';
import { NOTICE_PAGE_SIZE, NoticeKind, type Notice } from '@hanyu/contracts/usercenter/notices';
import { RoleRepository } from '../../platform/auth/roles.ts';
import type { EphemeralStore } from '../../platform/store/ephemeral-store.ts';
import { registerAccount } from '../../test/accounts.ts';
import { createTestDatabase, testDialects, type TestDatabase } from '../../test/databases.ts';
import {
  buildTestApp,
  callApi,
  createTestStore,
  gatewayClientFor,
  testStoreKinds,
  type TestApp,
} from '../../test/test-app.ts';
import { NoticeRepository } from './notice-repository.ts';
import { Notices } from './notices.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A day in China's calendar, `days` from now. */
const chinaDay = (days: number) => new Date(Date.now() + 8 * 60 * 60 * 1000 + days * DAY_MS).toISOString().slice(0, 10);

const draft = (userId: string, title: string) => ({
  userId,
  kind: NoticeKind.Assignment,
  title,
  link: { route: 'webPersonalCenter', query: { tab: 'assignments' } },
});

describe.each(testDialects)('notices on %s', (dialect) => {
  let t: TestApp;
  let learner: { token: string; id: string };
  let other: { token: string; id: string };
  const list = async (token: string, page = 1) => (await callApi(t, '/usercenter/notice/list', { token, page })).json();

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    const made = await registerAccount(t, `notice-learner-${dialect}@example.com`);
    const second = await registerAccount(t, `notice-other-${dialect}@example.com`);
    learner = { token: made.token, id: made.userInfo.id };
    other = { token: second.token, id: second.userInfo.id };
  }, 120_000);
  afterAll(() => t.close());

  it('lists only the caller’s notices, newest first and paged, with the unread count', async () => {
    const notices = new NoticeRepository(t.app.platform.db);
    const start = Date.now() - DAY_MS;
    for (let n = 1; n <= NOTICE_PAGE_SIZE + 1; n += 1) {
      await notices.insert([draft(learner.id, `通知 ${n}`)], new Date(start + n * 1000));
    }
    await Notices.of(t.app).transaction((_trx, notify) => notify([draft(other.id, '别人的通知')]));
    const first = await list(learner.token);
    expect(first.result, JSON.stringify(first)).toBe(true);
    expect(first.returnValue).toMatchObject({ total: NOTICE_PAGE_SIZE + 1, unread: NOTICE_PAGE_SIZE + 1 });
    expect(first.returnValue.list).toHaveLength(NOTICE_PAGE_SIZE);
    const titles = first.returnValue.list.map((notice: Notice) => notice.title);
    expect(titles[0]).toBe(`通知 ${NOTICE_PAGE_SIZE + 1}`);
    expect(titles).not.toContain('别人的通知');
    expect(first.returnValue.list[0]).toMatchObject({
      kind: NoticeKind.Assignment,
      link: { route: 'webPersonalCenter', query: { tab: 'assignments' } },
      readAt: null,
    });
    const second = await list(learner.token, 2);
    expect(second.returnValue.list.map((notice: Notice) => notice.title)).toEqual(['通知 1']);
  });

  it('marks one read, refuses another learner’s notice and an unknown one, then marks all read', async () => {
    const newest = ((await list(learner.token)).returnValue.list as Notice[])[0]?.id ?? '';
    const others = ((await list(other.token)).returnValue.list as Notice[])[0]?.id ?? '';
    const read = (token: string, id: string) => callApi(t, '/usercenter/notice/read', { token, id });
    expect((await read(learner.token, newest)).json()).toMatchObject({
      result: true,
      returnValue: { unread: NOTICE_PAGE_SIZE },
    });
    // Reading it again changes nothing.
    expect((await read(learner.token, newest)).json().returnValue).toEqual({ unread: NOTICE_PAGE_SIZE });
    expect((await read(learner.token, others)).json()).toMatchObject({ result: false, code: 'NoticeUnknown' });
    expect((await read(learner.token, 'f'.repeat(32))).json()).toMatchObject({ result: false, code: 'NoticeUnknown' });
    expect((await read(learner.token, 'not-an-id')).json()).toMatchObject({ result: false, code: 'NoticeUnknown' });
    expect((await list(other.token)).returnValue.list[0].readAt).toBeNull();
    expect((await list(learner.token)).returnValue.list[0].readAt).not.toBeNull();

    const all = await callApi(t, '/usercenter/notice/readAll', { token: learner.token });
    expect(all.json()).toMatchObject({ result: true, returnValue: { unread: 0 } });
    expect((await list(learner.token)).returnValue.unread).toBe(0);
    expect((await list(other.token)).returnValue.unread).toBe(1);
  });

  it('answers a visitor with the login-required error and refuses a bad page by name', async () => {
    expect((await callApi(t, '/usercenter/notice/list', { page: 1 })).json()).toMatchObject({
      result: false,
      code: 'LoginRequired',
    });
    expect((await callApi(t, '/usercenter/notice/readAll', {})).json()).toMatchObject({ code: 'LoginRequired' });
    const bad = (await callApi(t, '/usercenter/notice/list', { token: learner.token, page: 0 })).json();
    expect(bad.result).toBe(false);
    expect(JSON.stringify(bad)).toContain('page');
  });

  it('saves nothing and tells nobody when the action fails', async () => {
    const before = (await list(other.token)).returnValue.total;
    await expect(
      Notices.of(t.app).transaction(async (_trx, notify) => {
        await notify([draft(other.id, '不会保存')]);
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect((await list(other.token)).returnValue.total).toBe(before);
  });
});

/** A socket subscribed to a learner's notices; `pushes` collects what arrives. */
async function noticeSocket(t: TestApp, token: string) {
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const socket = new WebSocket(`ws://127.0.0.1:${address.port}${apiPath(t.config.apiEnv, LIVE_SOCKET_PATH)}`);
  const messages: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data: RawData) => {
    messages.push(JSON.parse(String(data)) as Record<string, unknown>);
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = async (match: (message: Record<string, unknown>) => boolean) => {
    for (;;) {
      const found = messages.find(match);
      if (found) return found;
      await new Promise<void>((wake) => waiters.push(wake));
    }
  };
  const body = JSON.stringify({ token, appCode: 'website', clientType: 'web', topic: LiveTopic.Notice });
  const path = LiveCallPath.Subscribe;
  const headers = gatewayClientFor(t.config).sign({ path: apiPath(t.config.apiEnv, path), body });
  socket.send(JSON.stringify({ id: 'sub1', path, headers, body }));
  expect(await next((message) => message['id'] === 'sub1')).toMatchObject({ result: true });
  return { socket, next };
}

describe.each(testStoreKinds)('notices pushed across two instances on one %s store', (kind) => {
  let database: TestDatabase;
  let stores: EphemeralStore[];
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase(testDialects.at(-1) ?? 'sqlite');
    const prefix = `test:${randomBytes(6).toString('hex')}:`;
    // Two Redis connections on one key space, as two servers have; a memory store is shared as one object.
    const shared = createTestStore(kind, prefix);
    stores = kind === 'redis' ? [shared, createTestStore(kind, prefix)] : [shared, shared];
    first = await buildTestApp({ database, store: stores[0] });
    second = await buildTestApp({ database, store: stores[1] });
    await second.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await first.close();
    await second.close();
    await Promise.all([...new Set(stores)].map((store) => store.close()));
    await database.drop();
  });

  it('a teacher assigns on one instance; the learner’s socket on the other hears the notice saved', async () => {
    const teacher = await registerAccount(first, `notice-teacher-${kind}@example.com`);
    await new RoleRepository(first.app.platform.db).grant({ command: 'test' }, teacher.userInfo.id, {
      role: Role.Teacher,
      institutionId: null,
    });
    const learner = await registerAccount(first, `notice-pupil-${kind}@example.com`);
    const classId = (
      await callApi(first, '/teacher/class/create', { token: teacher.token, name: '初二（3）班' })
    ).json().returnValue.classId;
    const code = (await callApi(first, '/teacher/class/get', { token: teacher.token, classId })).json().returnValue
      .code;
    expect((await callApi(first, '/usercenter/class/join', { token: learner.token, code })).json().result).toBe(true);

    const client = await noticeSocket(second, learner.token);
    const dueDate = chinaDay(7);
    const made = await callApi(first, '/teacher/assignment/create', {
      token: teacher.token,
      classId,
      kind: AssignmentKind.MhkMock,
      paperId: 'MHK3-01',
      dueDate,
    });
    expect(made.json().result, made.body).toBe(true);
    const push = await client.next((message) => message['topic'] === LiveTopic.Notice);
    const [, month, day] = dueDate.split('-').map(Number);
    const saved = (await callApi(first, '/usercenter/notice/list', { token: learner.token, page: 1 })).json()
      .returnValue;
    expect(saved.unread).toBe(1);
    expect(push).toEqual({ topic: LiveTopic.Notice, data: saved.list[0] });
    expect(saved.list[0]).toMatchObject({
      kind: NoticeKind.Assignment,
      title: expect.stringMatching(new RegExp(`^老师布置了新作业：.+，${month}月${day}日截止$`)),
      link: { route: 'webPersonalCenter', query: {} },
    });
    client.socket.close();
  });
});
