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
import { MAX_RECORDING_SECONDS, StopRules, type StopReason, type StopRuleOptions } from './stop-rules.ts';

export interface RecorderStartOptions extends Partial<StopRuleOptions> {
  /** Each chunk of samples as it is recorded (see RecordingOptions.onSamples). */
  onSamples?: (samples: Float32Array) => void;
}

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
  /**
   * `maxSeconds` changes the time limit (a passage's, say); `pauseSeconds` the silence that ends a
   * recording (Infinity: never).
   */
  start: (options?: RecorderStartOptions) => Promise<Recording | null>;
  stop: () => void;
} {
  const [state, setState] = useState<RecorderState>({ phase: 'idle' });
  const session = useRef<RecordingSession | null>(null);

  useEffect(() => () => session.current?.cancel(), []);

  const start = useCallback(async (options: RecorderStartOptions = {}) => {
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
        ...(options.onSamples ? { onSamples: options.onSamples } : {}),
        rules: new StopRules({
          ...(options.maxSeconds ? { maxSeconds: options.maxSeconds } : {}),
          ...(options.pauseSeconds ? { pauseSeconds: options.pauseSeconds } : {}),
        }),
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
