import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { sessionOf, sessionsOf, type SessionRow } from './signup-tables.ts';

export interface SiteInput {
  code: string;
  name: string;
  provinceCode: string;
  address: string;
}

export interface SessionInput {
  id: string;
  siteCode: string;
  startsAt: Date;
  deadline: Date;
  capacity: number;
}

/**
 * PSC test sites and their sessions: the lists candidates choose from, and the administrator's
 * writes (import, seed). Seats are taken and given back only by PscSignupRepository.
 */
/** Site rows as stored. */
function siteRows(sites: readonly SiteInput[], at: string) {
  return sites.map((site) => ({
    code: site.code,
    name: site.name,
    province_code: site.provinceCode,
    address: site.address,
    updated_at: at,
  }));
}

export class PscSessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Sessions that have not started, soonest first. */
  async upcomingSessions(options: {
    now: Date;
    provinceCode?: string | undefined;
    offset: number;
    limit: number;
  }): Promise<{ total: number; rows: SessionRow[] }> {
    const now = options.now.toISOString();
    let count = this.db
      .selectFrom('psc_test_session as s')
      .innerJoin('psc_test_site as t', 't.code', 's.site_code')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where('s.starts_at', '>', now);
    let list = sessionsOf(this.db).where('s.starts_at', '>', now);
    if (options.provinceCode) {
      count = count.where('t.province_code', '=', options.provinceCode);
      list = list.where('t.province_code', '=', options.provinceCode);
    }
    const [counted, rows] = await Promise.all([
      count.executeTakeFirst(),
      list.orderBy('s.starts_at').orderBy('s.site_code').offset(options.offset).limit(options.limit).execute(),
    ]);
    return { total: Number(counted?.total ?? 0), rows: rows.map(sessionOf) };
  }

  /** Provinces with sessions that have not started, and how many. */
  async upcomingProvinces(now: Date): Promise<{ provinceCode: string; sessions: number }[]> {
    const rows = await this.db
      .selectFrom('psc_test_session as s')
      .innerJoin('psc_test_site as t', 't.code', 's.site_code')
      .select(['t.province_code', (eb) => eb.fn.countAll<number | string>().as('sessions')])
      .where('s.starts_at', '>', now.toISOString())
      .groupBy('t.province_code')
      .orderBy('t.province_code')
      .execute();
    return rows.map((row) => ({ provinceCode: row.province_code, sessions: Number(row.sessions) }));
  }

  async countUpcoming(now: Date): Promise<number> {
    const row = await this.db
      .selectFrom('psc_test_session')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where('starts_at', '>', now.toISOString())
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  async findSession(id: string): Promise<SessionRow | undefined> {
    const row = await sessionsOf(this.db).where('s.id', '=', id).executeTakeFirst();
    return row ? sessionOf(row) : undefined;
  }

  /** Adds sites, or brings their name, province and address up to date. */
  async saveSites(sites: SiteInput[], now: Date): Promise<void> {
    if (sites.length === 0) return;
    const at = now.toISOString();
    await this.db
      .insertInto('psc_test_site')
      .values(siteRows(sites, at))
      .onConflict((oc) =>
        oc.column('code').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          province_code: eb.ref('excluded.province_code'),
          address: eb.ref('excluded.address'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }

  /** Adds the sites and sessions that are not there yet; ones already present are left as they are. */
  async addMissing(sites: SiteInput[], sessions: SessionInput[], now: Date): Promise<number> {
    const at = now.toISOString();
    return this.db.transaction().execute(async (trx) => {
      if (sites.length > 0) {
        await trx
          .insertInto('psc_test_site')
          .values(siteRows(sites, at))
          .onConflict((oc) => oc.column('code').doNothing())
          .execute();
      }
      if (sessions.length === 0) return 0;
      const result = await trx
        .insertInto('psc_test_session')
        .values(sessions.map((session) => sessionValues(session, at)))
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0);
    });
  }

  /** Whether the signup tables have a site with this code (authored, imported or published). */
  async siteExists(siteCode: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('psc_test_site')
      .select('code')
      .where('code', '=', siteCode)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Takes a site off the lists (an unpublished test site that no file has, decision 075): its seeded sessions
   * still to come that no one has ever signed up for are deleted, then the site itself when no session is left
   * at it. An imported session stays (the administrator's import is the record of a real session), and so does
   * a session someone signed up for, with the site its tickets name. Returns whether the site went.
   */
  async retireSite(siteCode: string, now: Date): Promise<boolean> {
    await this.db
      .deleteFrom('psc_test_session')
      .where('site_code', '=', siteCode)
      .where('imported', '=', 0)
      .where('starts_at', '>', now.toISOString())
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('psc_signup')
              .select('psc_signup.id')
              .whereRef('psc_signup.session_id', '=', 'psc_test_session.id'),
          ),
        ),
      )
      .execute();
    const left = await this.db
      .selectFrom('psc_test_session')
      .select('id')
      .where('site_code', '=', siteCode)
      .limit(1)
      .executeTakeFirst();
    if (left) return false;
    await this.db.deleteFrom('psc_test_site').where('code', '=', siteCode).execute();
    return true;
  }

  /**
   * Adds a session as an import does, or changes its capacity and deadline: 'tooSmall' (nothing changed)
   * when the new capacity is below the seats already taken. Either way the session is marked imported.
   */
  async saveSession(session: SessionInput, now: Date): Promise<'created' | 'updated' | 'tooSmall'> {
    const at = now.toISOString();
    const inserted = await this.db
      .insertInto('psc_test_session')
      .values({ ...sessionValues(session, at), imported: 1 })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return 'created';
    const updated = await this.db
      .updateTable('psc_test_session')
      .set({ capacity: session.capacity, deadline: session.deadline.toISOString(), imported: 1, updated_at: at })
      .where('id', '=', session.id)
      .where('seats_taken', '<=', session.capacity)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1 ? 'updated' : 'tooSmall';
  }
}

function sessionValues(session: SessionInput, at: string) {
  return {
    id: session.id,
    site_code: session.siteCode,
    starts_at: session.startsAt.toISOString(),
    deadline: session.deadline.toISOString(),
    capacity: session.capacity,
    created_at: at,
    updated_at: at,
  };
}
