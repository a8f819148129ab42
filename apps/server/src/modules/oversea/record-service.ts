import type { TranslationRecord } from '@hanyu/contracts/oversea/record';
import { RecordLimits } from '@hanyu/contracts/oversea/record';
import type { TranslationLanguage } from '@hanyu/contracts/oversea/translation-languages';
import { appError } from '../../platform/errors.ts';
import type { RecordInput, RecordQuery, RecordRow, TranslationRecordRepository } from './record-repository.ts';

export function presentRecord(row: RecordRow): TranslationRecord {
  return {
    id: row.id,
    text: row.text,
    translation: row.translation,
    correction: row.correction,
    from: row.from as TranslationLanguage,
    to: row.to as TranslationLanguage,
    translatedAt: row.translatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    collected: row.collected,
  };
}

/**
 * The rules of translation history (docs/decisions/019): one record per text and languages, the newest
 * `RecordLimits.perUser` kept, the machine translation kept beside the learner's correction.
 */
export class TranslationRecordService {
  constructor(private readonly records: TranslationRecordRepository) {}

  private async found(userId: string, id: string): Promise<TranslationRecord> {
    const row = await this.records.find(userId, id);
    if (!row) throw appError('NoResource');
    return presentRecord(row);
  }

  async addOne(userId: string, input: RecordInput, now: Date): Promise<TranslationRecord & { created: boolean }> {
    const saved = await this.records.save(userId, input, now, RecordLimits.perUser);
    return { ...(await this.found(userId, saved.id)), created: saved.created };
  }

  async query(userId: string, query: Omit<RecordQuery, 'offset' | 'limit'> & { page: number; pageSize: number }) {
    const { total, rows } = await this.records.list(userId, {
      language: query.language,
      sort: query.sort,
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return { total, list: rows.map(presentRecord) };
  }

  async delete(userId: string, ids: string[] | null): Promise<{ deleted: number }> {
    return { deleted: await this.records.delete(userId, ids) };
  }

  /** An empty correction, or one equal to the machine translation, removes the learner's correction. */
  async correct(userId: string, id: string, correction: string): Promise<TranslationRecord> {
    const current = await this.found(userId, id);
    const kept = correction === '' || correction === current.translation ? null : correction;
    if (!(await this.records.correct(userId, id, kept))) throw appError('NoResource');
    return this.found(userId, id);
  }
}
