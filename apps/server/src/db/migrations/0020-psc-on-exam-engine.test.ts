import { Migrator, sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.ts';
import { emptyDatabase } from '../../test/empty-database.ts';
import { migrations } from './index.ts';

const at = '2026-11-01T08:00:00.000Z';
const later = '2026-11-01T08:20:00.000Z';

type Row = Record<string, unknown>;

/** A mock PSC as migrations 0005-0019 kept it: one submitted with a topic, one in progress mid-part. */
async function oldAttempts(db: Kysely<unknown>) {
  await sql`insert into psc_paper_version (paper_id, version, payload, created_at)
    values ('M01', 'v1', '{"paperId":"M01"}', ${at})`.execute(db);
  await sql`insert into psc_exam_attempt
    (id, user_id, paper_id, paper_version, status, topic_id, total_hundredths, grade, score, started_at, updated_at,
     submitted_at, place_part, problems)
    values ('a1', 'u1', 'M01', 'v1', 'submitted', 'T02', 8650, '2B', '{"total":86.5}', ${at}, ${later}, ${later}, 4,
     '{"initials":{}}'),
           ('a2', 'u1', 'M01', 'v1', 'inProgress', null, null, null, null, ${at}, ${at}, null, 2, null)`.execute(db);
  for (const part of [1, 2, 3, 4]) {
    await sql`insert into psc_exam_part
      (attempt_id, part, status, round, segments, recorded_ms, recording_key, result_key, refusal, updated_at,
       place_item, heard_item, heard_segments)
      values ('a1', ${part}, ${part === 3 ? 'refused' : 'evaluated'}, 0, 1, 1000, ${`a1/p${part}.wav`},
       ${part === 3 ? null : `a1/p${part}.json`}, ${part === 3 ? '声音太小' : null}, ${later}, 0, null, null)`.execute(
      db,
    );
    await sql`insert into psc_exam_part
      (attempt_id, part, status, round, segments, recorded_ms, recording_key, result_key, refusal, updated_at,
       place_item, heard_item, heard_segments)
      values ('a2', ${part}, ${part === 2 ? 'recording' : part === 1 ? 'evaluated' : 'notStarted'}, ${part === 2 ? 1 : 0},
       ${part === 2 ? 2 : 0}, ${part === 2 ? 60000 : 0}, null, ${part === 1 ? 'a2/p1.json' : null}, null, ${at},
       ${part === 2 ? 17 : 0}, ${part === 2 ? 21 : null}, ${part === 2 ? 2 : null})`.execute(db);
  }
  for (const seq of [0, 1]) {
    await sql`insert into psc_exam_segment (attempt_id, part, seq, round, file_key, samples, created_at)
      values ('a2', 2, ${seq}, 1, ${`a2/p2-r1-s${seq}.wav`}, 480000, ${at})`.execute(db);
  }
}

async function rows(db: Kysely<unknown>, query: string): Promise<Row[]> {
  return (await sql<Row>`${sql.raw(query)}`.execute(db)).rows;
}

describe.each(testDialects)('migration 0020 on %s', (dialect) => {
  it("moves the mock PSC's attempts, parts and segments onto the exam engine, and back down", async () => {
    const { db, drop } = await emptyDatabase(dialect);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(dialect) } });
      expect((await migrator.migrateTo('0019-exam-engine')).error).toBeUndefined();
      await oldAttempts(db);
      expect((await migrator.migrateTo('0020-psc-on-exam-engine')).error).toBeUndefined();

      expect(await rows(db, `select exam, paper_id, version from exam_paper_version`)).toEqual([
        { exam: 'psc', paper_id: 'M01', version: 'v1' },
      ]);
      const attempts = await rows(
        db,
        `select id, exam, status, place_item, total_hundredths, grade, report, sound_tally from exam_attempt order by id`,
      );
      expect(attempts).toEqual([
        {
          id: 'a1',
          exam: 'psc',
          status: 'submitted',
          place_item: 'p4',
          total_hundredths: 8650,
          grade: '2B',
          report: '{"total":86.5}',
          sound_tally: '{"initials":{}}',
        },
        {
          id: 'a2',
          exam: 'psc',
          status: 'inProgress',
          place_item: 'p2',
          total_hundredths: null,
          grade: null,
          report: null,
          sound_tally: null,
        },
      ]);
      expect(await rows(db, `select attempt_id, module, status from exam_module order by attempt_id`)).toEqual([
        { attempt_id: 'a1', module: 'speaking', status: 'closed' },
        { attempt_id: 'a2', module: 'speaking', status: 'open' },
      ]);
      expect(await rows(db, `select attempt_id, question_id, answer from exam_answer`)).toEqual([
        { attempt_id: 'a1', question_id: 'topic', answer: '{"text":"T02"}' },
      ]);
      const recordings = await rows(
        db,
        `select attempt_id, item_id, round, segments, finished, evaluation, place, heard_place, heard_segments
         from exam_recording order by attempt_id, item_id`,
      );
      expect(recordings).toHaveLength(8);
      expect(recordings[2]).toMatchObject({
        attempt_id: 'a1',
        item_id: 'p3',
        finished: 1,
        evaluation: JSON.stringify({ state: 'refused', resultKey: null, refusal: '声音太小' }),
      });
      expect(recordings[5]).toEqual({
        attempt_id: 'a2',
        item_id: 'p2',
        round: 1,
        segments: 2,
        finished: 0,
        evaluation: null,
        place: 17,
        heard_place: 21,
        heard_segments: 2,
      });
      expect(await rows(db, `select item_id, round, seq, file_key from exam_segment order by seq`)).toEqual([
        { item_id: 'p2', round: 1, seq: 0, file_key: 'a2/p2-r1-s0.wav' },
        { item_id: 'p2', round: 1, seq: 1, file_key: 'a2/p2-r1-s1.wav' },
      ]);

      const down = await migrator.migrateTo('0019-exam-engine');
      expect(down.error).toBeUndefined();
      expect(
        await rows(db, `select id, status, topic_id, place_part, problems from psc_exam_attempt order by id`),
      ).toEqual([
        { id: 'a1', status: 'submitted', topic_id: 'T02', place_part: 4, problems: '{"initials":{}}' },
        { id: 'a2', status: 'inProgress', topic_id: null, place_part: 2, problems: null },
      ]);
      expect(
        await rows(
          db,
          `select part, status, round, result_key, refusal, place_item, heard_item from psc_exam_part
           where attempt_id = 'a2' order by part`,
        ),
      ).toEqual([
        {
          part: 1,
          status: 'evaluated',
          round: 0,
          result_key: 'a2/p1.json',
          refusal: null,
          place_item: 0,
          heard_item: null,
        },
        { part: 2, status: 'recording', round: 1, result_key: null, refusal: null, place_item: 17, heard_item: 21 },
        { part: 3, status: 'notStarted', round: 0, result_key: null, refusal: null, place_item: 0, heard_item: null },
        { part: 4, status: 'notStarted', round: 0, result_key: null, refusal: null, place_item: 0, heard_item: null },
      ]);
      expect(await rows(db, `select count(*) as n from psc_exam_segment`)).toEqual([
        { n: dialect === 'postgres' ? '2' : 2 },
      ]);
      expect(await rows(db, `select count(*) as n from exam_attempt`)).toEqual([
        { n: dialect === 'postgres' ? '0' : 0 },
      ]);
      expect((await migrator.migrateTo('0020-psc-on-exam-engine')).error).toBeUndefined();
    } finally {
      await drop();
    }
  });
});
