import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, PscResultTable } from '../../platform/db/schema.ts';

export type PscResultRow = Selectable<PscResultTable>;

/** A result as imported, fields normalised (name, identity number and numbers as compared). */
export interface PscResultRecord {
  name: string;
  idCard: string;
  stuId: string;
  centId: string | null;
  gender: string;
  provinceName: string;
  siteName: string;
  scoreHundredths: number;
  level: string | null;
  testDate: string;
}

/** Score query: the filled fields, of which the service makes sure there are at least two. */
export interface ScoreMatch {
  name?: string | undefined;
  idCard?: string | undefined;
  stuId?: string | undefined;
}

export interface CertificateMatch {
  name: string;
  idCard: string;
  centId: string;
}

export type WriteOutcome = 'inserted' | 'updated' | 'unchanged';

function columnsOf(record: PscResultRecord) {
  return {
    name: record.name,
    id_card: record.idCard,
    cent_id: record.centId,
    gender: record.gender,
    province_name: record.provinceName,
    site_name: record.siteName,
    score_hundredths: record.scoreHundredths,
    level: record.level,
    test_date: record.testDate,
  };
}

function sameResult(row: PscResultRow, record: PscResultRecord): boolean {
  const columns = columnsOf(record);
  return (Object.keys(columns) as (keyof typeof columns)[]).every((key) => row[key] === columns[key]);
}

/** The issued PSC results: lookups by the query fields and the import's upsert. */
export class ScoreResultRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Every result matching all the given fields, newest test first. Refuses fewer than two fields, so
   * no caller can list results by a single known value.
   */
  async findScores(match: ScoreMatch): Promise<PscResultRow[]> {
    const given = [match.name, match.idCard, match.stuId].filter((value) => value !== undefined && value !== '');
    if (given.length < 2) throw new Error('a score lookup needs at least two fields');
    let query = this.db.selectFrom('psc_result').selectAll();
    if (match.stuId) query = query.where('stu_id', '=', match.stuId);
    if (match.idCard) query = query.where('id_card', '=', match.idCard);
    if (match.name) query = query.where('name', '=', match.name);
    return query.orderBy('test_date', 'desc').orderBy('stu_id').execute();
  }

  /** The certificate with this number, if it was issued to this name and identity number. */
  async findCertificate(match: CertificateMatch): Promise<PscResultRow | undefined> {
    return this.db
      .selectFrom('psc_result')
      .selectAll()
      .where('cent_id', '=', match.centId)
      .where('id_card', '=', match.idCard)
      .where('name', '=', match.name)
      .executeTakeFirst();
  }

  /** The rows holding any of these ticket or certificate numbers (the import's conflict check). */
  async findByNumbers(stuIds: readonly string[], centIds: readonly string[]): Promise<PscResultRow[]> {
    if (stuIds.length === 0 && centIds.length === 0) return [];
    const rows = new Map<string, PscResultRow>();
    // In slices: one statement's parameters stay far below SQLite's and PostgreSQL's limits.
    const slice = 500;
    for (const [column, values] of [
      ['stu_id', stuIds],
      ['cent_id', centIds],
    ] as const) {
      for (let start = 0; start < values.length; start += slice) {
        const found = await this.db
          .selectFrom('psc_result')
          .selectAll()
          .where(column, 'in', values.slice(start, start + slice))
          .execute();
        for (const row of found) rows.set(row.id, row);
      }
    }
    return [...rows.values()];
  }

  /**
   * Writes the records in one transaction, keyed by ticket number: a new ticket is inserted, a known
   * one updated when anything differs, so importing the same file again changes nothing.
   */
  async upsertAll(records: readonly PscResultRecord[], now: Date): Promise<WriteOutcome[]> {
    const at = now.toISOString();
    return this.db.transaction().execute(async (trx) => {
      const outcomes: WriteOutcome[] = [];
      for (const record of records) {
        const existing = await trx
          .selectFrom('psc_result')
          .selectAll()
          .where('stu_id', '=', record.stuId)
          .executeTakeFirst();
        if (!existing) {
          await trx
            .insertInto('psc_result')
            .values({
              id: randomUUID().replaceAll('-', ''),
              stu_id: record.stuId,
              ...columnsOf(record),
              created_at: at,
              updated_at: at,
            })
            .execute();
          outcomes.push('inserted');
        } else if (sameResult(existing, record)) {
          outcomes.push('unchanged');
        } else {
          await trx
            .updateTable('psc_result')
            .set({ ...columnsOf(record), updated_at: at })
            .where('id', '=', existing.id)
            .execute();
          outcomes.push('updated');
        }
      }
      return outcomes;
    });
  }
}
