import './exam.css';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import { GetPscAttempt, PscAttemptStatus, PscPartStatus, type PscAttempt } from '@hanyu/contracts/psc/exam';
import { GetPscPaper, PSC_PART_SECONDS, PscPart, type PscPaper } from '@hanyu/contracts/psc/exam-paper';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { problem } from '../../shared/api/problem.ts';
import { useStudyAction } from '../../shared/api/study-action.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { examHref, partOfScreen } from './exam-links.ts';
import { LeaveDialog } from './leave-dialog.tsx';
import { PlaceControls } from './place-controls.tsx';
import { examClock, NoAttempt } from './exam-clock.tsx';
import { PscPartView } from '../../shared/exam/psc-part-view.tsx';
import { pscPresentedItem } from '@hanyu/contracts/exam/exam-engine';
import { usePartRunner } from './use-part-runner.ts';

function PartRunner({
  route,
  part,
  paper,
  initial,
}: ScreenProps & { part: PscPart; paper: PscPaper; initial: PscAttempt }) {
  const { t } = useTranslation();
  const run = usePartRunner(route, part, paper, initial);
  const { attempt, paperPart, progress, state } = run;
  const attemptId = attempt.attemptId;

  if (!paperPart || !progress) return <ProblemMessage problem={problem('NoResource')} />;
  if (attempt.status === PscAttemptStatus.Submitted) {
    return (
      <p className="notice">
        {t('pscExam.part.submitted')}{' '}
        <Link to={examHref(route, 'PscExamReport', { attemptId })}>{t('pscExam.part.toReport')}</Link>
      </p>
    );
  }

  const phase = state.phase;
  const remaining = PSC_PART_SECONDS[part] - run.recordedSeconds;
  const overtime = remaining < 0;
  const finishedBefore = progress.status === PscPartStatus.Evaluated;
  const canRecord = part !== PscPart.Topic || attempt.topicId !== null;
  // Characters and words have a place to mark; the passage and the topic are one place each.
  const placed =
    !finishedBefore && state.places > 1 && (paperPart.part === PscPart.Syllables || paperPart.part === PscPart.Words);
  const placeText = placed ? (paperPart.items[state.item]?.text ?? '') : '';
  const resumedText = () => {
    const seconds = Math.round(progress.recordedSeconds);
    if (!placed) return t('pscExam.part.resumed', { seconds });
    // A place heard from the recording says so until the candidate moves the mark.
    if (progress.itemHeard && state.item === progress.item) {
      return t('pscExam.part.resumedHeard', { seconds, read: state.item, number: state.item + 1 });
    }
    return t('pscExam.part.resumedAt', { seconds, number: state.item + 1 });
  };

  return (
    <div className="exam-part">
      <header className="exam-part__head">
        <p className="exam-part__rule">{t(`pscExam.parts.${part}.rule`)}</p>
        <p
          className="exam-clock"
          data-overtime={overtime}
          role="timer"
          aria-live="off"
          aria-label={t('pscExam.part.clockLabel')}
          data-testid="exam-clock"
        >
          {overtime ? t('pscExam.part.overtime', { time: examClock(-remaining) }) : examClock(remaining)}
        </p>
      </header>
      {progress.status === PscPartStatus.Recording && phase === 'ready' && (
        <p className="learn-note" role="status">
          {resumedText()}
        </p>
      )}
      {part === PscPart.Topic && paperPart.part === PscPart.Topic && (
        <fieldset className="exam-topic-choice" disabled={phase !== 'ready' || progress.segments > 0}>
          <legend>{t('pscExam.part.chooseTopic')}</legend>
          {paperPart.items.map((topic) => (
            <label key={topic.id} className="exam-topic-choice__option">
              <input
                type="radio"
                name="topic"
                value={topic.id}
                checked={attempt.topicId === topic.id}
                onChange={() => run.chooseTopic(topic.id)}
              />
              <span className="kai" lang="zh-Hans">
                {topic.title}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {part !== PscPart.Topic && (
        <PscPartView
          item={pscPresentedItem(paperPart)}
          place={placed ? { current: state.item, onPick: (to) => run.dispatch({ type: 'move', to }) } : null}
        />
      )}
      {placed && (phase === 'ready' || phase === 'recording') && (
        <PlaceControls
          item={state.item}
          places={state.places}
          text={placeText}
          onStep={(by) => run.dispatch({ type: 'step', by })}
        />
      )}

      <div className="exam-part__actions" aria-live="polite">
        {finishedBefore && phase === 'ready' && (
          <>
            <p>{t('pscExam.part.alreadyDone')}</p>
            <button type="button" className="button button--primary" onClick={run.next}>
              {t('pscExam.part.next')}
            </button>
          </>
        )}
        {!finishedBefore && phase === 'ready' && (
          <button
            type="button"
            className="button button--primary"
            disabled={!canRecord || run.recorder.phase === 'starting'}
            onClick={run.record}
          >
            {progress.segments > 0 ? t('pscExam.part.continueRecording') : t('pscExam.part.startRecording')}
          </button>
        )}
        {phase === 'recording' && (
          <>
            <p role="status" className="exam-recording">
              <span className="exam-recording__dot" aria-hidden="true" /> {t('pscExam.part.recording')}
              {run.queueState?.failed && <span className="muted"> · {t('pscExam.part.savingLater')}</span>}
            </p>
            <button type="button" className="button button--primary" onClick={run.stop}>
              {part === PscPart.Topic ? t('pscExam.part.finishSpeaking') : t('pscExam.part.finishReading')}
            </button>
          </>
        )}
        {phase === 'saving' && (
          <p role="status">
            <span className="spinner" aria-hidden="true" />{' '}
            {run.evaluationProgress
              ? t(`common.evaluationProgress.${run.evaluationProgress}`)
              : t('pscExam.part.evaluating')}
          </p>
        )}
        {(phase === 'offline' || phase === 'reconnectFailed') && (
          <div className="notice" role="alert">
            <p>{t(phase === 'offline' ? 'errors.NetworkDisconnected' : 'errors.ReconnectFailed')}</p>
            <p className="muted">{t('pscExam.part.keptLocally')}</p>
            <button type="button" className="button button--primary" onClick={run.reconnect}>
              {t('pscExam.part.reconnect')}
            </button>
          </div>
        )}
        {phase === 'refused' && (
          <div className="notice" role="alert">
            <p>{t('pscExam.part.refused', { reason: progress.refusal ?? '' })}</p>
            <button type="button" className="button button--primary" onClick={run.restart}>
              {t('pscExam.part.recordAgain')}
            </button>
            <button type="button" className="button" onClick={run.next}>
              {t('pscExam.part.keepAndContinue')}
            </button>
          </div>
        )}
        {phase === 'failed' && (
          <div className="notice" role="alert">
            <ProblemMessage problem={run.failure} />
            <button type="button" className="button button--primary" onClick={run.reconnect}>
              {t('pscExam.part.reconnect')}
            </button>
          </div>
        )}
        {run.recorder.phase === 'failed' && (
          <p className="notice" role="alert">
            {t('errors.MicrophoneUnavailable')}
          </p>
        )}
      </div>
      <LeaveDialog
        step={state.leave}
        seconds={run.recordedSeconds}
        itemNumber={placed ? state.item + 1 : null}
        unsaved={phase === 'offline' || phase === 'reconnectFailed'}
        onStay={run.leave.stay}
        onLeave={run.leave.go}
        onRetry={run.leave.retry}
      />
    </div>
  );
}

/** Psc1 … Psc4: one part of the mock test, recorded and saved as it is read. */
export default function PartPage({ route }: ScreenProps) {
  const [search] = useSearchParams();
  const attemptId = search.get('attemptId') ?? '';
  const part = partOfScreen(route.screen) ?? PscPart.Syllables;
  useStudyAction(ModelCode.PscExam);
  const attempt = useContent(GetPscAttempt, attemptId ? { attemptId } : null);
  const paper = useContent(GetPscPaper, attemptId ? { attemptId } : null);
  return (
    <ScreenFrame route={route}>
      {!attemptId ? (
        <NoAttempt route={route} />
      ) : (
        <LoadState state={paper.state} onRetry={paper.reload}>
          {(paperData) => (
            <LoadState state={attempt.state} onRetry={attempt.reload}>
              {(data) =>
                data.attempt ? (
                  <PartRunner route={route} part={part} paper={paperData} initial={data.attempt} />
                ) : (
                  <ProblemMessage problem={problem('NoResource')} />
                )
              }
            </LoadState>
          )}
        </LoadState>
      )}
    </ScreenFrame>
  );
}
