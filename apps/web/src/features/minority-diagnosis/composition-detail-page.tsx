import '../../shared/exam/exam.css';
import './diagnosis.css';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import { DiagnosisReport } from '@hanyu/contracts/mhk/diagnosis';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { useStudyAction } from '../../shared/api/study-action.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { ItemResult } from '../../shared/exam/report-parts.tsx';
import { diagnosisHref } from './diagnosis-links.ts';
import { compositionItem } from '../../shared/exam/report-composition.ts';

/**
 * compositionDetail?attemptId=: a diagnosis sitting's composition: the task, what the learner wrote, the
 * teacher's review when there is one and the scorer's estimate of the four traits, each said to be which.
 */
export default function CompositionDetailPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const attemptId = search.get('attemptId') ?? '';
  const report = useContent(DiagnosisReport, attemptId ? { attemptId } : null);
  useStudyAction(ModelCode.Diagnosis);
  return (
    <ScreenFrame route={route}>
      {!attemptId ? (
        <div className="empty-state">
          <p>{t('diagnosis.report.noAttempt')}</p>
          <p className="empty-state__actions">
            <Link to={diagnosisHref(route, 'diagnosisHistory')}>{t('screens.diagnosisHistory')}</Link>
          </p>
        </div>
      ) : (
        <LoadState state={report.state} onRetry={report.reload}>
          {({ exam }) => {
            const item = compositionItem(exam);
            return (
              <>
                <p className="exam-paper-title kai" lang="zh-Hans">
                  {exam.title}
                </p>
                {item ? (
                  <ol className="diag-report-items" data-testid="diag-composition">
                    <ItemResult item={item} onRetry={report.reload} />
                  </ol>
                ) : (
                  <p className="empty-state">{t('diagnosis.report.noComposition')}</p>
                )}
                <p>
                  <Link to={diagnosisHref(route, 'diagnosisHistoryReport', { attemptId: exam.attemptId })}>
                    {t('diagnosis.report.backToReport')}
                  </Link>
                </p>
              </>
            );
          }}
        </LoadState>
      )}
    </ScreenFrame>
  );
}
