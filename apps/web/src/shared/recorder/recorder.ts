/**
 * Records the microphone for the evaluation engine: getUserMedia, then an AudioWorklet
 * (recorder-worklet.ts) that streams 16 kHz mono chunks with their levels; the stop rules
 * (stop-rules.ts) end the recording on a pause, at the time limit or when the learner stops.
 * Everything stays in the page: nothing is uploaded.
 */
import { type Level } from './level-meter.ts';
import {
  RECORDER_PROCESSOR,
  type FromRecorderWorklet,
  type RecorderProcessorOptions,
  type StopMessage,
} from './recorder-messages.ts';
import { StopRules, type RecordingProgress, type StopDecision } from './stop-rules.ts';
import { ENGINE_SAMPLE_RATE } from './wav-file.ts';
import workletUrl from './recorder-worklet.ts?worker&url';

/**
 * Why recording cannot start. The spec's message for the first three is "browser unsupported or
 * microphone permission needed" (section 8); the page adds what to do about each.
 */
export type RecorderProblem = 'unsupported' | 'insecure' | 'permissionDenied' | 'noDevice' | 'deviceBusy' | 'failed';

export class RecorderError extends Error {
  override name = 'RecorderError';

  constructor(
    readonly problem: RecorderProblem,
    message: string,
  ) {
    super(message);
  }
}

/** How long to wait for the worklet's last samples after a stop before giving up on them. */
const END_TIMEOUT_MS = 1000;

/** Whether this browser can record here at all; null when it can. */
export function recorderSupportProblem(): RecorderProblem | null {
  if (typeof window === 'undefined') return 'unsupported';
  if (!window.isSecureContext) return 'insecure';
  if (!navigator.mediaDevices?.getUserMedia || typeof AudioContext === 'undefined') return 'unsupported';
  if (typeof AudioWorkletNode === 'undefined') return 'unsupported';
  return null;
}

export type MicrophonePermission = 'granted' | 'denied' | 'prompt' | 'unknown';

/** The microphone permission as the browser reports it before asking (not every browser can say). */
export async function microphonePermission(): Promise<MicrophonePermission> {
  try {
    const status = await navigator.permissions.query({ name: 'microphone' as PermissionName });
    return status.state;
  } catch {
    return 'unknown';
  }
}

function problemOf(error: unknown): RecorderProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') {
    return 'permissionDenied';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'noDevice';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'deviceBusy';
  return 'failed';
}

export interface RecordingUpdate {
  progress: RecordingProgress;
  level: Level;
}

export interface Recording {
  /** Mono samples at the engine's 16 kHz. */
  samples: Float32Array;
  sampleRate: number;
  decision: StopDecision;
}

export interface RecordingSession {
  /** The learner's stop. */
  stop(): void;
  /** Ends at once and throws the recording away (leaving the page, for instance). */
  cancel(): void;
  /** The recording once a stop rule has ended it; null when it was cancelled. */
  done: Promise<Recording | null>;
}

export interface RecordingOptions {
  /** About 20 times a second while recording. */
  onUpdate?: (update: RecordingUpdate) => void;
  /** When recording stops (before the last samples arrive), with the rule that stopped it. */
  onStop?: (decision: StopDecision) => void;
  /**
   * Every chunk of 16 kHz samples as it arrives, for callers that save a recording while it is
   * made (the mock PSC uploads it in segments). Chunks after the stop are still delivered.
   */
  onSamples?: (samples: Float32Array) => void;
  rules?: StopRules;
}

async function openMicrophone(): Promise<MediaStream> {
  try {
    return await navigator.mediaDevices.getUserMedia({
      // Echo cancellation and noise suppression reshape the voice the engine is to judge; the gain
      // control only levels it, and helps a quiet learner.
      audio: { channelCount: 1, echoCancellation: false, noiseSuppression: false, autoGainControl: true },
    });
  } catch (error) {
    throw new RecorderError(problemOf(error), error instanceof Error ? error.message : String(error));
  }
}

function joined(parts: Float32Array[], limit: number): Float32Array {
  const length = Math.min(
    limit,
    parts.reduce((sum, part) => sum + part.length, 0),
  );
  const out = new Float32Array(length);
  let offset = 0;
  for (const part of parts) {
    if (offset >= length) break;
    const piece = part.subarray(0, length - offset);
    out.set(piece, offset);
    offset += piece.length;
  }
  return out;
}

/**
 * Starts recording. Call it from a click or key press: browsers let an AudioContext start only
 * after a user gesture. Throws RecorderError when recording cannot start.
 */
export async function startRecording(options: RecordingOptions = {}): Promise<RecordingSession> {
  const unsupported = recorderSupportProblem();
  if (unsupported) throw new RecorderError(unsupported, 'Recording is not available in this browser.');
  const stream = await openMicrophone();
  const context = new AudioContext({ latencyHint: 'interactive' });
  const release = () => {
    stream.getTracks().forEach((track) => track.stop());
    void context.close().catch(() => undefined);
  };
  let node: AudioWorkletNode;
  try {
    await context.resume();
    await context.audioWorklet.addModule(workletUrl);
    const processorOptions: RecorderProcessorOptions = { outputRate: ENGINE_SAMPLE_RATE };
    node = new AudioWorkletNode(context, RECORDER_PROCESSOR, {
      numberOfInputs: 1,
      numberOfOutputs: 0,
      processorOptions,
    });
    context.createMediaStreamSource(stream).connect(node);
  } catch (error) {
    release();
    throw new RecorderError('failed', error instanceof Error ? error.message : String(error));
  }

  const rules = options.rules ?? new StopRules();
  const parts: Float32Array[] = [];
  let decision: StopDecision | null = null;
  let settle: (recording: Recording | null) => void = () => undefined;
  const done = new Promise<Recording | null>((resolve) => {
    settle = resolve;
  });
  let endTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const close = () => {
    closed = true;
    clearTimeout(endTimer);
    node.port.onmessage = null;
    release();
  };

  const complete = () => {
    if (closed) return;
    close();
    if (!decision) return;
    const keep = Math.round(decision.keepSeconds * ENGINE_SAMPLE_RATE);
    settle({ samples: joined(parts, keep), sampleRate: ENGINE_SAMPLE_RATE, decision });
  };

  const finish = (stop: StopDecision) => {
    if (decision || closed) return;
    decision = stop;
    options.onStop?.(stop);
    const message: StopMessage = { type: 'stop' };
    node.port.postMessage(message);
    endTimer = setTimeout(complete, END_TIMEOUT_MS);
  };

  node.port.onmessage = (event: MessageEvent<FromRecorderWorklet>) => {
    const message = event.data;
    parts.push(message.samples);
    options.onSamples?.(message.samples);
    if (message.type === 'end') {
      complete();
      return;
    }
    if (decision) return;
    const stop = rules.push(message.seconds, message.rmsDbfs);
    options.onUpdate?.({ progress: rules.progress, level: { rmsDbfs: message.rmsDbfs, peakDbfs: message.peakDbfs } });
    if (stop) finish(stop);
  };
  // A microphone unplugged mid-recording ends it as if the learner had pressed stop.
  stream.getAudioTracks().forEach((track) => track.addEventListener('ended', () => finish(rules.stop())));

  return {
    stop: () => finish(rules.stop()),
    cancel: () => {
      if (closed) return;
      close();
      settle(null);
    },
    done,
  };
}
