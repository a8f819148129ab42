/**
 * The portal's API: its routes and speech grants to the app; the site search to the dictionary, whose
 * lookups find words the way the search box does.
 */
export { convertRoutes } from './convert-routes.ts';
export { copybookRoutes } from './copybook-routes.ts';
export { humanReadingRoutes } from './human-reading-routes.ts';
export { modelReadingRoutes } from './model-reading-routes.ts';
export { portalRoutes } from './routes.ts';
export { speechGrantRoutes } from './speech-grant-routes.ts';
export { SpeechGrants } from './speech-grants.ts';
export { SearchRepository } from './search-repository.ts';
export { searchRoutes } from './search-routes.ts';
export { SearchService } from './search-service.ts';
