/** The minority area's tests to the app: the MHK mock exam's routes and papers (what a teacher may assign), the ability diagnosis's routes, the graded course's, its promotion exams' and special training's routes. */
export { mhkExamRoutes } from './mhk-exam-routes.ts';
export { MHK_EXAM, MhkPapers } from './mhk-papers.ts';
export { diagnosisRoutes } from './diagnosis-routes.ts';
export { DIAGNOSIS_EXAM } from './diagnosis-papers.ts';
export { PROMOTION_EXAM } from './promotion-papers.ts';
export { gradedRoutes } from './graded-routes.ts';
export { promotionRoutes } from './promotion-routes.ts';
export { specialRoutes } from './special-routes.ts';
