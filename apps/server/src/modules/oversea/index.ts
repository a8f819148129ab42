/** The oversea tools' API to the app: their routes (translation, its history, favourites, speech). */
export { favouriteRoutes } from './collection-routes.ts';
export { translationRecordRoutes } from './record-routes.ts';
export { speechSynthesisRoutes } from './speech-synthesis-routes.ts';
export { translationRoutes } from './translation-routes.ts';
