/**
 * The dictionary's API: its routes and loader to the app; its entries by word to the translation tool
 * (oversea); the writer of its rows to the search tests (portal), which load a small fixture dictionary.
 */
export { DictionaryLoadRepository } from './dictionary-load-repository.ts';
export { loadDictionary } from './dictionary-loader.ts';
export { DictionaryRepository } from './dictionary-repository.ts';
export { dictionaryRoutes } from './dictionary-routes.ts';
