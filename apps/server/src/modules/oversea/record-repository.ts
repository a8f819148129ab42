import { sql, type Kysely } from 'kysely';
import { ALL_LANGUAGES, RecordSort } from '@hanyu/contracts/oversea/translation-languages';
import { toDate, type Database } from '../../platform/db/schema.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { bookmarkKey, newBookmarkId } from './bookmark-key.ts';

export interface RecordInput {
  text: string;
  translation: string;
  from: string;
  to: string;
}

export interface RecordRow {
  id: string;
  text: string;
  translation: string;
  correction: string | null;
  from: string;
  to: string;
  createdAt: Date;
  translatedAt: Date;
  /** The same translation is in one of the user's favourite groups. */
  collected: boolean;
}

export interface RecordQuery {
  language: string;
  sort: number;
  offset: number;
  limit: number;
}

/** The language filter of history and favourites: a record matches when either side is the language. */
export function languageMatches(language: string) {
  return sql<boolean>`(${sql.ref('from_lang')} = ${language} or ${sql.ref('to_lang')} = ${language})`;
}

/** SQLite answers 0/1 where PostgreSQL answers a boolean. */
export function asBoolean(value: unknown): boolean {
  return value === true || Number(value) === 1;
}

/**
 * A user's translation history: one row per text and language pair (the unique key), so translating
 * the same text again moves its row to the top instead of adding one. Every query names the user.
 */
export class TranslationRecordRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private records(userId: string) {
    return this.db
      .selectFrom('translation_record as r')
      .where('r.user_id', '=', userId)
      .select([
        'r.id',
        'r.text',
        'r.translation',
        'r.correction',
        'r.from_lang',
        'r.to_lang',
        'r.created_at',
        'r.translated_at',
      ])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('favourite as f')
              .select('f.id')
              .where('f.user_id', '=', userId)
              .whereRef('f.text_key', '=', 'r.text_key'),
          )
          .as('collected'),
      );
  }

  private static rowOf(row: {
    id: string;
    text: string;
    translation: string;
    correction: string | null;
    from_lang: string;
    to_lang: string;
    created_at: Date | string;
    translated_at: Date | string;
    collected: unknown;
  }): RecordRow {
    return {
      id: row.id,
      text: row.text,
      translation: row.translation,
      correction: row.correction,
      from: row.from_lang,
      to: row.to_lang,
      createdAt: toDate(row.created_at),
      translatedAt: toDate(row.translated_at),
      collected: asBoolean(row.collected),
    };
  }

  /**
   * Saves a translation: the user's record of the same text and languages gets the new time and
   * machine translation (a correction stays), else a new record is added. Two saves at once of a new
   * text meet at the unique key; the second becomes the update. Keeps the newest `keep` records.
   */
  async save(userId: string, input: RecordInput, now: Date, keep: number): Promise<{ id: string; created: boolean }> {
    const key = bookmarkKey(input.from, input.to, input.text);
    const at = now.toISOString();
    const bump = () =>
      this.db
        .updateTable('translation_record')
        .set({ translation: input.translation, translated_at: at })
        .where('user_id', '=', userId)
        .where('text_key', '=', key)
        .returning('id')
        .executeTakeFirst();

    let saved = await bump();
    let created = false;
    if (!saved) {
      const id = newBookmarkId();
      try {
        await this.db
          .insertInto('translation_record')
          .values({
            id,
            user_id: userId,
            text_key: key,
            text: input.text,
            translation: input.translation,
            correction: null,
            from_lang: input.from,
            to_lang: input.to,
            created_at: at,
            translated_at: at,
          })
          .execute();
        saved = { id };
        created = true;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        saved = await bump();
        if (!saved) throw error;
      }
    }
    if (created) await this.prune(userId, keep);
    return { id: saved.id, created };
  }

  /** Drops the user's records older than the newest `keep`. */
  private async prune(userId: string, keep: number): Promise<void> {
    const cutoff = await this.db
      .selectFrom('translation_record')
      .select('translated_at')
      .where('user_id', '=', userId)
      .orderBy('translated_at', 'desc')
      .offset(keep - 1)
      .limit(1)
      .executeTakeFirst();
    if (!cutoff) return;
    await this.db
      .deleteFrom('translation_record')
      .where('user_id', '=', userId)
      .where('translated_at', '<', toDate(cutoff.translated_at).toISOString())
      .execute();
  }

  async find(userId: string, id: string): Promise<RecordRow | undefined> {
    const row = await this.records(userId).where('r.id', '=', id).executeTakeFirst();
    return row ? TranslationRecordRepository.rowOf(row) : undefined;
  }

  async list(userId: string, query: RecordQuery): Promise<{ total: number; rows: RecordRow[] }> {
    const direction = query.sort === RecordSort.TimeAscending ? 'asc' : 'desc';
    const [counted, rows] = await Promise.all([
      this.db
        .selectFrom('translation_record')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where('user_id', '=', userId)
        .$if(query.language !== ALL_LANGUAGES, (qb) => qb.where(languageMatches(query.language)))
        .executeTakeFirst(),
      this.records(userId)
        .$if(query.language !== ALL_LANGUAGES, (qb) => qb.where(languageMatches(query.language)))
        .orderBy('r.translated_at', direction)
        .orderBy('r.id', direction)
        .offset(query.offset)
        .limit(query.limit)
        .execute(),
    ]);
    return { total: Number(counted?.total ?? 0), rows: rows.map((row) => TranslationRecordRepository.rowOf(row)) };
  }

  /** Deletes the user's records with these ids, or all of them when `ids` is null. */
  async delete(userId: string, ids: string[] | null): Promise<number> {
    let query = this.db.deleteFrom('translation_record').where('user_id', '=', userId);
    if (ids) query = query.where('id', 'in', ids);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Sets (or with null removes) the learner's correction; false when the user has no such record. */
  async correct(userId: string, id: string, correction: string | null): Promise<boolean> {
    const result = await this.db
      .updateTable('translation_record')
      .set({ correction })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
