/** The teacher workspace's API to the app: classes, the learners who join them, and assignments. */
export { classRoutes } from './class-routes.ts';
export { assignmentRoutes, type AssignmentCatalogue } from './assignment-routes.ts';
