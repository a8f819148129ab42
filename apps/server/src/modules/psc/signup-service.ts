import {
  beijingClock,
  beijingDay,
  provinceName,
  PscSessionState,
  PscSignupStatus,
  type PscSignup,
  type PscTestSession,
} from '@hanyu/contracts/psc/signup';
import { Gender } from '@hanyu/contracts/constants/account';
import { idCardGender, maskIdCard } from '@hanyu/contracts/psc/id-card';
import { appError } from '../../platform/errors.ts';
import type { CandidateInput, PscSignupRepository } from './signup-repository.ts';
import type { PscSessionRepository } from './signup-session-repository.ts';
import type { SessionRow, SignupRow } from './signup-tables.ts';
import { seedSessions, type SeedSite } from './signup-schedule.ts';

/** What a session's state depends on. */
export interface SessionFacts {
  startsAt: Date;
  deadline: Date;
  capacity: number;
  seatsTaken: number;
}

/**
 * A session's state at an instant: finished once the test has started, closed once the deadline has
 * passed, full while every seat is taken, open otherwise. Time comes first: a full session past its
 * deadline is closed, since a cancellation can no longer free a seat.
 */
export function sessionState(session: SessionFacts, now: Date): PscSessionState {
  if (now.getTime() >= session.startsAt.getTime()) return PscSessionState.Finished;
  if (now.getTime() >= session.deadline.getTime()) return PscSessionState.Closed;
  if (session.seatsTaken >= session.capacity) return PscSessionState.Full;
  return PscSessionState.Open;
}

/** A signup can be cancelled while it is active and the session's deadline is ahead. */
export function canCancel(status: string, session: Pick<SessionFacts, 'deadline'>, now: Date): boolean {
  return status === PscSignupStatus.SignedUp && now.getTime() < session.deadline.getTime();
}

/** A mainland mobile with its middle four digits hidden. */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

export function presentSession(row: SessionRow, now: Date, signedUp: boolean): PscTestSession {
  return {
    id: row.id,
    site: {
      code: row.siteCode,
      name: row.siteName,
      provinceCode: row.provinceCode,
      province: provinceName(row.provinceCode) ?? '',
      address: row.address,
    },
    date: beijingDay(row.startsAt),
    startTime: beijingClock(row.startsAt),
    startsAt: row.startsAt.toISOString(),
    deadline: row.deadline.toISOString(),
    capacity: row.capacity,
    seatsTaken: row.seatsTaken,
    seatsLeft: Math.max(0, row.capacity - row.seatsTaken),
    state: sessionState(row, now),
    signedUp,
  };
}

export function presentSignup(row: SignupRow, now: Date): PscSignup {
  const active = row.status === PscSignupStatus.SignedUp;
  return {
    id: row.id,
    ticketNo: row.ticketNo,
    status: active ? PscSignupStatus.SignedUp : PscSignupStatus.Cancelled,
    session: presentSession(row.session, now, active),
    candidate: {
      name: row.candidateName,
      idCard: maskIdCard(row.idCard),
      gender: row.gender === Gender.Female ? Gender.Female : Gender.Male,
      mobile: maskMobile(row.mobile),
      email: row.email ?? '',
    },
    signedUpAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    canCancel: canCancel(row.status, row.session, now),
  };
}

export interface SignUpInput extends CandidateInput {
  sessionId: string;
}

/** The signup rules over the repository; every method takes the instant it decides at. */
export class PscSignupService {
  constructor(
    private readonly sessions: PscSessionRepository,
    private readonly repository: PscSignupRepository,
  ) {}

  async listSessions(
    query: { provinceCode?: string | undefined; page: number; pageSize: number },
    userId: string | null,
    now: Date,
  ) {
    const [found, provinces] = await Promise.all([
      this.sessions.upcomingSessions({
        now,
        provinceCode: query.provinceCode,
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      }),
      this.sessions.upcomingProvinces(now),
    ]);
    const mine = userId
      ? await this.repository.activeSessionIds(
          userId,
          found.rows.map((row) => row.id),
        )
      : new Set<string>();
    return {
      total: found.total,
      list: found.rows.map((row) => presentSession(row, now, mine.has(row.id))),
      provinces: provinces.map((province) => ({
        code: province.provinceCode,
        name: provinceName(province.provinceCode) ?? province.provinceCode,
        sessions: province.sessions,
      })),
    };
  }

  async signUp(userId: string, input: SignUpInput, now: Date): Promise<PscSignup> {
    if (idCardGender(input.idCard) !== input.gender) throw appError('SignupGenderMismatch');
    const session = await this.sessions.findSession(input.sessionId);
    if (!session) throw appError('NoResource');
    const existing = await this.repository.findUserSignup(userId, session.id);
    if (existing?.status === PscSignupStatus.SignedUp) throw appError('SignupDuplicate');

    const outcome = await this.repository.signUp(userId, session.id, input, now);
    if (outcome.kind === 'noSeat') throw await this.whyNoSeat(session.id, now);
    if (outcome.kind === 'conflict') throw await this.whyConflict(userId, session, input.idCard);
    const signup = await this.repository.findSignup(outcome.signupId, userId);
    if (!signup) throw new Error('signup vanished after it was made');
    return presentSignup(signup, now);
  }

  private async whyNoSeat(sessionId: string, now: Date) {
    const session = await this.sessions.findSession(sessionId);
    if (!session) return appError('NoResource');
    const state = sessionState(session, now);
    if (state === PscSessionState.Closed || state === PscSessionState.Finished) return appError('SignupClosed');
    // Full, or (after hundreds of accounts) out of three-digit ticket serials: no seat either way.
    return appError('LessonFull');
  }

  private async whyConflict(userId: string, session: SessionRow, idCard: string) {
    const mine = await this.repository.findUserSignup(userId, session.id);
    if (mine?.status === PscSignupStatus.SignedUp) return appError('SignupDuplicate');
    if (await this.repository.idCardSignedUp(session.id, idCard)) return appError('SignupIdCardTaken');
    // Another session at the same time (spec section 5: signup fails on a schedule conflict).
    return appError('SignupConflict');
  }

  async mySignups(userId: string, page: number, pageSize: number, now: Date) {
    const found = await this.repository.listSignups(userId, (page - 1) * pageSize, pageSize);
    return { total: found.total, list: found.rows.map((row) => presentSignup(row, now)) };
  }

  /** Cancels before the deadline; a signup already cancelled is answered as it is. */
  async cancel(userId: string, signupId: string, now: Date): Promise<PscSignup> {
    const signup = await this.repository.findSignup(signupId, userId);
    if (!signup) throw appError('NoResource');
    if (signup.status === PscSignupStatus.SignedUp) {
      if (!canCancel(signup.status, signup.session, now)) throw appError('SignupCancelClosed');
      const outcome = await this.repository.cancel(signup.id, userId, signup.session.id, now);
      if (outcome === 'closed') throw appError('SignupCancelClosed');
    }
    const after = await this.repository.findSignup(signupId, userId);
    if (!after) throw new Error('signup vanished after it was cancelled');
    return presentSignup(after, now);
  }
}

export interface SeedSiteData extends SeedSite {
  name: string;
  address: string;
}

/**
 * Seeds sessions at the authored sites when none is still to come (docs/decisions/018); returns how
 * many were added. Instances starting together add each session once.
 */
export async function seedSessionsIfNone(
  repository: PscSessionRepository,
  sites: readonly SeedSiteData[],
  now: Date,
): Promise<number> {
  if ((await repository.countUpcoming(now)) > 0) return 0;
  const siteRows = sites.map((site) => ({
    code: site.code,
    name: site.name,
    provinceCode: site.code.slice(0, 2),
    address: site.address,
  }));
  return repository.addMissing(siteRows, seedSessions(sites, now), now);
}
