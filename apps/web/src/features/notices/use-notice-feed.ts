import { useEffect, useState, useSyncExternalStore } from 'react';
import { LiveTopic } from '@hanyu/contracts/protocol/live';
import { ListNotices, ReadAllNotices, ReadNotice } from '@hanyu/contracts/usercenter/notices';
import { callApi } from '../../shared/api/api-client.ts';
import { liveSocket } from '../../shared/api/live-socket.ts';
import { NoticeFeed } from './notice-feed.ts';
import type { NoticesState } from './notices-state.ts';

/** The signed-in learner's notices: loaded while the bell is in the page, and heard on the live socket. */
export function useNoticeFeed(): { feed: NoticeFeed; state: NoticesState } {
  const [feed] = useState(
    () =>
      new NoticeFeed({
        list: (page) => callApi(ListNotices, { page }),
        read: (id) => callApi(ReadNotice, { id }),
        readAll: () => callApi(ReadAllNotices, {}),
        listen: (heard) => liveSocket().listen(LiveTopic.Notice, (push) => heard(push.data)),
        onLive: (changed) => liveSocket().onState((state) => changed(state === 'live')),
      }),
  );
  useEffect(() => {
    feed.start();
    return () => feed.stop();
  }, [feed]);
  const state = useSyncExternalStore(feed.subscribe, () => feed.state);
  return { feed, state };
}
