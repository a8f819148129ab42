import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExamAttemptStatus } from '@hanyu/contracts/exam/exam-engine';
import { toProblem, type Problem } from '../api/problem.ts';
import type { Loaded } from '../api/use-content.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { LoadState } from '../ui/load-state.tsx';
import { ProblemMessage } from '../ui/problem-text.tsx';
import { pageAfterDelete, pageCount } from './history-paging.ts';

/** The tests whose histories have the strings this list reads (`<texts>.empty`, …). */
export type HistoryTexts = 'mhkExam.history' | 'diagnosis.history';

/** What every test's history tells of one attempt. */
export interface HistoryEntry {
  attemptId: string;
  title: string;
  status: ExamAttemptStatus;
}

/**
 * A test's history on the exam engine: the learner's attempts, newest first, a page at a time. A
 * finished attempt opens its report and can be deleted (after a question); one in progress is
 * continued and cannot be. The strings are the test's own, under `texts` (`…history.empty`,
 * `.report`, `.delete`, `.deleteTitle`, `.deleteBody`, `.deleted`, `.notDeletable`, `.pages`,
 * `.previous`, `.next`, `.pageOf`).
 */
export function ExamHistory<E extends HistoryEntry>({
  history,
  page,
  onPage,
  texts,
  testId,
  empty,
  when,
  score,
  reportHref,
  continueHref,
  continueLabel,
  remove,
}: {
  history: { state: Loaded<{ total: number; list: E[] }>; reload: () => void };
  page: number;
  onPage: (page: number) => void;
  texts: HistoryTexts;
  testId: string;
  /** What an empty history offers instead: a way to a first attempt. */
  empty: ReactNode;
  /** The line under an attempt's title: when it was made, and of what. */
  when: (entry: E) => ReactNode;
  /** A finished attempt's result. */
  score: (entry: E) => ReactNode;
  reportHref: (entry: E) => string;
  continueHref: (entry: E) => string;
  continueLabel: string;
  /** Deletes a finished attempt on the server. */
  remove: (entry: E) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<E | null>(null);
  const [failure, setFailure] = useState<Problem | null>(null);
  const [deleted, setDeleted] = useState('');

  const confirmDelete = async (entry: E, total: number) => {
    setDeleting(null);
    setFailure(null);
    try {
      await remove(entry);
      setDeleted(t(`${texts}.deleted`, { paper: entry.title }));
      const next = pageAfterDelete(page, total);
      if (next !== page) onPage(next);
      else history.reload();
    } catch (error) {
      setFailure(toProblem(error));
    }
  };

  return (
    <>
      <p className="visually-hidden" role="status">
        {deleted}
      </p>
      <ProblemMessage problem={failure} />
      <LoadState state={history.state} onRetry={history.reload}>
        {(data) => {
          const pages = pageCount(data.total);
          if (data.list.length === 0) {
            return (
              <div className="empty-state">
                <p>{t(`${texts}.empty`)}</p>
                <p className="empty-state__actions">{empty}</p>
              </div>
            );
          }
          return (
            <>
              <ul className="exam-history" data-testid={testId}>
                {data.list.map((entry) => {
                  const finished = entry.status === ExamAttemptStatus.Submitted;
                  return (
                    <li key={entry.attemptId} className="exam-history__item">
                      <div className="exam-history__what">
                        <span className="exam-history__title kai" lang="zh-Hans">
                          {entry.title}
                        </span>
                        <span className="muted">{when(entry)}</span>
                      </div>
                      <span className="exam-history__score">
                        {finished ? score(entry) : t(`${texts}.status.${entry.status}`)}
                      </span>
                      <span className="exam-history__actions">
                        {finished ? (
                          <>
                            <Link to={reportHref(entry)}>{t(`${texts}.report`)}</Link>
                            <button
                              type="button"
                              className="link-button"
                              onClick={() => setDeleting(entry)}
                              aria-label={`${t(`${texts}.delete`)} · ${entry.title}`}
                            >
                              {t(`${texts}.delete`)}
                            </button>
                          </>
                        ) : (
                          <>
                            <Link to={continueHref(entry)}>{continueLabel}</Link>
                            <span className="muted exam-history__note">{t(`${texts}.notDeletable`)}</span>
                          </>
                        )}
                      </span>
                    </li>
                  );
                })}
              </ul>
              {pages > 1 && (
                <nav className="pagination" aria-label={t(`${texts}.pages`)}>
                  <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
                    {t(`${texts}.previous`)}
                  </button>
                  <span aria-current="page">{t(`${texts}.pageOf`, { page, pages })}</span>
                  <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
                    {t(`${texts}.next`)}
                  </button>
                </nav>
              )}
              <ConfirmDialog
                open={deleting !== null}
                title={t(`${texts}.deleteTitle`)}
                confirmLabel={t(`${texts}.delete`)}
                onConfirm={() => deleting && void confirmDelete(deleting, data.total)}
                onCancel={() => setDeleting(null)}
              >
                <p>{t(`${texts}.deleteBody`, { paper: deleting?.title ?? '' })}</p>
              </ConfirmDialog>
            </>
          );
        }}
      </LoadState>
    </>
  );
}
