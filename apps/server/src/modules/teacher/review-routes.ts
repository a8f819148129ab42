import type { FastifyInstance } from 'fastify';
import type { ExamReport } from '@hanyu/contracts/exam/exam-engine';
import {
  ListReviews,
  GetReview,
  REVIEW_QUEUE_MAX,
  SaveReview,
  type ReviewEntry,
} from '@hanyu/contracts/teacher/reviews';
import { toDate } from '../../platform/db/schema.ts';
import { appError } from '../../platform/errors.ts';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import { NoticeKind } from '@hanyu/contracts/usercenter/notices';
import { applyReviews, ExamEngineRepository, reviewKey, type EngineAttemptRow } from '../exam/index.ts';
import { Notices, noticeTitle } from '../notice/index.ts';
import { ClassRepository } from './class-repository.ts';

/** A composition in a submitted report: its question, the text written, and the scorer's estimate. */
interface Written {
  questionId: string;
  prompt: string;
  text: string;
  composition: NonNullable<ExamReport['modules'][number]['items'][number]['composition']>;
}

/** The compositions a report holds that the learner wrote something for. */
function compositionsOf(report: ExamReport): Written[] {
  return report.modules.flatMap((module) =>
    module.items.flatMap((item) => {
      const question = item.questions[0];
      const given = question?.given;
      if (!item.composition || !question || !given || !('text' in given) || !given.text.trim()) return [];
      return [{ questionId: question.id, prompt: question.question, text: given.text, composition: item.composition }];
    }),
  );
}

type Traits = NonNullable<ReviewEntry['estimate']>;

/**
 * What the learner's notice says the teacher did: confirmed the scorer's estimate (every trait kept),
 * changed it, or scored a composition the scorer had not estimated.
 */
export function reviewNoticeTitle(estimate: Traits | null, given: Traits, paperTitle: string): string {
  const kept = estimate && (Object.keys(given) as (keyof Traits)[]).every((trait) => estimate[trait] === given[trait]);
  const done = !estimate ? '老师批阅了你的作文' : kept ? '老师确认了你的作文评分' : '老师修改了你的作文评分';
  return noticeTitle(`${done}：${paperTitle}`);
}

/**
 * The teacher's composition review queue (/teacher/review/...): the compositions of the learners in their
 * classes, from the submitted attempts of the exams given (the MHK mock exams, the ability diagnosis and
 * the graded course's promotion exams); a teacher confirms or changes the estimate's trait scores
 * and comments, and the learner's report shows the review beside the estimate. The learner gets a notice
 * leading to the report: `reports` names each exam's report screen (a route of the web's table).
 */
export function reviewRoutes(app: FastifyInstance, options: { reports: Readonly<Record<string, string>> }): void {
  const classes = new ClassRepository(app.platform.db);
  const attempts = new ExamEngineRepository(app.platform.db, app.platform.dialect);
  const notices = Notices.of(app);
  const exams = Object.keys(options.reports);

  /** The learners of a teacher's classes: nickname and (first) class name by user id. */
  async function learnersOf(teacherId: string): Promise<Map<string, { nickName: string; className: string }>> {
    const learners = new Map<string, { nickName: string; className: string }>();
    for (const owned of await classes.ofTeacher(teacherId)) {
      for (const member of await classes.members(owned.id)) {
        if (!learners.has(member.user_id))
          learners.set(member.user_id, { nickName: member.nick_name, className: owned.name });
      }
    }
    return learners;
  }

  function entryOf(
    attempt: EngineAttemptRow,
    report: ExamReport,
    written: Written,
    learner: { nickName: string; className: string },
    review: ReviewEntry['review'],
  ): ReviewEntry {
    return {
      attemptId: attempt.id,
      questionId: written.questionId,
      learner: learner.nickName,
      className: learner.className,
      paperTitle: report.title,
      submittedAt: attempt.submitted_at ? toDate(attempt.submitted_at).toISOString() : report.submittedAt,
      characters: written.composition.characters,
      estimate: written.composition.traits,
      review,
    };
  }

  /** One composition of a learner of this teacher, or NoResource. */
  async function findWritten(teacherId: string, attemptId: string, questionId: string) {
    const learners = await learnersOf(teacherId);
    const [attempt] = (await attempts.submittedOf([...learners.keys()], exams, REVIEW_QUEUE_MAX * 10)).filter(
      (row) => row.id === attemptId,
    );
    const learner = attempt ? learners.get(attempt.user_id) : undefined;
    if (!attempt?.report || !learner) throw appError('NoResource');
    const report = JSON.parse(attempt.report) as ExamReport;
    const written = compositionsOf(report).find((candidate) => candidate.questionId === questionId);
    if (!written) throw appError('NoResource');
    return { attempt, report, written, learner };
  }

  apiRoute(app, ListReviews, async ({ payload, session }) => {
    const learners = await learnersOf(session.userId);
    const submitted = await attempts.submittedOf([...learners.keys()], exams, REVIEW_QUEUE_MAX);
    const reviews = await attempts.reviewsOf(submitted.map((row) => row.id));
    const list: ReviewEntry[] = [];
    for (const attempt of submitted) {
      const learner = learners.get(attempt.user_id);
      if (!attempt.report || !learner) continue;
      const report = JSON.parse(attempt.report) as ExamReport;
      for (const written of compositionsOf(report)) {
        const review = reviews.get(reviewKey(attempt.id, written.questionId)) ?? null;
        if ((review !== null) === payload.reviewed) list.push(entryOf(attempt, report, written, learner, review));
      }
    }
    return { list };
  });

  apiRoute(app, GetReview, async ({ payload, session }) => {
    const { attempt, report, written, learner } = await findWritten(
      session.userId,
      payload.attemptId,
      payload.questionId,
    );
    const review = (await attempts.reviewsOf([attempt.id])).get(reviewKey(attempt.id, written.questionId)) ?? null;
    return {
      ...entryOf(attempt, report, written, learner, review),
      prompt: written.prompt,
      text: written.text,
      notes: written.composition.notes,
    };
  });

  apiRoute(app, SaveReview, async ({ payload, session }) => {
    const { attempt, report, written } = await findWritten(session.userId, payload.attemptId, payload.questionId);
    const title = reviewNoticeTitle(written.composition.traits, payload.traits, report.title);
    return notices.transaction(async (trx, notify) => {
      const saving = new ExamEngineRepository(trx, app.platform.dialect);
      await saving.saveReview({
        attemptId: attempt.id,
        questionId: written.questionId,
        teacherId: session.userId,
        traits: payload.traits,
        comment: payload.comment,
      });
      const reviews = await saving.reviewsOf([attempt.id]);
      const saved = reviews.get(reviewKey(attempt.id, written.questionId));
      if (!saved) throw appError('NoResource');
      // The review counts in the attempt's score: its stored report and total, which lists and standings read.
      if (attempt.report)
        await saving.storeReport(attempt.id, applyReviews(JSON.parse(attempt.report) as ExamReport, reviews));
      const route = options.reports[attempt.exam];
      if (route) {
        await notify([
          {
            userId: attempt.user_id,
            kind: NoticeKind.Review,
            title,
            link: { route, query: { attemptId: attempt.id } },
          },
        ]);
      }
      return saved;
    });
  });
}
