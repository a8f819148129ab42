/** The teacher workspace's API to the app: classes, the learners who join them, assignments, and the composition review queue. */
export { classRoutes } from './class-routes.ts';
export { reviewRoutes } from './review-routes.ts';
export { assignmentRoutes, type AssignmentCatalogue, type AssignmentTarget } from './assignment-routes.ts';
