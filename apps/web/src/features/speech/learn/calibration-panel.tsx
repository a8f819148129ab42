import { useEffect, useId, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import type { useRecorder } from '../../../shared/recorder/use-recorder.ts';
import { ProblemMessage } from '../../../shared/ui/problem-text.tsx';
import { readCalibration, rememberCalibration } from '../../../shared/voice-profile/calibration-memory.ts';
import { browserStorage } from '../../../shared/voice-profile/profile-backends.ts';
import { useVoiceProfile } from '../../../shared/voice-profile/use-voice-profile.ts';
import { tonesMarked } from '../../../shared/pinyin/pinyin-marks.ts';
import {
  CALIBRATION_STEPS,
  calibrationOutcome,
  calibrationReducer,
  calibrationTarget,
  initialCalibration,
  shouldOffer,
} from './calibration-steps.ts';
import { evaluationProblem, type useEvaluator } from './evaluator.ts';

interface CalibrationPanelProps {
  recorder: ReturnType<typeof useRecorder>;
  evaluator: ReturnType<typeof useEvaluator>;
}

/** The short voice calibration (calibration-steps.ts): five syllables, skip always at hand. */
export function CalibrationPanel({ recorder, evaluator }: CalibrationPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { state: profile, userId } = useVoiceProfile();
  const [state, dispatch] = useReducer(calibrationReducer, initialCalibration);

  const offer = shouldOffer({
    signedIn: userId !== null,
    remembered: userId ? readCalibration(browserStorage(), userId) : null,
    profileLoaded: profile.status === 'ready',
    profile: profile.status === 'ready' ? profile.profile : null,
  });
  useEffect(() => {
    if (offer && state.phase === 'hidden') dispatch({ type: 'offer' });
  }, [offer, state.phase]);
  const outcome = calibrationOutcome(state);
  useEffect(() => {
    if (outcome && userId) rememberCalibration(browserStorage(), userId, outcome);
  }, [outcome, userId]);

  if (state.phase === 'hidden' || state.phase === 'skipped') return null;
  const recording = ['starting', 'recording', 'stopping'].includes(recorder.state.phase);

  const record = async (index: number) => {
    const done = await recorder.start();
    if (!done || done.decision.tooShort) {
      dispatch({ type: 'failed', problem: done ? { id: 'RecordingTooShort', message: '' } : null });
      return;
    }
    dispatch({ type: 'recorded' });
    try {
      const result = await evaluator.evaluate(done.samples, done.sampleRate, calibrationTarget(index));
      dispatch({ type: 'evaluated', accepted: result.quality.code === null });
    } catch (error) {
      dispatch({ type: 'failed', problem: evaluationProblem(error) });
    }
  };

  // Skipping is always possible, mid-recording too (the recording then ends unevaluated by the steps).
  const skip = () => {
    if (recording) recorder.stop();
    dispatch({ type: 'skip' });
  };

  return (
    <section className="learn-calibration" aria-labelledby={titleId} data-testid="voice-calibration">
      <h2 id={titleId} className="speech-section-title">
        {t('learn.calibration.title')}
      </h2>
      {state.phase === 'done' ? (
        <p role="status" data-testid="voice-calibration-done">
          {t('learn.calibration.done')}
        </p>
      ) : (
        <>
          <p className="muted">{t('learn.calibration.intro')}</p>
          <ol className="learn-calibration__syllables" aria-label={t('learn.practice.items')}>
            {Array.from({ length: CALIBRATION_STEPS }, (_, i) => (
              <li
                key={i}
                lang="zh-Latn-pinyin"
                aria-current={state.phase === 'reading' && state.index === i ? 'step' : undefined}
                data-done={state.phase === 'reading' && i < state.index ? 'true' : undefined}
              >
                {tonesMarked(calibrationTarget(i).pinyin)}
              </li>
            ))}
          </ol>
          {state.phase === 'reading' && (
            <p aria-live="polite" data-testid="voice-calibration-step">
              {t('learn.calibration.step', { current: state.index + 1, total: CALIBRATION_STEPS })}{' '}
              <strong className="learn-calibration__target" lang="zh-Latn-pinyin">
                {tonesMarked(calibrationTarget(state.index).pinyin)}
              </strong>
            </p>
          )}
          <p className="learn-calibration__actions">
            {state.phase === 'offered' && (
              <button type="button" className="button button--primary" onClick={() => dispatch({ type: 'start' })}>
                {t('learn.calibration.start')}
              </button>
            )}
            {state.phase === 'reading' &&
              (recording ? (
                <button type="button" className="button button--danger" onClick={recorder.stop}>
                  <span aria-hidden="true">■</span> {t('speech.recorder.stop')}
                </button>
              ) : (
                <button
                  type="button"
                  className="button button--primary"
                  disabled={state.busy}
                  onClick={() => void record(state.index)}
                >
                  <span aria-hidden="true">●</span> {t('learn.calibration.record')}
                </button>
              ))}
            <button type="button" className="button button--quiet" onClick={skip} data-testid="voice-calibration-skip">
              {t('learn.calibration.skip')}
            </button>
          </p>
          {state.phase === 'reading' && state.busy && (
            <p role="status">
              <span className="spinner" aria-hidden="true" /> {t('speech.result.evaluating')}
            </p>
          )}
          {state.phase === 'reading' && state.refused && <p role="alert">{t('learn.calibration.refused')}</p>}
          {state.phase === 'reading' && <ProblemMessage problem={state.problem} />}
        </>
      )}
    </section>
  );
}
