import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Limits } from '@hanyu/contracts/constants/limits';
import { encodeWavPcm16 } from '@hanyu/speech/audio/wav-writer';
import type { EvaluationResult } from '@hanyu/speech/evaluation/result-types';
import type { Problem } from '../../../shared/api/problem.ts';
import { PAUSE_AUTO_STOP_SECONDS, type StopReason } from '../../../shared/recorder/stop-rules.ts';
import { useRecorder } from '../../../shared/recorder/use-recorder.ts';
import { ProblemMessage } from '../../../shared/ui/problem-text.tsx';
import { clock } from '../result-text.ts';
import { ResultView } from '../result-panel.tsx';
import { evaluationProblem, useEvaluator, type EvaluationTarget } from './evaluator.ts';

type RunState =
  | { status: 'idle' }
  | { status: 'evaluating'; url: string; stopped: StopReason }
  | { status: 'done'; url: string; stopped: StopReason; result: EvaluationResult }
  | { status: 'failed'; url: string | null; problem: Problem };

/** One long recording (a passage, a topic, an exercise) and its evaluation. */
export function useRecordingRun(
  recorder: ReturnType<typeof useRecorder>,
  evaluator: ReturnType<typeof useEvaluator>,
  target: EvaluationTarget,
) {
  const [state, setState] = useState<RunState>({ status: 'idle' });
  const url = state.status === 'idle' ? null : state.url;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const targetRef = useRef(target);
  targetRef.current = target;

  const start = useCallback(
    async (maxSeconds: number) => {
      setState({ status: 'idle' });
      const done = await recorder.start({ maxSeconds });
      if (!done) return;
      if (done.decision.tooShort) {
        setState({ status: 'failed', url: null, problem: { id: 'RecordingTooShort', message: '' } });
        return;
      }
      const wav = encodeWavPcm16(done.samples, done.sampleRate);
      const made = URL.createObjectURL(new Blob([wav.slice()], { type: 'audio/wav' }));
      const stopped = done.decision.reason;
      setState({ status: 'evaluating', url: made, stopped });
      try {
        const result = await evaluator.evaluate(done.samples, done.sampleRate, targetRef.current);
        setState({ status: 'done', url: made, stopped, result });
      } catch (error) {
        setState({ status: 'failed', url: made, problem: evaluationProblem(error) });
      }
    },
    [recorder, evaluator],
  );

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, start, reset };
}

/**
 * Free speaking on a topic or exercise (spec section 5: 30 s with at least 10 s of speech), on the
 * device or the server: the recorder, the evaluator and the run together.
 */
export function useFreeSpeaking(server: { topicId: string } | { exerciseId: string }) {
  const recorder = useRecorder();
  const evaluator = useEvaluator();
  const run = useRecordingRun(recorder, evaluator, {
    request: {
      kind: 'free',
      minSeconds: Limits.speakingRequiredSeconds,
      minSpeechSeconds: Limits.speakingEffectiveSeconds,
    },
    server: { route: 'sentence', payload: server },
  });
  return { recorder, evaluator, run };
}

/**
 * The recording controls of a long recording: record with the time left counting down (the limit
 * stops it, and so does a pause over 10 s, spec section 9), stop, replay, then the evaluation. The
 * record and stop buttons are one element whose label changes, and it is never `disabled` (a disabled
 * button drops the focus to the page): while the recording is evaluated it is only `aria-disabled`, so
 * after stopping the keyboard stays on the control that records again.
 */
export function RecordingRun({
  run,
  recorder,
  maxSeconds,
  task,
  children,
}: {
  run: ReturnType<typeof useRecordingRun>;
  recorder: ReturnType<typeof useRecorder>;
  maxSeconds: number;
  /** What the learner does: read a text aloud, or speak freely (the record button says which). */
  task: 'reading' | 'speaking';
  children: (result: EvaluationResult) => ReactNode;
}) {
  const { t } = useTranslation();
  const phase = recorder.state.phase;
  const recording = phase === 'starting' || phase === 'recording' || phase === 'stopping';
  const elapsed = recorder.state.phase === 'recording' ? recorder.state.update.progress.elapsedSeconds : 0;
  const { state } = run;
  return (
    <section className="learn-run" data-phase={phase} data-status={state.status} data-testid="learn-run">
      <div className="learn-run__controls">
        <button
          type="button"
          className={recording ? 'button button--danger' : 'button button--primary'}
          onClick={() => {
            if (recording) recorder.stop();
            else if (state.status !== 'evaluating') void run.start(maxSeconds);
          }}
          aria-disabled={!recording && state.status === 'evaluating' ? true : undefined}
          data-testid={recording ? 'learn-run-stop' : 'learn-run-record'}
        >
          {recording ? (
            <>
              <span aria-hidden="true">■</span> {t('speech.recorder.stop')}
            </>
          ) : (
            <>
              <span aria-hidden="true">●</span>{' '}
              {t(task === 'reading' ? 'learn.run.record' : 'learn.run.recordSpeaking')}
            </>
          )}
        </button>
        <span className="learn-run__clock" role="timer" aria-live="off">
          {recording
            ? t('learn.run.remaining', { time: clock(Math.max(0, maxSeconds - elapsed)) })
            : t('learn.run.limit', { time: clock(maxSeconds), pause: PAUSE_AUTO_STOP_SECONDS })}
        </span>
        {state.status !== 'idle' && state.url && !recording && (
          <audio controls src={state.url} aria-label={t('learn.practice.playMine')} />
        )}
      </div>
      {phase === 'failed' && <ProblemMessage problem={{ id: 'MicrophoneUnavailable', message: '' }} />}
      {(state.status === 'evaluating' || state.status === 'done') && state.stopped !== 'manual' && (
        <p className="muted" role="status">
          {t(`speech.recorder.stopped.${state.stopped}`, {
            count: state.stopped === 'pause' ? PAUSE_AUTO_STOP_SECONDS : Math.round(maxSeconds / 60),
          })}
        </p>
      )}
      <div aria-live="polite" aria-busy={state.status === 'evaluating'}>
        {state.status === 'evaluating' && (
          <p role="status">
            <span className="spinner" aria-hidden="true" /> {t('speech.result.evaluating')}
          </p>
        )}
        {state.status === 'failed' && <ProblemMessage problem={state.problem} />}
        {state.status === 'done' &&
          (state.result.scores === null && state.result.quality.code !== null ? (
            <ResultView result={state.result} onRetry={run.reset} />
          ) : (
            children(state.result)
          ))}
      </div>
    </section>
  );
}
