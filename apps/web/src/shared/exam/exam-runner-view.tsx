import './exam.css';
import { useTranslation } from 'react-i18next';
import { QuestionType } from '@hanyu/contracts/constants/mhk';
import { ExamAttemptStatus, type ExamAttempt, type PresentedPaper } from '@hanyu/contracts/exam/exam-engine';
import { ProblemMessage } from '../ui/problem-text.tsx';
import type { ExamAdapter } from './exam-adapter.ts';
import { ExamDialogs } from './exam-dialogs.tsx';
import { ExamClock, ModuleStepper, SaveIndicator } from './exam-frame.tsx';
import { nextModule } from './exam-rules.ts';
import { isGiven, questionIds } from './item-questions.ts';
import { ModulePanel } from './module-panel.tsx';
import { useExamRunner } from './use-exam-runner.ts';

interface ExamRunnerViewProps {
  /** The test's endpoints and report link. */
  exam: ExamAdapter;
  paper: PresentedPaper;
  initial: ExamAttempt;
}

/** The attempt being taken: the frame (modules, clock, save state, pause, submit) and the module on screen. */
export function ExamRunnerView({ exam, paper, initial }: ExamRunnerViewProps) {
  const { t } = useTranslation();
  const run = useExamRunner(exam, paper, initial);
  const { attempt, view } = run;
  const paused = attempt.status === ExamAttemptStatus.Paused;
  const current = attempt.modules.find((module) => module.name === attempt.currentModule) ?? null;
  const following = nextModule(attempt, attempt.currentModule);
  const unanswered = paper.modules.map((module) => ({
    module: module.name,
    count: module.items
      .filter((item) => item.type !== QuestionType.Say)
      .flatMap(questionIds)
      .filter((id) => !isGiven(run.given[id])).length,
  }));
  return (
    <div className="exam-run">
      <p className="exam-paper-title kai" lang="zh-Hans">
        {paper.title}
      </p>
      <ModuleStepper attempt={attempt} disabled={paused || run.busy} onSelect={run.requestEnter} />
      <div className="exam-bar">
        {current && <ExamClock seconds={run.remaining ?? 0} running={run.running} />}
        <SaveIndicator state={run.saveState} />
        <div className="exam-bar__actions">
          {attempt.currentModule !== null &&
            (paused ? (
              <button type="button" className="button button--primary" onClick={run.resume} disabled={run.busy}>
                {t('exam.page.continue')}
              </button>
            ) : (
              <button type="button" className="button" onClick={run.pause} disabled={run.busy}>
                {t('exam.page.pause')}
              </button>
            ))}
          <button
            type="button"
            className="button button--primary"
            onClick={() => run.dispatch({ type: 'askSubmit' })}
            disabled={run.busy || attempt.currentModule === null}
          >
            {t('exam.page.submit')}
          </button>
        </div>
      </div>
      {run.problem && <ProblemMessage problem={run.problem} />}
      {paused ? (
        <div className="exam-paused" role="status" data-testid="exam-paused">
          <p>{t('exam.page.pausedNote')}</p>
          <button type="button" className="button button--primary" onClick={run.resume} disabled={run.busy}>
            {t('exam.page.continue')}
          </button>
        </div>
      ) : attempt.currentModule === null ? (
        <div className="exam-begin">
          <p>{t('exam.page.chooseFirst')}</p>
          {following && (
            <button type="button" className="button button--primary" onClick={() => run.requestEnter(following)}>
              {t('exam.page.enter', { module: t(`exam.modules.${following}`) })}
            </button>
          )}
        </div>
      ) : (
        <>
          {current?.status === 'closed' && (
            <div className="notice exam-closed" role="alert">
              <p>{t(run.remaining === 0 ? 'exam.page.timeUp' : 'exam.page.closed')}</p>
              {following ? (
                <button type="button" className="button button--primary" onClick={() => run.requestEnter(following)}>
                  {t('exam.page.enter', { module: t(`exam.modules.${following}`) })}
                </button>
              ) : (
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => run.dispatch({ type: 'askSubmit' })}
                >
                  {t('exam.page.submit')}
                </button>
              )}
            </div>
          )}
          {run.paperModule && <ModulePanel module={run.paperModule} run={run} />}
          {following && current?.status === 'open' && run.index === (run.paperModule?.items.length ?? 0) - 1 && (
            <p className="exam-next">
              <button type="button" className="button" onClick={() => run.requestEnter(following)}>
                {t('exam.page.enter', { module: t(`exam.modules.${following}`) })}
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
