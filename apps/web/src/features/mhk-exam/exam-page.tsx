import './mhk-exam.css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ExamCentre } from '@hanyu/contracts/constants/mhk';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import { ExamAttemptStatus, type ExamAttempt, type PresentedPaper } from '@hanyu/contracts/exam/exam-engine';
import { centreCode, GetMhkExam } from '@hanyu/contracts/mhk/exam';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { callApi } from '../../shared/api/api-client.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { useStudyAction } from '../../shared/api/study-action.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { ExamDialogs } from '../../shared/exam/exam-dialogs.tsx';
import { ExamClock, ModuleStepper, SaveIndicator } from '../../shared/exam/exam-frame.tsx';
import { nextModule } from '../../shared/exam/exam-rules.ts';
import { isGiven, questionIds } from '../../shared/exam/item-questions.ts';
import { ModulePanel } from '../../shared/exam/module-panel.tsx';
import { useExamRunner } from '../../shared/exam/use-exam-runner.ts';
import { mhkExamAdapter } from './mhk-exam-adapter.ts';
import { mhkHref } from './mhk-links.ts';

/** The paper before it is begun: its modules and their limits, the rules, and the start. */
function BeforeStart({ paper, onStart }: { paper: PresentedPaper; onStart: () => Promise<void> }) {
  const { t } = useTranslation();
  const [starting, setStarting] = useState(false);
  return (
    <section className="mhk-before" aria-labelledby="mhk-before-title">
      <h2 id="mhk-before-title" className="mhk-section-title">
        {t('mhkExam.page.beforeTitle')}
      </h2>
      <table className="mhk-table">
        <thead>
          <tr>
            <th scope="col">{t('mhkExam.page.module')}</th>
            <th scope="col">{t('mhkExam.page.minutes')}</th>
            <th scope="col">{t('mhkExam.page.questions')}</th>
          </tr>
        </thead>
        <tbody>
          {paper.modules.map((module) => (
            <tr key={module.name}>
              <th scope="row">{t(`mhkExam.modules.${module.name}`)}</th>
              <td>{t('mhkExam.page.minutesValue', { minutes: module.minutes })}</td>
              <td>{module.questionCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mhk-rules">
        <li>{t('mhkExam.page.ruleClock')}</li>
        <li>{t('mhkExam.page.ruleSaved')}</li>
        <li>{t('mhkExam.page.ruleWriting')}</li>
        <li>{t('mhkExam.page.ruleSpeaking')}</li>
      </ul>
      <button
        type="button"
        className="button button--primary"
        disabled={starting}
        onClick={() => {
          setStarting(true);
          void onStart().finally(() => setStarting(false));
        }}
      >
        {t('mhkExam.page.start')}
      </button>
    </section>
  );
}

/** The attempt being taken: the frame (modules, clock, save state, pause, submit) and the module on screen. */
function ExamRunnerView({ route, paper, initial }: ScreenProps & { paper: PresentedPaper; initial: ExamAttempt }) {
  const { t } = useTranslation();
  const exam = useMemo(() => mhkExamAdapter(route), [route]);
  const run = useExamRunner(exam, paper, initial);
  const { attempt, view } = run;
  const paused = attempt.status === ExamAttemptStatus.Paused;
  const current = attempt.modules.find((module) => module.name === attempt.currentModule) ?? null;
  const following = nextModule(attempt, attempt.currentModule);
  const unanswered = paper.modules.map((module) => ({
    module: module.name,
    count: module.items
      .filter((item) => item.type !== '010501')
      .flatMap(questionIds)
      .filter((id) => !isGiven(run.given[id])).length,
  }));
  return (
    <div className="mhk-exam">
      <p className="mhk-exam__paper kai" lang="zh-Hans">
        {paper.title}
      </p>
      <ModuleStepper attempt={attempt} disabled={paused || run.busy} onSelect={run.requestEnter} />
      <div className="mhk-bar">
        {current && <ExamClock seconds={run.remaining ?? 0} running={run.running} />}
        <SaveIndicator state={run.saveState} />
        <div className="mhk-bar__actions">
          {attempt.currentModule !== null &&
            (paused ? (
              <button type="button" className="button button--primary" onClick={run.resume} disabled={run.busy}>
                {t('mhkExam.page.continue')}
              </button>
            ) : (
              <button type="button" className="button" onClick={run.pause} disabled={run.busy}>
                {t('mhkExam.page.pause')}
              </button>
            ))}
          <button
            type="button"
            className="button button--primary"
            onClick={() => run.dispatch({ type: 'askSubmit' })}
            disabled={run.busy || attempt.currentModule === null}
          >
            {t('mhkExam.page.submit')}
          </button>
        </div>
      </div>
      {run.problem && <ProblemMessage problem={run.problem} />}
      {paused ? (
        <div className="mhk-paused" role="status" data-testid="mhk-paused">
          <p>{t('mhkExam.page.pausedNote')}</p>
          <button type="button" className="button button--primary" onClick={run.resume} disabled={run.busy}>
            {t('mhkExam.page.continue')}
          </button>
        </div>
      ) : attempt.currentModule === null ? (
        <div className="mhk-begin">
          <p>{t('mhkExam.page.chooseFirst')}</p>
          {following && (
            <button type="button" className="button button--primary" onClick={() => run.requestEnter(following)}>
              {t('mhkExam.page.enter', { module: t(`mhkExam.modules.${following}`) })}
            </button>
          )}
        </div>
      ) : (
        <>
          {current?.status === 'closed' && (
            <div className="notice mhk-closed" role="alert">
              <p>{t(run.remaining === 0 ? 'mhkExam.page.timeUp' : 'mhkExam.page.closed')}</p>
              {following ? (
                <button type="button" className="button button--primary" onClick={() => run.requestEnter(following)}>
                  {t('mhkExam.page.enter', { module: t(`mhkExam.modules.${following}`) })}
                </button>
              ) : (
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => run.dispatch({ type: 'askSubmit' })}
                >
                  {t('mhkExam.page.submit')}
                </button>
              )}
            </div>
          )}
          {run.paperModule && <ModulePanel module={run.paperModule} run={run} />}
          {following && current?.status === 'open' && run.index === (run.paperModule?.items.length ?? 0) - 1 && (
            <p className="mhk-next">
              <button type="button" className="button" onClick={() => run.requestEnter(following)}>
                {t('mhkExam.page.enter', { module: t(`mhkExam.modules.${following}`) })}
              </button>
            </p>
          )}
        </>
      )}
      <ExamDialogs
        dialog={view.dialog}
        unanswered={unanswered}
        onEnter={run.enter}
        onSubmit={run.submit}
        onCancel={() => run.dispatch({ type: 'closeDialog' })}
      />
    </div>
  );
}

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
        <LoadState state={exam.state} onRetry={exam.reload}>
          {(data) =>
            data.attempt === null ? (
              <>
                <p className="mhk-exam__paper kai" lang="zh-Hans">
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
              <ExamRunnerView key={data.attempt.attemptId} route={route} paper={data.paper} initial={data.attempt} />
            )
          }
        </LoadState>
      )}
    </ScreenFrame>
  );
}
