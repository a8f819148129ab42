/**
 * PSC's API to the app: its routes, the loader of the authored study content, run at start, and the
 * catalogue the workspace's published teaching content is laid over (decision 061).
 */
export { pscEvaluationRoutes } from './evaluation-routes.ts';
export { pscExamRoutes } from './exam-routes.ts';
export { pscImportRoutes } from './import-routes.ts';
export { pscResultsRoutes } from './results-routes.ts';
export { pscScoreServiceRoutes } from './score-service-routes.ts';
export { pscSignupRoutes } from './signup-routes.ts';
export { AssignableContent, type AssignableCollection } from './assignable-content.ts';
export { loadStudyContent } from './study-content-loader.ts';
export { ManagedCatalogue } from './managed-catalogue.ts';
export { pscStudyRoutes } from './study-routes.ts';
export { voiceProfileRoutes } from './voice-profile-routes.ts';
export { PSC_EXAM } from './exam-repository.ts';
