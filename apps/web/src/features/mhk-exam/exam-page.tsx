import '../../shared/exam/exam.css';
import './mhk-exam.css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ExamCentre } from '@hanyu/contracts/constants/mhk';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import { ExamAttemptStatus } from '@hanyu/contracts/exam/exam-engine';
import { centreCode, GetMhkExam } from '@hanyu/contracts/mhk/exam';
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
import { mhkExamAdapter } from './mhk-exam-adapter.ts';
import { mhkHref } from './mhk-links.ts';

/**
 * mhkExamPage: one MHK mock paper taken by the rules of spec section 4 — the whole paper or one
 * module (?paperId=MHK3-01&centre=0600); an attempt in progress opens where it was left.
 */
export default function ExamPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const paperId = search.get('paperId') ?? '';
  const parsedCentre = centreCode.safeParse(search.get('centre'));
  const centre = parsedCentre.success ? parsedCentre.data : ExamCentre.All;
  const attemptId = search.get('attemptId');
  useStudyAction(ModelCode.MhkExamPage);
  const exam = useContent(GetMhkExam, paperId ? { paperId, centre, ...(attemptId ? { attemptId } : {}) } : null);
  const [startFailure, setStartFailure] = useState<Problem | null>(null);
  const adapter = useMemo(() => mhkExamAdapter(route), [route]);

  const start = async () => {
    setStartFailure(null);
    try {
      const started = await callApi(GetMhkExam, { paperId, centre, start: true }, { loading: '' });
      exam.update(() => started);
    } catch (error) {
      setStartFailure(toProblem(error));
    }
  };

  return (
    <ScreenFrame route={route}>
      {!paperId ? (
        <div className="empty-state">
          <p>{t('mhkExam.page.noPaper')}</p>
          <p className="empty-state__actions">
            <Link to={mhkHref(route, 'mhkExamFull')}>{t('screens.mhkExamFull')}</Link>
            <Link to={mhkHref(route, 'mhkExamSingle')}>{t('screens.mhkExamSingle')}</Link>
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
              </>
            ) : data.attempt.status === ExamAttemptStatus.Submitted ? (
              <p className="notice">
                {t('mhkExam.page.submitted')}{' '}
                <Link to={mhkHref(route, 'mhkExamFullReport', { attemptId: data.attempt.attemptId })}>
                  {t('mhkExam.page.toReport')}
                </Link>
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
