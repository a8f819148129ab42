import type { CompositionReview, ExamReport } from '@hanyu/contracts/exam/exam-engine';
import { reviewKey } from './exam-repository.ts';

const mean = (traits: CompositionReview['traits']) =>
  (traits.cohesion + traits.language + traits.content + traits.structure) / 4;

/**
 * A report with the teachers' reviews in it: each reviewed composition carries its review, and earns the
 * mean of the teacher's four trait scores instead of the estimate's, so its module's score and the total
 * count what the teacher decided (the estimate stays in the report, labelled as the scorer's). Modules
 * without a review keep their scores as stored.
 */
export function applyReviews(report: ExamReport, reviews: ReadonlyMap<string, CompositionReview>): ExamReport {
  if (reviews.size === 0) return report;
  let changed = false;
  const modules = report.modules.map((module) => {
    let reviewed = false;
    const items = module.items.map((item) => {
      const question = item.questions[0];
      const review = question ? reviews.get(reviewKey(report.attemptId, question.id)) : undefined;
      if (!item.composition || !question || !review) return item;
      reviewed = true;
      const points = Math.round(question.maxPoints * mean(review.traits)) / 100;
      return {
        ...item,
        composition: { ...item.composition, review },
        questions: [{ ...question, points }, ...item.questions.slice(1)],
      };
    });
    if (!reviewed) return module;
    changed = true;
    const questions = items.flatMap((item) => item.questions);
    const max = questions.reduce((sum, question) => sum + question.maxPoints, 0);
    const earned = questions.reduce((sum, question) => sum + question.points, 0);
    return { ...module, items, score: max === 0 ? 0 : Math.round((earned / max) * 1000) / 10 };
  });
  if (!changed) return report;
  const total = Math.round(modules.reduce((sum, module) => sum + module.score, 0) * 10) / 10;
  return { ...report, modules, total };
}
