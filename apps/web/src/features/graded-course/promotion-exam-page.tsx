import '../../shared/exam/exam.css';
import './graded.css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import { ExamAttemptStatus } from '@hanyu/contracts/exam/exam-engine';
import { GetPromotionPaper, PromotionMode } from '@hanyu/contracts/mhk/promotion';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { useStudyAction } from '../../shared/api/study-action.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { BeforeStart } from '../../shared/exam/before-start.tsx';
import { ExamRunnerView } from '../../shared/exam/exam-runner-view.tsx';
import { gradedHref, promotionHref } from './graded-links.ts';
import { promotionAdapter } from './promotion-adapter.ts';
import { startMode } from './promotion-view.ts';

/**
 * learn/promotion?grade=beginner-A: a grade's promotion exam on the exam engine's generic runner. A
 * sitting in progress opens where it was left (mode 1); otherwise the page before the start, which
 * starts (mode 0) or re-examines (?mode=2); a locked exam says which units are left.
 */
export default function PromotionExamPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const gradeKey = search.get('grade') ?? '';
  const mode = startMode(search.get('mode'));
  useStudyAction(ModelCode.LearnCourse);
  const exam = useContent(GetPromotionPaper, gradeKey ? { gradeKey, mode: PromotionMode.Continue } : null);
  const [startFailure, setStartFailure] = useState<Problem | null>(null);
  const adapter = useMemo(() => promotionAdapter(route), [route]);

  const start = async () => {
    setStartFailure(null);
    try {
      const started = await callApi(GetPromotionPaper, { gradeKey, mode }, { loading: '' });
      exam.update(() => started);
    } catch (error) {
      setStartFailure(toProblem(error));
    }
  };

  return (
    <ScreenFrame route={route}>
      {!gradeKey ? (
        <div className="empty-state">
          <p>{t('graded.promotion.noGrade')}</p>
          <p className="empty-state__actions">
            <Link to={gradedHref.course(route)}>{t('graded.backToCourse')}</Link>
          </p>
        </div>
      ) : (
        <LoadState state={exam.state} onRetry={exam.reload} slowHint={t('waiting.listening')}>
          {(data) =>
            data.attempt === null ? (
              <>
                <p className="exam-paper-title kai" lang="zh-Hans">
                  {data.paper.title}
                </p>
                <BeforeStart paper={data.paper} onStart={start} />
                <ProblemMessage problem={startFailure} />
                {startFailure?.id === 'PromotionLocked' && (
                  <p>
                    <Link to={promotionHref.home(route, gradeKey)}>{t('graded.promotion.toHome')}</Link>
                  </p>
                )}
              </>
            ) : data.attempt.status === ExamAttemptStatus.Submitted ? (
              <p className="notice">
                {t('graded.promotion.submitted')}{' '}
                <Link to={promotionHref.report(route, data.attempt.attemptId)}>{t('graded.promotion.toReport')}</Link>
              </p>
            ) : (
              <ExamRunnerView key={data.attempt.attemptId} exam={adapter} paper={data.paper} initial={data.attempt} />
            )
          }
        </LoadState>
      )}
    </ScreenFrame>
  );
}
