import { describe, expect, it, vi } from 'vitest';
import { NoticeKind, type Notice } from '@hanyu/contracts/usercenter/notices';
import { NoticeFeed, type NoticeFeedDeps } from './notice-feed.ts';
import type { NoticePage } from './notices-state.ts';

const notice = (n: number): Notice => ({
  id: `${n}`.padStart(32, '0'),
  kind: NoticeKind.Review,
  title: `老师确认了你的作文评分：第 ${n} 套`,
  link: { route: 'webMhkExamFullReport', query: { attemptId: `a${n}` } },
  createdAt: new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString(),
  readAt: null,
});

/** A feed on fake routes and a fake socket: `push` and `live` play the server's side. */
function harness(pages: NoticePage[]) {
  let heard: ((notice: Notice) => void) | null = null;
  let changed: ((live: boolean) => void) | null = null;
  const deps: NoticeFeedDeps = {
    list: vi.fn(async () => pages.shift() ?? { total: 0, unread: 0, list: [] }),
    read: vi.fn(async () => ({ unread: 0 })),
    readAll: vi.fn(async () => ({ unread: 0 })),
    listen: (listener) => {
      heard = listener;
      return () => (heard = null);
    },
    onLive: (listener) => {
      changed = listener;
      return () => (changed = null);
    },
    now: () => new Date('2026-11-29T06:00:00Z'),
  };
  const feed = new NoticeFeed(deps);
  return {
    feed,
    deps,
    push: (n: Notice) => heard?.(n),
    live: (live: boolean) => changed?.(live),
    listening: () => heard !== null,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the notice feed', () => {
  it('loads the first page, counts a push at once and tells its listeners', async () => {
    const { feed, push } = harness([{ total: 1, unread: 1, list: [notice(1)] }]);
    const told = vi.fn();
    feed.subscribe(told);
    feed.start();
    await settle();
    expect(feed.state).toMatchObject({ status: 'ready', unread: 1 });
    push(notice(2));
    expect(feed.state.unread).toBe(2);
    expect(feed.state.arrived).toEqual(notice(2));
    expect(told).toHaveBeenCalled();
  });

  it('loads the first page again when the socket is live after a break, not on the first connection', async () => {
    const { feed, deps, live } = harness([
      { total: 0, unread: 0, list: [] },
      { total: 1, unread: 1, list: [notice(3)] },
    ]);
    feed.start();
    live(true);
    await settle();
    expect(deps.list).toHaveBeenCalledTimes(1);
    live(false);
    live(true);
    await settle();
    expect(deps.list).toHaveBeenCalledTimes(2);
    expect(feed.state.list).toEqual([notice(3)]);
  });

  it('marks read on the server before it shows, and stops listening when stopped', async () => {
    const { feed, deps, listening } = harness([{ total: 2, unread: 2, list: [notice(2), notice(1)] }]);
    feed.start();
    await settle();
    await feed.read(notice(1).id);
    expect(deps.read).toHaveBeenCalledWith(notice(1).id);
    expect(feed.state.list[1]?.readAt).toBe('2026-11-29T06:00:00.000Z');
    await feed.readAll();
    expect(feed.state.unread).toBe(0);
    feed.stop();
    expect(listening()).toBe(false);
  });

  it('drops an answer that comes after it stopped', async () => {
    const { feed } = harness([{ total: 1, unread: 1, list: [notice(1)] }]);
    feed.start();
    feed.stop();
    await settle();
    expect(feed.state.status).toBe('loading');
  });
});
