import type { Notice } from '@hanyu/contracts/usercenter/notices';

/** A page of the learner's notices as /usercenter/notice/list answers it. */
export interface NoticePage {
  total: number;
  unread: number;
  list: Notice[];
}

export interface NoticesState {
  status: 'loading' | 'ready' | 'failed';
  /** Newest first: the pages loaded, and what arrived on the socket since. */
  list: Notice[];
  total: number;
  unread: number;
  /** The pages loaded so far (0 before the first answer). */
  pages: number;
  /** The last notice heard on the socket, which the live region announces. */
  arrived: Notice | null;
}

export type NoticesAction =
  | { type: 'loading' }
  | { type: 'loaded'; page: NoticePage; number: number }
  | { type: 'failed' }
  | { type: 'arrived'; notice: Notice }
  | { type: 'read'; id: string; unread: number; at: string }
  | { type: 'readAll'; at: string };

export const initialNotices: NoticesState = {
  status: 'loading',
  list: [],
  total: 0,
  unread: 0,
  pages: 0,
  arrived: null,
};

const newestFirst = (a: Notice, b: Notice) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1;

/** The notices of both lists, each once (the later copy wins: it is the fresher), newest first. */
function merged(kept: readonly Notice[], fresh: readonly Notice[]): Notice[] {
  const byId = new Map(kept.map((notice) => [notice.id, notice]));
  for (const notice of fresh) byId.set(notice.id, notice);
  return [...byId.values()].sort(newestFirst);
}

/**
 * The bell's notices: pages as they load, a notice pushed on the socket added at once (counted unread,
 * announced), one or all marked read. A first page replaces what was loaded before (after a reconnect
 * it is the truth), keeping what arrived meanwhile; a later page adds to it.
 */
export function noticesReducer(state: NoticesState, action: NoticesAction): NoticesState {
  switch (action.type) {
    case 'loading':
      return state.status === 'ready' ? state : { ...state, status: 'loading' };
    case 'loaded': {
      const { page, number } = action;
      const kept = number === 1 ? state.list.filter((notice) => notice.id === state.arrived?.id) : state.list;
      return {
        ...state,
        status: 'ready',
        list: merged(kept, page.list),
        total: page.total,
        unread: page.unread,
        pages: number,
      };
    }
    case 'failed':
      return state.status === 'ready' ? state : { ...state, status: 'failed' };
    case 'arrived': {
      if (state.list.some((notice) => notice.id === action.notice.id)) return state;
      return {
        ...state,
        list: merged(state.list, [action.notice]),
        total: state.total + 1,
        unread: state.unread + (action.notice.readAt === null ? 1 : 0),
        arrived: action.notice,
      };
    }
    case 'read':
      return {
        ...state,
        list: state.list.map((notice) =>
          notice.id === action.id && notice.readAt === null ? { ...notice, readAt: action.at } : notice,
        ),
        unread: action.unread,
      };
    case 'readAll':
      return {
        ...state,
        list: state.list.map((notice) => (notice.readAt === null ? { ...notice, readAt: action.at } : notice)),
        unread: 0,
      };
  }
}

/** Whether more pages wait on the server. */
export function hasMore(state: NoticesState): boolean {
  return state.status === 'ready' && state.list.length < state.total;
}
