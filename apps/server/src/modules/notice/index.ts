/**
 * A learner's notices: their routes, and how another module saves a notice with its action and pushes
 * it on the live socket once the action commits (docs/decisions/071-live-notices.md).
 */
export { noticeRoutes } from './notice-routes.ts';
export { Notices, noticeTitle, type Notify } from './notices.ts';
export type { NoticeDraft } from './notice-repository.ts';
