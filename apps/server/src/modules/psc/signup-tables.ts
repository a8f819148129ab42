import type { Kysely } from 'kysely';
import { toDate, type Database } from '../../platform/db/schema.ts';

/** The signup tables' rows as the signup repositories present them (tables: platform/db/schema.ts). */
export interface SessionRow {
  id: string;
  siteCode: string;
  siteName: string;
  provinceCode: string;
  address: string;
  startsAt: Date;
  deadline: Date;
  capacity: number;
  seatsTaken: number;
}

export interface SignupRow {
  id: string;
  userId: string;
  ticketNo: string;
  status: string;
  candidateName: string;
  idCard: string;
  gender: string;
  mobile: string;
  email: string | null;
  createdAt: Date;
  cancelledAt: Date | null;
  session: SessionRow;
}

/** The session columns both repositories select (session, site), under these names. */
export const SESSION_COLUMNS = [
  's.id as session_id',
  's.site_code',
  't.name as site_name',
  't.province_code',
  't.address',
  's.starts_at as session_starts_at',
  's.deadline',
  's.capacity',
  's.seats_taken',
] as const;

/** A session joined with its site, as `SESSION_COLUMNS` selects it. */
export function sessionsOf(db: Kysely<Database>) {
  return db
    .selectFrom('psc_test_session as s')
    .innerJoin('psc_test_site as t', 't.code', 's.site_code')
    .select(SESSION_COLUMNS);
}

type Row = Record<string, unknown>;

export function sessionOf(row: Row): SessionRow {
  return {
    id: row.session_id as string,
    siteCode: row.site_code as string,
    siteName: row.site_name as string,
    provinceCode: row.province_code as string,
    address: row.address as string,
    startsAt: toDate(row.session_starts_at as Date | string),
    deadline: toDate(row.deadline as Date | string),
    capacity: Number(row.capacity),
    seatsTaken: Number(row.seats_taken),
  };
}

export function signupOf(row: Row): SignupRow {
  return {
    id: row.id as string,
    userId: row.user_id as string,
    ticketNo: row.ticket_no as string,
    status: row.status as string,
    candidateName: row.candidate_name as string,
    idCard: row.id_card as string,
    gender: row.gender as string,
    mobile: row.mobile as string,
    email: row.email as string | null,
    createdAt: toDate(row.created_at as Date | string),
    cancelledAt: row.cancelled_at === null ? null : toDate(row.cancelled_at as Date | string),
    session: sessionOf(row),
  };
}
