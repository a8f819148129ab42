/** The administrator workspace's API to the app: roles, the audit log and institutions. */
export { roleRoutes } from './role-routes.ts';
export { institutionRoutes } from './institution-routes.ts';
