import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { categoryReadsText, EvaluationCategory } from '@hanyu/contracts/constants/evaluation-category';
import { Limits } from '@hanyu/contracts/constants/limits';
import { RECORDING_CONTENT_TYPE } from '@hanyu/contracts/psc/evaluation-upload';
import type { EvaluationKind, EvaluationRecord } from '@hanyu/contracts/psc/evaluation';
import { ResultKind } from '@hanyu/contracts/psc/results';
import type { EvaluationRequest, EvaluationResult } from '@hanyu/speech/evaluation/result-types';
import { MIN_SPEECH_SECONDS } from '@hanyu/speech/quality/quality-thresholds';
import { appError } from '../../platform/errors.ts';
import type { FileObject } from '../../platform/files/file-object-repository.ts';
import { assertSafeKey, type FileStore } from '../../platform/files/file-store.ts';
import type { ResourceTokens } from '../../platform/files/resource-token.ts';
import { reportedEvaluation, SILENT_PROGRESS, type ProgressReport } from '../../platform/live/live-channel.ts';
import { speechFailure } from '../../platform/speech-pool/speech-errors.ts';
import type { SpeechPool } from '../../platform/speech-pool/speech-pool.ts';
import { SpeechTaskError } from '../../platform/speech-pool/speech-tasks.ts';
import { TaskError } from '../../platform/workers/worker-pool.ts';
import type { EvaluationRepository } from './evaluation-repository.ts';
import { checkRecording } from './recording-check.ts';
import { tallySounds } from './sound-tally.ts';
import type { VoiceProfiles } from './voice-profile-service.ts';

/** The result kinds an evaluation can be (the mock test is scored whole, elsewhere). */
export type EvaluatedActivity = Exclude<ResultKind, typeof ResultKind.MockExam>;

/** What the learner was asked to say. */
export type EvaluationTarget =
  | {
      kind: typeof EvaluationKind.Word | typeof EvaluationKind.Sentence;
      pinyin?: string;
      text?: string;
      /** The content item read or spoken about (a passage, topic or exercise id). */
      resourceCode?: string;
      /** What the recording was for among the learner's results (practice when not said). */
      activity?: EvaluatedActivity;
      /** The learning entry a practice recording was made on. */
      lessonKey?: string;
      /** The engine's request when the route worked it out (a passage's reviewed syllables, a topic). */
      request?: EvaluationRequest;
    }
  | {
      kind: typeof EvaluationKind.Exam;
      level: string;
      resourceCode: string;
      category: EvaluationCategory;
      text?: string;
    };

/**
 * Free speaking is held to spec section 5 where it applies: topic and retelling (picture, story and
 * topic speaking) need the full 30 s with at least 10 s of speech; a simple expression only needs
 * some speech (the engine's own floor), as a short answer is a complete one.
 */
function freeSpeaking(category: EvaluationCategory): EvaluationRequest {
  if (category === EvaluationCategory.SimpleExpression) {
    return { kind: 'free', minSeconds: 0, minSpeechSeconds: MIN_SPEECH_SECONDS };
  }
  return {
    kind: 'free',
    minSeconds: Limits.speakingRequiredSeconds,
    minSpeechSeconds: Limits.speakingEffectiveSeconds,
  };
}

/** The engine's request for a target. */
export function engineRequest(target: EvaluationTarget): EvaluationRequest {
  if (target.kind === 'exam') {
    if (!categoryReadsText(target.category)) return freeSpeaking(target.category);
    if (target.text === undefined) throw appError('EvaluationContentInvalid');
    return { kind: 'text', text: target.text };
  }
  if (target.request) return target.request;
  if (target.pinyin !== undefined) return { kind: 'pinyin', pinyin: target.pinyin };
  if (target.text !== undefined) return { kind: 'text', text: target.text };
  throw appError('EvaluationContentInvalid');
}

/**
 * Spoken evaluation: checks the recording, runs the engine in a worker, then keeps the recording
 * and the full result in the learner's history (files in the file store, rows in the database).
 * A refused recording leaves nothing behind.
 */
export class EvaluationService {
  constructor(
    private readonly fileStore: FileStore,
    private readonly records: EvaluationRepository,
    private readonly speech: SpeechPool,
    private readonly resourceTokens: ResourceTokens,
    private readonly profiles: VoiceProfiles,
  ) {}

  async evaluate(
    userId: string,
    target: EvaluationTarget,
    recording: Uint8Array | null,
    log: FastifyBaseLogger,
    progress: ProgressReport = SILENT_PROGRESS,
  ): Promise<EvaluationRecord> {
    if (!recording) throw appError('RecordingFormatInvalid');
    const seconds = checkRecording(recording);
    return reportedEvaluation(progress, async (started) => {
      const profile = await this.profiles.current(userId);
      const { speaker, ...result } = await this.speech
        .evaluate(recording, engineRequest(target), { profile }, started)
        .catch((error: unknown) => {
          if (error instanceof TaskError && error.name === SpeechTaskError.WavFormat)
            throw appError('RecordingFormatInvalid');
          throw speechFailure(error, 'EvaluationFailed', log);
        });
      const record = await this.keep(userId, target, recording, seconds, result);
      // The evidence goes into the profile, not into the kept result: the profile is what remembers it.
      await this.profiles.foldOrLog(userId, speaker, log);
      return record;
    });
  }

  private async keep(
    userId: string,
    target: EvaluationTarget,
    recording: Uint8Array,
    seconds: number,
    result: Omit<EvaluationResult, 'speaker'>,
  ): Promise<EvaluationRecord> {
    const id = randomUUID().replaceAll('-', '');
    const createdAt = new Date();
    const folder = `portal/evaluation/${userId}`;
    const recordingKey = `${folder}/${id}.wav`;
    const resultKey = `${folder}/${id}.json`;
    const category = target.kind === 'exam' ? target.category : null;
    // Learners' voices are theirs: both files are protected (read with a resourceToken).
    const files = [
      storedFile(
        recordingKey,
        Buffer.from(recording.buffer, recording.byteOffset, recording.byteLength),
        RECORDING_CONTENT_TYPE,
      ),
      storedFile(resultKey, Buffer.from(JSON.stringify(result)), 'application/json'),
    ];
    // Bytes first, then every row in one transaction: a row never points at a missing file, and a
    // failed transaction leaves no file behind.
    await Promise.all(files.map(({ file, body }) => this.fileStore.put(file.key, body)));
    try {
      await this.records.insertWithFiles(
        {
          id,
          userId,
          kind: target.kind,
          category,
          level: target.kind === 'exam' ? target.level : null,
          resourceCode: target.resourceCode ?? null,
          activity: (target.kind !== 'exam' && target.activity) || ResultKind.Practice,
          lessonKey: target.kind === 'exam' ? null : (target.lessonKey ?? null),
          targetPinyin: target.kind === 'exam' ? null : (target.pinyin ?? null),
          targetText: target.text ?? null,
          recordingKey,
          resultKey,
          durationMs: Math.round(seconds * 1000),
          qualityCode: result.quality.code,
          overallScore: result.scores?.overall ?? null,
          problems: result.quality.code === null ? JSON.stringify(tallySounds(result)) : null,
          createdAt,
        },
        files.map(({ file }) => file),
      );
    } catch (error) {
      await Promise.allSettled(files.map(({ file }) => this.fileStore.delete(file.key)));
      throw error;
    }
    return {
      id,
      kind: target.kind,
      category,
      createdAt: createdAt.toISOString(),
      recordingUrl: `/${recordingKey}?resourceToken=${this.resourceTokens.issue(recordingKey)}`,
      result,
    };
  }
}

/** A protected file's bytes and its file_object row (what FileService.save writes, row left to the caller). */
export function storedFile(key: string, body: Buffer, contentType: string): { file: FileObject; body: Buffer } {
  assertSafeKey(key);
  return {
    body,
    file: {
      key,
      contentType,
      size: body.length,
      sha256: createHash('sha256').update(body).digest('hex'),
      isProtected: true,
      createdAt: new Date(),
    },
  };
}
