import type { FastifyInstance } from 'fastify';
import { ExamAttemptStatus, type ExamReport } from '@hanyu/contracts/exam/exam-engine';
import { STUDY_ORDER } from '@hanyu/contracts/mhk/graded';
import {
  CommitPromotion,
  GetPromotionPaper,
  GetPromotionState,
  PROMOTION_MODULES,
  PromotionHistory,
  PromotionMode,
  PromotionReport,
  PromotionResult,
  SavePromotionRecord,
} from '@hanyu/contracts/mhk/promotion';
import { SLOW_LISTENING_TIERS } from '@hanyu/contracts/mhk/graded';
import { loadGrades } from '@hanyu/content/content-files';
import { gradeKey as gradeKeyOf } from '@hanyu/content/graded-course-schema';
import { appError } from '../../platform/errors.ts';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import type { SpeechPool } from '../../platform/speech-pool/speech-pool.ts';
import type { EngineAttemptRow, EnginePaper } from '../exam/index.ts';
import { GradedCourse } from './graded-course.ts';
import { learnerGrade } from './graded-placement.ts';
import { GradedRepository } from './graded-repository.ts';
import { mhkEngine } from './mhk-engine.ts';
import { spokenRecordRoute } from './spoken-record-route.ts';
import { presentPaper } from './present-paper.ts';
import { PROMOTION_EXAM, PromotionPapers, WHOLE_PAPER } from './promotion-papers.ts';
import { bestSitting, promotionOutcome, upgradeState, type Sitting } from './promotion-rules.ts';

/** Largest saveRecord body: one segment of 16-bit audio with room for its slack and the form. */
/** More sittings of one grade than a learner takes: the state reads them all. */
const SITTINGS_READ = 1000;

function storedReport(row: EngineAttemptRow): ExamReport | null {
  return row.status === ExamAttemptStatus.Submitted && row.report ? (JSON.parse(row.report) as ExamReport) : null;
}

/**
 * The graded course's promotion exams (/mhk/promotion/...) on the exam engine: a grade's exam unlocks
 * when every unit of the grade is done, is taken, saved and resumed as the diagnosis is, and reaching
 * the pass score moves the learner into the next grade (once, however many sittings reach it at once).
 */
export function promotionRoutes(app: FastifyInstance, speech: SpeechPool): void {
  const { platform } = app;
  // The authored course: the exams read its grades and unit keys only, which a revised unit never changes
  // (decision 073), so the units published in the workspace need not be read here.
  const course = new GradedCourse(loadGrades(platform.config.contentDir));
  const papers = new PromotionPapers(platform.config.contentDir, platform.db);
  const graded = new GradedRepository(platform.db);
  const { repository, audio, engine } = mhkEngine(app, speech, PROMOTION_EXAM, papers);

  const gradeOrRefuse = (key: string) => {
    const grade = course.grades.find((file) => gradeKeyOf(file.tier, file.grade) === key);
    if (!grade || !papers.hasAuthored(key)) throw appError('NoResource');
    return grade;
  };

  const present = (paper: EnginePaper, key: string) =>
    presentPaper(paper, PROMOTION_MODULES, {
      engine,
      audio,
      workers: platform.config.speech.workers,
      slow: SLOW_LISTENING_TIERS.includes(gradeOrRefuse(key).tier),
    });

  /** The grade's units done (every study type) and how many it has. */
  async function unitsDone(userId: string, key: string): Promise<{ done: number; count: number }> {
    const units = course.unitsOf(key);
    const progress = await graded.progress(
      userId,
      units.map((unit) => unit.key),
    );
    const done = units.filter((unit) => (progress.get(unit.key)?.done.length ?? 0) >= STUDY_ORDER.length).length;
    return { done, count: units.length };
  }

  async function refuseLocked(userId: string, key: string): Promise<void> {
    const units = await unitsDone(userId, key);
    if (units.done < units.count) throw appError('PromotionLocked');
  }

  /**
   * Moves the learner on when a sitting reached the pass score: to the next grade's first unit, when the
   * grade they are in (stored, or placed by the diagnosis or at the start) is the passed one or before it.
   * Answers the grade reaching it opens, or null.
   */
  async function promoteOn(userId: string, key: string, reached: boolean) {
    const next = course.nextGrade(key);
    if (!reached || !next) return null;
    const nextKey = gradeKeyOf(next.tier, next.grade);
    const keys = course.gradeKeys();
    const from = keys.slice(0, keys.indexOf(key) + 1);
    const firstUnit = course.unitsOf(nextKey)[0];
    const placed = await learnerGrade(course, graded, repository, userId);
    if (firstUnit && placed.grade && from.includes(placed.grade)) {
      await graded.promote(userId, from, { grade: nextKey, unitKey: firstUnit.key });
    }
    return { gradeKey: nextKey, title: next.title };
  }

  async function sittingsOf(userId: string, key: string) {
    const { rows } = await repository.history(userId, PROMOTION_EXAM, key, 1, SITTINGS_READ);
    const mine = rows.filter((row) => row.paper_id === key);
    const reports = await engine.reviewedReports(mine);
    const sittings: Sitting[] = mine.flatMap((row) => {
      const report = reports.get(row.id);
      return report ? [{ attemptId: row.id, submittedAt: report.submittedAt, outcome: promotionOutcome(report) }] : [];
    });
    const open = mine.find((row) => row.status !== ExamAttemptStatus.Submitted) ?? null;
    return { sittings, open };
  }

  apiRoute(app, GetPromotionState, async (context) => {
    const user = context.session.userId;
    const key = context.payload.gradeKey;
    const grade = gradeOrRefuse(key);
    const paper = await papers.current(key);
    const [units, { sittings, open }] = await Promise.all([unitsDone(user, key), sittingsOf(user, key)]);
    const best = bestSitting(sittings);
    // A pass read here (one whose composition was scored only when its report was read) moves the learner too.
    if (best) await promoteOn(user, key, best.outcome.result === PromotionResult.Reached);
    const placed = await learnerGrade(course, graded, repository, user);
    const next = course.nextGrade(key);
    return {
      gradeKey: key,
      gradeTitle: grade.title,
      title: paper.title,
      unitsDone: units.done,
      unitCount: units.count,
      unlocked: units.done >= units.count,
      ...upgradeState(open !== null, sittings),
      inProgress: open ? { attemptId: open.id, status: open.status as 'inProgress' | 'paused' } : null,
      best: best ? { attemptId: best.attemptId, submittedAt: best.submittedAt, ...best.outcome } : null,
      modules: paper.modules.map((module) => ({
        name: module.name,
        minutes: module.minutes,
        questionCount: module.items.reduce((sum, item) => sum + item.questions.length, 0),
      })),
      nextGrade: next ? { gradeKey: gradeKeyOf(next.tier, next.grade), title: next.title } : null,
      currentGrade: placed.grade,
    };
  });

  apiRoute(app, GetPromotionPaper, async (context) => {
    const user = context.session.userId;
    const { gradeKey: key, mode, attemptId } = context.payload;
    gradeOrRefuse(key);
    if (attemptId !== undefined) {
      const row = await engine.attemptRow(user, attemptId);
      if (row.paper_id !== key) throw appError('NoResource');
      return { paper: await present(await engine.paperOf(row), key), attempt: await engine.find(user, attemptId) };
    }
    const open = await repository.unfinished(user, PROMOTION_EXAM, key, WHOLE_PAPER);
    if (open)
      return { paper: await present(await engine.paperOf(open), key), attempt: await engine.find(user, open.id) };
    const current = await papers.current(key);
    if (mode === undefined || mode === PromotionMode.Continue) {
      return { paper: await present(current, key), attempt: null };
    }
    await refuseLocked(user, key);
    return {
      paper: await present(current, key),
      attempt: await engine.start(user, current, WHOLE_PAPER, PROMOTION_MODULES),
    };
  });

  apiRoute(app, CommitPromotion, async (context) => {
    const user = context.session.userId;
    const { attemptId, ...input } = context.payload;
    const row = await engine.attemptRow(user, attemptId);
    await refuseLocked(user, row.paper_id);
    const attempt = await engine.commit(user, attemptId, input, context.request.log);
    if (input.submit && attempt.status === ExamAttemptStatus.Submitted) {
      const submitted = await engine.attemptRow(user, attemptId);
      const report = storedReport(submitted);
      if (report) await promoteOn(user, row.paper_id, promotionOutcome(report).result === PromotionResult.Reached);
    }
    return attempt;
  });

  apiRoute(app, PromotionHistory, async (context) => {
    const user = context.session.userId;
    const { gradeKey: key, page } = context.payload;
    const { total, rows } = await repository.history(user, PROMOTION_EXAM, key ?? '', page);
    const reports = await engine.reviewedReports(rows);
    const list = await Promise.all(
      rows.map(async (row) => {
        const paper = await engine.paperOf(row);
        const report = reports.get(row.id);
        return {
          attemptId: row.id,
          gradeKey: row.paper_id,
          title: paper.title,
          status: row.status as 'inProgress' | 'paused' | 'submitted',
          startedAt: new Date(row.started_at).toISOString(),
          submittedAt: row.submitted_at === null ? null : new Date(row.submitted_at).toISOString(),
          outcome: report ? promotionOutcome(report) : null,
        };
      }),
    );
    return { total, list };
  });

  apiRoute(app, PromotionReport, async (context) => {
    const user = context.session.userId;
    const exam = await engine.report(user, context.payload.attemptId);
    const outcome = promotionOutcome(exam);
    const promotedTo = await promoteOn(user, exam.paperId, outcome.result === PromotionResult.Reached);
    return { gradeKey: exam.paperId, outcome, promotedTo, exam };
  });

  spokenRecordRoute(app, SavePromotionRecord, engine, async (user, attemptId) => {
    const row = await engine.attemptRow(user, attemptId);
    await refuseLocked(user, row.paper_id);
  });
}
