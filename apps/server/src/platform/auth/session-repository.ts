import type { Kysely } from 'kysely';
import { toDate, type Database } from '../db/schema.ts';

export interface Session {
  userId: string;
  expiresAt: Date;
  tokenHash: string;
}

export type SessionLookup = { state: 'active'; session: Session } | { state: 'expired' } | { state: 'revoked' };

export class SessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(tokenHash: string, userId: string, expiresAt: Date, now = new Date()): Promise<void> {
    await this.db
      .insertInto('session')
      .values({
        token_hash: tokenHash,
        user_id: userId,
        created_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
        revoked_at: null,
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

  /** Ends every session of a user but one (the password changed: other devices must sign in again). */
  async revokeAllOf(userId: string, exceptTokenHash: string | null, now = new Date()): Promise<void> {
    let query = this.db
      .updateTable('session')
      .set({ revoked_at: now.toISOString() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (exceptTokenHash) query = query.where('token_hash', '!=', exceptTokenHash);
    await query.execute();
  }

  async revoke(tokenHash: string, now = new Date()): Promise<void> {
    await this.db
      .updateTable('session')
      .set({ revoked_at: now.toISOString() })
      .where('token_hash', '=', tokenHash)
      .execute();
  }
}
