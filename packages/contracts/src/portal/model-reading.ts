import { z } from 'zod';
import { Role } from '../constants/roles.ts';
import { defineContract } from '../protocol/contract.ts';
import { passageSchema } from '../psc/study.ts';

/**
 * The reading corner and the model readings (docs/decisions/067-reading-corner.md): the passage of the
 * day, a learner's scored readings of passages shared by the learner's own choice, and the approved
 * ones, best rated first, for everyone to hear. Administrators approve or hide what was shared.
 */

/** Model readings per page of /portal/enjoyModels. */
export const MODEL_READING_PAGE_SIZE = 12;
/** A learner's shares, and the administrators' list, per page. */
export const READING_SHARE_PAGE_SIZE = 20;

/**
 * Where a shared reading stands: shared (waiting for an administrator), approved (public), hidden (by an
 * administrator), withdrawn (by its reader, who may share it again).
 */
export const ReadingShareState = {
  Shared: 'shared',
  Approved: 'approved',
  Hidden: 'hidden',
  Withdrawn: 'withdrawn',
} as const;
export type ReadingShareState = (typeof ReadingShareState)[keyof typeof ReadingShareState];

/** The address of an approved reading's recording (GET and HEAD, with byte ranges). */
export const MODEL_READING_AUDIO_PREFIX = '/portal/model/audio/';

const shareId = z.string().regex(/^[0-9a-f]{32}$/, 'ReadingShareUnknown');
const page = z.number().int().min(1).max(10_000).default(1);

/** A model reading as anyone hears it: the passage, the reader's nickname, the score and the recording. */
export const modelReadingSchema = z.object({
  id: z.string(),
  passageId: z.string(),
  passageTitle: z.string(),
  reader: z.string(),
  score: z.number(),
  durationMs: z.number().int(),
  sharedAt: z.string(),
  audioUrl: z.string(),
});
export type ModelReading = z.infer<typeof modelReadingSchema>;

/** One of the learner's own shares, whatever its state; its recording plays with a resource token. */
export const myReadingShareSchema = modelReadingSchema.extend({
  state: z.enum(ReadingShareState),
});
export type MyReadingShare = z.infer<typeof myReadingShareSchema>;

/** A share as the administrators see it: who read it, and who decided last. */
export const adminReadingShareSchema = myReadingShareSchema.extend({
  userId: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type AdminReadingShare = z.infer<typeof adminReadingShareSchema>;

/** The passage of the day: the same learning passage on every instance for one day of China's calendar. */
export const GetReadingOfDay = defineContract({
  path: '/portal/model/today',
  access: 'public',
  payload: {},
  response: z.object({ day: z.string(), passage: passageSchema }),
});

/** One approved model reading (NoResource for any other). */
export const GetModelReading = defineContract({
  path: '/portal/model/detail',
  access: 'public',
  // Any id that is not an approved reading's is as unknown as one that does not exist.
  payload: { id: z.string().regex(/^[0-9a-f]{32}$/, 'NoResource') },
  response: modelReadingSchema,
});

/**
 * Shares one of the caller's own scored passage readings (an evaluation record's id). Sharing is the
 * learner's explicit choice; the reading is public once an administrator approves it.
 */
export const ShareReading = defineContract({
  path: '/portal/model/share',
  access: 'login',
  payload: { evaluationId: z.string().regex(/^[0-9a-f]{32}$/, 'ReadingRecordingUnknown') },
  response: myReadingShareSchema,
});

/** Takes one of the caller's shares back: it stops being public at once. */
export const WithdrawReading = defineContract({
  path: '/portal/model/withdraw',
  access: 'login',
  payload: { id: shareId },
  response: myReadingShareSchema,
});

/** The caller's shares, newest first. */
export const GetMyReadings = defineContract({
  path: '/portal/model/mine',
  access: 'login',
  payload: { page },
  response: z.object({ total: z.number().int(), list: z.array(myReadingShareSchema) }),
});

/** The approved model readings, best rated first (then newest), MODEL_READING_PAGE_SIZE a page. */
export const ListModelReadings = defineContract({
  path: '/portal/enjoyModels',
  access: 'public',
  payload: { page },
  response: z.object({ total: z.number().int(), list: z.array(modelReadingSchema) }),
});

/** The shares for the administrators, newest first, optionally in one state. */
export const ListReadingShares = defineContract({
  path: '/admin/readings/list',
  access: 'login',
  roles: [Role.PlatformAdmin],
  payload: { state: z.enum(ReadingShareState).optional(), page },
  response: z.object({ total: z.number().int(), list: z.array(adminReadingShareSchema) }),
});

/** Makes a shared (or hidden) reading public; audited as reading.approve. */
export const ApproveReading = defineContract({
  path: '/admin/readings/approve',
  access: 'login',
  roles: [Role.PlatformAdmin],
  payload: { id: shareId },
  response: adminReadingShareSchema,
});

/** Takes a shared or approved reading out of the public list; audited as reading.hide. */
export const HideReading = defineContract({
  path: '/admin/readings/hide',
  access: 'login',
  roles: [Role.PlatformAdmin],
  payload: { id: shareId },
  response: adminReadingShareSchema,
});
