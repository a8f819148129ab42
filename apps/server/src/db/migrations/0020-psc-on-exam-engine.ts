import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../platform/db/connect.ts';
import { up0005 } from './0005-psc-exam.ts';
import { up0014 } from './0014-psc-exam-place.ts';
import { up0018 } from './0018-psc-place-heard.ts';

/**
 * The mock PSC moves onto the exam engine (docs/decisions/053-exam-engine.md): its attempts, parts and
 * segments become the engine's attempts, recordings and segments, and its own tables go.
 *
 * - `exam_attempt.grade`: the grade the total earns (PSC's grade code), for the results list.
 * - `exam_attempt.sound_tally`: JSON SoundTally of the tasks read against a text, for the sound trend.
 * - `exam_recording.place`, `heard_place`, `heard_segments`: where in a task read item by item the
 *   candidate is, and the place heard from the first `heard_segments` segments (decision 047).
 *
 * A PSC attempt is one `speaking` module with a recording per part (`p1` … `p4`); the chosen topic is
 * an answer to the question `topic`; the score report is the attempt's report; a part's outcome is its
 * recording's evaluation: `{"state":"evaluated"|"refused","resultKey":…,"refusal":…}`.
 */

/** Rows are copied in pages, so a large table never sits in memory at once. */
const PAGE = 500;

/** The PSC module's time: the four parts and their overtime (PSC_PART_SECONDS, PSC_OVERTIME_ALLOWANCE_SECONDS). */
const PSC_MODULE_MS = (210 + 150 + 240 + 180 + 4 * 90) * 1000;

type Row = Record<string, unknown>;

async function pages(db: Kysely<unknown>, table: string, order: string, each: (rows: Row[]) => Promise<void>) {
  for (let offset = 0; ; offset += PAGE) {
    const { rows } =
      await sql<Row>`select * from ${sql.table(table)} order by ${sql.raw(order)} limit ${PAGE} offset ${offset}`.execute(
        db,
      );
    if (rows.length === 0) return;
    await each(rows);
  }
}

async function insert(db: Kysely<unknown>, table: string, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  await (db as Kysely<Record<string, Row>>).insertInto(table).values(rows).execute();
}

function at(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : String(value);
}

export async function up0020(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('exam_attempt').addColumn('grade', 'varchar(8)').execute();
  await db.schema.alterTable('exam_attempt').addColumn('sound_tally', 'text').execute();
  await db.schema
    .alterTable('exam_recording')
    .addColumn('place', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('exam_recording').addColumn('heard_place', 'integer').execute();
  await db.schema.alterTable('exam_recording').addColumn('heard_segments', 'integer').execute();

  await pages(db, 'psc_paper_version', 'paper_id, version', (rows) =>
    insert(
      db,
      'exam_paper_version',
      rows.map((row) => ({
        exam: 'psc',
        paper_id: row.paper_id,
        version: row.version,
        payload: row.payload,
        created_at: at(row.created_at),
      })),
    ),
  );
  await pages(db, 'psc_exam_attempt', 'id', async (rows) => {
    await insert(
      db,
      'exam_attempt',
      rows.map((row) => ({
        id: row.id,
        user_id: row.user_id,
        exam: 'psc',
        paper_id: row.paper_id,
        paper_version: row.paper_version,
        scope_code: 'psc',
        scope: 'speaking',
        status: row.status,
        current_module: 'speaking',
        place_item: row.place_part === null ? null : `p${String(row.place_part)}`,
        revision: 0,
        total_hundredths: row.total_hundredths,
        report: row.score,
        started_at: at(row.started_at),
        updated_at: at(row.updated_at),
        submitted_at: at(row.submitted_at),
        grade: row.grade,
        sound_tally: row.problems,
      })),
    );
    await insert(
      db,
      'exam_module',
      rows.map((row) => ({
        attempt_id: row.id,
        module: 'speaking',
        position: 0,
        status: row.status === 'submitted' ? 'closed' : 'open',
        limit_ms: PSC_MODULE_MS,
        used_ms: 0,
        clock_at: null,
      })),
    );
    await insert(
      db,
      'exam_answer',
      rows
        .filter((row) => row.topic_id !== null)
        .map((row) => ({
          attempt_id: row.id,
          question_id: 'topic',
          module: 'speaking',
          answer: JSON.stringify({ text: row.topic_id }),
          evaluation: null,
          saved_at: at(row.updated_at),
        })),
    );
  });
  await pages(db, 'psc_exam_part', 'attempt_id, part', (rows) =>
    insert(
      db,
      'exam_recording',
      rows.map((row) => {
        const finished = row.status === 'evaluated' || row.status === 'refused';
        return {
          attempt_id: row.attempt_id,
          item_id: `p${String(row.part)}`,
          round: row.round,
          segments: row.segments,
          recorded_ms: row.recorded_ms,
          finished: finished ? 1 : 0,
          recording_key: row.recording_key,
          evaluation: finished
            ? JSON.stringify({ state: row.status, resultKey: row.result_key, refusal: row.refusal })
            : null,
          updated_at: at(row.updated_at),
          place: row.place_item,
          heard_place: row.heard_item,
          heard_segments: row.heard_segments,
        };
      }),
    ),
  );
  await pages(db, 'psc_exam_segment', 'attempt_id, part, round, seq', (rows) =>
    insert(
      db,
      'exam_segment',
      rows.map((row) => ({
        attempt_id: row.attempt_id,
        item_id: `p${String(row.part)}`,
        round: row.round,
        seq: row.seq,
        file_key: row.file_key,
        samples: row.samples,
        created_at: at(row.created_at),
      })),
    ),
  );
  await db.schema.dropTable('psc_exam_segment').execute();
  await db.schema.dropTable('psc_exam_part').execute();
  await db.schema.dropIndex('psc_exam_attempt_user_idx').execute();
  await db.schema.dropTable('psc_exam_attempt').execute();
  await db.schema.dropTable('psc_paper_version').execute();
}

/** Puts the PSC tables back as migrations 0005, 0014, 0016 and 0018 left them, with the rows copied back. */
export function down0020(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await up0005(dialect)(db);
    await up0014(db);
    await db.schema.alterTable('psc_exam_attempt').addColumn('problems', 'text').execute();
    await up0018(db);
    const psc = sql`exam = 'psc'`;
    const ofPsc = sql`attempt_id in (select id from exam_attempt where exam = 'psc')`;
    await insert(
      db,
      'psc_paper_version',
      (await sql<Row>`select * from exam_paper_version where ${psc}`.execute(db)).rows.map((row) => ({
        paper_id: row.paper_id,
        version: row.version,
        payload: row.payload,
        created_at: at(row.created_at),
      })),
    );
    const topics = new Map(
      (await sql<Row>`select attempt_id, answer from exam_answer where ${ofPsc}`.execute(db)).rows.map((row) => [
        row.attempt_id,
        (JSON.parse(String(row.answer)) as { text: string }).text,
      ]),
    );
    await insert(
      db,
      'psc_exam_attempt',
      (await sql<Row>`select * from exam_attempt where ${psc}`.execute(db)).rows.map((row) => ({
        id: row.id,
        user_id: row.user_id,
        paper_id: row.paper_id,
        paper_version: row.paper_version,
        status: row.status,
        topic_id: topics.get(row.id) ?? null,
        total_hundredths: row.total_hundredths,
        grade: row.grade,
        score: row.report,
        started_at: at(row.started_at),
        updated_at: at(row.updated_at),
        submitted_at: at(row.submitted_at),
        place_part: typeof row.place_item === 'string' ? Number(row.place_item.slice(1)) : null,
        problems: row.sound_tally,
      })),
    );
    await insert(
      db,
      'psc_exam_part',
      (await sql<Row>`select * from exam_recording where ${ofPsc}`.execute(db)).rows.map((row) => {
        const outcome = row.evaluation === null ? null : (JSON.parse(String(row.evaluation)) as Row);
        const status = outcome ? outcome.state : Number(row.segments) > 0 ? 'recording' : 'notStarted';
        return {
          attempt_id: row.attempt_id,
          part: Number(String(row.item_id).slice(1)),
          status,
          round: row.round,
          segments: row.segments,
          recorded_ms: row.recorded_ms,
          recording_key: row.recording_key,
          result_key: outcome?.resultKey ?? null,
          refusal: outcome?.refusal ?? null,
          updated_at: at(row.updated_at),
          place_item: row.place,
          heard_item: row.heard_place,
          heard_segments: row.heard_segments,
        };
      }),
    );
    await insert(
      db,
      'psc_exam_segment',
      (await sql<Row>`select * from exam_segment where ${ofPsc}`.execute(db)).rows.map((row) => ({
        attempt_id: row.attempt_id,
        part: Number(String(row.item_id).slice(1)),
        seq: row.seq,
        round: row.round,
        file_key: row.file_key,
        samples: row.samples,
        created_at: at(row.created_at),
      })),
    );
    for (const table of ['exam_segment', 'exam_recording', 'exam_answer', 'exam_module']) {
      await sql`delete from ${sql.table(table)} where ${ofPsc}`.execute(db);
    }
    await sql`delete from exam_attempt where ${psc}`.execute(db);
    await sql`delete from exam_paper_version where ${psc}`.execute(db);
    await db.schema.alterTable('exam_recording').dropColumn('heard_segments').execute();
    await db.schema.alterTable('exam_recording').dropColumn('heard_place').execute();
    await db.schema.alterTable('exam_recording').dropColumn('place').execute();
    await db.schema.alterTable('exam_attempt').dropColumn('sound_tally').execute();
    await db.schema.alterTable('exam_attempt').dropColumn('grade').execute();
  };
}
