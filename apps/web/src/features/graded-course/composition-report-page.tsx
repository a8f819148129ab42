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
import { ItemResult } from '../../shared/exam/report-parts.tsx';
import { gradedHref, promotionHref } from './graded-links.ts';
import { compositionItem } from '../../shared/exam/report-composition.ts';

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
          {({ exam }) => {
            const item = compositionItem(exam);
            return (
              <>
                <p className="exam-paper-title kai" lang="zh-Hans">
                  {exam.title}
                </p>
                <h2 className="exam-section-title">{t('graded.promotion.compositionTitle')}</h2>
                {item ? (
                  <ol className="diag-report-items" data-testid="promotion-composition">
                    <ItemResult item={item} onRetry={report.reload} />
                  </ol>
                ) : (
                  <p className="empty-state">{t('graded.promotion.noComposition')}</p>
                )}
                <p>
                  <Link to={promotionHref.report(route, exam.attemptId)}>{t('graded.promotion.backToReport')}</Link>
                </p>
              </>
            );
          }}
        </LoadState>
      )}
    </ScreenFrame>
  );
}
