import { useCallback, useEffect, useRef, useState } from 'react';
import { PeakHold, SILENCE_DBFS } from './level-meter.ts';
import {
  RecorderError,
  startRecording,
  type Recording,
  type RecorderProblem,
  type RecordingSession,
  type RecordingUpdate,
} from './recorder.ts';
import { MAX_RECORDING_SECONDS, StopRules, type StopReason } from './stop-rules.ts';

export type RecorderState =
  | { phase: 'idle' }
  /** Asking for the microphone (the browser may be showing its permission prompt). */
  | { phase: 'starting' }
  | { phase: 'recording'; update: RecordingUpdate; peakHoldDbfs: number }
  /** Stopped; the last samples are on their way. */
  | { phase: 'stopping'; reason: StopReason }
  | { phase: 'failed'; problem: RecorderProblem };

const INITIAL_UPDATE: RecordingUpdate = {
  progress: {
    elapsedSeconds: 0,
    remainingSeconds: MAX_RECORDING_SECONDS,
    silenceSeconds: 0,
    heardSpeech: false,
    speaking: false,
  },
  level: { rmsDbfs: SILENCE_DBFS, peakDbfs: SILENCE_DBFS },
};

/**
 * The recorder as a component uses it: its state for the button, meter and clock, and start/stop.
 * `start` resolves with the finished recording (null when it could not start or was cancelled).
 * Leaving the page cancels a recording in progress and frees the microphone.
 */
export function useRecorder(): {
  state: RecorderState;
  /** `maxSeconds` shortens the time limit (a passage's, say) below the three-minute maximum. */
  start: (options?: { maxSeconds?: number }) => Promise<Recording | null>;
  stop: () => void;
} {
  const [state, setState] = useState<RecorderState>({ phase: 'idle' });
  const session = useRef<RecordingSession | null>(null);

  useEffect(() => () => session.current?.cancel(), []);

  const start = useCallback(async (options: { maxSeconds?: number } = {}) => {
    if (session.current) return null;
    setState({ phase: 'starting' });
    const peakHold = new PeakHold();
    try {
      const current = await startRecording({
        onUpdate: (update) =>
          setState({
            phase: 'recording',
            update,
            peakHoldDbfs: peakHold.update(update.level.peakDbfs, update.progress.elapsedSeconds),
          }),
        onStop: (decision) => setState({ phase: 'stopping', reason: decision.reason }),
        ...(options.maxSeconds ? { rules: new StopRules({ maxSeconds: options.maxSeconds }) } : {}),
      });
      session.current = current;
      // Unless the first chunk has already arrived, the clock and meter start from zero.
      setState((now) =>
        now.phase === 'starting' ? { phase: 'recording', update: INITIAL_UPDATE, peakHoldDbfs: SILENCE_DBFS } : now,
      );
      const recording = await current.done;
      session.current = null;
      setState({ phase: 'idle' });
      return recording;
    } catch (error) {
      session.current = null;
      setState({ phase: 'failed', problem: error instanceof RecorderError ? error.problem : 'failed' });
      return null;
    }
  }, []);

  const stop = useCallback(() => session.current?.stop(), []);

  return { state, start, stop };
}
