import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@hanyu/contracts/admin/roles';
import { LANGUAGE_TAGS } from '../../shared/i18n/i18n.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Loading } from '../../shared/ui/load-states.tsx';
import { actionLabel, actorOf, detailLines, type DetailLine } from './audit-entry.ts';
import { isFiltered } from './audit-query.ts';
import { useRoleName } from './role-names.ts';
import type { AuditLogState } from './use-audit-log.ts';

interface Formats {
  number: Intl.NumberFormat;
  time: Intl.DateTimeFormat;
}

function DetailValue({ value, format }: { value: DetailLine['value']; format: Formats }) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  switch (value.kind) {
    case 'role':
      return roleName(value.role);
    case 'text':
      return <span className="audit-detail__text">{value.text}</span>;
    case 'number':
      return format.number.format(value.number);
    case 'yesNo':
      return value.yes ? t('adminWorkspace.audit.yes') : t('adminWorkspace.audit.no');
    case 'none':
      return <span className="muted">{t('adminWorkspace.audit.none')}</span>;
  }
}

/** One entry: when, who, what, to which record, and what changed. Labelled cells become stacked rows on a phone. */
function AuditRow({ entry, ownUserId, format }: { entry: AuditEntry; ownUserId: string | null; format: Formats }) {
  const { t } = useTranslation();
  const actor = actorOf(entry.actor, ownUserId);
  const action = actionLabel(entry.action);
  const lines = detailLines(entry.detail);
  const columns = {
    time: t('adminWorkspace.audit.time'),
    actor: t('adminWorkspace.audit.actor'),
    action: t('adminWorkspace.audit.action'),
    record: t('adminWorkspace.audit.record'),
    detail: t('adminWorkspace.audit.detail'),
  };
  return (
    <tr data-testid="audit-entry" data-action={entry.action}>
      <td data-label={columns.time} className="audit-list__time">
        <time dateTime={entry.at}>{format.time.format(new Date(entry.at))}</time>
      </td>
      <td data-label={columns.actor} data-testid="audit-actor">
        {actor.kind === 'command' ? (
          <span>{t('adminWorkspace.audit.commandActor', { name: actor.name })}</span>
        ) : (
          <span>
            {entry.actorName && <span className="audit-list__name">{entry.actorName} </span>}
            <span className="audit-list__id">{actor.userId}</span>
            {actor.self && <span className="muted audit-list__self"> {t('adminWorkspace.audit.you')}</span>}
          </span>
        )}
      </td>
      <td data-label={columns.action} className="audit-list__action" data-testid="audit-action">
        <span>{action ? t(`adminWorkspace.audit.actions.${action}`) : entry.action}</span>
      </td>
      <td data-label={columns.record} data-testid="audit-record">
        <span>
          {entry.targetType === 'user' ? t('adminWorkspace.audit.userRecord') : entry.targetType}{' '}
          {entry.targetName && <span className="audit-list__name">{entry.targetName} </span>}
          <span className="audit-list__id">{entry.targetId}</span>
        </span>
      </td>
      <td data-label={columns.detail}>
        {lines.length === 0 ? (
          <span className="muted">{t('adminWorkspace.audit.none')}</span>
        ) : (
          <dl className="audit-detail">
            {lines.map((line) => (
              <div key={line.key}>
                <dt>{line.label ? t(`adminWorkspace.audit.fields.${line.label}`) : line.key}</dt>
                <dd>
                  <DetailValue value={line.value} format={format} />
                </dd>
              </div>
            ))}
          </dl>
        )}
      </td>
    </tr>
  );
}

function Pagination({ log }: { log: AuditLogState }) {
  const { t } = useTranslation();
  const { page } = log.query;
  const { pages } = log;
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('adminWorkspace.audit.pagination')}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => log.goToPage(page - 1)}>
        {t('adminWorkspace.audit.previous')}
      </button>
      <span aria-current="page">{t('adminWorkspace.audit.pageOf', { page, pages })}</span>
      <button type="button" className="button" disabled={page >= pages} onClick={() => log.goToPage(page + 1)}>
        {t('adminWorkspace.audit.next')}
      </button>
    </nav>
  );
}

/** The page of entries, newest first, with its loading, failure, empty and nothing-matches states. */
export function AuditList({ log }: { log: AuditLogState }) {
  const { t } = useTranslation();
  const id = useId();
  const language = useSession((state) => state.language);
  const ownUserId = useSession((state) => state.userInfo.userInfo?.id ?? null);
  const format = useMemo<Formats>(
    () => ({
      number: new Intl.NumberFormat(LANGUAGE_TAGS[language]),
      time: new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { dateStyle: 'medium', timeStyle: 'medium' }),
    }),
    [language],
  );
  // A new page: the focus goes to the list's heading, so reading starts at the top of the new page.
  const heading = useRef<HTMLHeadingElement>(null);
  const { page } = log.query;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [page]);

  const { state } = log.list;
  const filtered = isFiltered(log.query);
  return (
    <section className="audit-list" aria-labelledby={`${id}-title`} data-testid="audit-list">
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('adminWorkspace.audit.listTitle')}
      </h2>
      <div aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <Loading />}
        {state.status === 'failed' && <LoadFailed problem={state.problem} onRetry={log.list.reload} />}
        {state.status === 'ready' && state.data.total === 0 && (
          <div className="empty-state" data-testid={filtered ? 'audit-no-match' : 'audit-empty'}>
            <p>
              <strong>{t(filtered ? 'adminWorkspace.audit.noMatchTitle' : 'adminWorkspace.audit.emptyTitle')}</strong>
            </p>
            <p>{t(filtered ? 'adminWorkspace.audit.noMatchBody' : 'adminWorkspace.audit.emptyBody')}</p>
            {filtered && (
              <p className="empty-state__actions">
                <button type="button" className="button" onClick={log.clear}>
                  {t('adminWorkspace.audit.clear')}
                </button>
              </p>
            )}
          </div>
        )}
        {state.status === 'ready' && state.data.total > 0 && (
          <p className="muted" data-testid="audit-total">
            {t('adminWorkspace.audit.total', { count: state.data.total })}
          </p>
        )}
      </div>
      {state.status === 'ready' && state.data.list.length > 0 && (
        <>
          <table className="audit-list__table">
            <caption className="visually-hidden">{t('adminWorkspace.audit.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminWorkspace.audit.time')}</th>
                <th scope="col">{t('adminWorkspace.audit.actor')}</th>
                <th scope="col">{t('adminWorkspace.audit.action')}</th>
                <th scope="col">{t('adminWorkspace.audit.record')}</th>
                <th scope="col">{t('adminWorkspace.audit.detail')}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.list.map((entry) => (
                <AuditRow key={entry.id} entry={entry} ownUserId={ownUserId} format={format} />
              ))}
            </tbody>
          </table>
          <Pagination log={log} />
        </>
      )}
    </section>
  );
}
