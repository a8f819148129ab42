import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAM_SEGMENT_SECONDS, type ExamAttempt } from '@hanyu/contracts/exam/exam-engine';
import { useEvaluationProgress } from '../api/evaluation-progress.ts';
import { isOffline } from '../api/offline.ts';
import { toProblem, type Problem } from '../api/problem.ts';
import { SEGMENT_SAMPLE_RATE, SegmentQueue, type SegmentQueueState } from '../recorder/segment-queue.ts';
import { useRecorder } from '../recorder/use-recorder.ts';
import type { ExamAdapter } from './exam-adapter.ts';

export type SpokenPhase =
  | 'ready'
  | 'recording'
  /** The last seconds are being saved and the answer evaluated. */
  | 'saving'
  /** Uploads keep failing: the audio waits in memory for a reconnect. */
  | 'offline'
  | 'failed';

/**
 * One spoken task of the speaking module: recorded and uploaded in segments of EXAM_SEGMENT_SECONDS as
 * it is spoken (the test's record endpoint), finished (evaluated) when the candidate stops or the
 * task's time is up. A task recorded before can be recorded again, which drops the earlier answer;
 * one left part-way continues where its saved segments end.
 */
export function useSpokenTask(
  exam: ExamAdapter,
  attempt: ExamAttempt,
  itemId: string,
  speakSeconds: number,
  accept: (attempt: ExamAttempt) => void,
) {
  const { t } = useTranslation();
  const recorder = useRecorder();
  // The answer's evaluation as the server tells it on the live socket (queued, evaluating).
  const { progress: evaluationProgress, tracked } = useEvaluationProgress();
  const [phase, setPhase] = useState<SpokenPhase>('ready');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [queueState, setQueueState] = useState<SegmentQueueState | null>(null);
  const queue = useRef<SegmentQueue | null>(null);
  // Seconds already saved when this recording began: the server's count grows as segments arrive.
  const [spokenBefore, setSpokenBefore] = useState(0);
  const mounted = useRef(true);
  const attemptId = attempt.attemptId;
  const saved = attempt.recordings.find((recording) => recording.itemId === itemId) ?? null;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const finish = async () => {
    setPhase('saving');
    try {
      await queue.current?.drain();
    } catch {
      setPhase('offline');
      return;
    }
    try {
      accept(
        await tracked((progressId) =>
          exam.saveRecording(attemptId, { itemId, finish: true, progressId }, { loading: t('exam.speaking.saving') }),
        ),
      );
      if (mounted.current) setPhase('ready');
    } catch (error) {
      if (!mounted.current) return;
      setProblem(toProblem(error));
      setPhase(isOffline(error) ? 'offline' : 'failed');
    }
  };

  const record = async () => {
    setProblem(null);
    let firstSeq = saved && !saved.finished ? saved.segments : 0;
    let spoken = saved && !saved.finished ? saved.seconds : 0;
    if (saved?.finished) {
      try {
        accept(await exam.saveRecording(attemptId, { itemId, restart: true }));
      } catch (error) {
        setProblem(toProblem(error));
        setPhase('failed');
        return;
      }
      firstSeq = 0;
      spoken = 0;
    }
    const segments = new SegmentQueue(
      async (seq, wav) => accept(await exam.saveSegment(attemptId, { itemId, seq }, wav)),
      firstSeq,
      setQueueState,
      undefined,
      EXAM_SEGMENT_SECONDS * SEGMENT_SAMPLE_RATE,
    );
    queue.current = segments;
    setSpokenBefore(spoken);
    setPhase('recording');
    const recording = await recorder.start({
      maxSeconds: Math.max(1, speakSeconds - spoken),
      pauseSeconds: Number.POSITIVE_INFINITY,
      onSamples: (samples) => segments.push(samples),
    });
    segments.flush();
    if (!mounted.current) return;
    if (!recording && segments.state.saved === firstSeq && segments.state.pending === 0) {
      setPhase('ready');
      return;
    }
    await finish();
  };

  const reconnect = async () => {
    queue.current?.retry();
    await finish();
  };

  const elapsed = recorder.state.phase === 'recording' ? recorder.state.update.progress.elapsedSeconds : 0;
  return {
    phase,
    problem,
    saved,
    queueState,
    evaluationProgress,
    recorder: recorder.state,
    /** Seconds of this task spoken so far, this page's recording included. */
    spokenSeconds: phase === 'recording' ? spokenBefore + elapsed : saved && !saved.finished ? saved.seconds : 0,
    record: () => void record(),
    stop: recorder.stop,
    reconnect: () => void reconnect(),
  };
}
