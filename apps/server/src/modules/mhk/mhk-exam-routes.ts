import type { FastifyInstance } from 'fastify';
import { MhkLevel } from '@hanyu/contracts/constants/mhk';
import type { ExamModule } from '@hanyu/contracts/exam/exam-engine';
import {
  CENTRE_MODULE,
  CommitMhkExam,
  DeleteMhkExam,
  GetMhkExam,
  ListMhkExams,
  MhkExamHistory,
  MhkExamReport,
  SaveMhkRecord,
  type CentreCode,
} from '@hanyu/contracts/mhk/exam';
import { MHK_LEVEL_NUMBER, type MhkPaperLevel } from '@hanyu/content/mhk-paper-schema';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import type { SpeechPool } from '../../platform/speech-pool/speech-pool.ts';
import type { EnginePaper } from '../exam/index.ts';
import { mhkEngine } from './mhk-engine.ts';
import { spokenRecordRoute } from './spoken-record-route.ts';
import { MHK_EXAM, MhkPapers } from './mhk-papers.ts';
import { presentPaper } from './present-paper.ts';

/** Largest saveRecord body: one segment of 16-bit audio with room for its slack and the form. */

/** The modules a centre code takes from a paper: all of them, or the one it names. */
function scopeOf(paper: EnginePaper, centre: CentreCode): ExamModule[] {
  const only = CENTRE_MODULE[centre];
  return paper.modules.map((module) => module.name).filter((name) => only === null || name === only);
}

function paperLevel(paper: EnginePaper): MhkPaperLevel {
  return paper.level as MhkPaperLevel;
}

/**
 * The MHK mock exams (/mhk/exam/..., spoken answers by /mhk/evaluate/saveRecord) on the exam
 * engine, with the papers written for the platform (packages/content/data/mhk).
 */
export function mhkExamRoutes(app: FastifyInstance, speech: SpeechPool): void {
  const { platform } = app;
  const papers = new MhkPapers(platform.config.contentDir, platform.db);
  const { repository, audio, engine } = mhkEngine(app, speech, MHK_EXAM, papers);

  /** The paper's items for the page, its listening recordings made first (once, then kept). */
  const present = (paper: EnginePaper, scope: readonly ExamModule[]) =>
    presentPaper(paper, scope, {
      engine,
      audio,
      workers: platform.config.speech.workers,
      slow: MHK_LEVEL_NUMBER[paperLevel(paper)] <= 2,
    });

  apiRoute(app, ListMhkExams, async (context) => {
    const { level, centre } = context.payload;
    const unfinished = context.session ? await repository.unfinishedOf(context.session.userId, MHK_EXAM) : [];
    const list = (await papers.list())
      .filter((paper) => level === MhkLevel.All || paper.level === level)
      .map((paper) => {
        const scope = scopeOf(paper, centre);
        const open = unfinished.find((row) => row.paper_id === paper.paperId && row.scope_code === centre);
        return {
          paperId: paper.paperId,
          level: paperLevel(paper),
          title: paper.title,
          modules: paper.modules
            .filter((module) => scope.includes(module.name))
            .map((module) => ({
              name: module.name,
              minutes: module.minutes,
              questionCount: module.items.reduce((sum, item) => sum + item.questions.length, 0),
            })),
          inProgress: open ? { attemptId: open.id, status: open.status as 'inProgress' | 'paused' } : null,
        };
      });
    return { total: list.length, list };
  });

  apiRoute(app, GetMhkExam, async (context) => {
    const user = context.session.userId;
    const { paperId, centre, start, attemptId } = context.payload;
    if (attemptId !== undefined) {
      const row = await engine.attemptRow(user, attemptId);
      const paper = await engine.paperOf(row);
      return {
        paper: await present(paper, row.scope.split(',') as ExamModule[]),
        attempt: await engine.find(user, attemptId),
      };
    }
    const current = await papers.current(paperId);
    const scope = scopeOf(current, centre);
    const open = await repository.unfinished(user, MHK_EXAM, paperId, centre);
    if (open) {
      const paper = await engine.paperOf(open);
      return { paper: await present(paper, scope), attempt: await engine.find(user, open.id) };
    }
    const presented = await present(current, scope);
    return { paper: presented, attempt: start ? await engine.start(user, current, centre, scope) : null };
  });

  apiRoute(app, CommitMhkExam, async (context) => {
    const { attemptId, ...input } = context.payload;
    return engine.commit(context.session.userId, attemptId, input, context.request.log);
  });

  apiRoute(app, MhkExamHistory, async (context) => {
    const { level, page } = context.payload;
    const prefix = level === MhkLevel.All ? 'MHK' : `MHK${MHK_LEVEL_NUMBER[level]}-`;
    const { total, rows } = await repository.history(context.session.userId, MHK_EXAM, prefix, page);
    const list = await Promise.all(
      rows.map(async (row) => {
        const paper = await engine.paperOf(row);
        return {
          attemptId: row.id,
          paperId: row.paper_id,
          title: paper.title,
          level: paperLevel(paper),
          centre: row.scope_code as CentreCode,
          status: row.status as 'inProgress' | 'paused' | 'submitted',
          startedAt: new Date(row.started_at).toISOString(),
          submittedAt: row.submitted_at === null ? null : new Date(row.submitted_at).toISOString(),
          total: row.total_hundredths === null ? null : row.total_hundredths / 100,
          maxTotal: row.scope.split(',').length * 100,
        };
      }),
    );
    return { total, list };
  });

  apiRoute(app, MhkExamReport, (context) => engine.report(context.session.userId, context.payload.attemptId));

  apiRoute(app, DeleteMhkExam, async (context) => {
    await engine.delete(context.session.userId, context.payload.attemptId);
    return { attemptId: context.payload.attemptId };
  });

  spokenRecordRoute(app, SaveMhkRecord, engine);
}
