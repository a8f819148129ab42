import type { FastifyInstance } from 'fastify';
import {
  GetPscAttempt,
  GetPscHistory,
  GetPscReport,
  PSC_SEGMENT_SECONDS,
  SavePscRecord,
  StartPscExam,
  SubmitPscExam,
} from '@hanyu/contracts/psc/exam';
import { GetPscPaper, ListPscPapers } from '@hanyu/contracts/psc/exam-paper';
import { RecordingFormField, RecordingLimits } from '@hanyu/contracts/psc/evaluation-upload';
import { evaluationProgress } from '../../platform/live/live-channel.ts';
import { apiRoute, loginFor } from '../../platform/protocol/api-route.ts';
import type { SpeechPool } from '../../platform/speech-pool/speech-pool.ts';
import { registerFormUpload } from '../../platform/uploads/form-upload.ts';
import { ExamPapers, publicPaper } from './exam-papers.ts';
import { ExamReports } from './exam-report.ts';
import { ExamRepository } from './exam-repository.ts';
import { ExamService } from './exam-service.ts';
import { KnownPassages } from './known-texts.ts';
import { VoiceProfileRepository } from './voice-profile-repository.ts';
import { VoiceProfiles } from './voice-profile-service.ts';

/** Largest saveRecord body: one segment of 16-bit audio with room for its slack and the form. */
const SEGMENT_BODY_BYTES = (PSC_SEGMENT_SECONDS + 2) * RecordingLimits.sampleRate * 2 + 64 * 1024;

/**
 * The mock PSC (/psc/exam/...): papers (open to visitors), attempts, saveRecord (multipart, one
 * segment of the part's recording in `audio`), submission, the report and the history.
 */
export function pscExamRoutes(app: FastifyInstance, speech: SpeechPool): void {
  const { platform } = app;
  const repository = new ExamRepository(platform.db, platform.dialect);
  const papers = new ExamPapers(repository, platform.config.pscShortPapers);
  const profiles = new VoiceProfiles(new VoiceProfileRepository(platform.db));
  const passages = new KnownPassages(platform.db, platform.config.contentDir);
  const exams = new ExamService(repository, papers, platform.fileStore, speech, profiles, passages);
  const reports = new ExamReports(repository, papers, exams, platform.resourceTokens);

  apiRoute(app, ListPscPapers, async () => {
    const list = await papers.list();
    return { total: list.length, list };
  });
  apiRoute(app, GetPscPaper, async (context) => {
    const { paperId, attemptId } = context.payload;
    if (attemptId === undefined) return publicPaper(await papers.current(paperId));
    const attempt = await exams.attemptRow(loginFor(context.session).userId, attemptId);
    return publicPaper(await papers.version(attempt.paper_id, attempt.paper_version));
  });
  apiRoute(app, StartPscExam, (context) => exams.start(context.session.userId, context.payload.paperId));
  apiRoute(app, GetPscAttempt, async (context) => ({
    attempt: await exams.find(context.session.userId, context.payload.attemptId),
  }));
  apiRoute(app, SubmitPscExam, async (context) =>
    reports.submit(context.session.userId, context.payload.attemptId, context.request.log),
  );
  apiRoute(app, GetPscReport, (context) => reports.report(context.session.userId, context.payload.attemptId));
  apiRoute(app, GetPscHistory, (context) =>
    reports.history(context.session.userId, context.payload.page, context.payload.pageSize),
  );
  void app.register(async (scope) => {
    registerFormUpload(scope, {
      fileField: RecordingFormField.Audio,
      maxBytes: SEGMENT_BODY_BYTES,
      tooLarge: 'RecordingTooLong',
    });
    apiRoute(scope, SavePscRecord, (context) =>
      exams.save(
        context.session.userId,
        context.payload,
        context.request.uploadedFile?.data ?? null,
        context.request.log,
        evaluationProgress(platform.store, context.session.userId, context.payload.progressId, context.request.log),
      ),
    );
  });
}
