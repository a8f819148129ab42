import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { PscSignupStatus, ticketNumber } from '@hanyu/contracts/psc/signup';
import { toDate, type Database } from '../../platform/db/schema.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { SESSION_COLUMNS, signupOf, type SignupRow } from './signup-tables.ts';

/** The highest ticket serial: three digits (see TICKET_NUMBER in the contract). */
const MAX_SERIAL = 999;

export interface CandidateInput {
  name: string;
  idCard: string;
  gender: string;
  mobile: string;
  email: string | null;
}

/** What a signup attempt did; the service turns refusals into the right error. */
export type SignUpOutcome =
  | { kind: 'signedUp'; signupId: string }
  /** No seat was taken: unknown session, deadline passed, full, or out of ticket serials. */
  | { kind: 'noSeat' }
  /** One of the active-signup unique indexes refused it (same account, same identity number, same time). */
  | { kind: 'conflict' };

export type CancelOutcome = 'cancelled' | 'notActive' | 'closed';

/** Leaves a transaction with a rollback but no error. */
class Rollback extends Error {
  constructor(readonly outcome: CancelOutcome | SignUpOutcome) {
    super('rolled back');
  }
}

const newId = () => randomBytes(12).toString('hex');

/**
 * Candidates' signups for PSC test sessions. A seat is taken and given back only by a conditional update
 * of the session row (`seats_taken < capacity and deadline > now`) in the same transaction as the
 * signup row's change: correct under READ COMMITTED on PostgreSQL, where concurrent updates of one
 * session row queue on its lock and re-check the condition, across any number of server instances;
 * and on SQLite, where writes are serialised. Every transaction locks the session row before a signup
 * row, so a signup and a cancellation never wait on each other in opposite orders.
 */
export class PscSignupRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private signups() {
    return this.db
      .selectFrom('psc_signup as g')
      .innerJoin('psc_test_session as s', 's.id', 'g.session_id')
      .innerJoin('psc_test_site as t', 't.code', 's.site_code')
      .select([
        'g.id',
        'g.user_id',
        'g.ticket_no',
        'g.status',
        'g.candidate_name',
        'g.id_card',
        'g.gender',
        'g.mobile',
        'g.email',
        'g.created_at',
        'g.cancelled_at',
        ...SESSION_COLUMNS,
      ]);
  }

  /** Which of these sessions the user holds an active signup for. */
  async activeSessionIds(userId: string, sessionIds: string[]): Promise<Set<string>> {
    if (sessionIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('psc_signup')
      .select('session_id')
      .where('user_id', '=', userId)
      .where('status', '=', PscSignupStatus.SignedUp)
      .where('session_id', 'in', sessionIds)
      .execute();
    return new Set(rows.map((row) => row.session_id));
  }

  async findSignup(id: string, userId: string): Promise<SignupRow | undefined> {
    const row = await this.signups().where('g.id', '=', id).where('g.user_id', '=', userId).executeTakeFirst();
    return row ? signupOf(row) : undefined;
  }

  /** The user's signup for a session, active or cancelled (an account has at most one per session). */
  async findUserSignup(userId: string, sessionId: string): Promise<SignupRow | undefined> {
    const row = await this.signups()
      .where('g.user_id', '=', userId)
      .where('g.session_id', '=', sessionId)
      .executeTakeFirst();
    return row ? signupOf(row) : undefined;
  }

  /** An active signup for a session with this identity number, by any account. */
  async idCardSignedUp(sessionId: string, idCard: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('psc_signup')
      .select('id')
      .where('session_id', '=', sessionId)
      .where('id_card', '=', idCard)
      .where('status', '=', PscSignupStatus.SignedUp)
      .executeTakeFirst();
    return row !== undefined;
  }

  async listSignups(userId: string, offset: number, limit: number): Promise<{ total: number; rows: SignupRow[] }> {
    const [counted, rows] = await Promise.all([
      this.db
        .selectFrom('psc_signup')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where('user_id', '=', userId)
        .executeTakeFirst(),
      this.signups()
        .where('g.user_id', '=', userId)
        .orderBy('g.created_at', 'desc')
        .orderBy('g.id')
        .offset(offset)
        .limit(limit)
        .execute(),
    ]);
    return { total: Number(counted?.total ?? 0), rows: rows.map(signupOf) };
  }

  /**
   * Takes a seat and records the signup, or changes nothing. The seat first (the row lock every
   * signup of the session queues on), then the account's row: a cancelled signup of the same session
   * comes back with its ticket number, else a new row gets the session's next serial. A unique index
   * refusing the row rolls the seat back.
   */
  async signUp(userId: string, sessionId: string, candidate: CandidateInput, now: Date): Promise<SignUpOutcome> {
    const at = now.toISOString();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const seat = await trx
          .updateTable('psc_test_session')
          .set((eb) => ({ seats_taken: eb('seats_taken', '+', 1), updated_at: at }))
          .where('id', '=', sessionId)
          .where('deadline', '>', at)
          .where('starts_at', '>', at)
          .whereRef('seats_taken', '<', 'capacity')
          .returning(['starts_at', 'tickets_issued'])
          .executeTakeFirst();
        if (!seat) throw new Rollback({ kind: 'noSeat' });
        const details = {
          candidate_name: candidate.name,
          id_card: candidate.idCard,
          gender: candidate.gender,
          mobile: candidate.mobile,
          email: candidate.email,
        };

        const previous = await trx
          .selectFrom('psc_signup')
          .select(['id', 'status'])
          .where('session_id', '=', sessionId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (previous) {
          const back = await trx
            .updateTable('psc_signup')
            .set({ ...details, status: PscSignupStatus.SignedUp, created_at: at, cancelled_at: null })
            .where('id', '=', previous.id)
            .where('status', '=', PscSignupStatus.Cancelled)
            .executeTakeFirst();
          if (Number(back.numUpdatedRows) !== 1) throw new Rollback({ kind: 'conflict' });
          return { kind: 'signedUp', signupId: previous.id } as const;
        }

        const serial = await trx
          .updateTable('psc_test_session')
          .set((eb) => ({ tickets_issued: eb('tickets_issued', '+', 1) }))
          .where('id', '=', sessionId)
          .where('tickets_issued', '<', MAX_SERIAL)
          .returning('tickets_issued')
          .executeTakeFirst();
        if (!serial) throw new Rollback({ kind: 'noSeat' });
        const id = newId();
        await trx
          .insertInto('psc_signup')
          .values({
            id,
            session_id: sessionId,
            user_id: userId,
            ticket_no: ticketNumber(sessionId, Number(serial.tickets_issued)),
            status: PscSignupStatus.SignedUp,
            ...details,
            starts_at: toDate(seat.starts_at).toISOString(),
            created_at: at,
            cancelled_at: null,
          })
          .execute();
        return { kind: 'signedUp', signupId: id } as const;
      });
    } catch (error) {
      if (error instanceof Rollback) return error.outcome as SignUpOutcome;
      if (isUniqueViolation(error)) return { kind: 'conflict' };
      throw error;
    }
  }

  /**
   * Gives the seat back and marks the signup cancelled, or changes nothing: 'closed' when the deadline
   * has passed, 'notActive' when the signup is not (or no longer) active.
   */
  async cancel(signupId: string, userId: string, sessionId: string, now: Date): Promise<CancelOutcome> {
    const at = now.toISOString();
    try {
      return await this.db.transaction().execute(async (trx) => {
        // The signup row first: of two cancellations at once, the second waits on this row and then
        // finds it no longer signed up (PostgreSQL re-checks the target row's own conditions), so the
        // seat is given back once. The session's deadline is read in the same statement.
        const marked = await trx
          .updateTable('psc_signup')
          .set({ status: PscSignupStatus.Cancelled, cancelled_at: at })
          .where('id', '=', signupId)
          .where('user_id', '=', userId)
          .where('status', '=', PscSignupStatus.SignedUp)
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('psc_test_session')
                .select(sql.lit(1).as('one'))
                .where('psc_test_session.id', '=', sessionId)
                .where('psc_test_session.deadline', '>', at),
            ),
          )
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) {
          const signup = await trx
            .selectFrom('psc_signup')
            .select('status')
            .where('id', '=', signupId)
            .executeTakeFirst();
          throw new Rollback(signup?.status === PscSignupStatus.SignedUp ? 'closed' : 'notActive');
        }
        await trx
          .updateTable('psc_test_session')
          .set((eb) => ({ seats_taken: eb('seats_taken', '-', 1), updated_at: at }))
          .where('id', '=', sessionId)
          .execute();
        return 'cancelled' as const;
      });
    } catch (error) {
      if (error instanceof Rollback) return error.outcome as CancelOutcome;
      throw error;
    }
  }

  /** Active signups and seats taken of a session, for checks. */
  async seatCount(sessionId: string): Promise<{ seatsTaken: number; activeSignups: number; ticketsIssued: number }> {
    const [session, active] = await Promise.all([
      this.db
        .selectFrom('psc_test_session')
        .select(['seats_taken', 'tickets_issued'])
        .where('id', '=', sessionId)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('psc_signup')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('session_id', '=', sessionId)
        .where('status', '=', PscSignupStatus.SignedUp)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      seatsTaken: Number(session.seats_taken),
      activeSignups: Number(active.n),
      ticketsIssued: Number(session.tickets_issued),
    };
  }
}
