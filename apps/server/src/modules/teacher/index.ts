/**
 * The teacher workspace's API to the app: classes, the learners who join them, assignments, the
 * composition review queue, and the school administrator's view of an institution's classes.
 */
export { classRoutes } from './class-routes.ts';
export { reviewRoutes } from './review-routes.ts';
export { assignmentRoutes, type AssignmentCatalogue, type AssignmentTarget } from './assignment-routes.ts';
export { schoolClassRoutes } from './school-class-routes.ts';
