import { z } from 'zod';
import { Limits } from '../constants/limits.ts';
import { defineContract } from '../protocol/contract.ts';
import {
  bookmarkIdField,
  bookmarkIdsField,
  favouriteLanguageField,
  favouriteLanguageFilter,
  originalTextField,
  pageFields,
  recordSortField,
  says,
  translationTextField,
} from './bookmark-fields.ts';

/**
 * Favourites (spec sections 2, 3, 5, 6, 7: /oversea/collection/...): translations a learner keeps, in
 * groups, with a default group that always exists (created on first use, listed first, never renamed
 * or deleted), at most `Limits.favouritesPerUser` (500) per user, and flashcard review with spaced
 * repetition. Every call needs login and sees only the caller's rows.
 */

export const FavouriteLimits = {
  perUser: Limits.favouritesPerUser,
  /** Groups a user may create besides the default group. */
  groupsPerUser: 50,
  groupNameMaxLength: 20,
  notesMaxLength: 500,
  reviewBatchMax: 100,
  reviewBatchDefault: 20,
} as const;

/** The stored name of the default group; the client shows its own translation of it. */
export const DEFAULT_GROUP_NAME = '默认分组';

/** Grades of a flashcard review, as the four buttons (and keys 1-4) of the review screen. */
export const ReviewGrade = { Again: 1, Hard: 2, Good: 3, Easy: 4 } as const;
export type ReviewGrade = (typeof ReviewGrade)[keyof typeof ReviewGrade];
export const REVIEW_GRADES = Object.values(ReviewGrade) as ReviewGrade[];

/** A group name: trimmed, 1 to 20 characters (counted as the learner sees them), no control or invisible format characters. */
export const groupNameField = z
  .string(says('GroupNameInvalid'))
  .trim()
  .refine((name) => {
    const length = Array.from(name).length;
    return length >= 1 && length <= FavouriteLimits.groupNameMaxLength && !/[\p{Cc}\p{Cf}]/u.test(name);
  }, says('GroupNameInvalid'));

export const favouriteGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  /** Favourites in the group. */
  count: z.number().int(),
  createdAt: z.string(),
});
export type FavouriteGroup = z.infer<typeof favouriteGroupSchema>;

/** Where a favourite stands in its review (SM-2 style scheduling). */
export const reviewStateSchema = z.object({
  /** When the card is due next; a new favourite is due at once. */
  dueAt: z.string(),
  /** Days until the next review after the last one (0 while the card is new or being relearned). */
  intervalDays: z.number(),
  /** Successful reviews in a row. */
  repetitions: z.number().int(),
  /** Times the card was forgotten (graded Again after it had been learned). */
  lapses: z.number().int(),
  /** The ease factor, 1.3 and up, 2.5 at first. */
  ease: z.number(),
  lastReviewedAt: z.string().nullable(),
});
export type ReviewState = z.infer<typeof reviewStateSchema>;

export const favouriteSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  text: z.string(),
  translation: z.string(),
  /** The learner's own notes (empty when none). */
  notes: z.string(),
  from: favouriteLanguageField,
  to: favouriteLanguageField,
  createdAt: z.string(),
  updatedAt: z.string(),
  review: reviewStateSchema,
});
export type Favourite = z.infer<typeof favouriteSchema>;

/** The caller's groups, the default group first (created when missing), then in order of creation. */
export const QueryGroup = defineContract({
  path: '/oversea/collection/queryGroup',
  access: 'login',
  payload: {},
  response: z.object({
    list: z.array(favouriteGroupSchema),
    /** Favourites over all groups, and how many are allowed. */
    total: z.number().int(),
    limit: z.number().int(),
  }),
});

/** Names must be unique among the caller's groups (case-insensitive for Latin letters): 分组名已存在. */
export const AddGroup = defineContract({
  path: '/oversea/collection/addGroup',
  access: 'login',
  payload: { name: groupNameField },
  response: favouriteGroupSchema,
});
export type AddGroupPayload = z.input<typeof AddGroup.payload>;

/** Renames one of the caller's groups; the default group cannot be renamed. */
export const UpdateGroup = defineContract({
  path: '/oversea/collection/updateGroup',
  access: 'login',
  payload: { id: bookmarkIdField, name: groupNameField },
  response: favouriteGroupSchema,
});
export type UpdateGroupPayload = z.input<typeof UpdateGroup.payload>;

/**
 * Deletes one of the caller's groups (never the default group). Its favourites move to the default
 * group, so nothing is lost; one that is already in the default group (same text and languages) is
 * merged into that one.
 */
export const DeleteGroup = defineContract({
  path: '/oversea/collection/deleteGroup',
  access: 'login',
  payload: { id: bookmarkIdField },
  response: z.object({
    /** Favourites now in the default group. */
    moved: z.number().int(),
    /** Favourites dropped because the default group already held the same one. */
    merged: z.number().int(),
    defaultGroupId: z.string(),
  }),
});

/**
 * 收藏: adds a translation to a group of the caller (the default group when none is named). The same
 * text and languages twice in one group is one favourite: the answer is the existing one with
 * `created` false. At most 500 per user (当前用户最多可收藏500条), also under concurrent adds.
 */
export const AddRecord = defineContract({
  path: '/oversea/collection/addRecord',
  access: 'login',
  payload: {
    text: originalTextField,
    translation: translationTextField,
    from: favouriteLanguageField,
    to: favouriteLanguageField,
    groupId: bookmarkIdField.optional(),
    notes: z.string().trim().max(FavouriteLimits.notesMaxLength).optional(),
  },
  response: favouriteSchema.extend({ created: z.boolean() }),
});
export type AddRecordPayload = z.input<typeof AddRecord.payload>;

/**
 * The caller's favourites, a page at a time: of one group or all, of one language ('0' all; a code
 * matches the source or the target language), sort 1 oldest first or 2 newest first.
 */
export const QueryCollection = defineContract({
  path: '/oversea/collection/queryCollection',
  access: 'login',
  payload: {
    groupId: bookmarkIdField.optional(),
    language: favouriteLanguageFilter,
    sort: recordSortField,
    ...pageFields,
  },
  response: z.object({
    total: z.number().int(),
    list: z.array(favouriteSchema),
  }),
});
export type QueryCollectionPayload = z.input<typeof QueryCollection.payload>;

/** Deletes favourites of the caller by id (ids of others are ignored). */
export const DeleteCollectionById = defineContract({
  path: '/oversea/collection/deleteCollectionById',
  access: 'login',
  payload: { ids: bookmarkIdsField },
  response: z.object({ deleted: z.number().int() }),
});
export type DeleteCollectionByIdPayload = z.input<typeof DeleteCollectionById.payload>;

/**
 * Moves favourites of the caller to another of the caller's groups (移动分组失败 when there is no such
 * group). One the target group already holds (same text and languages) is merged into that one.
 */
export const UpdateToNewGroup = defineContract({
  path: '/oversea/collection/updateToNewGroup',
  access: 'login',
  payload: { ids: bookmarkIdsField, groupId: z.string().regex(/^[0-9a-f]{24}$/, says('GroupMoveFailed')) },
  response: z.object({
    moved: z.number().int(),
    merged: z.number().int(),
  }),
});
export type UpdateToNewGroupPayload = z.input<typeof UpdateToNewGroup.payload>;

/** Edits a favourite's translation and/or notes; the original text and languages stay. */
const updateCollectionContent = defineContract({
  path: '/oversea/collection/updateCollectionContent',
  access: 'login',
  payload: {
    id: bookmarkIdField,
    translation: translationTextField.optional(),
    notes: z.string().trim().max(FavouriteLimits.notesMaxLength).optional(),
  },
  response: favouriteSchema,
});
export const UpdateCollectionContent = {
  ...updateCollectionContent,
  payload: updateCollectionContent.payload.superRefine((payload, context) => {
    if (payload.translation === undefined && payload.notes === undefined) {
      context.addIssue({ code: 'custom', path: ['translation'], message: 'translation or notes required' });
    }
  }),
};
export type UpdateCollectionContentPayload = z.input<typeof UpdateCollectionContent.payload>;

/** Intervals each grade would give a card now, in minutes: shown on the grade buttons. */
export const gradePreviewSchema = z.object({
  again: z.number(),
  hard: z.number(),
  good: z.number(),
  easy: z.number(),
});

/** A piece of the card's Chinese: one syllable's characters with pinyin, or other text (pinyin null). */
export const readingSegmentSchema = z.object({
  text: z.string(),
  /** Tone-marked pinyin in the dictionary tone: "nǐ". */
  pinyin: z.string().nullable(),
  /** 1-4, 5 neutral; null for text that is not Chinese. */
  tone: z.number().int().min(1).max(5).nullable(),
});
export type ReadingSegment = z.infer<typeof readingSegmentSchema>;

/** Which side of a favourite a flashcard shows first: its Chinese one (the original when neither is). */
export const CardFront = { Text: 'text', Translation: 'translation' } as const;
export type CardFront = (typeof CardFront)[keyof typeof CardFront];

export const reviewCardSchema = favouriteSchema.extend({
  preview: gradePreviewSchema,
  front: z.enum(CardFront),
  /** The front read syllable by syllable with pinyin; null when it is not Chinese or too long. */
  reading: z.array(readingSegmentSchema).nullable(),
});
export type ReviewCard = z.infer<typeof reviewCardSchema>;

/**
 * Favourites due for review (of one group or all), the longest overdue first, new ones after them.
 * When none is due, `nextDueAt` says when the next one will be.
 */
export const ReviewQueue = defineContract({
  path: '/oversea/collection/reviewQueue',
  access: 'login',
  payload: {
    groupId: bookmarkIdField.optional(),
    limit: z.number().int().min(1).max(FavouriteLimits.reviewBatchMax).default(FavouriteLimits.reviewBatchDefault),
  },
  response: z.object({
    /** Due now, over the whole scope (the list holds at most `limit` of them). */
    dueCount: z.number().int(),
    /** Favourites in the scope. */
    total: z.number().int(),
    list: z.array(reviewCardSchema),
    nextDueAt: z.string().nullable(),
  }),
});
export type ReviewQueuePayload = z.input<typeof ReviewQueue.payload>;

/** Grades one review of a favourite of the caller; the answer carries its next due time. */
export const ReviewCardGrade = defineContract({
  path: '/oversea/collection/reviewCard',
  access: 'login',
  payload: { id: bookmarkIdField, grade: z.literal(REVIEW_GRADES) },
  response: favouriteSchema,
});
export type ReviewCardGradePayload = z.input<typeof ReviewCardGrade.payload>;
