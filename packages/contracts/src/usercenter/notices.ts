import { z } from 'zod';
import { defineContract } from '../protocol/contract.ts';

/**
 * A learner's notices (docs/decisions/071-live-notices.md): what happened that concerns them (an
 * assignment for their class, a teacher's review of their composition, their shared reading approved),
 * saved for later and pushed at once on the live socket's notice topic to the tabs that are open.
 */

/** Notices per page of /usercenter/notice/list. */
export const NOTICE_PAGE_SIZE = 20;
/** The longest title a notice keeps (a longer one is cut with an ellipsis). */
export const NOTICE_TITLE_MAX = 80;

/** What a notice is about. */
export const NoticeKind = {
  Assignment: 'assignment',
  Review: 'review',
  ReadingApproved: 'readingApproved',
} as const;
export type NoticeKind = (typeof NoticeKind)[keyof typeof NoticeKind];

/**
 * Where a notice leads: a screen of the web's route table by its name (webPersonalCenter, …) and the
 * query the screen reads. The web resolves it for its family; a name it does not know leads home.
 */
/** The screens notices lead to, by their names in the web's route table (a web test checks each exists). */
export const NoticeRoute = {
  /** The personal centre, which lists the learner's assignments. */
  PersonalCenter: 'webPersonalCenter',
  /** The model readings, where an approved reading is heard. */
  ModelReadings: 'webIflylangdu',
  /** The reports a composition review shows in, by exam (with `attemptId`). */
  MhkReport: 'webMhkExamFullReport',
  DiagnosisReport: 'webDiagnosisHistoryReport',
  PromotionReport: 'webLearnGradedPromotionReport',
} as const;

export const noticeLinkSchema = z.object({
  route: z.string(),
  query: z.record(z.string(), z.string()),
});
export type NoticeLink = z.infer<typeof noticeLinkSchema>;

export const noticeSchema = z.object({
  id: z.string(),
  kind: z.enum(NoticeKind),
  /** A short Chinese sentence: the notice is data, written once when it is saved. */
  title: z.string(),
  link: noticeLinkSchema,
  createdAt: z.string(),
  /** When the learner read it; null while unread. */
  readAt: z.string().nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;

const noticeId = z.string().regex(/^[0-9a-f]{32}$/, 'NoticeUnknown');

/** The caller's notices, newest first, NOTICE_PAGE_SIZE a page, with how many are unread in all. */
export const ListNotices = defineContract({
  path: '/usercenter/notice/list',
  access: 'login',
  payload: { page: z.number().int().min(1).max(10_000).default(1) },
  response: z.object({ total: z.number().int(), unread: z.number().int(), list: z.array(noticeSchema) }),
});

/** Marks one of the caller's notices read (reading it again changes nothing); answers the unread count. */
export const ReadNotice = defineContract({
  path: '/usercenter/notice/read',
  access: 'login',
  payload: { id: noticeId },
  response: z.object({ unread: z.number().int() }),
});

/** Marks every notice of the caller read; answers the unread count (0). */
export const ReadAllNotices = defineContract({
  path: '/usercenter/notice/readAll',
  access: 'login',
  payload: {},
  response: z.object({ unread: z.number().int() }),
});
