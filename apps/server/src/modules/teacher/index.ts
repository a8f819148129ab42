/** The teacher workspace's API to the app: classes and the learners who join them. */
export { classRoutes } from './class-routes.ts';
