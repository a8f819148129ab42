import '../../shared/exam/exam.css';
import './mhk-exam.css';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import { MhkExamReport } from '@hanyu/contracts/mhk/exam';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { useStudyAction } from '../../shared/api/study-action.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { mhkHref } from './mhk-links.ts';
import { MhkLinks } from './mhk-nav.tsx';
import { ItemResult } from '../../shared/exam/report-parts.tsx';

/** mhkExamFullReport: the total, each module's score out of 100, and every question with its key and why. */
export default function ReportPage({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const attemptId = search.get('attemptId') ?? '';
  const report = useContent(MhkExamReport, attemptId ? { attemptId } : null);
  useStudyAction(ModelCode.MhkExamPage);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <ScreenFrame route={route}>
      {!attemptId ? (
        <div className="empty-state">
          <p>{t('mhkExam.report.noAttempt')}</p>
          <p className="empty-state__actions">
            <Link to={mhkHref(route, 'mhkExamHistory')}>{t('screens.mhkExamHistory')}</Link>
          </p>
        </div>
      ) : (
        <LoadState state={report.state} onRetry={report.reload}>
          {(data) => (
            <>
              <div className="mhk-report-head">
                <p className="exam-paper-title kai" lang="zh-Hans">
                  {data.title}
                </p>
                <p className="mhk-total">
                  <span className="mhk-total__label">{t('mhkExam.report.total')}</span>
                  <span className="mhk-total__score" data-testid="mhk-total">
                    {number.format(data.total)}
                  </span>
                  <span className="mhk-total__max">/ {data.maxTotal}</span>
                </p>
                <p className="muted">
                  {t('mhkExam.report.submittedAt', {
                    time: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                      new Date(data.submittedAt),
                    ),
                  })}
                </p>
              </div>
              <ul className="mhk-scores">
                {data.modules.map((module) => (
                  <li key={module.name} className="mhk-scores__card">
                    <span className="mhk-scores__name">{t(`exam.modules.${module.name}`)}</span>
                    <span className="mhk-scores__score" data-testid={`mhk-score-${module.name}`}>
                      {number.format(module.score)}
                      <span className="muted"> / 100</span>
                    </span>
                    {module.name !== 'speaking' && (
                      <span className="muted">
                        {t('mhkExam.report.correct', { correct: module.correct, total: module.questionCount })}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
              <p className="mhk-disclaimer">{t('mhkExam.report.mockNote')}</p>
              {data.modules.map((module) => (
                <section key={module.name} aria-labelledby={`mhk-report-${module.name}`} className="mhk-report-module">
                  <h2 id={`mhk-report-${module.name}`} className="exam-section-title">
                    {t(`exam.modules.${module.name}`)}
                  </h2>
                  <ol className="mhk-report-items">
                    {module.items.map((item) => (
                      <ItemResult key={item.id} item={item} onRetry={report.reload} />
                    ))}
                  </ol>
                </section>
              ))}
              <MhkLinks route={route} />
            </>
          )}
        </LoadState>
      )}
    </ScreenFrame>
  );
}
