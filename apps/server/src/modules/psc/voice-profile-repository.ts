import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

/** A learner's stored profile as written: the engine's JSON and the revision it was written at. */
export interface StoredVoiceProfile {
  json: string;
  revision: number;
}

/**
 * voice_profile: one row per user. Writes are conditional on the revision read (optimistic
 * concurrency), which works alike on SQLite and PostgreSQL and holds across server instances.
 */
export class VoiceProfileRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(userId: string): Promise<StoredVoiceProfile | null> {
    const row = await this.db
      .selectFrom('voice_profile')
      .select(['profile', 'revision'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? { json: row.profile, revision: Number(row.revision) } : null;
  }

  /**
   * Writes the profile when the row is still at `readRevision` (null: when there is no row yet).
   * False when another write came first: the caller reads again and retries.
   */
  async write(userId: string, json: string, readRevision: number | null, now: Date): Promise<boolean> {
    const updatedAt = now.toISOString();
    if (readRevision === null) {
      const inserted = await this.db
        .insertInto('voice_profile')
        .values({ user_id: userId, profile: json, revision: 1, updated_at: updatedAt })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    }
    const updated = await this.db
      .updateTable('voice_profile')
      .set({ profile: json, revision: readRevision + 1, updated_at: updatedAt })
      .where('user_id', '=', userId)
      .where('revision', '=', readRevision)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }

  /**
   * Replaces whatever is stored, moving the revision on, so a read-modify-write begun before it
   * fails its check rather than bringing the old evidence back.
   */
  async overwrite(userId: string, json: string, now: Date): Promise<void> {
    await this.db
      .updateTable('voice_profile')
      .set((eb) => ({ profile: json, revision: eb('revision', '+', 1), updated_at: now.toISOString() }))
      .where('user_id', '=', userId)
      .execute();
  }
}
