import type { Kysely } from 'kysely';
import { toDate, type Database } from '../db/schema.ts';

export interface Session {
  userId: string;
  expiresAt: Date;
  tokenHash: string;
}

export type SessionLookup = { state: 'active'; session: Session } | { state: 'expired' } | { state: 'revoked' };

/** A browser's stored sign-in that still works (docs/decisions/036-stored-web-token.md). */
export interface SignIn {
  userId: string;
  expiresAt: Date;
}

export class SessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A tab's session; `signInHash` links it to the browser sign-in it belongs to, if any. */
  async create(
    tokenHash: string,
    userId: string,
    expiresAt: Date,
    now = new Date(),
    signInHash: string | null = null,
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
      .select(['user_id', 'expires_at', 'revoked_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row || row.revoked_at !== null) return { state: 'revoked' };
    const expiresAt = toDate(row.expires_at);
    if (expiresAt <= now) return { state: 'expired' };
    return { state: 'active', session: { userId: row.user_id, expiresAt, tokenHash } };
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
      })
      .execute();
  }

  /** The sign-in if it still works: not logged out, not expired. */
  async findSignIn(signInHash: string, now = new Date()): Promise<SignIn | null> {
    const row = await this.db
      .selectFrom('web_sign_in')
      .select(['user_id', 'expires_at', 'revoked_at'])
      .where('token_hash', '=', signInHash)
      .executeTakeFirst();
    if (!row || row.revoked_at !== null) return null;
    const expiresAt = toDate(row.expires_at);
    return expiresAt <= now ? null : { userId: row.user_id, expiresAt };
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
