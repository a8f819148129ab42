import type { FastifyInstance } from 'fastify';
import { evaluationCategory } from '@hanyu/contracts/constants/evaluation-category';
import { EvaluateExam, EvaluateSentence, EvaluateWord, EvaluationKind } from '@hanyu/contracts/psc/evaluation';
import { RecordingFormField, RecordingLimits } from '@hanyu/contracts/psc/evaluation-upload';
import { appError } from '../../platform/errors.ts';
import { apiRoute, type CallContext } from '../../platform/protocol/api-route.ts';
import type { SpeechPool } from '../../platform/speech-pool/speech-pool.ts';
import { registerFormUpload } from '../../platform/uploads/form-upload.ts';
import { EvaluationRepository } from './evaluation-repository.ts';
import { EvaluationService } from './evaluation-service.ts';

function userOf<P>(context: CallContext<P>): string {
  if (!context.session) throw appError('LoginRequired', {}, 'TOKEN_301');
  return context.session.userId;
}

/**
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
  );
  void app.register(async (scope) => {
    registerFormUpload(scope, {
      fileField: RecordingFormField.Audio,
      maxBytes: RecordingLimits.maxBodyBytes,
      tooLarge: 'RecordingTooLong',
    });
    const recordingOf = <P>(context: CallContext<P>) => context.request.uploadedFile?.data ?? null;

    apiRoute(scope, EvaluateWord, async (context) =>
      service.evaluate(
        userOf(context),
        { kind: EvaluationKind.Word, pinyin: context.payload.pinyin, text: context.payload.text },
        recordingOf(context),
        context.request.log,
      ),
    );
    apiRoute(scope, EvaluateSentence, async (context) =>
      service.evaluate(
        userOf(context),
        { kind: EvaluationKind.Sentence, pinyin: context.payload.pinyin, text: context.payload.text },
        recordingOf(context),
        context.request.log,
      ),
    );
    apiRoute(scope, EvaluateExam, async (context) => {
      const { level, resourceCode, text } = context.payload;
      // The contract already refused codes without a category.
      const category = evaluationCategory(level, resourceCode);
      if (!category) throw appError('EvaluationContentInvalid');
      return service.evaluate(
        userOf(context),
        { kind: EvaluationKind.Exam, level, resourceCode, category, text },
        recordingOf(context),
        context.request.log,
      );
    });
  });
}
