import { randomBytes } from 'node:crypto';
import { Gender } from '@hanyu/contracts/constants/account';
import { idCardCheckCharacter } from '@hanyu/contracts/psc/id-card';
import { sessionIdOf } from '@hanyu/contracts/psc/signup';
import { AccountRepository } from '../modules/usercenter/account-repository.ts';
import { PscSessionRepository } from '../modules/psc/signup-session-repository.ts';
import { hashSessionToken, newSessionToken } from '../platform/auth/session-token.ts';
import { ADULT_BIRTHDAY } from './accounts.ts';
import type { TestApp } from './test-app.ts';

type App = Pick<TestApp, 'app'>;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export interface TestUser {
  id: string;
  token: string;
}

/**
 * Accounts with a live session, written straight to the database: concurrency tests need dozens, and
 * registration has its own tests (accounts.test.ts). One test file registers through the real path.
 */
export async function buildUsers(t: App, count: number, prefix = randomBytes(3).toString('hex')): Promise<TestUser[]> {
  const accounts = new AccountRepository(t.app.platform.db);
  const users: TestUser[] = [];
  for (let index = 0; index < count; index++) {
    const row = await accounts.create({
      account: `${prefix}.${index}@example.com`,
      passwordHash: 'not-a-real-hash',
      nickName: `${prefix}${index}`,
      birthday: ADULT_BIRTHDAY,
      site: 'cn',
      guardianMobile: null,
      guardianEmail: null,
    });
    const token = newSessionToken();
    await t.app.platform.sessions.create(hashSessionToken(token), row.id, new Date(Date.now() + DAY));
    users.push({ id: row.id, token });
  }
  return users;
}

/** A valid identity number (Beijing Dongcheng, born 1990-05-04) with this sequence; odd is a man. */
export function idCardNumber(sequence: number): string {
  const first17 = `11010119900504${String(sequence).padStart(3, '0')}`;
  return `${first17}${idCardCheckCharacter(first17)}`;
}

/** A candidate's details as the form sends them; the gender follows the identity number. */
export function candidate(sequence: number, extra: Record<string, unknown> = {}) {
  return {
    name: '张晓明',
    idCard: idCardNumber(sequence),
    gender: sequence % 2 === 1 ? Gender.Male : Gender.Female,
    mobile: '13800138000',
    ...extra,
  };
}

let nextSite = 1;

/**
 * A session of its own at a fresh site (province 11, Beijing), starting and closing when asked. The site's
 * row is written as an import writes it: `site` names it, else a made-up name in Dongcheng.
 */
export async function addSession(
  t: App,
  options: {
    capacity: number;
    startsAt?: Date;
    startsInHours?: number;
    deadlineInHours?: number;
    siteCode?: string;
    site?: { name: string; address: string };
  },
): Promise<string> {
  const repository = new PscSessionRepository(t.app.platform.db);
  const siteCode = options.siteCode ?? `11${String(50 + (nextSite++ % 50)).padStart(2, '0')}`;
  // Whole minutes: session ids name the start to the minute.
  const startsAt =
    options.startsAt ??
    new Date(Math.floor((Date.now() + (options.startsInHours ?? 20 * 24) * HOUR) / 60_000) * 60_000);
  const deadline = new Date(Date.now() + (options.deadlineInHours ?? 10 * 24) * HOUR);
  await repository.saveSites(
    [
      {
        code: siteCode,
        name: options.site?.name ?? `北京市第${siteCode}普通话测试站`,
        provinceCode: '11',
        address: options.site?.address ?? '北京市东城区',
      },
    ],
    new Date(),
  );
  const id = sessionIdOf(siteCode, startsAt);
  await repository.saveSession({ id, siteCode, startsAt, deadline, capacity: options.capacity }, new Date());
  return id;
}

/**
 * A session as the seeding at start writes it (decision 018: `addMissing`, not marked imported) at a site
 * already in the signup tables, starting in `startsInHours`.
 */
export async function addSeededSession(
  t: App,
  options: { siteCode: string; capacity: number; startsInHours: number },
): Promise<string> {
  const startsAt = new Date(Math.floor((Date.now() + options.startsInHours * HOUR) / 60_000) * 60_000);
  const deadline = new Date(startsAt.getTime() - 10 * 24 * HOUR);
  const id = sessionIdOf(options.siteCode, startsAt);
  const session = { id, siteCode: options.siteCode, startsAt, deadline, capacity: options.capacity };
  await new PscSessionRepository(t.app.platform.db).addMissing([], [session], new Date());
  return id;
}
