import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isSubmittedType, type ManagedEntry } from '@hanyu/contracts/admin/content';
import { useTimeFormat } from '../../shared/managed-content/day-format.ts';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Loading } from '../../shared/ui/load-states.tsx';
import { ContentStateBadge } from './content-state-badge.tsx';
import type { ContentWorkspace } from './use-content-workspace.ts';

function EntryRow({ entry, onOpen }: { entry: ManagedEntry; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const time = useTimeFormat();
  const none = <span className="muted">{t('adminWorkspace.content.none')}</span>;
  return (
    <tr data-testid="content-entry" data-id={entry.id}>
      <th scope="row" data-label={t('adminWorkspace.content.columns.title')}>
        <button type="button" className="link-button" onClick={() => onOpen(entry.id)}>
          {entry.title}
        </button>
      </th>
      <td data-label={t('adminWorkspace.content.columns.state')}>
        <ContentStateBadge state={entry.state} />
        {entry.submittedRevision !== null && (
          <span className="content-badge content-badge--awaiting" data-testid="content-awaiting">
            {t('adminWorkspace.content.review.awaitingBadge', { revision: entry.submittedRevision })}
          </span>
        )}
        {entry.owner !== null && (
          <>
            <br />
            <span className="muted">{t('adminWorkspace.content.review.owner', { owner: entry.owner })}</span>
          </>
        )}
      </td>
      <td data-label={t('adminWorkspace.content.columns.latest')}>
        {t('adminWorkspace.content.revisionLabel', { revision: entry.latestRevision })}
      </td>
      <td data-label={t('adminWorkspace.content.columns.published')}>
        {entry.publishedRevision === null
          ? none
          : t('adminWorkspace.content.revisionLabel', { revision: entry.publishedRevision })}
      </td>
      <td data-label={t('adminWorkspace.content.columns.updated')}>
        <time dateTime={entry.updatedAt}>{time(entry.updatedAt)}</time>
        <br />
        <span className="muted">{entry.updatedBy}</span>
      </td>
    </tr>
  );
}

/** The entries of the type shown, a page at a time, with a new entry's button and the empty state. */
export function ContentList({ workspace }: { workspace: ContentWorkspace }) {
  const { t } = useTranslation();
  const id = useId();
  const { list, query, pages } = workspace;
  const { state } = list;
  const typeName = t(`adminWorkspace.content.types.${query.type}`);
  return (
    <section className="content-list" aria-labelledby={`${id}-title`} data-testid="content-list">
      <div className="content-list__head">
        <h2 id={`${id}-title`}>{t('adminWorkspace.content.listTitle', { type: typeName })}</h2>
        {isSubmittedType(query.type) ? (
          <p className="muted">{t('adminWorkspace.content.review.submittedByOwners')}</p>
        ) : (
          <button type="button" className="button button--primary" onClick={workspace.openNew}>
            {t('adminWorkspace.content.newEntry')}
          </button>
        )}
      </div>
      <div aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <Loading />}
        {state.status === 'failed' && <LoadFailed problem={state.problem} onRetry={list.reload} />}
        {state.status === 'ready' && state.data.total === 0 && (
          <div className="empty-state" data-testid="content-empty">
            <p>
              <strong>{t('adminWorkspace.content.emptyTitle')}</strong>
            </p>
            <p>
              {isSubmittedType(query.type)
                ? t('adminWorkspace.content.review.emptyBody')
                : t('adminWorkspace.content.emptyBody')}
            </p>
          </div>
        )}
      </div>
      {state.status === 'ready' && state.data.list.length > 0 && (
        <>
          <table className="card-table content-list__table">
            <caption className="visually-hidden">{t('adminWorkspace.content.listTitle', { type: typeName })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminWorkspace.content.columns.title')}</th>
                <th scope="col">{t('adminWorkspace.content.columns.state')}</th>
                <th scope="col">{t('adminWorkspace.content.columns.latest')}</th>
                <th scope="col">{t('adminWorkspace.content.columns.published')}</th>
                <th scope="col">{t('adminWorkspace.content.columns.updated')}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.list.map((entry) => (
                <EntryRow key={entry.id} entry={entry} onOpen={workspace.openEntry} />
              ))}
            </tbody>
          </table>
          {pages > 1 && (
            <nav className="pagination" aria-label={t('adminWorkspace.content.pagination')}>
              <button
                type="button"
                className="button"
                disabled={query.page <= 1}
                onClick={() => workspace.goToPage(query.page - 1)}
              >
                {t('adminWorkspace.content.previous')}
              </button>
              <span aria-current="page">{t('adminWorkspace.content.pageOf', { page: query.page, pages })}</span>
              <button
                type="button"
                className="button"
                disabled={query.page >= pages}
                onClick={() => workspace.goToPage(query.page + 1)}
              >
                {t('adminWorkspace.content.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
