import '../../shared/exam/exam.css';
import './graded.css';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import { PromotionReport } from '@hanyu/contracts/mhk/promotion';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { useStudyAction } from '../../shared/api/study-action.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { gradedHref, promotionHref } from './graded-links.ts';
import { ReportCompositionView } from '../../shared/exam/report-composition-view.tsx';

/**
 * learnGradedCompositionReport (web) / compositionReport (client) and promotionCompositionDetail,
 * ?attemptId=: a promotion sitting's composition: the task, what the learner wrote, the teacher's
 * review when there is one and the scorer's estimate of the four traits, each said to be which.
 */
export default function CompositionReportPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const attemptId = search.get('attemptId') ?? '';
  useStudyAction(ModelCode.LearnCourse);
  const report = useContent(PromotionReport, attemptId ? { attemptId } : null);
  return (
    <ScreenFrame route={route}>
      {!attemptId ? (
        <div className="empty-state">
          <p>{t('graded.promotion.noAttempt')}</p>
          <p className="empty-state__actions">
            <Link to={gradedHref.course(route)}>{t('graded.backToCourse')}</Link>
          </p>
        </div>
      ) : (
        <LoadState state={report.state} onRetry={report.reload}>
          {({ exam }) => (
            <>
              <ReportCompositionView
                exam={exam}
                onRetry={report.reload}
                testId="promotion-composition"
                none={t('graded.promotion.noComposition')}
                heading={t('graded.promotion.compositionTitle')}
              />
              <p>
                <Link to={promotionHref.report(route, exam.attemptId)}>{t('graded.promotion.backToReport')}</Link>
              </p>
            </>
          )}
        </LoadState>
      )}
    </ScreenFrame>
  );
}
