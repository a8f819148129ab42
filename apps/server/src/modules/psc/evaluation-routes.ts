import type { FastifyInstance } from 'fastify';
import { ContentCollection } from '@hanyu/content/catalogue';
import { evaluationCategory } from '@hanyu/contracts/constants/evaluation-category';
import {
  EvaluateExam,
  EvaluateSentence,
  EvaluateWord,
  EvaluationKind,
  GetEvaluationRecord,
} from '@hanyu/contracts/psc/evaluation';
import { GetSoundTrend, GetStudyHistory } from '@hanyu/contracts/psc/study';
import { RecordingFormField, RecordingLimits } from '@hanyu/contracts/psc/evaluation-upload';
import { appError } from '../../platform/errors.ts';
import { evaluationProgress } from '../../platform/live/live-channel.ts';
import { apiRoute, type CallContext } from '../../platform/protocol/api-route.ts';
import type { SpeechPool } from '../../platform/speech-pool/speech-pool.ts';
import { registerFormUpload } from '../../platform/uploads/form-upload.ts';
import { EvaluationRepository } from './evaluation-repository.ts';
import { EvaluationService, type EvaluationTarget } from './evaluation-service.ts';
import { ContentTargets } from './content-targets.ts';
import { StudyContentRepository } from './study-content-repository.ts';
import { StudyProgress } from './study-progress.ts';
import { VoiceProfileRepository } from './voice-profile-repository.ts';
import { VoiceProfiles } from './voice-profile-service.ts';

/**
 * The learner's history (/psc/study/{history, historyItem, trend}) and
 * /psc/evaluation/{word, sentence, exam}: signed protocol calls whose body is multipart/form-data,
 * the payload in `params` and the 16 kHz WAV recording in `audio` (docs/decisions/007).
 */
export function pscEvaluationRoutes(app: FastifyInstance, speech: SpeechPool): void {
  const { platform } = app;
  const service = new EvaluationService(
    platform.fileStore,
    new EvaluationRepository(platform.db),
    speech,
    platform.resourceTokens,
    new VoiceProfiles(new VoiceProfileRepository(platform.db)),
  );
  const targets = new ContentTargets(new StudyContentRepository(platform.db));
  const progress = new StudyProgress(
    new EvaluationRepository(platform.db),
    platform.fileStore,
    platform.resourceTokens,
  );
  apiRoute(app, GetStudyHistory, (context) =>
    progress.history(
      context.session.userId,
      context.payload.resourceCode,
      context.payload.page,
      context.payload.pageSize,
    ),
  );
  apiRoute(app, GetEvaluationRecord, (context) => progress.record(context.session.userId, context.payload.id));
  apiRoute(app, GetSoundTrend, (context) => progress.trend(context.session.userId));
  void app.register(async (scope) => {
    registerFormUpload(scope, {
      fileField: RecordingFormField.Audio,
      maxBytes: RecordingLimits.maxBodyBytes,
      tooLarge: 'RecordingTooLong',
    });
    const recordingOf = <P>(context: CallContext<P>) => context.request.uploadedFile?.data ?? null;
    // With a progressId, the learner's live sockets hear queued, evaluating and done (or failed).
    const progressOf = (context: CallContext<{ progressId?: string | undefined }, 'login'>) =>
      evaluationProgress(platform.store, context.session.userId, context.payload.progressId, context.request.log);

    apiRoute(scope, EvaluateWord, async (context) => {
      const { pinyin, text, lessonKey } = context.payload;
      await targets.requireLesson(lessonKey);
      return service.evaluate(
        context.session.userId,
        { kind: EvaluationKind.Word, pinyin, text, ...(lessonKey !== undefined && { lessonKey }) },
        recordingOf(context),
        context.request.log,
        progressOf(context),
      );
    });
    apiRoute(scope, EvaluateSentence, async (context) => {
      const { pinyin, text, passageId, topicId, exerciseId, lessonKey } = context.payload;
      await targets.requireLesson(lessonKey);
      const target: EvaluationTarget = passageId
        ? await targets.passage(passageId)
        : topicId
          ? await targets.freeSpeaking(ContentCollection.Topic, topicId)
          : exerciseId
            ? await targets.freeSpeaking(ContentCollection.Eloquence, exerciseId)
            : { kind: EvaluationKind.Sentence, pinyin, text, ...(lessonKey !== undefined && { lessonKey }) };
      return service.evaluate(
        context.session.userId,
        target,
        recordingOf(context),
        context.request.log,
        progressOf(context),
      );
    });
    apiRoute(scope, EvaluateExam, async (context) => {
      const { level, resourceCode, text } = context.payload;
      // The contract already refused codes without a category.
      const category = evaluationCategory(level, resourceCode);
      if (!category) throw appError('EvaluationContentInvalid');
      return service.evaluate(
        context.session.userId,
        { kind: EvaluationKind.Exam, level, resourceCode, category, text },
        recordingOf(context),
        context.request.log,
        progressOf(context),
      );
    });
  });
}
