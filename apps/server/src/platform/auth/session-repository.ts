import type { Kysely } from 'kysely';
import { toDate, type Database } from '../db/schema.ts';

export interface Session {
  userId: string;
  expiresAt: Date;
  tokenHash: string;
  /** When the user last gave a password or code for this session (its creation for older rows). */
  authenticatedAt: Date;
  /** When the session last acted as an administrator, if ever. */
  adminSeenAt: Date | null;
}

export type SessionLookup = { state: 'active'; session: Session } | { state: 'expired' } | { state: 'revoked' };

/** A browser's stored sign-in that still works (docs/decisions/036-stored-web-token.md). */
export interface SignIn {
  userId: string;
  expiresAt: Date;
  /** When the user last gave a password or code in this browser; a tab resumed from it inherits it. */
  authenticatedAt: Date;
}

export class SessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * A tab's session; `signInHash` links it to the browser sign-in it belongs to, if any. A session made at
   * sign-in was authenticated now; one resumed from a stored sign-in passes that sign-in's time.
   */
  async create(
    tokenHash: string,
    userId: string,
    expiresAt: Date,
    now = new Date(),
    signInHash: string | null = null,
    authenticatedAt: Date = now,
  ): Promise<void> {
    await this.db
      .insertInto('session')
      .values({
        token_hash: tokenHash,
        user_id: userId,
        created_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
        revoked_at: null,
        sign_in_hash: signInHash,
        authenticated_at: authenticatedAt.toISOString(),
      })
      .execute();
  }

  async findActive(tokenHash: string, now = new Date()): Promise<Session | null> {
    const found = await this.find(tokenHash, now);
    return found.state === 'active' ? found.session : null;
  }

  /** A token's session and why it no longer works, if it does not (expired, or revoked/unknown). */
  async find(tokenHash: string, now = new Date()): Promise<SessionLookup> {
    const row = await this.db
      .selectFrom('session')
      .select(['user_id', 'expires_at', 'revoked_at', 'created_at', 'authenticated_at', 'admin_seen_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row || row.revoked_at !== null) return { state: 'revoked' };
    const expiresAt = toDate(row.expires_at);
    if (expiresAt <= now) return { state: 'expired' };
    return {
      state: 'active',
      session: {
        userId: row.user_id,
        expiresAt,
        tokenHash,
        authenticatedAt: toDate(row.authenticated_at ?? row.created_at),
        adminSeenAt: row.admin_seen_at === null ? null : toDate(row.admin_seen_at),
      },
    };
  }

  /**
   * The user gave their password again in this tab: this session and every other tab of its browser
   * sign-in (the same browser) count as authenticated now, and so do tabs resumed from it later.
   */
  async reauthenticate(tokenHash: string, now = new Date()): Promise<void> {
    const signInHash = await this.signInOf(tokenHash);
    const at = now.toISOString();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('session')
        .set({ authenticated_at: at, admin_seen_at: at })
        .where((eb) =>
          signInHash
            ? eb.or([eb('token_hash', '=', tokenHash), eb('sign_in_hash', '=', signInHash)])
            : eb('token_hash', '=', tokenHash),
        )
        .execute();
      if (signInHash) {
        await trx
          .updateTable('web_sign_in')
          .set({ authenticated_at: at })
          .where('token_hash', '=', signInHash)
          .execute();
      }
    });
  }

  /** The session acted as an administrator now (its idle time starts again). */
  async markAdministratorActive(tokenHash: string, now = new Date()): Promise<void> {
    await this.db
      .updateTable('session')
      .set({ admin_seen_at: now.toISOString() })
      .where('token_hash', '=', tokenHash)
      .execute();
  }

  /**
   * Ends every session of a user but one (the password changed: other devices must sign in again), with
   * their browser sign-ins. The tabs of the kept session's own sign-in stay: they are the same browser.
   */
  async revokeAllOf(userId: string, exceptTokenHash: string | null, now = new Date()): Promise<void> {
    const kept = exceptTokenHash ? await this.signInOf(exceptTokenHash) : null;
    const revokedAt = now.toISOString();
    await this.db.transaction().execute(async (trx) => {
      let sessions = trx
        .updateTable('session')
        .set({ revoked_at: revokedAt })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (exceptTokenHash) sessions = sessions.where('token_hash', '!=', exceptTokenHash);
      if (kept)
        sessions = sessions.where((eb) => eb.or([eb('sign_in_hash', 'is', null), eb('sign_in_hash', '!=', kept)]));
      await sessions.execute();
      let signIns = trx
        .updateTable('web_sign_in')
        .set({ revoked_at: revokedAt })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (kept) signIns = signIns.where('token_hash', '!=', kept);
      await signIns.execute();
    });
  }

  async revoke(tokenHash: string, now = new Date()): Promise<void> {
    await this.db
      .updateTable('session')
      .set({ revoked_at: now.toISOString() })
      .where('token_hash', '=', tokenHash)
      .execute();
  }

  /** A browser sign-in, kept in its httpOnly cookie by the secret whose hash this is. */
  async createSignIn(signInHash: string, userId: string, expiresAt: Date, now = new Date()): Promise<void> {
    await this.db
      .insertInto('web_sign_in')
      .values({
        token_hash: signInHash,
        user_id: userId,
        created_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
        revoked_at: null,
        authenticated_at: now.toISOString(),
      })
      .execute();
  }

  /** The sign-in if it still works: not logged out, not expired. */
  async findSignIn(signInHash: string, now = new Date()): Promise<SignIn | null> {
    const row = await this.db
      .selectFrom('web_sign_in')
      .select(['user_id', 'expires_at', 'revoked_at', 'created_at', 'authenticated_at'])
      .where('token_hash', '=', signInHash)
      .executeTakeFirst();
    if (!row || row.revoked_at !== null) return null;
    const expiresAt = toDate(row.expires_at);
    const authenticatedAt = toDate(row.authenticated_at ?? row.created_at);
    return expiresAt <= now ? null : { userId: row.user_id, expiresAt, authenticatedAt };
  }

  /** The browser sign-in a tab's session belongs to, if any. */
  async signInOf(tokenHash: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('session')
      .select('sign_in_hash')
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row?.sign_in_hash ?? null;
  }

  /** Logout of a browser: the sign-in and the session of every tab that came from it end together. */
  async revokeSignIn(signInHash: string, now = new Date()): Promise<void> {
    const revokedAt = now.toISOString();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('web_sign_in')
        .set({ revoked_at: revokedAt })
        .where('token_hash', '=', signInHash)
        .where('revoked_at', 'is', null)
        .execute();
      await trx
        .updateTable('session')
        .set({ revoked_at: revokedAt })
        .where('sign_in_hash', '=', signInHash)
        .where('revoked_at', 'is', null)
        .execute();
    });
  }
}
