import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ModelCode } from '@hanyu/contracts/constants/model-code';
import { toDate, type Database } from '../../platform/db/schema.ts';

/** The learning pages a learner opened (spec section 7, addUserStudyAction), for personalResult. */
export class StudyActionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async record(userId: string, modelCode: ModelCode, now = new Date()): Promise<void> {
    await this.db
      .insertInto('study_action')
      .values({
        id: randomUUID().replaceAll('-', ''),
        user_id: userId,
        model_code: modelCode,
        created_at: now.toISOString(),
      })
      .execute();
  }

  async page(userId: string, page: number, pageSize: number) {
    const [list, counts] = await Promise.all([
      this.db
        .selectFrom('study_action')
        .select(['model_code', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      this.db
        .selectFrom('study_action')
        .select(['model_code', (eb) => eb.fn.countAll<number | string>().as('visits')])
        .where('user_id', '=', userId)
        .groupBy('model_code')
        .execute(),
    ]);
    const byModel = Object.fromEntries(counts.map((row) => [row.model_code, Number(row.visits)]));
    return {
      total: Object.values(byModel).reduce((sum, visits) => sum + visits, 0),
      list: list.map((row) => ({ modelCode: row.model_code, at: toDate(row.created_at).toISOString() })),
      byModel,
    };
  }
}
