import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AddRecord } from '@hanyu/contracts/oversea/collection';
import { DeleteRecord, QueryRecord, type TranslationRecord } from '@hanyu/contracts/oversea/record';
import { ALL_LANGUAGES, RecordSort } from '@hanyu/contracts/oversea/translation-languages';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { showToast } from '../../shared/ui/toast.tsx';
import { HISTORY_FILTERS, pageAfterRemoval, type HistoryFilter } from './bookmark-rules.ts';
import { CorrectionDialog } from './correction-dialog.tsx';
import { LanguageText, ListFilters, Pager, useBookmarkFormat } from './list-controls.tsx';

const PAGE_SIZE = 20;
const TOAST_MS = 2_000;

type Pending = { kind: 'delete'; record: TranslationRecord } | { kind: 'clear'; total: number };

/**
 * The learner's translations, newest first: filter by language, sort, page; each can go to the
 * favourites (the default group), be corrected or deleted; the whole history can be cleared.
 */
export function HistoryPanel({ onCollected }: { onCollected: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [language, setLanguage] = useState<HistoryFilter>(ALL_LANGUAGES);
  const [sort, setSort] = useState<RecordSort>(RecordSort.TimeDescending);
  const [page, setPage] = useState(1);
  const records = useContent(QueryRecord, { language, sort, page, pageSize: PAGE_SIZE });
  const [correcting, setCorrecting] = useState<TranslationRecord | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const summary = useRef<HTMLParagraphElement>(null);

  const replace = (record: TranslationRecord) =>
    records.update((data) => ({ ...data, list: data.list.map((item) => (item.id === record.id ? record : item)) }));

  const collect = async (record: TranslationRecord) => {
    setBusyId(record.id);
    setProblem(null);
    try {
      await callApi(AddRecord, {
        text: record.text,
        translation: record.correction ?? record.translation,
        from: record.from,
        to: record.to,
      });
      replace({ ...record, collected: true });
      onCollected();
      showToast(t('bookmarks.history.collectedToast'), TOAST_MS);
    } catch (error) {
      setProblem(toProblem(error));
    } finally {
      setBusyId(null);
    }
  };

  const confirmPending = async () => {
    const current = pending;
    if (!current || records.state.status !== 'ready') return;
    setPending(null);
    setProblem(null);
    try {
      if (current.kind === 'delete') {
        await callApi(DeleteRecord, { ids: [current.record.id] });
        showToast(t('bookmarks.history.deleted'), TOAST_MS);
        setPage(pageAfterRemoval(page, records.state.data.total - 1, PAGE_SIZE));
      } else {
        await callApi(DeleteRecord, { all: true });
        showToast(t('bookmarks.history.cleared'), TOAST_MS);
        setPage(1);
      }
      records.reload();
      summary.current?.focus();
    } catch (error) {
      setProblem(toProblem(error));
    }
  };

  const filtered = language !== ALL_LANGUAGES;
  return (
    <section className="bookmarks__history">
      <ListFilters
        languages={HISTORY_FILTERS}
        language={language}
        sort={sort}
        onLanguage={(next) => {
          setLanguage(next);
          setPage(1);
        }}
        onSort={(next) => {
          setSort(next);
          setPage(1);
        }}
      />
      <ProblemMessage problem={problem} />
      <LoadState state={records.state} onRetry={records.reload}>
        {({ total, list }) =>
          total === 0 ? (
            <div className="empty-state">
              <p>{filtered ? t('bookmarks.history.emptyFiltered') : t('bookmarks.history.empty')}</p>
              {!filtered && (
                <div className="empty-state__actions">
                  <Link className="button button--primary" to={hrefFor('webTranslation', pathname)}>
                    {t('bookmarks.history.goTranslate')}
                  </Link>
                </div>
              )}
            </div>
          ) : (
            <>
              <div className="bookmarks__summary">
                <p ref={summary} tabIndex={-1}>
                  {t('bookmarks.history.total', { count: total })}
                </p>
                {!filtered && (
                  <button
                    type="button"
                    className="button button--quiet"
                    onClick={() => setPending({ kind: 'clear', total })}
                  >
                    {t('bookmarks.history.clear')}
                  </button>
                )}
              </div>
              <ul className="bookmarks__list">
                {list.map((record) => (
                  <HistoryRow
                    key={record.id}
                    record={record}
                    busy={busyId === record.id}
                    onCollect={() => void collect(record)}
                    onCorrect={() => setCorrecting(record)}
                    onDelete={() => setPending({ kind: 'delete', record })}
                  />
                ))}
              </ul>
              <Pager page={page} total={total} pageSize={PAGE_SIZE} onGo={setPage} />
            </>
          )
        }
      </LoadState>
      {correcting && <CorrectionDialog record={correcting} onSaved={replace} onClose={() => setCorrecting(null)} />}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'clear' ? t('bookmarks.history.clearTitle') : t('bookmarks.history.deleteTitle')}
        confirmLabel={pending?.kind === 'clear' ? t('bookmarks.history.clearConfirm') : t('bookmarks.history.delete')}
        onConfirm={() => void confirmPending()}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === 'clear' && <p>{t('bookmarks.history.clearBody', { count: pending.total })}</p>}
        {pending?.kind === 'delete' && <p>{t('bookmarks.history.deleteBody', { text: pending.record.text })}</p>}
      </ConfirmDialog>
    </section>
  );
}

function HistoryRow({
  record,
  busy,
  onCollect,
  onCorrect,
  onDelete,
}: {
  record: TranslationRecord;
  busy: boolean;
  onCollect: () => void;
  onCorrect: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { when, languageName } = useBookmarkFormat();
  const textId = useId();
  return (
    <li className="bookmarks__item" data-testid="history-record">
      <div className="bookmarks__texts">
        <p id={textId} className="bookmarks__original">
          <LanguageText text={record.text} language={record.from} />
        </p>
        {record.correction === null ? (
          <p className="bookmarks__translation">
            <LanguageText text={record.translation} language={record.to} />
          </p>
        ) : (
          <dl className="bookmarks__corrected">
            <div>
              <dt>{t('bookmarks.history.correction')}</dt>
              <dd className="bookmarks__translation">
                <LanguageText text={record.correction} language={record.to} />
              </dd>
            </div>
            <div>
              <dt>{t('bookmarks.history.machine')}</dt>
              <dd className="muted">
                <LanguageText text={record.translation} language={record.to} />
              </dd>
            </div>
          </dl>
        )}
        <p className="bookmarks__meta">
          {t('bookmarks.direction', { from: languageName(record.from), to: languageName(record.to) })}
          {' · '}
          <time dateTime={record.translatedAt}>
            {t('bookmarks.history.translatedAt', { time: when(record.translatedAt) })}
          </time>
        </p>
      </div>
      <div className="bookmarks__actions">
        {record.collected ? (
          <span className="bookmarks__badge">{t('bookmarks.history.collected')}</span>
        ) : (
          <button type="button" className="button" disabled={busy} aria-describedby={textId} onClick={onCollect}>
            {t('bookmarks.history.collect')}
          </button>
        )}
        <button type="button" className="button button--quiet" aria-describedby={textId} onClick={onCorrect}>
          {t('bookmarks.history.correct')}
        </button>
        <button type="button" className="button button--quiet" aria-describedby={textId} onClick={onDelete}>
          {t('bookmarks.history.delete')}
        </button>
      </div>
    </li>
  );
}
