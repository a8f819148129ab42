import type { Kysely } from 'kysely';
import { toDate, type Database } from '../db/schema.ts';

export interface Session {
  userId: string;
  expiresAt: Date;
}

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
    const row = await this.db
      .selectFrom('session')
      .select(['user_id', 'expires_at'])
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (!row) return null;
    const expiresAt = toDate(row.expires_at);
    return expiresAt > now ? { userId: row.user_id, expiresAt } : null;
  }

  async revoke(tokenHash: string, now = new Date()): Promise<void> {
    await this.db
      .updateTable('session')
      .set({ revoked_at: now.toISOString() })
      .where('token_hash', '=', tokenHash)
      .execute();
  }
}
