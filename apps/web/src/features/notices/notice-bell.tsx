import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Notice } from '@hanyu/contracts/usercenter/notices';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import { Loading } from '../../shared/ui/load-states.tsx';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { hasMore } from './notices-state.ts';
import { useNoticeFeed } from './use-notice-feed.ts';

/** The count the badge shows; more reads as 99+. */
const BADGE_MAX = 99;

function noticeHref(notice: Notice, pathname: string): string {
  const { route, query } = notice.link;
  return hrefFor(route, pathname, Object.keys(query).length > 0 ? { query } : {});
}

/**
 * The signed-in header's notices: a bell with the unread count that opens a panel of the learner's
 * notices (newest first, each a link that marks it read, mark all read, more). A notice pushed on the
 * live socket is counted at once and announced in a polite live region, always in the page. Escape
 * closes the panel and gives focus back to the bell; so does choosing a notice.
 */
export function NoticeBell() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const { feed, state } = useNoticeFeed();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const act = async (action: () => Promise<void>) => {
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(toProblem(error));
    }
  };

  return (
    <div
      className="notice-bell"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          // The phone header's menu closes on Escape too: this one is the bell's.
          event.preventDefault();
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="button button--quiet notice-bell__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={state.unread > 0 ? t('notices.bellUnread', { count: state.unread }) : t('notices.bell')}
        data-testid="notice-bell"
        onClick={() => setOpen(!open)}
      >
        <svg className="notice-bell__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 3a6 6 0 0 0-6 6v3.6L4.3 15.5A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.5L18 12.6V9a6 6 0 0 0-6-6Zm-2.4 15.5a2.5 2.5 0 0 0 4.8 0Z" />
        </svg>
        {state.unread > 0 && (
          <span className="notice-bell__count" aria-hidden="true" data-testid="notice-count">
            {state.unread > BADGE_MAX ? `${BADGE_MAX}+` : state.unread}
          </span>
        )}
      </button>
      <div id={panelId} className="notice-panel" hidden={!open} role="region" aria-labelledby={`${panelId}-title`}>
        <div className="notice-panel__head">
          <h2 id={`${panelId}-title`} className="notice-panel__title">
            {t('notices.title')}
          </h2>
          <button
            type="button"
            className="button button--quiet"
            disabled={state.unread === 0}
            onClick={() => void act(() => feed.readAll())}
          >
            {t('notices.readAll')}
          </button>
        </div>
        <ProblemMessage problem={problem} />
        {state.status === 'loading' && state.list.length === 0 && <Loading />}
        {state.status === 'failed' && (
          <p className="notice-panel__failed">
            {t('notices.loadFailed')}{' '}
            <button type="button" className="button button--quiet" onClick={() => void feed.load(1)}>
              {t('notices.retry')}
            </button>
          </p>
        )}
        {state.status === 'ready' && state.list.length === 0 && <p className="muted">{t('notices.empty')}</p>}
        {state.list.length > 0 && (
          <ul className="notice-list">
            {state.list.map((notice) => (
              <li
                key={notice.id}
                className={notice.readAt === null ? 'notice-item notice-item--unread' : 'notice-item'}
              >
                <Link
                  to={noticeHref(notice, pathname)}
                  onClick={() => {
                    setOpen(false);
                    if (notice.readAt === null) void act(() => feed.read(notice.id));
                  }}
                >
                  {notice.readAt === null && <span className="visually-hidden">{t('notices.unread')}</span>}
                  <span className="notice-item__title" lang="zh-Hans">
                    {notice.title}
                  </span>
                  <time className="notice-item__time" dateTime={notice.createdAt}>
                    {dates.format(new Date(notice.createdAt))}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {hasMore(state) && (
          <button type="button" className="button notice-panel__more" onClick={() => void feed.more()}>
            {t('notices.more')}
          </button>
        )}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="notice-announcement">
        {state.arrived ? t('notices.arrived', { title: state.arrived.title }) : ''}
      </p>
    </div>
  );
}
