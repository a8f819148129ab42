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
import { diagnosisHref } from './diagnosis-links.ts';
import { ReportCompositionView } from '../../shared/exam/report-composition-view.tsx';

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
          {({ exam }) => (
            <>
              <ReportCompositionView
                exam={exam}
                onRetry={report.reload}
                testId="diag-composition"
                none={t('diagnosis.report.noComposition')}
              />
              <p>
                <Link to={diagnosisHref(route, 'diagnosisHistoryReport', { attemptId: exam.attemptId })}>
                  {t('diagnosis.report.backToReport')}
                </Link>
              </p>
            </>
          )}
        </LoadState>
      )}
    </ScreenFrame>
  );
}
