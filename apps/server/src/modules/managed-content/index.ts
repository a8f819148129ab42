/** Content the administrators manage from the workspace, and what learners read of it. */
export { managedContentRoutes } from './managed-content-routes.ts';
export { publishedUnitVideo } from './unit-videos.ts';
