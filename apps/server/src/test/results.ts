import { randomBytes } from 'node:crypto';
import { PscAttemptStatus, PscPartStatus } from '@hanyu/contracts/psc/exam';
import { PSC_PARTS, type PscPart } from '@hanyu/contracts/psc/exam-paper';
import type { ResultKind } from '@hanyu/contracts/psc/results';
import { EvaluationRepository } from '../modules/psc/evaluation-repository.ts';
import type { SoundTally } from '../modules/psc/sound-tally.ts';
import type { TestApp } from './test-app.ts';

type App = Pick<TestApp, 'app'>;

const newId = () => randomBytes(16).toString('hex');

export function tally(parts: Partial<SoundTally> = {}): SoundTally {
  return { initials: {}, finals: {}, tones: {}, ...parts };
}

/**
 * A server evaluation row as EvaluationService keeps it (through its repository), at a chosen time:
 * listing tests need dates they control. Its files are not written (listing never reads them).
 */
export async function buildServerEvaluation(
  t: App,
  userId: string,
  options: {
    at: Date;
    activity?: Exclude<ResultKind, 'mockExam'>;
    resourceCode?: string | null;
    lessonKey?: string | null;
    targetText?: string | null;
    targetPinyin?: string | null;
    overall?: number | null;
    qualityCode?: number | null;
    problems?: SoundTally | null;
  },
): Promise<string> {
  const id = newId();
  const refused = options.qualityCode !== undefined && options.qualityCode !== null;
  await new EvaluationRepository(t.app.platform.db).insertWithFiles(
    {
      id,
      userId,
      kind: options.activity === undefined || options.activity === 'practice' ? 'word' : 'sentence',
      category: null,
      level: null,
      resourceCode: options.resourceCode ?? null,
      activity: options.activity ?? 'practice',
      lessonKey: options.lessonKey ?? null,
      targetPinyin: options.targetPinyin ?? null,
      targetText: options.targetText ?? null,
      recordingKey: `portal/evaluation/${userId}/${id}.wav`,
      resultKey: `portal/evaluation/${userId}/${id}.json`,
      durationMs: 1500,
      qualityCode: options.qualityCode ?? null,
      overallScore: refused ? null : (options.overall ?? 80),
      problems: refused ? null : JSON.stringify(options.problems ?? tally()),
      createdAt: options.at,
    },
    [],
  );
  return id;
}

/**
 * A submitted mock test as ExamReports.submit leaves it, at a chosen time. `problems: null` is a test
 * submitted before tallies were kept; `partResults` are then its read parts' results in the file store.
 */
export async function buildSubmittedExam(
  t: App,
  userId: string,
  options: {
    submittedAt: Date;
    paperId?: string;
    totalHundredths?: number;
    grade?: string;
    problems?: SoundTally | null;
    partResults?: Partial<Record<PscPart, unknown>>;
  },
): Promise<string> {
  const id = newId();
  const at = options.submittedAt.toISOString();
  const db = t.app.platform.db;
  // A submitted mock PSC as the exam engine keeps it: one speaking module, a recording per part.
  await db
    .insertInto('exam_attempt')
    .values({
      id,
      user_id: userId,
      exam: 'psc',
      paper_id: options.paperId ?? 'M01',
      paper_version: 'test',
      scope_code: 'psc',
      scope: 'speaking',
      status: PscAttemptStatus.Submitted,
      current_module: 'speaking',
      place_item: null,
      revision: 1,
      total_hundredths: options.totalHundredths ?? 8650,
      grade: options.grade ?? '2B',
      report: '{}',
      started_at: at,
      updated_at: at,
      submitted_at: at,
      sound_tally: options.problems === null ? null : JSON.stringify(options.problems ?? tally()),
    })
    .execute();
  await db
    .insertInto('exam_module')
    .values({
      attempt_id: id,
      module: 'speaking',
      position: 0,
      status: 'closed',
      limit_ms: 0,
      used_ms: 0,
      clock_at: null,
    })
    .execute();
  for (const part of PSC_PARTS) {
    const result = options.partResults?.[part];
    const resultKey = result === undefined ? null : `portal/psc-exam/${userId}/${id}/part${part}.json`;
    if (resultKey) await t.app.platform.fileStore.put(resultKey, Buffer.from(JSON.stringify(result)));
    await db
      .insertInto('exam_recording')
      .values({
        attempt_id: id,
        item_id: `p${part}`,
        round: 0,
        segments: 0,
        recorded_ms: 0,
        finished: resultKey ? 1 : 0,
        recording_key: null,
        evaluation: resultKey ? JSON.stringify({ state: PscPartStatus.Evaluated, resultKey, refusal: null }) : null,
        updated_at: at,
      })
      .execute();
  }
  return id;
}
