import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPscTestSites } from '@hanyu/content/psc-test-sites';
import { beijingDay, type PscSignup, type PscTestSession } from '@hanyu/contracts/psc/signup';
import { registerAccount } from '../../test/accounts.ts';
import { testDialects } from '../../test/databases.ts';
import { addSession, buildUsers, candidate, idCardNumber, type TestUser } from '../../test/psc-signup.ts';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app.ts';
import { importSessionsCsv } from './signup-import.ts';
import { PscSignupRepository } from './signup-repository.ts';
import { PscSessionRepository } from './signup-session-repository.ts';
import type { SignupRow } from './signup-tables.ts';
import { presentSignup, seedSessionsIfNone } from './signup-service.ts';

const SESSIONS = '/psc/signup/sessions';
const SIGN_UP = '/psc/signup/signUp';
const MY_SIGNUPS = '/psc/signup/mySignups';
const CANCEL = '/psc/signup/cancel';
const HOUR = 60 * 60 * 1000;

describe.each(testDialects)('PSC online signup on %s', (dialect) => {
  let t: TestApp;
  let users: TestUser[];
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    users = await buildUsers(t, 8);
  });
  afterAll(() => t.close());

  const user = (index: number) => users[index] as TestUser;

  async function signUp(as: TestUser, sessionId: string, details: Record<string, unknown>) {
    return callApi(t, SIGN_UP, { token: as.token, sessionId, ...details });
  }

  async function sessionById(id: string, as?: TestUser): Promise<PscTestSession | undefined> {
    const answer = await callApi(t, SESSIONS, { pageSize: 200, ...(as ? { token: as.token } : {}) });
    return (answer.json().returnValue.list as PscTestSession[]).find((session) => session.id === id);
  }

  it('seeds open sessions at the authored sites on a fresh install, and lists them to visitors', async () => {
    const answer = await callApi(t, SESSIONS, { pageSize: 200 });
    expect(answer.statusCode, answer.body).toBe(200);
    const { total, list, provinces } = answer.json().returnValue as {
      total: number;
      list: PscTestSession[];
      provinces: { code: string; name: string; sessions: number }[];
    };
    const sites = loadPscTestSites(t.config.contentDir);
    const seeded = list.filter((session) => sites.some((site) => site.code === session.site.code));
    expect(seeded).toHaveLength(sites.length * 8);
    expect(total).toBeGreaterThanOrEqual(seeded.length);
    expect(seeded.every((session) => session.state === 'open' && session.seatsLeft === session.capacity)).toBe(true);
    expect(seeded.every((session) => !session.signedUp)).toBe(true);
    const beijing = seeded.find((session) => session.site.code === '1101');
    expect(beijing?.site).toEqual({
      code: '1101',
      name: '北京市普通话水平测试中心',
      provinceCode: '11',
      province: '北京市',
      address: '北京市海淀区',
    });
    expect(beijing?.startTime).toMatch(/^(09|14):00$/);
    expect(provinces.find((province) => province.code === '44')).toEqual({ code: '44', name: '广东省', sessions: 16 });
    // Soonest first.
    const starts = list.map((session) => session.startsAt);
    expect(starts).toEqual([...starts].sort());
  });

  it('filters sessions by province and pages them', async () => {
    const guangdong = (await callApi(t, SESSIONS, { provinceCode: '44' })).json().returnValue;
    expect(guangdong.total).toBe(16);
    expect(guangdong.list.every((session: PscTestSession) => session.site.provinceCode === '44')).toBe(true);
    const page2 = (await callApi(t, SESSIONS, { provinceCode: '44', page: 2, pageSize: 5 })).json().returnValue;
    expect(page2.list.map((s: PscTestSession) => s.id)).toEqual(
      guangdong.list.slice(5, 10).map((s: PscTestSession) => s.id),
    );
  });

  it('does not seed again while sessions are still to come, and instances starting together seed once', async () => {
    const repository = new PscSessionRepository(t.database.db);
    const sites = loadPscTestSites(t.config.contentDir);
    const before = await repository.countUpcoming(new Date());
    expect(await seedSessionsIfNone(repository, sites, new Date())).toBe(0);
    // A moment when every session has finished: the seed runs, twice at once, and adds each session once.
    const later = new Date(Date.now() + 400 * 24 * HOUR);
    const added = await Promise.all([
      seedSessionsIfNone(repository, sites, later),
      seedSessionsIfNone(repository, sites, later),
    ]);
    expect(added[0] + added[1]).toBe(sites.length * 8);
    expect(await repository.countUpcoming(later)).toBe(sites.length * 8);
    expect(await repository.countUpcoming(new Date())).toBe(before + sites.length * 8);
  });

  it('needs login to sign up, list and cancel', async () => {
    const sessionId = await addSession(t, { capacity: 5 });
    for (const [route, payload] of [
      [SIGN_UP, { sessionId, ...candidate(1) }],
      [MY_SIGNUPS, {}],
      [CANCEL, { signupId: '0'.repeat(24) }],
    ] as const) {
      const answer = await callApi(t, route, payload);
      expect(answer.json(), route).toMatchObject({ result: false, code: 'LoginRequired', returnValue: 'TOKEN_301' });
    }
  });

  it('checks the candidate before anything is taken, with the spec messages where they exist', async () => {
    const sessionId = await addSession(t, { capacity: 5 });
    const valid = idCardNumber(1);
    const wrongCheckCharacter = `${valid.slice(0, 17)}${valid.endsWith('0') ? '1' : '0'}`;
    const cases: [Record<string, unknown>, string][] = [
      [candidate(1, { name: ' ' }), 'SignupNameRequired'],
      [candidate(1, { name: '张三<script>' }), 'SignupNameInvalid'],
      [candidate(1, { idCard: '' }), 'SignupIdCardRequired'],
      [candidate(1, { idCard: wrongCheckCharacter }), 'SignupIdCardInvalid'],
      [candidate(1, { gender: '' }), 'SignupGenderRequired'],
      [candidate(1, { gender: 'female' }), 'SignupGenderMismatch'],
      [candidate(1, { mobile: '' }), 'MobileRequired'],
      [candidate(1, { mobile: '12345678901' }), 'MobileFormat'],
      [candidate(1, { email: 'not-an-address' }), 'EmailFormat'],
    ];
    for (const [details, code] of cases) {
      const answer = await signUp(user(0), sessionId, details);
      expect(answer.statusCode, code).toBeLessThan(500);
      expect(answer.json(), JSON.stringify(details)).toMatchObject({ result: false, code });
    }
    const unknown = await signUp(user(0), '99999999999999', candidate(1));
    expect(unknown.json()).toMatchObject({ result: false, code: 'NoResource' });
    expect((await sessionById(sessionId))?.seatsTaken).toBe(0);
  });

  it('signs a candidate up with a ticket number, lists it, and frees the seat on cancellation', async () => {
    const sessionId = await addSession(t, { capacity: 3 });
    const answer = await signUp(
      user(1),
      sessionId,
      candidate(3, { name: ' 李 娜 ', idCard: ` ${idCardNumber(3)} `, email: '' }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const signup = answer.json().returnValue as PscSignup;
    expect(signup).toMatchObject({
      status: 'signedUp',
      ticketNo: `${sessionId}001`,
      canCancel: true,
      cancelledAt: null,
      candidate: {
        name: '李 娜',
        idCard: `110101********${idCardNumber(3).slice(-4)}`,
        gender: 'male',
        mobile: '138****8000',
        email: '',
      },
      session: { id: sessionId, seatsTaken: 1, seatsLeft: 2, state: 'open', signedUp: true },
    });
    expect(await sessionById(sessionId, user(1))).toMatchObject({ signedUp: true, seatsTaken: 1 });
    expect(await sessionById(sessionId)).toMatchObject({ signedUp: false, seatsTaken: 1 });

    const mine = (await callApi(t, MY_SIGNUPS, { token: user(1).token })).json().returnValue;
    expect(mine.total).toBe(1);
    expect(mine.list[0]).toMatchObject({ id: signup.id, ticketNo: signup.ticketNo, status: 'signedUp' });
    expect((await callApi(t, MY_SIGNUPS, { token: user(2).token })).json().returnValue).toEqual({ total: 0, list: [] });

    // Another account cannot cancel it.
    const foreign = await callApi(t, CANCEL, { token: user(2).token, signupId: signup.id });
    expect(foreign.json()).toMatchObject({ result: false, code: 'NoResource' });

    const cancelled = await callApi(t, CANCEL, { token: user(1).token, signupId: signup.id });
    expect(cancelled.json().returnValue).toMatchObject({
      status: 'cancelled',
      canCancel: false,
      session: { seatsTaken: 0, seatsLeft: 3, signedUp: false },
    });
    expect(cancelled.json().returnValue.cancelledAt).not.toBeNull();
    // Cancelling again answers the same and frees nothing more.
    const again = await callApi(t, CANCEL, { token: user(1).token, signupId: signup.id });
    expect(again.json().returnValue).toMatchObject({ status: 'cancelled', session: { seatsTaken: 0 } });

    // Signing up again brings the same ticket number back.
    const back = await signUp(user(1), sessionId, candidate(3));
    expect(back.json().returnValue).toMatchObject({ id: signup.id, ticketNo: signup.ticketNo, status: 'signedUp' });
    const next = await signUp(user(2), sessionId, candidate(5));
    expect(next.json().returnValue.ticketNo).toBe(`${sessionId}002`);
  });

  it('keeps one active signup per account and per identity number, and none at the same time elsewhere', async () => {
    const startsAt = new Date(Math.floor((Date.now() + 30 * 24 * HOUR) / 60_000) * 60_000);
    const sessionId = await addSession(t, { capacity: 5, startsAt });
    expect((await signUp(user(3), sessionId, candidate(7))).json().result).toBe(true);
    expect((await signUp(user(3), sessionId, candidate(9))).json()).toMatchObject({ code: 'SignupDuplicate' });
    expect((await signUp(user(4), sessionId, candidate(7))).json()).toMatchObject({ code: 'SignupIdCardTaken' });
    const sameTime = await addSession(t, { capacity: 5, startsAt });
    expect((await signUp(user(3), sameTime, candidate(7))).json()).toMatchObject({ code: 'SignupConflict' });
    expect((await sessionById(sessionId))?.seatsTaken).toBe(1);
    expect((await sessionById(sameTime))?.seatsTaken).toBe(0);
  });

  it('answers 名额已满 when full and refuses signups and cancellations after the deadline', async () => {
    const sessionId = await addSession(t, { capacity: 1 });
    const first = (await signUp(user(5), sessionId, candidate(11))).json().returnValue as PscSignup;
    expect(first.session.state).toBe('full');
    const full = (await signUp(user(6), sessionId, candidate(13))).json();
    expect(full).toMatchObject({ result: false, code: 'LessonFull', message: '名额已满' });

    // The administrator moves the deadline into the past.
    const repository = new PscSessionRepository(t.database.db);
    const session = await repository.findSession(sessionId);
    if (!session) throw new Error('session missing');
    const deadline = new Date(Date.now() - HOUR);
    expect(await repository.saveSession({ ...session, deadline }, new Date())).toBe('updated');
    expect((await sessionById(sessionId))?.state).toBe('closed');
    const late = (await signUp(user(7), sessionId, candidate(15))).json();
    expect(late).toMatchObject({ result: false, code: 'SignupClosed', message: '本场次报名已截止' });
    const mine = (await callApi(t, MY_SIGNUPS, { token: user(5).token })).json().returnValue.list as PscSignup[];
    expect(mine[0]).toMatchObject({ id: first.id, canCancel: false, session: { state: 'closed' } });
    const cancel = (await callApi(t, CANCEL, { token: user(5).token, signupId: first.id })).json();
    expect(cancel).toMatchObject({ result: false, code: 'SignupCancelClosed' });
    expect((await new PscSignupRepository(t.database.db).seatCount(sessionId)).seatsTaken).toBe(1);
  });

  it('shows finished sessions in my signups only', async () => {
    const sessionId = await addSession(t, { capacity: 2, startsInHours: 48, deadlineInHours: 24 });
    const made = (await signUp(user(7), sessionId, candidate(17))).json().returnValue as PscSignup;
    const later = new Date(Date.now() + 72 * HOUR);
    const { rows } = await new PscSignupRepository(t.database.db).listSignups(user(7).id, 0, 10);
    expect(rows).toHaveLength(1);
    expect(presentSignup(rows[0] as SignupRow, later)).toMatchObject({
      id: made.id,
      canCancel: false,
      session: { state: 'finished' },
    });
    const upcoming = await new PscSessionRepository(t.database.db).upcomingSessions({
      now: later,
      offset: 0,
      limit: 500,
    });
    expect(upcoming.rows.some((row) => row.id === sessionId)).toBe(false);
  });

  it('signs up an account registered through the real path', async () => {
    const { token } = await registerAccount(t, `psc-signup-${dialect}@example.com`);
    const sessionId = await addSession(t, { capacity: 2 });
    const answer = await callApi(t, SIGN_UP, { token, sessionId, ...candidate(19, { email: 'Me@Example.com' }) });
    expect(answer.json().returnValue.candidate.email).toBe('me@example.com');
  });

  it('imports sessions from an administrator CSV, updating on a second import', async () => {
    const repository = new PscSessionRepository(t.database.db);
    const day = beijingDay(new Date(Date.now() + 40 * 24 * HOUR));
    const csv = (capacity: number) =>
      [
        'site_code,site_name,province,address,date,start_time,capacity',
        `6201,甘肃省普通话培训测试中心,甘肃,甘肃省兰州市城关区,${day},09:30,${capacity}`,
      ].join('\n');
    expect(await importSessionsCsv(repository, csv(30), new Date())).toMatchObject({
      created: 1,
      updated: 0,
      problems: [],
    });
    const listed = (await callApi(t, SESSIONS, { provinceCode: '62' })).json().returnValue;
    expect(listed.list).toHaveLength(1);
    expect(listed.list[0]).toMatchObject({ date: day, startTime: '09:30', capacity: 30, site: { province: '甘肃省' } });
    const sessionId = listed.list[0].id as string;
    await signUp(user(0), sessionId, candidate(21));
    await signUp(user(1), sessionId, candidate(23));
    expect(await importSessionsCsv(repository, csv(40), new Date())).toMatchObject({ created: 0, updated: 1 });
    const shrunk = await importSessionsCsv(repository, csv(1), new Date());
    expect(shrunk.problems).toEqual([{ line: 2, message: '名额 1 少于已报名的人数' }]);
    expect((await sessionById(sessionId))?.capacity).toBe(40);
  });
});
