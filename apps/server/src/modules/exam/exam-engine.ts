import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { EvaluationCategory } from '@hanyu/contracts/constants/evaluation-category';
import type { ExamModuleStatus } from '@hanyu/contracts/exam/exam-engine';
import {
  EXAM_SEGMENT_SECONDS,
  ExamAttemptStatus,
  examAnswerSchema,
  type ExamAnswer,
  type ExamAttempt,
  type ExamModule,
  type ExamReport,
  type PresentedItem,
} from '@hanyu/contracts/exam/exam-engine';
import { RECORDING_CONTENT_TYPE } from '@hanyu/contracts/psc/evaluation-upload';
import type { EvaluationRequest, EvaluationResult, ExpectedSyllable } from '@hanyu/speech/evaluation/result-types';
import { MIN_SPEECH_SECONDS } from '@hanyu/speech/quality/quality-thresholds';
import { appError } from '../../platform/errors.ts';
import type { FileService } from '../../platform/files/file-service.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import type { SpeechPool } from '../../platform/speech-pool/speech-pool.ts';
import { reportedEvaluation, SILENT_PROGRESS, type ProgressReport } from '../../platform/live/live-channel.ts';
import { joinSegments, samplesToMs, segmentSamples } from '../../platform/uploads/wav-segments.ts';
import { findQuestion, moduleQuestions, type EnginePaper, type QuestionKey } from './engine-paper.ts';
import {
  assertAnswerable,
  enterModule,
  heartbeat,
  pause,
  remainingSeconds,
  resume,
  submit,
  type AttemptState,
} from './exam-rules.ts';
import {
  type AnswerRow,
  type AttemptRecord,
  type AttemptRow,
  type ExamEngineRepository,
  type RecordingRow,
} from './exam-repository.ts';
import { assertAnswerFits, keyText, markAnswer, moduleScore } from './exam-scoring.ts';
import { pscPartRequest, scorePscItem, type PscPartKey } from './psc-items.ts';
import { applyReviews } from './reviewed-report.ts';

/** A composition's evaluation as the engine keeps it (the scorer's traits, an estimate). */
export type CompositionEvaluation =
  | {
      state: 'evaluated';
      traits: { cohesion: number; language: number; content: number; structure: number };
      band: 'normal' | 'intermediate' | 'advanced';
      characters: number;
      notes: string[];
    }
  | { state: 'evaluationFailed'; characters: number; notes: string[] };

export type CompositionScorer = (
  text: string,
  key: Extract<QuestionKey, { kind: 'composition' }>,
) => CompositionEvaluation;

/** A spoken answer's evaluation as kept with its recording. */
interface SpokenEvaluation {
  state: 'evaluated' | 'evaluationFailed';
  score: number | null;
  failure: string | null;
}

/**
 * Free speaking earns its fluency score in full once the candidate has spoken for this share of the
 * task's time; less speech earns proportionally less (what was said is not assessed).
 */
const SPOKEN_COVERAGE = 0.5;

export interface EngineDependencies {
  /** The test whose attempts this engine serves ('mhk'): another test's attempt is not found here. */
  exam: string;
  repository: ExamEngineRepository;
  fileStore: FileStore;
  files: FileService;
  speech: SpeechPool;
  scoreComposition: CompositionScorer;
  /** The expected syllables of a text read aloud, with the paper's reviewed readings. */
  readText: (text: string, readings: readonly { phrase: string; pinyin: string }[]) => ExpectedSyllable[];
  /** A URL the browser can fetch a stored file from. */
  resourceUrl: (key: string) => string;
  /** The paper an attempt was taken on. */
  paperOf: (attempt: AttemptRow) => Promise<EnginePaper>;
}

export interface CommitInput {
  enter?: ExamModule | undefined;
  answers?: readonly { questionId: string; answer: ExamAnswer }[] | undefined;
  placeItem?: string | undefined;
  pause?: boolean | undefined;
  heartbeat?: boolean | undefined;
  submit?: boolean | undefined;
}

function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function time(value: Date | string | null): number | null {
  return value === null ? null : new Date(value).getTime();
}

async function readAll(store: FileStore, key: string): Promise<Buffer> {
  const stream = await store.read(key);
  if (!stream) throw new Error(`missing file ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function stateOf(record: AttemptRecord): AttemptState {
  return {
    status: record.attempt.status as ExamAttemptStatus,
    currentModule: record.attempt.current_module as ExamModule | null,
    modules: record.modules.map((row) => ({
      name: row.module as ExamModule,
      status: row.status as ExamModuleStatus,
      limitMs: row.limit_ms,
      usedMs: row.used_ms,
      clockAt: time(row.clock_at),
    })),
  };
}

function parseAnswer(row: AnswerRow): ExamAnswer {
  return examAnswerSchema.parse(JSON.parse(row.answer));
}

/**
 * The exam engine: attempts on a kept paper version, the rules of section 4 (exam-rules.ts) applied
 * to every change, answers saved per question as they are given, spoken answers in segments,
 * scoring per question type and per module, and the report. Every change is one transaction that
 * checks the attempt's revision, so two tabs or a submit racing a save never lose an answer the
 * server has confirmed.
 */
export class ExamEngine {
  constructor(private readonly deps: EngineDependencies) {}

  /** The paper as the candidate sees it: no keys, listening audio as fetchable URLs. */
  presentItems(items: readonly PresentedItem[]): PresentedItem[] {
    return items.map((item) => {
      if ('audio' in item && item.audio)
        return { ...item, audio: { ...item.audio, url: this.deps.resourceUrl(item.audio.url) } };
      return item;
    });
  }

  async start(
    userId: string,
    paper: EnginePaper,
    scopeCode: string,
    scope: readonly ExamModule[],
  ): Promise<ExamAttempt> {
    const now = new Date().toISOString();
    const id = randomUUID().replaceAll('-', '');
    await this.deps.repository.keepPaperVersion(paper.exam, paper.paperId, paper.version, JSON.stringify(paper));
    const modules = paper.modules.filter((module) => scope.includes(module.name));
    await this.deps.repository.createAttempt({
      id,
      userId,
      exam: paper.exam,
      paperId: paper.paperId,
      paperVersion: paper.version,
      scopeCode,
      scope: modules.map((module) => module.name),
      modules: modules.map((module) => ({ name: module.name, limitMs: module.minutes * 60_000 })),
      now,
    });
    return this.present(await this.deps.repository.record(id), paper);
  }

  /** The paper an attempt was taken on. */
  paperOf(attempt: AttemptRow): Promise<EnginePaper> {
    return this.deps.paperOf(attempt);
  }

  async attemptRow(userId: string, attemptId: string): Promise<AttemptRow> {
    const row = await this.deps.repository.attempt(userId, attemptId, this.deps.exam);
    if (!row) throw appError('NoResource');
    return row;
  }

  async find(userId: string, attemptId: string): Promise<ExamAttempt> {
    const row = await this.attemptRow(userId, attemptId);
    return this.present(await this.deps.repository.record(row.id), await this.deps.paperOf(row));
  }

  /** One commit of the candidate's actions, in the contract's order, as one change. */
  async commit(userId: string, attemptId: string, input: CommitInput, log: FastifyBaseLogger): Promise<ExamAttempt> {
    const row = await this.attemptRow(userId, attemptId);
    const paper = await this.deps.paperOf(row);
    if (input.submit) await this.finishOpenRecordings(row, paper, log);
    await this.deps.repository.change(attemptId, (current) => {
      const now = Date.now();
      const state = stateOf(current);
      if (input.pause === false && state.status === ExamAttemptStatus.Paused) resume(state, now);
      if (input.enter) enterModule(state, input.enter, now);
      const answers = (input.answers ?? []).map(({ questionId, answer }) => {
        const found = findQuestion(paper, questionId);
        if (!found || !state.modules.some((module) => module.name === found.module.name)) {
          throw appError('ExamQuestionUnknown');
        }
        assertAnswerFits(found.question.key, answer);
        assertAnswerable(state, found.module.name, now);
        return { questionId, module: found.module.name, answer: JSON.stringify(answer) };
      });
      if (input.heartbeat) heartbeat(state, now);
      if (input.pause === true) pause(state, now);
      let report: ExamReport | null = null;
      const merged = { ...current, answers: mergeAnswers(current.answers, answers) };
      if (input.submit) {
        submit(state, now);
        report = this.buildReport(merged, paper, new Date(now).toISOString());
      }
      return {
        change: {
          attempt: {
            status: state.status,
            current_module: state.currentModule,
            place_item: input.placeItem ?? current.attempt.place_item,
            ...(report
              ? {
                  report: JSON.stringify(report),
                  total_hundredths: Math.round(report.total * 100),
                  submitted_at: report.submittedAt,
                }
              : {}),
          },
          modules: state.modules.map((module) => ({
            module: module.name,
            status: module.status,
            used_ms: module.usedMs,
            clock_at: module.clockAt === null ? null : new Date(module.clockAt).toISOString(),
          })),
          answers,
          evaluations: report ? compositionEvaluations(report) : [],
        },
        value: null,
      };
    });
    return this.present(await this.deps.repository.record(attemptId), paper);
  }

  /**
   * One spoken answer's segment, its end (which evaluates it) or a fresh start. The module must be
   * open: a spoken answer is an answer like any other.
   */
  async saveRecording(
    userId: string,
    input: { attemptId: string; itemId: string; seq?: number | undefined; finish: boolean; restart: boolean },
    audio: Uint8Array | null,
    log: FastifyBaseLogger,
    progress: ProgressReport = SILENT_PROGRESS,
  ): Promise<ExamAttempt> {
    const row = await this.attemptRow(userId, input.attemptId);
    const paper = await this.deps.paperOf(row);
    const found = findQuestion(paper, input.itemId);
    if (!found || !isRecorded(found.question.key)) throw appError('ExamQuestionUnknown');
    const record = await this.deps.repository.record(row.id);
    assertAnswerable(stateOf(record), found.module.name, Date.now());
    const existing = record.recordings.find((recording) => recording.item_id === input.itemId);
    if (input.restart || !existing) await this.deps.repository.restartRecording(row.id, input.itemId);
    if (audio && input.seq !== undefined) {
      const samples = segmentSamples(audio, EXAM_SEGMENT_SECONDS);
      const recording = await this.deps.repository.recording(row.id, input.itemId);
      if (!recording || recording.finished) throw appError('ExamModuleClosed');
      const fileKey = `exam/${row.id}/${input.itemId}-r${recording.round}-${input.seq}.wav`;
      await this.deps.fileStore.put(fileKey, Buffer.from(audio));
      const outcome = await this.deps.repository.addSegment({
        attemptId: row.id,
        itemId: input.itemId,
        round: recording.round,
        seq: input.seq,
        fileKey,
        samples: samples.length / 2,
        ms: samplesToMs(samples.length / 2),
      });
      if (outcome === 'gap') throw appError('ExamSegmentMissing');
    }
    if (input.finish) {
      const recording = await this.deps.repository.recording(row.id, input.itemId);
      if (recording && !recording.finished) await this.evaluateRecording(row, paper, recording, log, progress);
    }
    return this.present(await this.deps.repository.record(row.id), paper);
  }

  /** Joins a spoken answer's segments, evaluates them and keeps both; a failure is kept as the state. */
  private async evaluateRecording(
    row: AttemptRow,
    paper: EnginePaper,
    recording: RecordingRow,
    log: FastifyBaseLogger,
    progress: ProgressReport = SILENT_PROGRESS,
  ) {
    const found = findQuestion(paper, recording.item_id);
    if (!found || !isRecorded(found.question.key)) return;
    const key = found.question.key;
    const segments = await this.deps.repository.segments(row.id, recording.item_id, recording.round);
    if (segments.length === 0) {
      const evaluation: SpokenEvaluation = { state: 'evaluationFailed', score: null, failure: '没有录到声音' };
      await this.deps.repository.finishRecording(
        row.id,
        recording.item_id,
        recording.round,
        '',
        JSON.stringify(evaluation),
      );
      return;
    }
    const wav = joinSegments(
      await Promise.all(segments.map((segment) => readAll(this.deps.fileStore, segment.file_key))),
      EXAM_SEGMENT_SECONDS,
    );
    const recordingKey = `portal/exam/${row.id}/${recording.item_id}-r${recording.round}.wav`;
    await this.deps.files.save(recordingKey, Buffer.from(wav), {
      contentType: RECORDING_CONTENT_TYPE,
      isProtected: true,
    });
    const seconds = samplesToMs(segments.reduce((sum, segment) => sum + segment.samples, 0)) / 1000;
    // A failed evaluation is kept as the answer's state (the call succeeds), and reported as failed.
    await reportedEvaluation(
      progress,
      async (started) => {
        const evaluation = await this.deps.speech
          .evaluate(wav, key.kind === 'pscPart' ? pscPartRequest(key) : this.spokenRequest(key), {}, started)
          .then((result) =>
            key.kind === 'pscPart' ? pscPartEvaluation(result, key, seconds) : spokenEvaluation(result, key),
          )
          .catch((error: unknown): SpokenEvaluation => {
            log.error({ err: error, attemptId: row.id, itemId: recording.item_id }, 'spoken answer evaluation failed');
            return { state: 'evaluationFailed', score: null, failure: '口语测试失败' };
          });
        await this.deps.repository.finishRecording(
          row.id,
          recording.item_id,
          recording.round,
          recordingKey,
          JSON.stringify(evaluation),
        );
        return evaluation;
      },
      (evaluation) => evaluation.state === 'evaluationFailed',
    );
  }

  private spokenRequest(key: Extract<QuestionKey, { kind: 'spoken' }>): EvaluationRequest {
    const maxSeconds = key.speakSeconds + EXAM_SEGMENT_SECONDS * 2;
    if (key.category === EvaluationCategory.ReadChapter && key.text) {
      return { kind: 'syllables', syllables: this.deps.readText(key.text, key.readings), maxSeconds };
    }
    return { kind: 'free', minSeconds: 0, minSpeechSeconds: MIN_SPEECH_SECONDS, maxSeconds };
  }

  /** At submission, spoken answers recorded but not ended (the page closed mid-task) are evaluated as they are. */
  private async finishOpenRecordings(row: AttemptRow, paper: EnginePaper, log: FastifyBaseLogger): Promise<void> {
    const record = await this.deps.repository.record(row.id);
    if (record.attempt.status === ExamAttemptStatus.Submitted) return;
    for (const recording of record.recordings) {
      if (!recording.finished && recording.segments > 0) await this.evaluateRecording(row, paper, recording, log);
    }
  }

  async report(userId: string, attemptId: string): Promise<ExamReport> {
    const row = await this.attemptRow(userId, attemptId);
    if (row.status !== ExamAttemptStatus.Submitted || !row.report) throw appError('TestReportFailed');
    const stored = JSON.parse(row.report) as ExamReport;
    const failed = stored.modules.some((module) =>
      module.items.some((item) => item.composition?.state === 'evaluationFailed'),
    );
    if (!failed) return this.withReviews(this.withUrls(stored));
    // A composition that could not be evaluated is tried again each time the report is read.
    const paper = await this.deps.paperOf(row);
    const record = await this.deps.repository.record(row.id);
    // A review given while the composition could not be scored stays counted.
    const report = applyReviews(
      this.buildReport(record, paper, stored.submittedAt),
      await this.deps.repository.reviewsOf([row.id]),
    );
    await this.deps.repository.change(row.id, (current) => ({
      change: {
        attempt: {
          status: current.attempt.status,
          current_module: current.attempt.current_module,
          place_item: current.attempt.place_item,
          report: JSON.stringify(report),
          total_hundredths: Math.round(report.total * 100),
        },
        modules: [],
        answers: [],
        evaluations: compositionEvaluations(report),
      },
      value: null,
    }));
    return this.withReviews(this.withUrls(report));
  }

  /** The teachers' reviews of the report's compositions, read now (a review may come after submission), counted in its scores. */
  private async withReviews(report: ExamReport): Promise<ExamReport> {
    return applyReviews(report, await this.deps.repository.reviewsOf([report.attemptId]));
  }

  /**
   * The stored reports of submitted attempts (lists and histories) with the teachers' reviews counted, as
   * the report page shows them; attempts without a report are absent. One query for every review.
   */
  async reviewedReports(rows: readonly AttemptRow[]): Promise<Map<string, ExamReport>> {
    const submitted = rows.filter((row) => row.status === ExamAttemptStatus.Submitted && row.report);
    const reviews = await this.deps.repository.reviewsOf(submitted.map((row) => row.id));
    return new Map(
      submitted.map((row) => [row.id, applyReviews(JSON.parse(row.report ?? '') as ExamReport, reviews)] as const),
    );
  }

  private withUrls(report: ExamReport): ExamReport {
    return {
      ...report,
      modules: report.modules.map((module) => ({
        ...module,
        items: module.items.map((item) =>
          item.spoken?.recordingUrl
            ? { ...item, spoken: { ...item.spoken, recordingUrl: this.deps.resourceUrl(item.spoken.recordingUrl) } }
            : item,
        ),
      })),
    };
  }

  /** Scores every question of the modules taken and builds the report (recording URLs as file keys). */
  private buildReport(record: AttemptRecord, paper: EnginePaper, submittedAt: string): ExamReport {
    const answers = new Map(record.answers.map((row) => [row.question_id, row]));
    const recordings = new Map(record.recordings.map((row) => [row.item_id, row]));
    const scope = record.attempt.scope.split(',');
    const modules = paper.modules
      .filter((module) => scope.includes(module.name))
      .map((module) => {
        const marked: { points: number; share: number }[] = [];
        let correct = 0;
        const items = module.items.map((item) => {
          let composition: ExamReport['modules'][number]['items'][number]['composition'] = null;
          let spoken: ExamReport['modules'][number]['items'][number]['spoken'] = null;
          const questions = item.questions.map((question) => {
            const row = answers.get(question.id);
            const given = row ? parseAnswer(row) : null;
            let share = markAnswer(question.key, given) ?? 0;
            if (question.key.kind === 'composition') {
              const evaluation = this.evaluateComposition(row, given, question.key);
              composition = {
                state: evaluation ? evaluation.state : 'notStarted',
                traits: evaluation?.state === 'evaluated' ? evaluation.traits : null,
                band: evaluation?.state === 'evaluated' ? evaluation.band : null,
                characters: evaluation?.characters ?? 0,
                notes: evaluation?.notes ?? [],
                review: null,
              };
              share = evaluation?.state === 'evaluated' ? traitMean(evaluation.traits) / 100 : 0;
            }
            if (isRecorded(question.key)) {
              const recording = recordings.get(item.id);
              const evaluation = recording?.evaluation ? (JSON.parse(recording.evaluation) as SpokenEvaluation) : null;
              spoken = {
                state: evaluation ? evaluation.state : 'notStarted',
                score: evaluation?.score ?? null,
                recordedSeconds: (recording?.recorded_ms ?? 0) / 1000,
                recordingUrl: recording?.recording_key || null,
                failure: evaluation?.failure ?? null,
              };
              share = (evaluation?.score ?? 0) / 100;
            }
            marked.push({ points: question.points, share });
            if (share >= 1) correct++;
            return {
              id: question.id,
              question: question.question,
              given,
              key: keyText(question.key),
              correct: share >= 1,
              points: Math.round(question.points * share * 100) / 100,
              maxPoints: question.points,
              explanation: question.explanation,
            };
          });
          return { id: item.id, type: item.type, transcript: item.transcript, questions, composition, spoken };
        });
        return {
          name: module.name,
          score: moduleScore(marked),
          correct,
          questionCount: moduleQuestions(module).length,
          items,
        };
      });
    const total = Math.round(modules.reduce((sum, module) => sum + module.score, 0) * 10) / 10;
    return {
      attemptId: record.attempt.id,
      paperId: paper.paperId,
      title: paper.title,
      level: paper.level,
      submittedAt,
      total,
      maxTotal: modules.length * 100,
      modules,
    };
  }

  /** A composition's evaluation: kept from before unless it failed, else made now (a throw counts as failed). */
  private evaluateComposition(
    row: AnswerRow | undefined,
    given: ExamAnswer | null,
    key: Extract<QuestionKey, { kind: 'composition' }>,
  ): CompositionEvaluation | null {
    if (!row || given === null || !('text' in given)) return null;
    if (row.evaluation) {
      const kept = JSON.parse(row.evaluation) as CompositionEvaluation;
      if (kept.state === 'evaluated') return kept;
    }
    try {
      return this.deps.scoreComposition(given.text, key);
    } catch {
      return { state: 'evaluationFailed', characters: [...given.text].length, notes: [] };
    }
  }

  /** The attempt as the API presents it. */
  present(record: AttemptRecord, paper: EnginePaper): ExamAttempt {
    const answered = new Map<string, number>();
    for (const row of record.answers) answered.set(row.module, (answered.get(row.module) ?? 0) + 1);
    for (const row of record.recordings) {
      const found = findQuestion(paper, row.item_id);
      if (found && row.segments > 0) answered.set(found.module.name, (answered.get(found.module.name) ?? 0) + 1);
    }
    const state = stateOf(record);
    return {
      attemptId: record.attempt.id,
      paperId: record.attempt.paper_id,
      scope: record.attempt.scope.split(',') as ExamModule[],
      status: state.status,
      currentModule: state.currentModule,
      placeItem: record.attempt.place_item,
      modules: state.modules.map((module) => ({
        name: module.name,
        status: module.status,
        remainingSeconds: remainingSeconds(module),
        answered: answered.get(module.name) ?? 0,
        questionCount: moduleQuestions(
          paper.modules.find((candidate) => candidate.name === module.name) ?? {
            name: module.name,
            minutes: 0,
            items: [],
          },
        ).length,
      })),
      answers: Object.fromEntries(record.answers.map((row) => [row.question_id, parseAnswer(row)])),
      recordings: record.recordings.map((row) => ({
        itemId: row.item_id,
        seconds: row.recorded_ms / 1000,
        segments: row.segments,
        finished: row.finished === 1,
      })),
      startedAt: iso(record.attempt.started_at) ?? '',
      updatedAt: iso(record.attempt.updated_at) ?? '',
    };
  }

  /** Deletes a finished attempt with its recordings; one in progress cannot be deleted (section 4). */
  async delete(userId: string, attemptId: string): Promise<void> {
    const row = await this.attemptRow(userId, attemptId);
    if (row.status !== ExamAttemptStatus.Submitted) throw appError('ExamInProgressNotDeletable');
    const keys = await this.deps.repository.deleteAttempt(row.id);
    await Promise.all(keys.map((key) => this.deps.files.remove(key).catch(() => this.deps.fileStore.delete(key))));
  }
}

function mergeAnswers(
  rows: readonly AnswerRow[],
  given: readonly { questionId: string; module: string; answer: string }[],
): AnswerRow[] {
  const byId = new Map(rows.map((row) => [row.question_id, row]));
  const now = new Date().toISOString();
  for (const answer of given) {
    byId.set(answer.questionId, {
      attempt_id: rows[0]?.attempt_id ?? '',
      question_id: answer.questionId,
      module: answer.module,
      answer: answer.answer,
      evaluation: null,
      saved_at: now,
    });
  }
  return [...byId.values()];
}

function traitMean(traits: { cohesion: number; language: number; content: number; structure: number }): number {
  return (traits.cohesion + traits.language + traits.content + traits.structure) / 4;
}

/** The compositions' evaluations of a report, to keep beside their answers. */
function compositionEvaluations(report: ExamReport): { questionId: string; evaluation: string }[] {
  return report.modules.flatMap((module) =>
    module.items.flatMap((item) => {
      const composition = item.composition;
      const question = item.questions[0];
      if (!composition || !question || composition.state === 'notStarted') return [];
      const evaluation: CompositionEvaluation =
        composition.state === 'evaluated' && composition.traits && composition.band
          ? {
              state: 'evaluated',
              traits: composition.traits,
              band: composition.band,
              characters: composition.characters,
              notes: composition.notes,
            }
          : { state: 'evaluationFailed', characters: composition.characters, notes: composition.notes };
      return [{ questionId: question.id, evaluation: JSON.stringify(evaluation) }];
    }),
  );
}

/** Whether a question is answered by a recording (a spoken task, a PSC part). */
function isRecorded(key: QuestionKey): key is Extract<QuestionKey, { kind: 'spoken' | 'pscPart' }> {
  return key.kind === 'spoken' || key.kind === 'pscPart';
}

/**
 * A PSC part's score from the evaluation, by the official rules (psc-items.ts) as a share of the part's
 * points; a recording the engine refused (too quiet, not speech …) is a failure with its reason, so
 * the candidate can record it again.
 */
export function pscPartEvaluation(result: EvaluationResult, key: PscPartKey, seconds: number): SpokenEvaluation {
  if (result.quality.code !== null) {
    return { state: 'evaluationFailed', score: null, failure: result.quality.message || '口语测试失败' };
  }
  const { share } = scorePscItem({ key, result, seconds });
  return { state: 'evaluated', score: Math.round(share * 1000) / 10, failure: null };
}

/** A spoken answer's score from the evaluation: read text by its overall score, free speaking by fluency and how long. */
export function spokenEvaluation(
  result: EvaluationResult,
  key: Extract<QuestionKey, { kind: 'spoken' }>,
): SpokenEvaluation {
  if (!result.scores)
    return { state: 'evaluationFailed', score: null, failure: result.quality.message || '口语测试失败' };
  if (key.category === EvaluationCategory.ReadChapter) {
    return { state: 'evaluated', score: Math.round(result.scores.overall), failure: null };
  }
  const coverage = Math.min(1, result.quality.speechSeconds / (SPOKEN_COVERAGE * key.speakSeconds));
  const repeated = result.quality.measures.repeatedShare ?? 0;
  return { state: 'evaluated', score: Math.round(result.scores.overall * coverage * (1 - repeated)), failure: null };
}
