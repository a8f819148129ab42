import { sql, type Kysely } from 'kysely';
import type { SpecialSkill } from '@hanyu/contracts/mhk/special';
import { toDate, type Database } from '../../platform/db/schema.ts';

export interface StoredRound {
  round: number;
  gradeKey: string;
  startedAt: string;
}

export interface StoredSpecialItem {
  itemKey: string;
  skill: SpecialSkill;
  position: number;
  attempts: number;
  /** The last answer's result; null before any. */
  lastCorrect: boolean | null;
}

/** Rows written at once when a round's set is stored (well under both databases' parameter limits). */
const INSERT_CHUNK = 100;

/**
 * Special training's learner data (migration 0033). A round's set is written in the transaction that
 * writes its round row, and only by the request whose row went in: a round drawn twice at once (two
 * tabs, two instances) keeps the one set, so it never holds more than the caps it was drawn within.
 */
export class SpecialRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async currentRound(userId: string): Promise<StoredRound | null> {
    const row = await this.db
      .selectFrom('special_round')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('round', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row
      ? { round: Number(row.round), gradeKey: row.grade_key, startedAt: toDate(row.started_at).toISOString() }
      : null;
  }

  /** Stores round `round` with its set unless that round exists already; true when this call stored it. */
  async createRound(
    userId: string,
    round: number,
    gradeKey: string,
    items: ReadonlyArray<{ itemKey: string; skill: SpecialSkill; position: number }>,
    now = new Date(),
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('special_round')
        .values({ user_id: userId, round, grade_key: gradeKey, started_at: now.toISOString() })
        .onConflict((conflict) => conflict.columns(['user_id', 'round']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      for (let at = 0; at < items.length; at += INSERT_CHUNK) {
        await trx
          .insertInto('special_item')
          .values(
            items.slice(at, at + INSERT_CHUNK).map((item) => ({
              user_id: userId,
              round,
              item_key: item.itemKey,
              skill: item.skill,
              position: item.position,
              attempts: 0,
              last_correct: null,
              updated_at: null,
            })),
          )
          .execute();
      }
      return true;
    });
  }

  async items(userId: string, round: number): Promise<StoredSpecialItem[]> {
    const rows = await this.db
      .selectFrom('special_item')
      .select(['item_key', 'skill', 'position', 'attempts', 'last_correct'])
      .where('user_id', '=', userId)
      .where('round', '=', round)
      .orderBy('position')
      .execute();
    return rows.map((row) => ({
      itemKey: row.item_key,
      skill: row.skill as SpecialSkill,
      position: Number(row.position),
      attempts: Number(row.attempts),
      lastCorrect: row.last_correct === null ? null : Number(row.last_correct) === 1,
    }));
  }

  /** Records an answer to an item of the round's set; false when the item is not in it. */
  async record(userId: string, round: number, itemKey: string, correct: boolean, now = new Date()): Promise<boolean> {
    const updated = await this.db
      .updateTable('special_item')
      .set({
        attempts: sql<number>`attempts + 1`,
        last_correct: correct ? 1 : 0,
        updated_at: now.toISOString(),
      })
      .where('user_id', '=', userId)
      .where('round', '=', round)
      .where('item_key', '=', itemKey)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }

  /** The last answers of rounds before `round`: per item (its latest round's), for evidence and what was missed. */
  async earlierAnswers(userId: string, round: number): Promise<Map<string, { skill: SpecialSkill; correct: boolean }>> {
    const rows = await this.db
      .selectFrom('special_item')
      .select(['item_key', 'skill', 'round', 'last_correct'])
      .where('user_id', '=', userId)
      .where('round', '<', round)
      .where('last_correct', 'is not', null)
      .orderBy('round')
      .execute();
    const out = new Map<string, { skill: SpecialSkill; correct: boolean }>();
    for (const row of rows)
      out.set(row.item_key, { skill: row.skill as SpecialSkill, correct: Number(row.last_correct) === 1 });
    return out;
  }
}
