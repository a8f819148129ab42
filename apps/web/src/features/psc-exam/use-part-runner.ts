import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate } from 'react-router';
import {
  GetPscAttempt,
  PSC_OVERTIME_ALLOWANCE_SECONDS,
  PscAttemptStatus,
  PscPartStatus,
  SavePscRecord,
  type PscAttempt,
} from '@hanyu/contracts/psc/exam';
import { PSC_PART_SECONDS, PscPart, pscPlaceCount, type PscPaper } from '@hanyu/contracts/psc/exam-paper';
import type { RouteEntry } from '../../shared/routes/route-table.ts';
import { ApiError, callApi, callApiWithRecording } from '../../shared/api/api-client.ts';
import { useEvaluationProgress } from '../../shared/api/evaluation-progress.ts';
import { toProblem, type Problem } from '../../shared/api/problem.ts';
import { useRecorder } from '../../shared/recorder/use-recorder.ts';
import { SegmentQueue, type SegmentQueueState } from '../../shared/recorder/segment-queue.ts';
import { afterPartScreen, examHref } from './exam-links.ts';
import { LatestSaver } from './latest-saver.ts';
import { initialPartState, interruptsPart, partReducer } from './part-state.ts';
import { isOpenPart } from './resume-place.ts';

/** The longest a part's recording may run: reading parts into their overtime, the topic to its limit. */
function recordingCap(part: PscPart): number {
  return PSC_PART_SECONDS[part] + (part === PscPart.Topic ? 0 : PSC_OVERTIME_ALLOWANCE_SECONDS);
}

function isOffline(error: unknown): boolean {
  return !(error instanceof ApiError) || error.id === 'NetworkDisconnected' || error.id === 'ServiceUnavailable';
}

/**
 * One part of a running mock test: recording saved segment by segment, the candidate's place saved
 * as it moves, the part's end, and leaving part-way (decision 042): an in-app navigation is held
 * for the candidate's answer (React Router's blocker), closing or reloading gets the browser's
 * warning, and a confirmed leave stops the recording and uploads its last seconds without ending
 * the part, so "continue the test" opens it again at the same item.
 */
export function usePartRunner(route: RouteEntry, part: PscPart, paper: PscPaper, initial: PscAttempt) {
  const { t } = useTranslation();
  // The part's evaluation as the server tells it on the live socket (queued, evaluating).
  const { progress: evaluationProgress, tracked } = useEvaluationProgress();
  const navigate = useNavigate();
  const recorder = useRecorder();
  const [attempt, setAttempt] = useState(initial);
  const paperPart = paper.parts.find((candidate) => candidate.part === part);
  const progress = attempt.parts.find((candidate) => candidate.part === part);
  const [state, dispatch] = useReducer(partReducer, null, () =>
    initialPartState(paperPart ? pscPlaceCount(paperPart) : 1, progress?.item ?? 0),
  );
  const [failure, setFailure] = useState<Problem | null>(null);
  const [queueState, setQueueState] = useState<SegmentQueueState | null>(null);
  const queue = useRef<SegmentQueue | null>(null);
  // Read by the upload callback and after awaits, where the render's values are stale.
  const item = useRef(state.item);
  const leaving = useRef(false);
  const mounted = useRef(true);
  const attemptId = attempt.attemptId;
  const open = attempt.status === PscAttemptStatus.InProgress && progress !== undefined && isOpenPart(progress);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The place, saved as it moves (and on opening, which makes this part the one "continue" returns to).
  const placeSaver = useMemo(
    () => new LatestSaver((at: number) => callApi(SavePscRecord, { attemptId, part, item: at })),
    [attemptId, part],
  );
  useEffect(() => {
    item.current = state.item;
    if (open) void placeSaver.save(state.item);
  }, [open, placeSaver, state.item]);

  const interrupts = interruptsPart(state, queueState?.pending ?? 0);
  const blocker = useBlocker(interrupts);
  // Asked once per blocked navigation: staying resets the blocker, which the router reports later.
  const wasBlocked = useRef(false);
  useEffect(() => {
    const blocked = blocker.state === 'blocked';
    if (blocked && !wasBlocked.current) dispatch({ type: 'leaveAsked' });
    wasBlocked.current = blocked;
  }, [blocker.state]);
  useEffect(() => {
    if (state.phase === 'left' && blocker.state === 'blocked') blocker.proceed();
  }, [blocker, state.phase]);

  // Closing or reloading the page while the part runs: the browser's own question.
  useEffect(() => {
    if (!interrupts) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [interrupts]);

  const nextHref = examHref(route, afterPartScreen(part), { attemptId });
  useEffect(() => {
    if (state.phase === 'done') navigate(nextHref);
  }, [navigate, nextHref, state.phase]);

  const finish = async () => {
    dispatch({ type: 'finishing' });
    try {
      await queue.current?.drain();
    } catch {
      dispatch({ type: 'uploadFailed' });
      return;
    }
    try {
      const saved = await tracked((progressId) =>
        callApi(
          SavePscRecord,
          { attemptId, part, finish: true, progressId },
          { loading: t('pscExam.part.evaluating') },
        ),
      );
      setAttempt(saved);
      const now = saved.parts.find((candidate) => candidate.part === part);
      dispatch({ type: now?.status === PscPartStatus.Refused ? 'refused' : 'finished' });
    } catch (error) {
      if (isOffline(error)) dispatch({ type: 'uploadFailed' });
      else {
        setFailure(toProblem(error));
        dispatch({ type: 'failed' });
      }
    }
  };

  /** The leave was confirmed mid-recording: the last seconds go up before the page is left. */
  const saveBeforeLeaving = async () => {
    try {
      await queue.current?.drain();
      dispatch({ type: 'leaveSaved' });
    } catch {
      dispatch({ type: 'leaveSaveFailed' });
    }
  };

  const record = async () => {
    if (!progress) return;
    const firstSeq = progress.segments;
    const segments = new SegmentQueue(
      async (seq, wav) => {
        await callApiWithRecording(SavePscRecord, { attemptId, part, seq, item: item.current }, wav);
      },
      firstSeq,
      setQueueState,
    );
    queue.current = segments;
    leaving.current = false;
    dispatch({ type: 'recordingStarted' });
    const recording = await recorder.start({
      maxSeconds: Math.max(1, recordingCap(part) - progress.recordedSeconds),
      pauseSeconds: Number.POSITIVE_INFINITY,
      onSamples: (samples) => segments.push(samples),
    });
    segments.flush();
    // Left (or the page went away): the part stays open; what was recorded is uploaded, never judged.
    if (leaving.current) {
      await saveBeforeLeaving();
      return;
    }
    if (!mounted.current) return;
    if (!recording && segments.state.saved === firstSeq && segments.state.pending === 0) {
      // The microphone did not start: nothing was recorded.
      dispatch({ type: 'nothingRecorded' });
      return;
    }
    await finish();
  };

  const reconnect = async () => {
    dispatch({ type: 'finishing' });
    queue.current?.retry();
    try {
      await queue.current?.drain();
      const fresh = await callApi(GetPscAttempt, { attemptId });
      if (fresh.attempt) setAttempt(fresh.attempt);
    } catch {
      dispatch({ type: 'reconnectFailed' });
      return;
    }
    await finish();
  };

  const restart = async () => {
    try {
      setAttempt(await callApi(SavePscRecord, { attemptId, part, restart: true }));
      dispatch({ type: 'restarted' });
    } catch (error) {
      setFailure(toProblem(error));
      dispatch({ type: 'failed' });
    }
  };

  const chooseTopic = async (topicId: string) => {
    try {
      setAttempt(await callApi(SavePscRecord, { attemptId, part, topicId }));
    } catch (error) {
      setFailure(toProblem(error));
      dispatch({ type: 'failed' });
    }
  };

  const leave = {
    stay: () => {
      dispatch({ type: 'leaveCancelled' });
      if (blocker.state === 'blocked') blocker.reset();
    },
    go: () => {
      if (state.leave === 'asking' && state.phase === 'recording') {
        leaving.current = true;
        recorder.stop();
      }
      dispatch({ type: 'leaveConfirmed' });
    },
    retry: () => {
      dispatch({ type: 'leaveRetried' });
      queue.current?.retry();
      void saveBeforeLeaving();
    },
  };

  const recordingNow = recorder.state.phase === 'recording' ? recorder.state.update.progress.elapsedSeconds : 0;
  return {
    attempt,
    paperPart,
    progress,
    evaluationProgress,
    state,
    dispatch,
    failure,
    queueState,
    recorder: recorder.state,
    /** Seconds of this part recorded so far, this page's recording included. */
    recordedSeconds: (progress?.recordedSeconds ?? 0) + recordingNow,
    record: () => void record(),
    stop: recorder.stop,
    reconnect: () => void reconnect(),
    restart: () => void restart(),
    chooseTopic: (topicId: string) => void chooseTopic(topicId),
    next: () => navigate(nextHref),
    leave,
  };
}
