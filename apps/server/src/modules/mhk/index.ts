/** The MHK mock exam's API to the app: its routes. */
export { mhkExamRoutes } from './mhk-exam-routes.ts';
