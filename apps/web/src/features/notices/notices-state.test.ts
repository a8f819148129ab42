import { describe, expect, it } from 'vitest';
import { NoticeKind, type Notice } from '@hanyu/contracts/usercenter/notices';
import { hasMore, initialNotices, noticesReducer, type NoticesState } from './notices-state.ts';

const notice = (n: number, readAt: string | null = null): Notice => ({
  id: `${n}`.padStart(32, '0'),
  kind: NoticeKind.Assignment,
  title: `老师布置了新作业：第 ${n} 份`,
  link: { route: 'webPersonalCenter', query: {} },
  createdAt: new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString(),
  readAt,
});
const AT = '2026-11-29T06:00:00.000Z';

const loaded = (list: Notice[], total = list.length, unread = list.filter((n) => !n.readAt).length) =>
  noticesReducer(initialNotices, { type: 'loaded', page: { total, unread, list }, number: 1 });

describe('the notices reducer', () => {
  it('takes the first page, and knows when more pages wait', () => {
    const state = loaded([notice(3), notice(2, AT)], 5, 4);
    expect(state).toMatchObject({ status: 'ready', total: 5, unread: 4, pages: 1 });
    expect(state.list.map((n) => n.id)).toEqual([notice(3).id, notice(2).id]);
    expect(hasMore(state)).toBe(true);
    const all = noticesReducer(state, {
      type: 'loaded',
      page: { total: 5, unread: 4, list: [notice(1)] },
      number: 2,
    });
    expect(all.list).toHaveLength(3);
    expect(all.pages).toBe(2);
  });

  it('adds a pushed notice on top, counted unread and announced, and only once', () => {
    const state = loaded([notice(1)]);
    const arrived = noticesReducer(state, { type: 'arrived', notice: notice(2) });
    expect(arrived.list[0]).toEqual(notice(2));
    expect(arrived).toMatchObject({ total: 2, unread: 2, arrived: notice(2) });
    expect(noticesReducer(arrived, { type: 'arrived', notice: notice(2) })).toBe(arrived);
  });

  it('keeps a notice that arrived while the first page was loading', () => {
    const loading: NoticesState = noticesReducer(initialNotices, { type: 'arrived', notice: notice(9) });
    const state = noticesReducer(loading, {
      type: 'loaded',
      page: { total: 1, unread: 1, list: [notice(1)] },
      number: 1,
    });
    expect(state.list.map((n) => n.id)).toEqual([notice(9).id, notice(1).id]);
  });

  it('marks one read with the server’s count, then all', () => {
    const state = loaded([notice(2), notice(1)]);
    const one = noticesReducer(state, { type: 'read', id: notice(1).id, unread: 1, at: AT });
    expect(one.list.map((n) => n.readAt)).toEqual([null, AT]);
    expect(one.unread).toBe(1);
    const all = noticesReducer(one, { type: 'readAll', at: AT });
    expect(all.list.every((n) => n.readAt === AT)).toBe(true);
    expect(all.unread).toBe(0);
  });

  it('shows a failure only before anything was loaded', () => {
    expect(noticesReducer(initialNotices, { type: 'failed' }).status).toBe('failed');
    const state = loaded([notice(1)]);
    expect(noticesReducer(state, { type: 'failed' })).toBe(state);
  });
});
