import './exam.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ModelCode } from '@hanyu/contracts/constants/model-code';
import {
  GetPscAttempt,
  PSC_OVERTIME_ALLOWANCE_SECONDS,
  PscAttemptStatus,
  PscPartStatus,
  SavePscRecord,
  type PscAttempt,
} from '@hanyu/contracts/psc/exam';
import { GetPscPaper, PSC_PART_SECONDS, PscPart, type PscPaper } from '@hanyu/contracts/psc/exam-paper';
import type { ScreenProps } from '../../app/route-screen.tsx';
import { ScreenFrame } from '../../app/layout/screen-frame.tsx';
import { ApiError, callApi, callApiWithRecording } from '../../shared/api/api-client.ts';
import { problem, toProblem, type Problem } from '../../shared/api/problem.ts';
import { useStudyAction } from '../../shared/api/study-action.ts';
import { useContent } from '../../shared/api/use-content.ts';
import { useRecorder } from '../../shared/recorder/use-recorder.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { ProblemMessage } from '../../shared/ui/problem-text.tsx';
import { afterPartScreen, examHref, partOfScreen } from './exam-links.ts';
import { examClock, NoAttempt, PaperPartView } from './paper-part-view.tsx';
import { SegmentQueue, type SegmentQueueState } from './segment-queue.ts';

type Phase = 'ready' | 'recording' | 'saving' | 'offline' | 'reconnectFailed' | 'refused' | 'failed';

/** The longest a part's recording may run: reading parts into their overtime, the topic to its limit. */
function recordingCap(part: PscPart): number {
  return PSC_PART_SECONDS[part] + (part === PscPart.Topic ? 0 : PSC_OVERTIME_ALLOWANCE_SECONDS);
}

function isOffline(error: unknown): boolean {
  return !(error instanceof ApiError) || error.id === 'NetworkDisconnected' || error.id === 'ServiceUnavailable';
}

function PartRunner({
  route,
  part,
  paper,
  initial,
}: ScreenProps & { part: PscPart; paper: PscPaper; initial: PscAttempt }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const recorder = useRecorder();
  const [attempt, setAttempt] = useState(initial);
  const [phase, setPhase] = useState<Phase>('ready');
  const [failure, setFailure] = useState<Problem | null>(null);
  const [queueState, setQueueState] = useState<SegmentQueueState | null>(null);
  const queue = useRef<SegmentQueue | null>(null);
  const paperPart = paper.parts.find((candidate) => candidate.part === part);
  const progress = attempt.parts.find((candidate) => candidate.part === part);
  const limit = PSC_PART_SECONDS[part];
  const attemptId = attempt.attemptId;

  // Audio not yet saved must not be lost to a closed tab without a warning.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (phase === 'recording' || (queue.current?.state.pending ?? 0) > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [phase]);

  if (!paperPart || !progress) return <ProblemMessage problem={problem('NoResource')} />;
  if (attempt.status === PscAttemptStatus.Submitted) {
    return (
      <p className="notice">
        {t('pscExam.part.submitted')}{' '}
        <Link to={examHref(route, 'PscExamReport', { attemptId })}>{t('pscExam.part.toReport')}</Link>
      </p>
    );
  }

  const next = () => navigate(examHref(route, afterPartScreen(part), { attemptId }));
  const recordedBefore = progress.recordedSeconds;
  const recordingNow = recorder.state.phase === 'recording' ? recorder.state.update.progress.elapsedSeconds : 0;
  const remaining = limit - recordedBefore - recordingNow;
  const topicChosen = attempt.topicId;

  const finish = async () => {
    setPhase('saving');
    try {
      await queue.current?.drain();
    } catch {
      setPhase('offline');
      return;
    }
    try {
      const saved = await callApi(
        SavePscRecord,
        { attemptId, part, finish: true },
        { loading: t('pscExam.part.evaluating') },
      );
      setAttempt(saved);
      const state = saved.parts.find((candidate) => candidate.part === part);
      if (state?.status === PscPartStatus.Refused) setPhase('refused');
      else next();
    } catch (error) {
      if (isOffline(error)) setPhase('offline');
      else {
        setFailure(toProblem(error));
        setPhase('failed');
      }
    }
  };

  const record = async () => {
    const segments = new SegmentQueue(
      async (seq, wav) => {
        await callApiWithRecording(SavePscRecord, { attemptId, part, seq }, wav);
      },
      progress.segments,
      setQueueState,
    );
    queue.current = segments;
    setPhase('recording');
    const recording = await recorder.start({
      maxSeconds: Math.max(1, recordingCap(part) - recordedBefore),
      pauseSeconds: Number.POSITIVE_INFINITY,
      onSamples: (samples) => segments.push(samples),
    });
    segments.flush();
    if (!recording && segments.state.saved === progress.segments && segments.state.pending === 0) {
      // The microphone did not start: nothing was recorded.
      setPhase('ready');
      return;
    }
    await finish();
  };

  const reconnect = async () => {
    setPhase('saving');
    queue.current?.retry();
    try {
      await queue.current?.drain();
      const fresh = await callApi(GetPscAttempt, { attemptId });
      if (fresh.attempt) setAttempt(fresh.attempt);
    } catch {
      setPhase('reconnectFailed');
      return;
    }
    await finish();
  };

  const restart = async () => {
    try {
      setAttempt(await callApi(SavePscRecord, { attemptId, part, restart: true }));
      setPhase('ready');
    } catch (error) {
      setFailure(toProblem(error));
      setPhase('failed');
    }
  };

  const chooseTopic = async (topicId: string) => {
    try {
      setAttempt(await callApi(SavePscRecord, { attemptId, part, topicId }));
    } catch (error) {
      setFailure(toProblem(error));
      setPhase('failed');
    }
  };

  const overtime = remaining < 0;
  const finishedBefore = progress.status === PscPartStatus.Evaluated;
  const canRecord = part !== PscPart.Topic || topicChosen !== null;

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
          {t('pscExam.part.resumed', { seconds: Math.round(recordedBefore) })}
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
                checked={topicChosen === topic.id}
                onChange={() => void chooseTopic(topic.id)}
              />
              <span className="kai" lang="zh-Hans">
                {topic.title}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {part !== PscPart.Topic && <PaperPartView part={paperPart} />}

      <div className="exam-part__actions" aria-live="polite">
        {finishedBefore && phase === 'ready' && (
          <>
            <p>{t('pscExam.part.alreadyDone')}</p>
            <button type="button" className="button button--primary" onClick={next}>
              {t('pscExam.part.next')}
            </button>
          </>
        )}
        {!finishedBefore && phase === 'ready' && (
          <button
            type="button"
            className="button button--primary"
            disabled={!canRecord || recorder.state.phase === 'starting'}
            onClick={() => void record()}
          >
            {progress.segments > 0 ? t('pscExam.part.continueRecording') : t('pscExam.part.startRecording')}
          </button>
        )}
        {phase === 'recording' && (
          <>
            <p role="status" className="exam-recording">
              <span className="exam-recording__dot" aria-hidden="true" /> {t('pscExam.part.recording')}
              {queueState?.failed && <span className="muted"> · {t('pscExam.part.savingLater')}</span>}
            </p>
            <button type="button" className="button button--primary" onClick={recorder.stop}>
              {part === PscPart.Topic ? t('pscExam.part.finishSpeaking') : t('pscExam.part.finishReading')}
            </button>
          </>
        )}
        {phase === 'saving' && (
          <p role="status">
            <span className="spinner" aria-hidden="true" /> {t('pscExam.part.evaluating')}
          </p>
        )}
        {(phase === 'offline' || phase === 'reconnectFailed') && (
          <div className="notice" role="alert">
            <p>{t(phase === 'offline' ? 'errors.NetworkDisconnected' : 'errors.ReconnectFailed')}</p>
            <p className="muted">{t('pscExam.part.keptLocally')}</p>
            <button type="button" className="button button--primary" onClick={() => void reconnect()}>
              {t('pscExam.part.reconnect')}
            </button>
          </div>
        )}
        {phase === 'refused' && (
          <div className="notice" role="alert">
            <p>{t('pscExam.part.refused', { reason: progress.refusal ?? '' })}</p>
            <button type="button" className="button button--primary" onClick={() => void restart()}>
              {t('pscExam.part.recordAgain')}
            </button>
            <button type="button" className="button" onClick={next}>
              {t('pscExam.part.keepAndContinue')}
            </button>
          </div>
        )}
        {phase === 'failed' && (
          <div className="notice" role="alert">
            <ProblemMessage problem={failure} />
            <button type="button" className="button button--primary" onClick={() => void reconnect()}>
              {t('pscExam.part.reconnect')}
            </button>
          </div>
        )}
        {recorder.state.phase === 'failed' && (
          <p className="notice" role="alert">
            {t('errors.MicrophoneUnavailable')}
          </p>
        )}
      </div>
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
