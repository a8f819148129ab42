/** The administrator workspace's API to the app: roles and the audit log. */
export { roleRoutes } from './role-routes.ts';
