import { ExamAttemptStatus, type ExamReport } from '@hanyu/contracts/exam/exam-engine';
import { gradeKey } from '@hanyu/content/graded-course-schema';
import type { ExamEngineRepository } from '../exam/index.ts';
import { DIAGNOSIS_EXAM } from './diagnosis-papers.ts';
import { diagnose } from './diagnosis-scoring.ts';
import type { GradedCourse } from './graded-course.ts';
import type { GradedRepository } from './graded-repository.ts';

export interface Placement {
  grade: string | null;
  placedBy: 'state' | 'diagnosis' | 'start';
}

/**
 * The learner's grade in the graded course: their learning state's (moved on by promotion), else
 * where their last diagnosis placed them, else the first grade.
 */
export async function learnerGrade(
  course: GradedCourse,
  repository: GradedRepository,
  exams: ExamEngineRepository,
  userId: string,
): Promise<Placement> {
  const state = await repository.state(userId);
  if (state && course.hasGrade(state.currentGrade)) return { grade: state.currentGrade, placedBy: 'state' };
  const [latest] = await exams.submittedOf([userId], DIAGNOSIS_EXAM, 1);
  if (latest && latest.status === ExamAttemptStatus.Submitted && latest.report) {
    const { recommendation } = diagnose(JSON.parse(latest.report) as ExamReport).placement;
    return { grade: course.gradeAtOrAfter(recommendation.tier, recommendation.grade), placedBy: 'diagnosis' };
  }
  return {
    grade: course.grades[0] ? gradeKey(course.grades[0].tier, course.grades[0].grade) : null,
    placedBy: 'start',
  };
}
