/** The MHK mock exam's API to the app: its routes, and its papers (what a teacher may assign). */
export { mhkExamRoutes } from './mhk-exam-routes.ts';
export { MHK_EXAM, MhkPapers } from './mhk-papers.ts';
