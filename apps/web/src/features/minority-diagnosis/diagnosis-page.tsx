import '../../shared/exam/exam.css';
import './diagnosis.css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import { ExamAttemptStatus } from '@hanyu/contracts/exam/exam-engine';
import { GetDiagnosis } from '@hanyu/contracts/mhk/diagnosis';
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
import { diagnosisAdapter } from './diagnosis-adapter.ts';
import { diagnosisHref } from './diagnosis-links.ts';

/**
 * diagnosis: one diagnosis paper (?paperId=DIAG-01) taken on the exam engine's generic runner, as the
 * MHK mock exam is; a sitting in progress opens where it was left.
 */
export default function DiagnosisPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const paperId = search.get('paperId') ?? '';
  const attemptId = search.get('attemptId');
  useStudyAction(ModelCode.Diagnosis);
  const exam = useContent(GetDiagnosis, paperId ? { paperId, ...(attemptId ? { attemptId } : {}) } : null);
  const [startFailure, setStartFailure] = useState<Problem | null>(null);
  const adapter = useMemo(() => diagnosisAdapter(route), [route]);

  const start = async () => {
    setStartFailure(null);
    try {
      const started = await callApi(GetDiagnosis, { paperId, start: true }, { loading: '' });
      exam.update(() => started);
    } catch (error) {
      setStartFailure(toProblem(error));
    }
  };

  return (
    <ScreenFrame route={route}>
      {!paperId ? (
        <div className="empty-state">
          <p>{t('diagnosis.page.noPaper')}</p>
          <p className="empty-state__actions">
            <Link to={diagnosisHref(route, 'diagnosisIndex')}>{t('screens.diagnosisIndex')}</Link>
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
                {t('diagnosis.page.submitted')}{' '}
                <Link to={diagnosisHref(route, 'diagnosisHistoryReport', { attemptId: data.attempt.attemptId })}>
                  {t('diagnosis.page.toReport')}
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
