import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PscAttemptStatus, PscPartStatus, type PscAttempt } from '@hanyu/contracts/psc/exam';
import { PscPart, pscPlaceCount } from '@hanyu/contracts/psc/exam-paper';
import { RECORDING_CONTENT_TYPE } from '@hanyu/contracts/psc/evaluation-upload';
import type { EvaluationResult } from '@hanyu/speech/evaluation/result-types';
import { appError } from '../../platform/errors.ts';
import { assertSafeKey, type FileStore } from '../../platform/files/file-store.ts';
import { reportedEvaluation, SILENT_PROGRESS, type ProgressReport } from '../../platform/live/live-channel.ts';
import { speechFailure } from '../../platform/speech-pool/speech-errors.ts';
import type { SpeechPool } from '../../platform/speech-pool/speech-pool.ts';
import { joinSegments, segmentSamples } from './exam-audio.ts';
import { storedFile } from './evaluation-service.ts';
import { pscEngineItems, pscPartKey, type ExamPapers } from './exam-papers.ts';
import { pscPartRequest } from '../exam/index.ts';
import type { KnownPassages } from './known-texts.ts';
import type { AttemptRow, ExamRepository, PartRow } from './exam-repository.ts';
import type { VoiceProfiles } from './voice-profile-service.ts';

const FINISHED: readonly string[] = [PscPartStatus.Evaluated, PscPartStatus.Refused];

function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** The parts read item by item (characters, words), where the place can be heard from the recording. */
const LIST_PARTS: readonly PscPart[] = [PscPart.Syllables, PscPart.Words];

/** A part's place: the candidate's mark, or further on where the recording shows they read on. */
function place(part: PartRow): { item: number; itemHeard: boolean } {
  const heard = part.heard_item !== null && part.heard_item > part.place_item;
  return { item: heard ? (part.heard_item ?? 0) : part.place_item, itemHeard: heard };
}

/** The attempt as the API presents it. */
export function presentAttempt(attempt: AttemptRow, parts: readonly PartRow[]): PscAttempt {
  const current = parts.find((part) => !FINISHED.includes(part.status));
  return {
    attemptId: attempt.id,
    paperId: attempt.paper_id,
    paperVersion: attempt.paper_version,
    status: attempt.status as PscAttempt['status'],
    currentPart: current ? (current.part as PscPart) : null,
    placePart: attempt.place_part === null ? null : (attempt.place_part as PscPart),
    topicId: attempt.topic_id,
    startedAt: iso(attempt.started_at) ?? '',
    updatedAt: iso(attempt.updated_at) ?? '',
    parts: parts.map((part) => ({
      part: part.part as PscPart,
      status: part.status as PscAttempt['parts'][number]['status'],
      recordedSeconds: part.recorded_ms / 1000,
      segments: part.segments,
      refusal: part.refusal,
      ...place(part),
    })),
  };
}

async function readAll(store: FileStore, key: string): Promise<Buffer> {
  const stream = await store.read(key);
  if (!stream) throw new Error(`missing file ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A mock PSC from start to submission: attempts on a kept paper version, each part's recording
 * saved segment by segment as it is made, evaluated when the part ends, scored when submitted.
 * Every step is a row (or a file) before it is answered, so nothing is lost to a closed tab, a
 * lost network or a restarted server, and every step may be repeated safely.
 */
export class ExamService {
  constructor(
    private readonly repository: ExamRepository,
    private readonly papers: ExamPapers,
    private readonly fileStore: FileStore,
    private readonly speech: SpeechPool,
    private readonly profiles: VoiceProfiles,
    /** The passages a topic recording is searched for, read aloud. */
    private readonly passages: KnownPassages,
  ) {}

  /** Starts a paper, or answers the candidate's attempt already in progress on it. */
  async start(userId: string, paperId: string): Promise<PscAttempt> {
    const existing = await this.repository.inProgress(userId, paperId);
    if (existing) return this.present(existing);
    const paper = await this.papers.current(paperId);
    await this.papers.keep(paper);
    const id = randomUUID().replaceAll('-', '');
    await this.repository.createAttempt({
      id,
      userId,
      paperId: paper.paperId,
      paperVersion: paper.version,
      items: pscEngineItems(paper).map((item) => item.id),
      now: new Date().toISOString(),
    });
    return this.present(await this.attemptRow(userId, id));
  }

  /** An attempt of the candidate's, or their attempt in progress (null when none). */
  async find(userId: string, attemptId: string | undefined): Promise<PscAttempt | null> {
    const row =
      attemptId === undefined
        ? await this.repository.inProgress(userId)
        : await this.repository.attempt(userId, attemptId);
    if (!row) return null;
    if (row.status === PscAttemptStatus.InProgress) await this.hearPlace(row);
    return this.present(row);
  }

  /**
   * Where a candidate who read on without moving the mark got to: the items said in the recording of
   * the part they would resume (items-heard.ts, an estimate), heard again only when more audio has
   * come. A place that cannot be heard (the engine fails) leaves the mark as it is.
   */
  private async hearPlace(attempt: AttemptRow): Promise<void> {
    const parts = await this.repository.parts(attempt.id);
    const open = parts.filter((part) => !FINISHED.includes(part.status));
    const resumed = open.find((part) => part.part === attempt.place_part) ?? open[0];
    if (!resumed || !LIST_PARTS.includes(resumed.part as PscPart)) return;
    if (resumed.segments === 0 || resumed.heard_segments === resumed.segments) return;
    const part = resumed.part as PscPart;
    const segments = await this.repository.segments(attempt.id, part, resumed.round);
    const wav = joinSegments(await Promise.all(segments.map((segment) => readAll(this.fileStore, segment.file_key))));
    const paper = await this.papers.version(attempt.paper_id, attempt.paper_version);
    const paperPart = paper.parts.find((candidate) => candidate.part === part);
    if (!paperPart) return;
    const heard = await this.speech.itemsHeard(wav).catch(() => null);
    if (heard === null) return;
    // The items said so far; the next one to read is the place, the last item at most.
    const item = Math.min(heard, pscPlaceCount(paperPart) - 1);
    await this.repository.saveHeardPlace(attempt.id, part, resumed.round, { item, segments: segments.length });
  }

  async attemptRow(userId: string, attemptId: string): Promise<AttemptRow> {
    const row = await this.repository.attempt(userId, attemptId);
    if (!row) throw appError('NoResource');
    return row;
  }

  private async openAttempt(userId: string, attemptId: string): Promise<AttemptRow> {
    const row = await this.attemptRow(userId, attemptId);
    if (row.status !== PscAttemptStatus.InProgress) throw appError('ExamAlreadySubmitted');
    return row;
  }

  private async partRow(attemptId: string, part: PscPart): Promise<PartRow> {
    const row = (await this.repository.parts(attemptId)).find((candidate) => candidate.part === part);
    if (!row) throw appError('NoResource');
    return row;
  }

  /**
   * One saveRecord call: the part-4 topic, a fresh start of a refused part, the candidate's place,
   * a segment of audio, and the end of the part, in that order (one call may carry several).
   */
  async save(
    userId: string,
    input: {
      attemptId: string;
      part: PscPart;
      seq?: number;
      topicId?: string;
      item?: number;
      finish: boolean;
      restart: boolean;
    },
    audio: Uint8Array | null,
    log: FastifyBaseLogger,
    progress: ProgressReport = SILENT_PROGRESS,
  ): Promise<PscAttempt> {
    const attempt = await this.openAttempt(userId, input.attemptId);
    if (input.topicId !== undefined) await this.chooseTopic(attempt, input.part, input.topicId);
    if (input.restart) {
      const part = await this.partRow(attempt.id, input.part);
      if (part.status === PscPartStatus.Refused) await this.repository.restartPart(attempt.id, input.part);
    }
    if (input.item !== undefined) await this.savePlace(attempt, input.part, input.item);
    if (audio) {
      if (input.seq === undefined) throw appError('InvalidPayload', { detail: '录音片段缺少序号 seq' });
      await this.saveSegment(attempt, input.part, input.seq, audio);
    }
    if (input.finish) await this.finishPart(attempt, input.part, log, progress);
    return this.present(await this.attemptRow(userId, attempt.id));
  }

  private async chooseTopic(attempt: AttemptRow, part: PscPart, topicId: string): Promise<void> {
    const paper = await this.papers.version(attempt.paper_id, attempt.paper_version);
    const topics = paper.parts.find((candidate) => candidate.part === PscPart.Topic)?.items ?? [];
    if (part !== PscPart.Topic || !topics.some((topic) => 'id' in topic && topic.id === topicId)) {
      throw appError('InvalidPayload', { detail: '所选话题不在本套试卷中' });
    }
    const topicPart = await this.partRow(attempt.id, PscPart.Topic);
    // Once speaking has begun, the topic is fixed, as in the real test.
    if (attempt.topic_id !== null && attempt.topic_id !== topicId && topicPart.segments > 0) {
      throw appError('InvalidPayload', { detail: '开始说话后不能更换话题' });
    }
    await this.repository.chooseTopic(attempt.id, topicId);
  }

  /**
   * Where the candidate is: the part, and the item being read in it. A finished part keeps the place
   * it had (there is nothing left to resume in it); an item the paper does not have is refused.
   */
  private async savePlace(attempt: AttemptRow, part: PscPart, item: number): Promise<void> {
    const paper = await this.papers.version(attempt.paper_id, attempt.paper_version);
    const paperPart = paper.parts.find((candidate) => candidate.part === part);
    if (!paperPart || item >= pscPlaceCount(paperPart)) {
      throw appError('InvalidPayload', { detail: '试卷这一题没有这个位置' });
    }
    const row = await this.partRow(attempt.id, part);
    if (FINISHED.includes(row.status)) return;
    await this.repository.savePlace(attempt.id, part, item);
  }

  private async saveSegment(attempt: AttemptRow, part: PscPart, seq: number, audio: Uint8Array) {
    const samples = segmentSamples(audio).length / 2;
    const row = await this.partRow(attempt.id, part);
    if (FINISHED.includes(row.status)) return;
    const key = `portal/psc-exam/${attempt.user_id}/${attempt.id}/p${part}-r${row.round}-s${seq}.wav`;
    assertSafeKey(key);
    await this.fileStore.put(key, Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength));
    const outcome = await this.repository.addSegment({
      attemptId: attempt.id,
      part,
      round: row.round,
      seq,
      fileKey: key,
      samples,
    });
    if (outcome === 'gap') throw appError('ExamSegmentMissing');
  }

  /** Joins a part's segments and evaluates them; a part already finished is left as it is. */
  private async finishPart(
    attempt: AttemptRow,
    part: PscPart,
    log: FastifyBaseLogger,
    progress: ProgressReport = SILENT_PROGRESS,
  ): Promise<void> {
    const row = await this.partRow(attempt.id, part);
    if (FINISHED.includes(row.status)) return;
    const segments = await this.repository.segments(attempt.id, part, row.round);
    if (segments.length === 0) {
      // Nothing recorded: the part is over with nothing to score.
      await this.repository.finishPart(
        attempt.id,
        part,
        row.round,
        { status: PscPartStatus.Evaluated, recordingKey: null, resultKey: null, refusal: null },
        [],
      );
      return;
    }
    const wav = joinSegments(await Promise.all(segments.map((segment) => readAll(this.fileStore, segment.file_key))));
    const paper = await this.papers.version(attempt.paper_id, attempt.paper_version);
    await reportedEvaluation(progress, async (started) => {
      const profile = await this.profiles.current(attempt.user_id);
      const knownTexts = part === PscPart.Topic ? await this.passages.forTopic(paper) : [];
      const result = await this.speech
        .evaluate(wav, pscPartRequest(pscPartKey(paper, part), knownTexts), { profile }, started)
        .catch((error: unknown) => {
          throw speechFailure(error, 'EvaluationFailed', log);
        });
      const folder = `portal/psc-exam/${attempt.user_id}/${attempt.id}`;
      const files = [
        storedFile(`${folder}/part${part}-r${row.round}.wav`, Buffer.from(wav), RECORDING_CONTENT_TYPE),
        storedFile(`${folder}/part${part}-r${row.round}.json`, Buffer.from(JSON.stringify(result)), 'application/json'),
      ];
      await Promise.all(files.map(({ file, body }) => this.fileStore.put(file.key, body)));
      const refused = result.quality.code !== null;
      await this.repository.finishPart(
        attempt.id,
        part,
        row.round,
        {
          status: refused ? PscPartStatus.Refused : PscPartStatus.Evaluated,
          recordingKey: files[0]?.file.key ?? null,
          resultKey: files[1]?.file.key ?? null,
          refusal: refused ? result.quality.message : null,
        },
        files.map(({ file }) => file),
      );
      // As for every accepted evaluation, the candidate's voice profile learns from the part.
      await this.profiles.foldOrLog(attempt.user_id, result.speaker, log);
    });
  }

  /** The evaluation of a finished part, or null when it has none. */
  async partResult(part: PartRow): Promise<EvaluationResult | null> {
    if (!part.result_key) return null;
    return JSON.parse((await readAll(this.fileStore, part.result_key)).toString('utf8')) as EvaluationResult;
  }

  /** Ends every part still open (evaluating what was recorded) before scoring. */
  async finishAll(attempt: AttemptRow, log: FastifyBaseLogger): Promise<PartRow[]> {
    for (const part of await this.repository.parts(attempt.id)) {
      if (!FINISHED.includes(part.status)) await this.finishPart(attempt, part.part as PscPart, log);
    }
    return this.repository.parts(attempt.id);
  }

  async present(row: AttemptRow): Promise<PscAttempt> {
    return presentAttempt(row, await this.repository.parts(row.id));
  }
}
