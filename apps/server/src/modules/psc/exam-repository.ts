import type { Kysely } from 'kysely';
import { ContentCollection } from '@hanyu/content/catalogue';
import { ExamModule } from '@hanyu/contracts/exam/exam-engine';
import {
  PSC_OVERTIME_ALLOWANCE_SECONDS,
  PscAttemptStatus,
  PscPartStatus,
  type PscAttemptStatus as AttemptStatus,
} from '@hanyu/contracts/psc/exam';
import { PSC_PART_SECONDS, PSC_PARTS, type PscPart } from '@hanyu/contracts/psc/exam-paper';
import type { Dialect } from '../../platform/db/connect.ts';
import type { Database } from '../../platform/db/schema.ts';
import { FileObjectRepository, type FileObject } from '../../platform/files/file-object-repository.ts';
import { samplesToMs } from './exam-audio.ts';
import {
  ExamEngineRepository,
  type EngineAttemptRecord,
  type EngineAttemptRow,
  type EngineRecordingRow,
} from '../exam/index.ts';

const PAPERS = ContentCollection.PscPaper;

/** The exam engine's name for the mock PSC's attempts and paper versions. */
export const PSC_EXAM = 'psc';
/** A PSC attempt is one speaking module; the chosen topic is its answer to this question. */
const TOPIC_QUESTION = 'topic';
/** The whole test's time: the four parts and each one's overtime. */
const PSC_MODULE_MS =
  PSC_PARTS.reduce((sum, part) => sum + PSC_PART_SECONDS[part] + PSC_OVERTIME_ALLOWANCE_SECONDS, 0) * 1000;

/** The engine's task of a part (`p1` … `p4`) and back. */
const itemOf = (part: PscPart) => `p${part}`;
const partOf = (itemId: string) => Number(itemId.slice(1)) as PscPart;

/** A mock PSC attempt as the PSC module reads it. */
export interface AttemptRow {
  id: string;
  user_id: string;
  paper_id: string;
  paper_version: string;
  status: AttemptStatus;
  topic_id: string | null;
  total_hundredths: number | null;
  grade: string | null;
  /** JSON PscScoreReport once submitted. */
  score: string | null;
  started_at: Date | string;
  updated_at: Date | string;
  submitted_at: Date | string | null;
  /** The part the candidate was last in; null until a part is opened. */
  place_part: PscPart | null;
  /** JSON SoundTally of the read parts once submitted (null for attempts kept before tallies). */
  problems: string | null;
}

/** A part of an attempt: its recording on the engine, with the PSC outcome it keeps as its evaluation. */
export interface PartRow {
  attempt_id: string;
  part: PscPart;
  status: PscPartStatus;
  round: number;
  segments: number;
  recorded_ms: number;
  recording_key: string | null;
  result_key: string | null;
  refusal: string | null;
  /** The item the candidate reached in the part: where reading resumes. */
  place_item: number;
  /** The place heard from the recording's first `heard_segments` segments; null once the candidate moves the mark. */
  heard_item: number | null;
  heard_segments: number | null;
}

export interface NewAttempt {
  id: string;
  userId: string;
  paperId: string;
  paperVersion: string;
  /** The engine's items of the paper's parts (`p1` … `p4`): a recording each. */
  items: readonly string[];
  now: string;
}

export interface NewSegment {
  attemptId: string;
  part: PscPart;
  round: number;
  seq: number;
  fileKey: string;
  samples: number;
}

/** What a finished part keeps: evaluated (with its result file) or refused (with why). */
export interface PartOutcome {
  status: typeof PscPartStatus.Evaluated | typeof PscPartStatus.Refused;
  recordingKey: string | null;
  resultKey: string | null;
  refusal: string | null;
}

interface StoredOutcome {
  state: PartOutcome['status'];
  resultKey: string | null;
  refusal: string | null;
}

function present(attempt: EngineAttemptRow, record: EngineAttemptRecord | null): AttemptRow {
  const topic = record?.answers.find((answer) => answer.question_id === TOPIC_QUESTION);
  return {
    id: attempt.id,
    user_id: attempt.user_id,
    paper_id: attempt.paper_id,
    paper_version: attempt.paper_version,
    status: attempt.status === PscAttemptStatus.Submitted ? PscAttemptStatus.Submitted : PscAttemptStatus.InProgress,
    topic_id: topic ? (JSON.parse(topic.answer) as { text: string }).text : null,
    total_hundredths: attempt.total_hundredths,
    grade: attempt.grade,
    score: attempt.report,
    started_at: attempt.started_at,
    updated_at: attempt.updated_at,
    submitted_at: attempt.submitted_at,
    place_part: attempt.place_item === null ? null : partOf(attempt.place_item),
    problems: attempt.sound_tally,
  };
}

function partRow(recording: EngineRecordingRow): PartRow {
  const outcome = recording.evaluation === null ? null : (JSON.parse(recording.evaluation) as StoredOutcome);
  const status: PscPartStatus = recording.finished
    ? (outcome?.state ?? PscPartStatus.Evaluated)
    : recording.segments > 0
      ? PscPartStatus.Recording
      : PscPartStatus.NotStarted;
  return {
    attempt_id: recording.attempt_id,
    part: partOf(recording.item_id),
    status,
    round: recording.round,
    segments: recording.segments,
    recorded_ms: recording.recorded_ms,
    recording_key: recording.recording_key,
    result_key: outcome?.resultKey ?? null,
    refusal: outcome?.refusal ?? null,
    place_item: recording.place,
    heard_item: recording.heard_place,
    heard_segments: recording.heard_segments,
  };
}

/**
 * Mock PSC attempts on the exam engine (docs/decisions/053-exam-engine.md): an attempt of one speaking
 * module whose four recordings are the parts, each part's outcome kept as its recording's evaluation,
 * the chosen topic as the answer to `topic`, the score as the attempt's report.
 */
export class ExamRepository {
  private readonly engine: ExamEngineRepository;

  constructor(
    private readonly db: Kysely<Database>,
    dialect: Dialect,
  ) {
    this.engine = new ExamEngineRepository(db, dialect);
  }

  async papers() {
    return this.db
      .selectFrom('content_item')
      .select(['id', 'title', 'title_en', 'payload'])
      .where('collection', '=', PAPERS)
      .orderBy('position')
      .execute();
  }

  async paper(id: string) {
    return this.db
      .selectFrom('content_item')
      .select(['id', 'title', 'title_en', 'payload'])
      .where('collection', '=', PAPERS)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Keeps a paper version (once): attempts are scored against the version they were taken on. */
  keepPaperVersion(paperId: string, version: string, payload: string): Promise<void> {
    return this.engine.keepPaperVersion(PSC_EXAM, paperId, version, payload);
  }

  paperVersion(paperId: string, version: string): Promise<string | null> {
    return this.engine.paperVersion(PSC_EXAM, paperId, version);
  }

  /** An attempt of one speaking module, open from the start, with an empty recording for each part's item. */
  async createAttempt(attempt: NewAttempt): Promise<void> {
    await this.engine.createAttempt({
      id: attempt.id,
      userId: attempt.userId,
      exam: PSC_EXAM,
      paperId: attempt.paperId,
      paperVersion: attempt.paperVersion,
      scopeCode: PSC_EXAM,
      scope: [ExamModule.Speaking],
      modules: [{ name: ExamModule.Speaking, limitMs: PSC_MODULE_MS }],
      recordings: [...attempt.items],
      now: attempt.now,
    });
    await this.engine.change(attempt.id, (record) => ({
      change: {
        attempt: { status: record.attempt.status, current_module: ExamModule.Speaking, place_item: null },
        modules: [{ module: ExamModule.Speaking, status: 'open', used_ms: 0, clock_at: null }],
        answers: [],
      },
      value: null,
    }));
  }

  /** The candidate's attempt in progress (on one paper, or any), newest first. */
  async inProgress(userId: string, paperId?: string): Promise<AttemptRow | undefined> {
    const rows = (await this.engine.unfinishedOf(userId, PSC_EXAM))
      .filter((row) => paperId === undefined || row.paper_id === paperId)
      .sort((a, b) => new Date(b.started_at).getTime() - new Date(a.started_at).getTime());
    const newest = rows[0];
    return newest ? present(newest, await this.engine.record(newest.id)) : undefined;
  }

  async attempt(userId: string, id: string): Promise<AttemptRow | undefined> {
    const row = await this.engine.attempt(userId, id, PSC_EXAM);
    return row ? present(row, await this.engine.record(row.id)) : undefined;
  }

  async parts(attemptId: string): Promise<PartRow[]> {
    const { recordings } = await this.engine.record(attemptId);
    return recordings.map(partRow).sort((a, b) => a.part - b.part);
  }

  /**
   * Adds a segment at the end of a part's recording. The segment must be the next one (`seq` =
   * segments saved); a segment already saved (a resend) changes nothing, and of two concurrent saves
   * of one segment only the first counts. 'gap' when an earlier segment is missing.
   */
  addSegment(segment: NewSegment): Promise<'added' | 'duplicate' | 'gap'> {
    return this.engine.addSegment({
      attemptId: segment.attemptId,
      itemId: itemOf(segment.part),
      round: segment.round,
      seq: segment.seq,
      fileKey: segment.fileKey,
      samples: segment.samples,
      ms: samplesToMs(segment.samples),
    });
  }

  async segments(attemptId: string, part: PscPart, round: number) {
    return this.engine.segments(attemptId, itemOf(part), round);
  }

  /** Records a finished part, after the file_object rows of its files. */
  async finishPart(
    attemptId: string,
    part: PscPart,
    round: number,
    outcome: PartOutcome,
    files: readonly FileObject[],
  ) {
    const objects = new FileObjectRepository(this.db);
    for (const file of files) await objects.upsert(file);
    const stored: StoredOutcome = { state: outcome.status, resultKey: outcome.resultKey, refusal: outcome.refusal };
    await this.engine.finishRecording(attemptId, itemOf(part), round, outcome.recordingKey, JSON.stringify(stored));
  }

  /** Starts a part again (a refused recording): a new round, nothing recorded, read from the start. */
  restartPart(attemptId: string, part: PscPart): Promise<void> {
    return this.engine.restartRecording(attemptId, itemOf(part));
  }

  /** The candidate's place: the item reached in a part not yet finished, and that part as the attempt's last. */
  savePlace(attemptId: string, part: PscPart, item: number): Promise<void> {
    return this.engine.savePlace(attemptId, itemOf(part), item);
  }

  /** The place heard from the first `segments` segments of a part's current round. */
  saveHeardPlace(attemptId: string, part: PscPart, round: number, heard: { item: number; segments: number }) {
    return this.engine.saveHeardPlace(attemptId, itemOf(part), round, { place: heard.item, segments: heard.segments });
  }

  /** The part-4 topic, as the attempt's answer to `topic` (a later choice replaces it). */
  async chooseTopic(attemptId: string, topicId: string): Promise<void> {
    await this.engine.change(attemptId, (record) => ({
      change: {
        attempt: {
          status: record.attempt.status,
          current_module: record.attempt.current_module,
          place_item: record.attempt.place_item,
        },
        modules: [],
        answers: [
          { questionId: TOPIC_QUESTION, module: ExamModule.Speaking, answer: JSON.stringify({ text: topicId }) },
        ],
      },
      value: null,
    }));
  }

  /** Marks the attempt submitted with its score and the sound tally of its read parts; false when it already was. */
  submit(
    attemptId: string,
    scored: { totalHundredths: number; grade: string | null; score: string; problems: string; now: Date },
  ): Promise<boolean> {
    return this.engine.submitScored(attemptId, {
      totalHundredths: scored.totalHundredths,
      grade: scored.grade,
      report: scored.score,
      soundTally: scored.problems,
      now: scored.now.toISOString(),
    });
  }

  /** Keeps the sound tally of a test submitted before tallies were kept (read from its parts once). */
  keepProblems(attemptId: string, problems: string): Promise<void> {
    return this.engine.keepSoundTally(attemptId, problems);
  }

  /** One page of the candidate's attempts, newest first, with their papers' titles. */
  async history(userId: string, page: number, pageSize: number) {
    const { total, rows } = await this.engine.history(userId, PSC_EXAM, '', page, pageSize);
    const ids = [...new Set(rows.map((row) => row.paper_id))];
    const found =
      ids.length === 0
        ? []
        : await this.db
            .selectFrom('content_item')
            .select(['id', 'title', 'title_en'])
            .where('collection', '=', PAPERS)
            .where('id', 'in', ids)
            .execute();
    const titles = new Map(found.map((paper) => [paper.id, paper]));
    return {
      total,
      rows: rows.map((row) => ({
        id: row.id,
        paper_id: row.paper_id,
        status: row.status,
        started_at: row.started_at,
        submitted_at: row.submitted_at,
        total_hundredths: row.total_hundredths,
        grade: row.grade,
        title: titles.get(row.paper_id)?.title ?? null,
        title_en: titles.get(row.paper_id)?.title_en ?? null,
      })),
    };
  }
}
