import type { FastifyInstance } from 'fastify';
import { EXAM_SEGMENT_SECONDS, type examRecordContract } from '@hanyu/contracts/exam/exam-engine';
import { RecordingFormField, RecordingLimits } from '@hanyu/contracts/psc/evaluation-upload';
import { evaluationProgress } from '../../platform/live/live-channel.ts';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import { registerFormUpload } from '../../platform/uploads/form-upload.ts';
import type { ExamEngine } from '../exam/index.ts';

/** The largest multipart body of one segment: its 16 kHz 16-bit WAV, two seconds to spare, and the form. */
const SEGMENT_BODY_BYTES = (EXAM_SEGMENT_SECONDS + 2) * RecordingLimits.sampleRate * 2 + 64 * 1024;

/**
 * A test's saveRecord endpoint on the exam engine: the segment's WAV in the form's `audio`, the end of a
 * spoken answer evaluated with its progress told on the learner's live sockets (decision 068). `allowed`
 * refuses a call before anything is saved (a promotion exam the learner may not sit yet).
 */
export function spokenRecordRoute(
  app: FastifyInstance,
  contract: ReturnType<typeof examRecordContract>,
  engine: ExamEngine,
  allowed: (userId: string, attemptId: string) => Promise<void> = async () => undefined,
): void {
  const { store } = app.platform;
  void app.register(async (scope) => {
    registerFormUpload(scope, {
      fileField: RecordingFormField.Audio,
      maxBytes: SEGMENT_BODY_BYTES,
      tooLarge: 'RecordingTooLong',
    });
    apiRoute(scope, contract, async ({ session, payload, request }) => {
      await allowed(session.userId, payload.attemptId);
      return engine.saveRecording(
        session.userId,
        payload,
        request.uploadedFile?.data ?? null,
        request.log,
        evaluationProgress(store, session.userId, payload.progressId, request.log),
      );
    });
  });
}
