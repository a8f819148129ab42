import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApproveReading,
  HideReading,
  ListReadingShares,
  READING_SHARE_PAGE_SIZE,
  ReadingShareState,
  type AdminReadingShare,
} from '@hanyu/contracts/portal/model-reading';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { useTimeFormat } from '../../shared/managed-content/day-format.ts';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Loading } from '../../shared/ui/load-states.tsx';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';

/** The filters of the list: waiting first (what needs a decision), then each state, then all. */
const FILTERS = [
  ReadingShareState.Shared,
  ReadingShareState.Approved,
  ReadingShareState.Hidden,
  ReadingShareState.Withdrawn,
  'all',
] as const;
type Filter = (typeof FILTERS)[number];

function ShareRow({
  share,
  busy,
  onDecide,
}: {
  share: AdminReadingShare;
  busy: boolean;
  onDecide: (share: AdminReadingShare, action: 'approve' | 'hide') => void;
}) {
  const { t } = useTranslation();
  const time = useTimeFormat();
  const canApprove = share.state === ReadingShareState.Shared || share.state === ReadingShareState.Hidden;
  const canHide = share.state === ReadingShareState.Shared || share.state === ReadingShareState.Approved;
  return (
    <tr data-testid="reading-share-row" data-id={share.id} data-state={share.state}>
      <th scope="row" data-label={t('adminWorkspace.readings.columns.passage')}>
        <span className="kai" lang="zh-Hans">
          {share.passageTitle}
        </span>
        <br />
        <span className="muted">{share.passageId}</span>
      </th>
      <td data-label={t('adminWorkspace.readings.columns.reader')}>{share.reader}</td>
      <td data-label={t('adminWorkspace.readings.columns.score')}>{share.score}</td>
      <td data-label={t('adminWorkspace.readings.columns.recording')}>
        <audio
          controls
          preload="none"
          src={share.audioUrl}
          aria-label={t('adminWorkspace.readings.listen', { title: share.passageTitle, reader: share.reader })}
        />
      </td>
      <td data-label={t('adminWorkspace.readings.columns.state')}>
        {t(`readings.states.${share.state}`)}
        <br />
        <time className="muted" dateTime={share.decidedAt ?? share.sharedAt}>
          {time(share.decidedAt ?? share.sharedAt)}
        </time>
      </td>
      <td data-label={t('adminWorkspace.readings.columns.actions')}>
        <div className="reading-admin__actions">
          {canApprove && (
            <button
              type="button"
              className="button button--primary"
              aria-disabled={busy ? true : undefined}
              onClick={() => !busy && onDecide(share, 'approve')}
              data-testid="reading-approve"
            >
              {t('adminWorkspace.readings.approve')}
            </button>
          )}
          {canHide && (
            <button
              type="button"
              className="button"
              aria-disabled={busy ? true : undefined}
              onClick={() => !busy && onDecide(share, 'hide')}
              data-testid="reading-hide"
            >
              {t('adminWorkspace.readings.hide')}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}

/**
 * The content area's 朗读分享 tab: learners' shared readings, heard here before they are approved for
 * the model readings, or hidden from them. Each decision is audited (reading.approve, reading.hide).
 */
export function ReadingsPanel({ onProblem }: { onProblem: (problem: Problem) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [filter, setFilter] = useState<Filter>(ReadingShareState.Shared);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const list = useContent(ListReadingShares, { page, ...(filter === 'all' ? {} : { state: filter }) });
  const { state } = list;
  const pages = state.status === 'ready' ? Math.max(1, Math.ceil(state.data.total / READING_SHARE_PAGE_SIZE)) : 1;

  const decide = async (share: AdminReadingShare, action: 'approve' | 'hide') => {
    setBusy(share.id);
    setProblem(null);
    setDone(null);
    try {
      const changed = await callApi(action === 'approve' ? ApproveReading : HideReading, { id: share.id });
      list.update((data) => ({ ...data, list: data.list.map((item) => (item.id === changed.id ? changed : item)) }));
      setDone(
        t(action === 'approve' ? 'adminWorkspace.readings.approved' : 'adminWorkspace.readings.hidden', {
          title: share.passageTitle,
          reader: share.reader,
        }),
      );
    } catch (error) {
      const failed = toProblem(error);
      setProblem(failed);
      onProblem(failed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="content-list" aria-labelledby={`${id}-title`} data-testid="reading-shares">
      <div className="content-list__head">
        <h2 id={`${id}-title`}>{t('adminWorkspace.readings.title')}</h2>
        <div className="field reading-admin__filter">
          <label className="field__label" htmlFor={`${id}-filter`}>
            {t('adminWorkspace.readings.filter')}
          </label>
          <select
            id={`${id}-filter`}
            className="field__input"
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value as Filter);
              setPage(1);
            }}
            data-testid="reading-filter"
          >
            {FILTERS.map((value) => (
              <option key={value} value={value}>
                {value === 'all' ? t('adminWorkspace.readings.all') : t(`readings.states.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="muted">{t('adminWorkspace.readings.intro')}</p>
      <ProblemMessage problem={problem} />
      <p role="status" className="muted">
        {done}
      </p>
      <div aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <Loading />}
        {state.status === 'failed' && <LoadFailed problem={state.problem} onRetry={list.reload} />}
        {state.status === 'ready' && state.data.total === 0 && (
          <div className="empty-state" data-testid="reading-shares-empty">
            <p>
              <strong>{t('adminWorkspace.readings.emptyTitle')}</strong>
            </p>
            <p>{t('adminWorkspace.readings.emptyBody')}</p>
          </div>
        )}
      </div>
      {state.status === 'ready' && state.data.list.length > 0 && (
        <table className="card-table content-list__table">
          <thead>
            <tr>
              <th scope="col">{t('adminWorkspace.readings.columns.passage')}</th>
              <th scope="col">{t('adminWorkspace.readings.columns.reader')}</th>
              <th scope="col">{t('adminWorkspace.readings.columns.score')}</th>
              <th scope="col">{t('adminWorkspace.readings.columns.recording')}</th>
              <th scope="col">{t('adminWorkspace.readings.columns.state')}</th>
              <th scope="col">{t('adminWorkspace.readings.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {state.data.list.map((share) => (
              <ShareRow key={share.id} share={share} busy={busy === share.id} onDecide={(s, a) => void decide(s, a)} />
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <nav className="reading-admin__pager" aria-label={t('readings.models.pages')}>
          <button type="button" className="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('readings.models.previous')}
          </button>
          <span>{t('readings.models.pageOf', { page, pages })}</span>
          <button type="button" className="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('readings.models.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
