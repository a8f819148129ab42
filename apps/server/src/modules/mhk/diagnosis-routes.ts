import type { FastifyInstance } from 'fastify';
import {
  CommitDiagnosis,
  DeleteDiagnosis,
  DIAGNOSIS_TOTAL_MAX,
  DiagnosisHistory,
  DiagnosisReport,
  DiagnosisSkill,
  GetDiagnosis,
  ListDiagnosisPapers,
  SaveDiagnosisRecord,
} from '@hanyu/contracts/mhk/diagnosis';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import type { SpeechPool } from '../../platform/speech-pool/speech-pool.ts';
import type { EnginePaper } from '../exam/index.ts';
import { mhkEngine } from './mhk-engine.ts';
import { spokenRecordRoute } from './spoken-record-route.ts';
import { DIAGNOSIS_EXAM, DIAGNOSIS_ITEM_LEVEL, DIAGNOSIS_PAPER_PREFIX, DiagnosisPapers } from './diagnosis-papers.ts';
import { diagnose } from './diagnosis-scoring.ts';
import { presentPaper } from './present-paper.ts';

/** Largest saveRecord body: one segment of 16-bit audio with room for its slack and the form. */
/** A diagnosis is always the whole paper: its scope code in the engine's attempts. */
const WHOLE_PAPER = 'all';
const SKILLS = Object.values(DiagnosisSkill);

/**
 * The ability diagnosis (/mhk/diagnose/...) on the exam engine: its papers are engine papers of the
 * four skills, taken, saved, resumed and scored as an MHK mock paper is; the diagnosis (skills out of
 * 50, placement, strengths and weaknesses, questions to practise) is read from the engine's report.
 */
export function diagnosisRoutes(app: FastifyInstance, speech: SpeechPool): void {
  const { platform } = app;
  const papers = new DiagnosisPapers(platform.config.contentDir, platform.db);
  const { repository, audio, engine } = mhkEngine(app, speech, DIAGNOSIS_EXAM, papers);
  const present = (paper: EnginePaper) =>
    presentPaper(paper, SKILLS, {
      engine,
      audio,
      workers: platform.config.speech.workers,
      slow: DIAGNOSIS_ITEM_LEVEL <= 2,
    });

  apiRoute(app, ListDiagnosisPapers, async (context) => {
    const user = context.session.userId;
    const unfinished = await repository.unfinishedOf(user, DIAGNOSIS_EXAM);
    const list = (await papers.list()).map((paper) => {
      const open = unfinished.find((row) => row.paper_id === paper.paperId);
      return {
        paperId: paper.paperId,
        title: paper.title,
        modules: paper.modules.map((module) => ({
          name: module.name,
          minutes: module.minutes,
          questionCount: module.items.reduce((sum, item) => sum + item.questions.length, 0),
        })),
        inProgress: open ? { attemptId: open.id, status: open.status as 'inProgress' | 'paused' } : null,
      };
    });
    const [latest] = await repository.submittedOf([user], DIAGNOSIS_EXAM, 1);
    const report = latest ? ((await engine.reviewedReports([latest])).get(latest.id) ?? null) : null;
    const last =
      latest && report
        ? (() => {
            const result = diagnose(report);
            return {
              attemptId: latest.id,
              paperId: latest.paper_id,
              title: report.title,
              submittedAt: report.submittedAt,
              total: result.total,
              maxTotal: result.maxTotal,
              placement: result.placement,
            };
          })()
        : null;
    return { total: list.length, list, last };
  });

  apiRoute(app, GetDiagnosis, async (context) => {
    const user = context.session.userId;
    const { paperId, start, attemptId } = context.payload;
    if (attemptId !== undefined) {
      const row = await engine.attemptRow(user, attemptId);
      return { paper: await present(await engine.paperOf(row)), attempt: await engine.find(user, attemptId) };
    }
    const current = await papers.current(paperId);
    const open = await repository.unfinished(user, DIAGNOSIS_EXAM, paperId, WHOLE_PAPER);
    if (open) return { paper: await present(await engine.paperOf(open)), attempt: await engine.find(user, open.id) };
    const presented = await present(current);
    return { paper: presented, attempt: start ? await engine.start(user, current, WHOLE_PAPER, SKILLS) : null };
  });

  apiRoute(app, CommitDiagnosis, async (context) => {
    const { attemptId, ...input } = context.payload;
    return engine.commit(context.session.userId, attemptId, input, context.request.log);
  });

  apiRoute(app, DiagnosisHistory, async (context) => {
    const { total, rows } = await repository.history(
      context.session.userId,
      DIAGNOSIS_EXAM,
      DIAGNOSIS_PAPER_PREFIX,
      context.payload.page,
    );
    const reports = await engine.reviewedReports(rows);
    const list = await Promise.all(
      rows.map(async (row) => {
        const paper = await engine.paperOf(row);
        const report = reports.get(row.id) ?? null;
        const result = report ? diagnose(report) : null;
        return {
          attemptId: row.id,
          paperId: row.paper_id,
          title: paper.title,
          status: row.status as 'inProgress' | 'paused' | 'submitted',
          startedAt: new Date(row.started_at).toISOString(),
          submittedAt: row.submitted_at === null ? null : new Date(row.submitted_at).toISOString(),
          total: result ? result.total : null,
          maxTotal: DIAGNOSIS_TOTAL_MAX,
          placement: result ? result.placement : null,
        };
      }),
    );
    return { total, list };
  });

  apiRoute(app, DiagnosisReport, async (context) => {
    const exam = await engine.report(context.session.userId, context.payload.attemptId);
    return { diagnosis: diagnose(exam), exam };
  });

  apiRoute(app, DeleteDiagnosis, async (context) => {
    await engine.delete(context.session.userId, context.payload.attemptId);
    return { attemptId: context.payload.attemptId };
  });

  spokenRecordRoute(app, SaveDiagnosisRecord, engine);
}
