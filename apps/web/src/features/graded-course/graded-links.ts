import type { StudyType } from '@hanyu/contracts/mhk/graded';
import type { RouteEntry } from '../../shared/routes/route-table.ts';
import { siblingHref } from '../../shared/routes/sibling-route.ts';
import { STUDY_SCREENS } from './course-view.ts';

/** The course map, a grade's units, a unit's study page, in the same family as `route`. */
export const gradedHref = {
  course: (route: RouteEntry) => siblingHref(route, 'learnCourse'),
  grade: (route: RouteEntry, gradeKey: string) => siblingHref(route, 'beginBookStudy', { grade: gradeKey }),
  unit: (route: RouteEntry, unitKey: string) => siblingHref(route, 'beginBookStudyDetail', { unit: unitKey }),
  study: (route: RouteEntry, type: StudyType, unitKey: string) =>
    siblingHref(route, STUDY_SCREENS[type], { unit: unitKey }),
  results: (route: RouteEntry, unitKey: string) =>
    siblingHref(route, 'learnGradedPracticeEvaluationResult', { unit: unitKey }),
  download: (route: RouteEntry, unitKey: string) => siblingHref(route, 'minorityDownload', { unit: unitKey }),
};

/** A grade's promotion exam: its page, the sitting, a sitting's report and its composition, in the same family as `route`. */
export const promotionHref = {
  home: (route: RouteEntry, gradeKey: string) =>
    siblingHref(route, 'learnGradedPromotionHomePage', { grade: gradeKey }),
  exam: (route: RouteEntry, gradeKey: string, mode?: number) =>
    siblingHref(route, 'promotion', mode === undefined ? { grade: gradeKey } : { grade: gradeKey, mode: String(mode) }),
  report: (route: RouteEntry, attemptId: string) => siblingHref(route, 'learnGradedPromotionReport', { attemptId }),
  composition: (route: RouteEntry, attemptId: string) =>
    siblingHref(route, 'learnGradedCompositionReport', { attemptId }),
};

/** Special training: its home and a skill's (or all skills') practice, in the same family as `route`. */
export const specialHref = {
  home: (route: RouteEntry) => siblingHref(route, 'specialTrainingIndex'),
  practice: (route: RouteEntry, skill: string) => siblingHref(route, 'specialTrainParent', { skill }),
};
