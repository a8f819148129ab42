import { z } from 'zod';
import type { ErrorId } from '../errors/catalogue.ts';
import { ALL_LANGUAGES, FAVOURITE_LANGUAGES, RecordSort, TRANSLATION_LANGUAGES } from './translation-languages.ts';

/**
 * Fields shared by the translation history (record.ts) and the favourites (collection.ts): the text
 * and translation of one translation, its languages, the language filter, the sort and the page.
 */

export const BookmarkLimits = {
  /** Longest original text or translation kept (the translation tool's input is shorter). */
  textMaxLength: 5000,
  pageSizeMax: 100,
  pageSizeDefault: 20,
  /** How many ids one delete or move may name. */
  idsPerCallMax: 500,
} as const;

/** A zod message that is a catalogue id: the server answers with that error, the client translates it. */
export const says = (id: ErrorId) => ({ message: id });

/** Row ids are 24 lower-case hex digits; anything else names nothing the caller owns. */
export const bookmarkIdField = z.string().regex(/^[0-9a-f]{24}$/, says('NoResource'));

export const bookmarkIdsField = z.array(bookmarkIdField).min(1).max(BookmarkLimits.idsPerCallMax);

export const originalTextField = z.string().trim().min(1).max(BookmarkLimits.textMaxLength);
export const translationTextField = z.string().trim().min(1).max(BookmarkLimits.textMaxLength);

export const translationLanguageField = z.enum(TRANSLATION_LANGUAGES);
export const favouriteLanguageField = z.enum(FAVOURITE_LANGUAGES);

/**
 * The language filter: '0' for all, or one language code. A record matches when the code is either
 * its source or its target language: a learner who filters on English wants both directions of their
 * English–Chinese work.
 */
export const historyLanguageFilter = z
  .union([z.literal(ALL_LANGUAGES), translationLanguageField])
  .default(ALL_LANGUAGES);
export const favouriteLanguageFilter = z
  .union([z.literal(ALL_LANGUAGES), favouriteLanguageField])
  .default(ALL_LANGUAGES);

/** 1 time ascending, 2 time descending (the default: newest first). */
export const recordSortField = z
  .literal([RecordSort.TimeAscending, RecordSort.TimeDescending])
  .default(RecordSort.TimeDescending);

export const pageFields = {
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(BookmarkLimits.pageSizeMax).default(BookmarkLimits.pageSizeDefault),
};
