import type { FastifyInstance } from 'fastify';
import { ListNotices, NOTICE_PAGE_SIZE, ReadAllNotices, ReadNotice } from '@hanyu/contracts/usercenter/notices';
import { appError } from '../../platform/errors.ts';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import { NoticeRepository } from './notice-repository.ts';

/**
 * A learner's notices (/usercenter/notice/...): the list, newest first with the unread count, and
 * marking one or all read. Only the caller's own: another learner's notice is as unknown as none.
 */
export function noticeRoutes(app: FastifyInstance): void {
  const notices = new NoticeRepository(app.platform.db);

  apiRoute(app, ListNotices, async ({ payload, session }) => {
    const { total, list } = await notices.page(session.userId, payload.page, NOTICE_PAGE_SIZE);
    return { total, unread: await notices.unread(session.userId), list };
  });

  apiRoute(app, ReadNotice, async ({ payload, session }) => {
    if (!(await notices.markRead(session.userId, payload.id))) throw appError('NoticeUnknown');
    return { unread: await notices.unread(session.userId) };
  });

  apiRoute(app, ReadAllNotices, async ({ session }) => {
    await notices.markAllRead(session.userId);
    return { unread: await notices.unread(session.userId) };
  });
}
