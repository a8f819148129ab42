import { z } from 'zod';
import { defineContract } from '../protocol/contract.ts';
import {
  BookmarkLimits,
  bookmarkIdField,
  bookmarkIdsField,
  historyLanguageFilter,
  originalTextField,
  pageFields,
  recordSortField,
  translationLanguageField,
  translationTextField,
} from './bookmark-fields.ts';

/**
 * Translation history (spec sections 2, 3, 5, 6, 7: /oversea/bridgeService/addOneRecord and
 * /oversea/record/...). The translation page saves each translation of a logged-in user; the bookmarks
 * screen lists, filters, corrects and deletes them. Every call needs login and sees only the caller's rows.
 */

export const RecordLimits = {
  /** History kept per user: the oldest records beyond this are dropped as new ones come in. */
  perUser: 1000,
} as const;

export const translationRecordSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** The machine translation as it was given; kept when the learner corrects it. */
  translation: z.string(),
  /** The learner's own corrected translation, or null when there is none. */
  correction: z.string().nullable(),
  from: translationLanguageField,
  to: translationLanguageField,
  /** The last time this text was translated (the sort key): translating it again moves it to the top. */
  translatedAt: z.string(),
  createdAt: z.string(),
  /** The same text and languages are in one of the caller's favourite groups. */
  collected: z.boolean(),
});
export type TranslationRecord = z.infer<typeof translationRecordSchema>;

/**
 * Saves one translation to the caller's history. Translating the same text between the same languages
 * as the newest record again does not add a row: that record's time moves forward (and its
 * translation follows the newest machine translation).
 */
export const AddOneRecord = defineContract({
  path: '/oversea/bridgeService/addOneRecord',
  access: 'login',
  payload: {
    text: originalTextField,
    translation: translationTextField,
    from: translationLanguageField,
    to: translationLanguageField,
  },
  response: translationRecordSchema.extend({
    /** False when the newest record was the same translation and only its time moved. */
    created: z.boolean(),
  }),
});
export type AddOneRecordPayload = z.input<typeof AddOneRecord.payload>;

/**
 * The caller's history, a page at a time. `language` '0' lists all; a code lists the records whose
 * source or target language it is. Sort 1 oldest first, 2 newest first.
 */
export const QueryRecord = defineContract({
  path: '/oversea/record/queryRecord',
  access: 'login',
  payload: {
    language: historyLanguageFilter,
    sort: recordSortField,
    ...pageFields,
  },
  response: z.object({
    total: z.number().int(),
    list: z.array(translationRecordSchema),
  }),
});
export type QueryRecordPayload = z.input<typeof QueryRecord.payload>;

/** Deletes the named records of the caller (ids of others are ignored), or the whole history with `all`. */
const deleteRecord = defineContract({
  path: '/oversea/record/deleteRecord',
  access: 'login',
  payload: {
    ids: bookmarkIdsField.optional(),
    all: z.literal(true).optional(),
  },
  response: z.object({ deleted: z.number().int() }),
});
export const DeleteRecord = {
  ...deleteRecord,
  payload: deleteRecord.payload.superRefine((payload, context) => {
    if ((payload.ids === undefined) === (payload.all === undefined)) {
      context.addIssue({ code: 'custom', path: ['ids'], message: 'either ids or all, not both' });
    }
  }),
};
export type DeleteRecordPayload = z.input<typeof DeleteRecord.payload>;

/**
 * The learner's correction of a record's translation. The machine translation stays; an empty
 * correction removes the learner's one (the record shows the machine translation again).
 */
export const SaveTranslationCorrection = defineContract({
  path: '/oversea/record/saveTranslationCorrection',
  access: 'login',
  payload: {
    id: bookmarkIdField,
    correction: z.string().trim().max(BookmarkLimits.textMaxLength),
  },
  response: translationRecordSchema,
});
export type SaveTranslationCorrectionPayload = z.input<typeof SaveTranslationCorrection.payload>;
