import type { Kysely } from 'kysely';
import type { VoiceSettings } from '@hanyu/contracts/oversea/translation';
import type { VoiceSex, VoiceSpeed } from '@hanyu/contracts/oversea/speech-synthesis';
import type { Database } from '../../platform/db/schema.ts';

/** voice_setting: one row per user, written over when saved again. */
export class VoiceSettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(userId: string): Promise<VoiceSettings | null> {
    const row = await this.db
      .selectFrom('voice_setting')
      .select(['sex', 'speed'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? { sex: row.sex as VoiceSex, speed: row.speed as VoiceSpeed } : null;
  }

  async save(userId: string, settings: VoiceSettings, now: Date): Promise<void> {
    const values = { sex: settings.sex, speed: settings.speed, updated_at: now.toISOString() };
    await this.db
      .insertInto('voice_setting')
      .values({ user_id: userId, ...values })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
      .execute();
  }
}
