import './exam.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import { GetPscAttempt, PscAttemptStatus, PscPartStatus, SubmitPscExam } from '@hanyu/contracts/psc/exam';
import { GetPscPaper } from '@hanyu/contracts/psc/exam-paper';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { callApi } from '../../shared/api/api-client.ts';
import { problem, toProblem, type Problem } from '../../shared/api/problem.ts';
import { useStudyAction } from '../../shared/api/study-action.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { examHref, PART_SCREENS } from './exam-links.ts';
import { resumeScreen } from './resume-place.ts';
import { NoAttempt } from './exam-clock.tsx';
import { PscPartView } from '../../shared/exam/psc-part-view.tsx';
import { pscPresentedItem } from '@hanyu/contracts/exam/exam-engine';

/** PscExamWord1: a mock paper to read through, with pinyin (open to visitors). */
export function PaperPage({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const paperId = search.get('paperId') ?? undefined;
  const paper = useContent(GetPscPaper, paperId ? { paperId } : {});
  const [showPinyin, setShowPinyin] = useState(true);
  return (
    <ScreenFrame route={route}>
      <LoadState state={paper.state} onRetry={paper.reload}>
        {(data) => (
          <>
            <h2 className="kai exam-paper__title">{i18n.language.startsWith('zh') ? data.title : data.titleEn}</h2>
            <label className="exam-toggle">
              <input type="checkbox" checked={showPinyin} onChange={(event) => setShowPinyin(event.target.checked)} />{' '}
              {t('pscExam.paper.showPinyin')}
            </label>
            {data.parts.map((part) => (
              <section key={part.part} className="exam-section" aria-labelledby={`exam-part-${part.part}`}>
                <h3 id={`exam-part-${part.part}`} className="speech-section-title">
                  {t(`pscExam.parts.${part.part}.name`)}
                </h3>
                <p className="muted">{t(`pscExam.parts.${part.part}.rule`)}</p>
                <PscPartView item={pscPresentedItem(part)} showPinyin={showPinyin} />
              </section>
            ))}
            <Link
              className="button button--primary"
              to={examHref(route, 'PscExamDescription', { paperId: data.paperId })}
            >
              {t('pscExam.hub.take')}
            </Link>
          </>
        )}
      </LoadState>
    </ScreenFrame>
  );
}

/** PscExamWord2: what has been recorded, and the submission. */
export function SubmitPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const attemptId = search.get('attemptId') ?? '';
  const attempt = useContent(GetPscAttempt, attemptId ? { attemptId } : null);
  const [failure, setFailure] = useState<Problem | null>(null);
  const [submitting, setSubmitting] = useState(false);
  useStudyAction(ModelCode.PscExam);

  const submit = async () => {
    setSubmitting(true);
    setFailure(null);
    try {
      await callApi(SubmitPscExam, { attemptId }, { loading: t('pscExam.submit.scoring') });
      navigate(examHref(route, 'PscExamReport', { attemptId }));
    } catch (error) {
      setFailure(toProblem(error));
      setSubmitting(false);
    }
  };

  if (!attemptId) {
    return (
      <ScreenFrame route={route}>
        <NoAttempt route={route} />
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame route={route}>
      <LoadState state={attempt.state} onRetry={attempt.reload}>
        {(data) => {
          const current = data.attempt;
          if (!current) return <ProblemMessage problem={problem('NoResource')} />;
          if (current.status === PscAttemptStatus.Submitted) {
            return (
              <p className="notice">
                {t('pscExam.part.submitted')}{' '}
                <Link to={examHref(route, 'PscExamReport', { attemptId })}>{t('pscExam.part.toReport')}</Link>
              </p>
            );
          }
          const open = current.parts.filter((part) => part.status !== PscPartStatus.Evaluated);
          return (
            <>
              <ul className="exam-checklist">
                {current.parts.map((part) => (
                  <li key={part.part} data-status={part.status}>
                    <Link to={examHref(route, PART_SCREENS[part.part], { attemptId })}>
                      {t(`pscExam.parts.${part.part}.name`)}
                    </Link>{' '}
                    — {t(`pscExam.partStatus.${part.status}`, { seconds: Math.round(part.recordedSeconds) })}
                  </li>
                ))}
              </ul>
              {open.length > 0 && <p className="learn-note">{t('pscExam.submit.unfinished')}</p>}
              <ProblemMessage problem={failure} />
              <button
                type="button"
                className="button button--primary"
                disabled={submitting}
                onClick={() => void submit()}
              >
                {t('pscExam.submit.submit')}
              </button>
            </>
          );
        }}
      </LoadState>
    </ScreenFrame>
  );
}

/**
 * PscExamWord3: back into a test after an interruption (or a test error): reconnects, then goes to
 * the part where the candidate stopped; says so plainly when reconnection fails.
 */
export function ResumePage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const attemptId = search.get('attemptId') ?? undefined;
  const [failure, setFailure] = useState<Problem | null>(null);
  const [tries, setTries] = useState(0);
  useStudyAction(ModelCode.PscExam);

  useEffect(() => {
    let current = true;
    setFailure(null);
    callApi(GetPscAttempt, attemptId ? { attemptId } : {}).then(
      ({ attempt }) => {
        if (!current) return;
        if (!attempt) setFailure(problem('NoResource'));
        else if (attempt.status === PscAttemptStatus.Submitted)
          navigate(examHref(route, 'PscExamReport', { attemptId: attempt.attemptId }), { replace: true });
        else navigate(examHref(route, resumeScreen(attempt), { attemptId: attempt.attemptId }), { replace: true });
      },
      (error: unknown) => current && setFailure(tries > 0 ? problem('ReconnectFailed') : toProblem(error)),
    );
    return () => {
      current = false;
    };
  }, [attemptId, navigate, route, tries]);

  return (
    <ScreenFrame route={route}>
      {failure ? (
        <div className="notice" role="alert">
          <ProblemMessage problem={failure} />
          <button type="button" className="button button--primary" onClick={() => setTries((n) => n + 1)}>
            {t('pscExam.part.reconnect')}
          </button>
        </div>
      ) : (
        <p role="status">
          <span className="spinner" aria-hidden="true" /> {t('pscExam.resume.connecting')}
        </p>
      )}
    </ScreenFrame>
  );
}
