import '../../shared/exam/exam.css';
import './mhk-exam.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MhkLevel } from '@hanyu/contracts/constants/mhk';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import { ExamAttemptStatus } from '@hanyu/contracts/exam/exam-engine';
import { CENTRE_MODULE, DeleteMhkExam, MhkExamHistory, type MhkHistoryEntry } from '@hanyu/contracts/mhk/exam';
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
import { isLevel, MHK_LEVELS, mhkHref } from './mhk-links.ts';
import { MhkLinks } from './mhk-nav.tsx';
import { ChoiceRow } from './paper-list.tsx';
import { useQueryChoice } from './use-query-choice.ts';

type LevelFilter = (typeof MhkLevel)[keyof typeof MhkLevel];

function isLevelOrAll(value: string | null): value is LevelFilter {
  return value === MhkLevel.All || isLevel(value);
}

/** mhkExamHistory: the learner's attempts, newest first, a page at a time; a finished one can be deleted. */
export default function HistoryPage({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const page = pageFromQuery(search.get('page'));
  const [level, setLevel] = useQueryChoice('level', isLevelOrAll, MhkLevel.All, ['page']);
  const history = useContent(MhkExamHistory, { level, page });
  const [deleting, setDeleting] = useState<MhkHistoryEntry | null>(null);
  const [failure, setFailure] = useState<Problem | null>(null);
  const [deleted, setDeleted] = useState('');
  useStudyAction(ModelCode.MhkExamPage);

  const go = (change: Record<string, string>) =>
    setSearch((current) => {
      for (const [key, value] of Object.entries(change)) current.set(key, value);
      return current;
    });

  const remove = async (entry: MhkHistoryEntry, total: number) => {
    setDeleting(null);
    setFailure(null);
    try {
      await callApi(DeleteMhkExam, { attemptId: entry.attemptId }, { loading: '' });
      setDeleted(t('mhkExam.history.deleted', { paper: entry.title }));
      const next = pageAfterDelete(page, total);
      if (next !== page) go({ page: String(next) });
      else history.reload();
    } catch (error) {
      setFailure(toProblem(error));
    }
  };

  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ScreenFrame route={route}>
      <ChoiceRow
        name="mhk-history-level"
        legend={t('mhkExam.history.filter')}
        options={[
          { value: MhkLevel.All as LevelFilter, label: t('mhkExam.history.allLevels') },
          ...MHK_LEVELS.map((value) => ({ value: value as LevelFilter, label: t(`mhkExam.levels.${value}`) })),
        ]}
        value={level}
        onChange={setLevel}
      />
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
                <p>{t('mhkExam.history.empty')}</p>
                <p className="empty-state__actions">
                  <Link to={mhkHref(route, 'mhkExamFull')}>{t('screens.mhkExamFull')}</Link>
                </p>
              </div>
            );
          }
          return (
            <>
              <ul className="mhk-history" data-testid="mhk-history">
                {data.list.map((entry) => {
                  const finished = entry.status === ExamAttemptStatus.Submitted;
                  const module = CENTRE_MODULE[entry.centre];
                  return (
                    <li key={entry.attemptId} className="mhk-history__item">
                      <div className="mhk-history__what">
                        <span className="mhk-history__title kai" lang="zh-Hans">
                          {entry.title}
                        </span>
                        <span className="muted">
                          {module ? t(`exam.modules.${module}`) : t('mhkExam.history.whole')} ·{' '}
                          {date.format(new Date(entry.submittedAt ?? entry.startedAt))}
                        </span>
                      </div>
                      <span className="mhk-history__score">
                        {finished && entry.total !== null
                          ? t('mhkExam.history.score', { total: entry.total.toFixed(1), max: entry.maxTotal })
                          : t(`mhkExam.history.status.${entry.status}`)}
                      </span>
                      <span className="mhk-history__actions">
                        {finished ? (
                          <>
                            <Link to={mhkHref(route, 'mhkExamFullReport', { attemptId: entry.attemptId })}>
                              {t('mhkExam.history.report')}
                            </Link>
                            <button
                              type="button"
                              className="link-button"
                              onClick={() => setDeleting(entry)}
                              aria-label={`${t('mhkExam.history.delete')} · ${entry.title}`}
                            >
                              {t('mhkExam.history.delete')}
                            </button>
                          </>
                        ) : (
                          <>
                            <Link
                              to={mhkHref(route, 'mhkExamPage', {
                                paperId: entry.paperId,
                                centre: entry.centre,
                                attemptId: entry.attemptId,
                              })}
                            >
                              {t('mhkExam.papers.continue')}
                            </Link>
                            <span className="muted mhk-history__note">{t('mhkExam.history.notDeletable')}</span>
                          </>
                        )}
                      </span>
                    </li>
                  );
                })}
              </ul>
              {pages > 1 && (
                <nav className="pagination" aria-label={t('mhkExam.history.pages')}>
                  <button
                    type="button"
                    className="button"
                    disabled={page <= 1}
                    onClick={() => go({ page: String(page - 1) })}
                  >
                    {t('mhkExam.history.previous')}
                  </button>
                  <span aria-current="page">{t('mhkExam.history.pageOf', { page, pages })}</span>
                  <button
                    type="button"
                    className="button"
                    disabled={page >= pages}
                    onClick={() => go({ page: String(page + 1) })}
                  >
                    {t('mhkExam.history.next')}
                  </button>
                </nav>
              )}
              <ConfirmDialog
                open={deleting !== null}
                title={t('mhkExam.history.deleteTitle')}
                confirmLabel={t('mhkExam.history.delete')}
                onConfirm={() => deleting && void remove(deleting, data.total)}
                onCancel={() => setDeleting(null)}
              >
                <p>{t('mhkExam.history.deleteBody', { paper: deleting?.title ?? '' })}</p>
              </ConfirmDialog>
            </>
          );
        }}
      </LoadState>
      <MhkLinks route={route} />
    </ScreenFrame>
  );
}
