import '../../shared/exam/exam.css';
import './diagnosis.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import { ExamAttemptStatus } from '@hanyu/contracts/exam/exam-engine';
import { DeleteDiagnosis, DiagnosisHistory, type DiagnosisHistoryEntry } from '@hanyu/contracts/mhk/diagnosis';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { useStudyAction } from '../../shared/api/study-action.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { pageAfterDelete, pageCount, pageFromQuery } from '../../shared/exam/history-paging.ts';
import { diagnosisHref } from './diagnosis-links.ts';
import { DiagnosisLinks } from './diagnosis-nav.tsx';

/** diagnosisHistory: the learner's sittings, newest first, a page at a time; a finished one can be deleted. */
export default function HistoryPage({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const page = pageFromQuery(search.get('page'));
  const history = useContent(DiagnosisHistory, { page });
  const [deleting, setDeleting] = useState<DiagnosisHistoryEntry | null>(null);
  const [failure, setFailure] = useState<Problem | null>(null);
  const [deleted, setDeleted] = useState('');
  useStudyAction(ModelCode.DiagnosisIndex);

  const go = (next: number) =>
    setSearch((current) => {
      current.set('page', String(next));
      return current;
    });

  const remove = async (entry: DiagnosisHistoryEntry, total: number) => {
    setDeleting(null);
    setFailure(null);
    try {
      await callApi(DeleteDiagnosis, { attemptId: entry.attemptId }, { loading: '' });
      setDeleted(t('diagnosis.history.deleted', { paper: entry.title }));
      const next = pageAfterDelete(page, total);
      if (next !== page) go(next);
      else history.reload();
    } catch (error) {
      setFailure(toProblem(error));
    }
  };

  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <ScreenFrame route={route}>
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
                <p>{t('diagnosis.history.empty')}</p>
                <p className="empty-state__actions">
                  <Link to={diagnosisHref(route, 'diagnosisIndex')}>{t('screens.diagnosisIndex')}</Link>
                </p>
              </div>
            );
          }
          return (
            <>
              <ul className="diag-history" data-testid="diag-history">
                {data.list.map((entry) => {
                  const finished = entry.status === ExamAttemptStatus.Submitted;
                  return (
                    <li key={entry.attemptId} className="diag-history__item">
                      <div className="diag-history__what">
                        <span className="kai diag-history__title" lang="zh-Hans">
                          {entry.title}
                        </span>
                        <span className="muted">{date.format(new Date(entry.submittedAt ?? entry.startedAt))}</span>
                      </div>
                      <span className="diag-history__score">
                        {finished && entry.total !== null ? (
                          <>
                            {t('diagnosis.total', { total: number.format(entry.total), max: entry.maxTotal })}
                            {entry.placement && (
                              <span className="muted">
                                {' · '}
                                {t(`diagnosis.ranks.${entry.placement.rank}`)} ·{' '}
                                {t(`diagnosis.levels.${entry.placement.level}`)}
                              </span>
                            )}
                          </>
                        ) : (
                          t(`diagnosis.history.status.${entry.status}`)
                        )}
                      </span>
                      <span className="diag-history__actions">
                        {finished ? (
                          <>
                            <Link to={diagnosisHref(route, 'diagnosisHistoryReport', { attemptId: entry.attemptId })}>
                              {t('diagnosis.history.report')}
                            </Link>
                            <button
                              type="button"
                              className="link-button"
                              onClick={() => setDeleting(entry)}
                              aria-label={`${t('diagnosis.history.delete')} · ${entry.title}`}
                            >
                              {t('diagnosis.history.delete')}
                            </button>
                          </>
                        ) : (
                          <>
                            <Link
                              to={diagnosisHref(route, 'diagnosis', {
                                paperId: entry.paperId,
                                attemptId: entry.attemptId,
                              })}
                            >
                              {t('diagnosis.index.continue')}
                            </Link>
                            <span className="muted">{t('diagnosis.history.notDeletable')}</span>
                          </>
                        )}
                      </span>
                    </li>
                  );
                })}
              </ul>
              {pages > 1 && (
                <nav className="pagination" aria-label={t('diagnosis.history.pages')}>
                  <button type="button" className="button" disabled={page <= 1} onClick={() => go(page - 1)}>
                    {t('diagnosis.history.previous')}
                  </button>
                  <span aria-current="page">{t('diagnosis.history.pageOf', { page, pages })}</span>
                  <button type="button" className="button" disabled={page >= pages} onClick={() => go(page + 1)}>
                    {t('diagnosis.history.next')}
                  </button>
                </nav>
              )}
              <ConfirmDialog
                open={deleting !== null}
                title={t('diagnosis.history.deleteTitle')}
                confirmLabel={t('diagnosis.history.delete')}
                onConfirm={() => deleting && void remove(deleting, data.total)}
                onCancel={() => setDeleting(null)}
              >
                <p>{t('diagnosis.history.deleteBody', { paper: deleting?.title ?? '' })}</p>
              </ConfirmDialog>
            </>
          );
        }}
      </LoadState>
      <DiagnosisLinks route={route} />
    </ScreenFrame>
  );
}
