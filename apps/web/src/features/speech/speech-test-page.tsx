import './speech-test.css';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { encodeWavPcm16 } from '@hanyu/speech/audio/wav-writer';
import type { EvaluationResult } from '@hanyu/speech/evaluation/result-types';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { EvaluationClient, EvaluationError } from '../../shared/evaluation/evaluation-client.ts';
import { MAX_RECORDING_SECONDS, PAUSE_AUTO_STOP_SECONDS, type StopReason } from '../../shared/recorder/stop-rules.ts';
import { microphonePermission, type MicrophonePermission } from '../../shared/recorder/recorder.ts';
import { useRecorder } from '../../shared/recorder/use-recorder.ts';
import type { WavFileProblem } from '../../shared/recorder/wav-file.ts';
import { RecorderPanel, type RecorderNotice } from './recorder-panel.tsx';
import { ResultView } from './result-panel.tsx';
import { isRefused, refusalText } from './result-text.ts';
import { isTarget, parseTarget, type Target } from './target.ts';
import { TargetDisplay, TargetPicker } from './target-picker.tsx';

const FIRST_TARGET = '你好';

type Notice = { kind: 'stopped'; reason: StopReason } | { kind: 'tooShort' };

type Evaluation =
  | { status: 'idle' }
  | { status: 'evaluating' }
  | { status: 'done'; result: EvaluationResult; target: Target }
  | { status: 'failed'; problem: EvaluationError['problem']; wavProblem: WavFileProblem | null };

interface Playback {
  url: string;
  /** Recording length; unknown for a chosen file until it is evaluated. */
  seconds: number | null;
}

/**
 * Speech test (spec section 2, /speechTest): type or pick what to read, record it (or choose a WAV
 * file), and see it evaluated on the device by the engine in a worker: the verdict on the recording,
 * each syllable's expected and heard tone and status, the pitch contour against the target, scores.
 */
export default function SpeechTestPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const resultId = useId();
  const [input, setInput] = useState(FIRST_TARGET);
  const parsed = useMemo(() => parseTarget(input), [input]);
  const [showTargetProblem, setShowTargetProblem] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const recordButtonRef = useRef<HTMLButtonElement>(null);
  const recorder = useRecorder();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [evaluation, setEvaluation] = useState<Evaluation>({ status: 'idle' });
  const [playback, setPlayback] = useState<Playback | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const client = useRef<EvaluationClient | null>(null);
  const [permission, setPermission] = useState<MicrophonePermission>('unknown');

  useEffect(() => () => client.current?.dispose(), []);
  useEffect(() => {
    let current = true;
    void microphonePermission().then((state) => {
      if (current) setPermission(state);
    });
    return () => {
      current = false;
    };
  }, []);
  // Keyed by the address, not the object: filling in the length later must not revoke a URL in use.
  const playbackUrl = playback?.url;
  useEffect(() => () => (playbackUrl ? URL.revokeObjectURL(playbackUrl) : undefined), [playbackUrl]);

  const busy = evaluation.status === 'evaluating';
  const recorderActive = ['starting', 'recording', 'stopping'].includes(recorder.state.phase);

  const requireTarget = (): Target | null => {
    if (isTarget(parsed)) return parsed;
    setShowTargetProblem(true);
    inputRef.current?.focus();
    return null;
  };

  const evaluate = async (target: Target, run: (engine: EvaluationClient) => Promise<EvaluationResult>) => {
    setEvaluation({ status: 'evaluating' });
    client.current ??= new EvaluationClient();
    try {
      const result = await run(client.current);
      setEvaluation({ status: 'done', result, target });
      setPlayback((now) => (now && now.seconds === null ? { ...now, seconds: result.quality.durationSeconds } : now));
    } catch (error) {
      const failure = error instanceof EvaluationError ? error : new EvaluationError('failed', String(error));
      setEvaluation({ status: 'failed', problem: failure.problem, wavProblem: failure.wavProblem });
      if (failure.problem === 'badFile') setPlayback(null);
    }
  };

  const record = async () => {
    const target = requireTarget();
    if (!target) return;
    setNotice(null);
    const recording = await recorder.start();
    if (!recording) return;
    setPermission('granted');
    if (recording.decision.tooShort) {
      setNotice({ kind: 'tooShort' });
      return;
    }
    setNotice({ kind: 'stopped', reason: recording.decision.reason });
    setFileName(null);
    const wav = encodeWavPcm16(recording.samples, recording.sampleRate);
    setPlayback({
      url: URL.createObjectURL(new Blob([wav.slice()], { type: 'audio/wav' })),
      seconds: recording.samples.length / recording.sampleRate,
    });
    await evaluate(target, (engine) => engine.evaluate(recording.samples, target.request));
  };

  const upload = async (file: File) => {
    const target = requireTarget();
    if (!target) return;
    setNotice(null);
    setFileName(file.name);
    setPlayback({ url: URL.createObjectURL(file), seconds: null });
    const bytes = await file.arrayBuffer();
    await evaluate(target, (engine) => engine.evaluateWav(bytes, target.request));
  };

  const retry = () => {
    setEvaluation({ status: 'idle' });
    recordButtonRef.current?.focus();
  };

  const recorderNotice = (): RecorderNotice | null => {
    // Spec section 8: "browser unsupported or microphone permission needed", then what to do about it.
    const problem =
      recorder.state.phase === 'failed'
        ? recorder.state.problem
        : permission === 'denied' && recorder.state.phase === 'idle' && !notice
          ? 'permissionDenied'
          : null;
    if (problem) {
      return {
        title: t('errors.MicrophoneUnavailable'),
        text: t(`speech.recorder.problems.${problem}`),
        tone: 'problem',
      };
    }
    if (!notice || recorderActive) return null;
    if (notice.kind === 'tooShort') return { text: t('speech.recorder.tooShort'), tone: 'problem' };
    return {
      text: t(`speech.recorder.stopped.${notice.reason}`, {
        count: notice.reason === 'pause' ? PAUSE_AUTO_STOP_SECONDS : MAX_RECORDING_SECONDS / 60,
      }),
      tone: 'info',
    };
  };

  /** One sentence for screen readers each time something happens. */
  const announcement = (() => {
    if (recorder.state.phase === 'starting') return t('speech.recorder.starting');
    if (recorder.state.phase === 'recording') return t('speech.recorder.recording');
    if (recorder.state.phase === 'failed') {
      const failed = recorderNotice();
      return failed ? `${failed.title ?? ''} ${failed.text}` : '';
    }
    if (evaluation.status === 'evaluating') return t('speech.result.evaluating');
    if (evaluation.status === 'failed') return failureText();
    if (evaluation.status === 'done') {
      const { result } = evaluation;
      if (isRefused(result) || !result.scores) {
        const text = refusalText(result.quality);
        return t('speech.result.announceRefused', {
          message: text.kind === 'unknown' ? t('errors.EvaluationFailed') : t(text.key),
        });
      }
      return t('speech.result.announce', { score: Math.round(result.scores.overall) });
    }
    return '';
  })();

  function failureText(): string {
    if (evaluation.status !== 'failed') return '';
    if (evaluation.problem === 'timeout') return t('speech.result.timeout');
    if (evaluation.problem === 'badFile' && evaluation.wavProblem) {
      return t(`speech.recorder.fileProblems.${evaluation.wavProblem}`);
    }
    return t('errors.EvaluationFailed');
  }

  return (
    <ScreenFrame route={route}>
      <div className="speech-test">
        <p className="speech-test__intro">
          {t('speech.intro')} <span className="speech-test__private">{t('speech.onDevice')}</span>
        </p>
        <div className="speech-test__practice">
          <TargetPicker
            value={input}
            onChange={(value) => {
              setInput(value);
              setShowTargetProblem(false);
            }}
            parsed={parsed}
            showProblem={showTargetProblem}
            disabled={recorderActive || busy}
            inputRef={inputRef}
          />
          <RecorderPanel
            state={recorder.state}
            busy={busy}
            onStart={() => void record()}
            onStop={recorder.stop}
            onFile={(file) => void upload(file)}
            notice={recorderNotice()}
            fileName={fileName}
            recordButtonRef={recordButtonRef}
            willAskPermission={permission === 'prompt'}
          />
        </div>
        <section
          className="speech-card speech-results"
          aria-labelledby={resultId}
          aria-busy={busy}
          data-status={evaluation.status}
        >
          <h2 id={resultId} className="speech-card__title">
            <span className="speech-card__step" aria-hidden="true">
              3
            </span>
            {t('speech.result.title')}
          </h2>
          {evaluation.status === 'idle' && <p className="speech-results__empty">{t('speech.result.empty')}</p>}
          {evaluation.status === 'evaluating' && (
            <div className="speech-results__progress">
              <p>
                <span className="spinner" aria-hidden="true" /> {t('speech.result.evaluating')}
              </p>
              <progress aria-label={t('speech.result.evaluating')} />
            </div>
          )}
          {evaluation.status === 'failed' && (
            <div className="speech-refusal">
              <p className="speech-refusal__message">{failureText()}</p>
              <button type="button" className="button button--primary" onClick={retry}>
                {t('speech.result.tryAgain')}
              </button>
            </div>
          )}
          {evaluation.status === 'done' && (
            <>
              <div className="speech-results__head">
                <TargetDisplay target={evaluation.target} />
                {playback && (
                  <div className="speech-results__playback">
                    <audio controls src={playback.url} aria-label={t('speech.result.playback')} />
                    {playback.seconds !== null && (
                      <span className="muted">
                        {t('speech.result.duration', { seconds: playback.seconds.toFixed(1) })}
                      </span>
                    )}
                  </div>
                )}
              </div>
              <ResultView result={evaluation.result} onRetry={retry} />
            </>
          )}
        </section>
        <p className="visually-hidden" role="status" aria-live="polite" data-testid="speech-announcement">
          {announcement}
        </p>
      </div>
    </ScreenFrame>
  );
}
