/**
 * When a recording ends, as a small state machine fed with the level of each chunk of sound:
 * - the learner presses stop (a recording shorter than MIN_RECORDING_SECONDS is too short to keep);
 * - three minutes have been recorded (the longest recording the engine and server accept);
 * - ten seconds pass without speech (spec section 9, "pause auto-stop 10 s"; evaluation code 9).
 * Speech is told from silence by level against the room's noise floor, the quietest chunk of the last
 * few seconds (minimum statistics). The rule errs towards "speech": a noisy room keeps the recorder
 * going (to the three-minute limit at worst) rather than cutting a learner off mid-sentence.
 * Pure: no clock, no audio.
 */
import { Limits } from '@hanyu/contracts/constants/limits';
import { RecordingLimits } from '@hanyu/contracts/psc/evaluation-upload';

export const MAX_RECORDING_SECONDS = RecordingLimits.maxSeconds;
export const PAUSE_AUTO_STOP_SECONDS = Limits.pauseAutoStopSeconds;
/**
 * Shortest recording kept. The engine refuses anything under 0.35 s (code 7002); a press of record
 * and stop in under half a second is a slip, not an attempt, and is not worth evaluating.
 */
export const MIN_RECORDING_SECONDS = 0.5;
/** Sound quieter than this is never speech, however quiet the room. */
export const SPEECH_FLOOR_DBFS = -55;
/** Sound this far above the room's noise floor counts as speech. */
export const SPEECH_ABOVE_NOISE_DB = 8;
/**
 * The noise floor is the quietest chunk of this many seconds: long enough to hold a gap between
 * syllables however fast the speech, short enough to follow a room that gets louder.
 */
export const NOISE_WINDOW_SECONDS = 3;
/**
 * When a pause ends the recording, the silence after the last speech is cut to this much: the ten
 * seconds of waiting hold nothing to judge and would only cost evaluation time.
 */
export const PAUSE_TAIL_SECONDS = 1;

export type StopReason = 'manual' | 'maxDuration' | 'pause';

export interface StopDecision {
  reason: StopReason;
  /** How much of the recording to keep, from its start, in seconds. */
  keepSeconds: number;
  /** Stopped before MIN_RECORDING_SECONDS: discard it and say it was too short. */
  tooShort: boolean;
}

export interface RecordingProgress {
  elapsedSeconds: number;
  remainingSeconds: number;
  /** Time since the last speech (or since the start, before any speech). */
  silenceSeconds: number;
  /** Whether any speech has been heard yet. */
  heardSpeech: boolean;
  /** Whether the latest chunk was speech. */
  speaking: boolean;
}

export interface StopRuleOptions {
  maxSeconds: number;
  pauseSeconds: number;
  minSeconds: number;
}

const DEFAULTS: StopRuleOptions = {
  maxSeconds: MAX_RECORDING_SECONDS,
  pauseSeconds: PAUSE_AUTO_STOP_SECONDS,
  minSeconds: MIN_RECORDING_SECONDS,
};

export class StopRules {
  private readonly options: StopRuleOptions;
  private elapsed = 0;
  private lastSpeechEnd: number | null = null;
  /** Recent chunks' levels and end times, for the noise floor. */
  private recent: { end: number; rmsDbfs: number }[] = [];
  private speaking = false;
  private decision: StopDecision | null = null;

  constructor(options: Partial<StopRuleOptions> = {}) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** The quietest level of the last NOISE_WINDOW_SECONDS, the current chunk included. */
  private noiseFloor(): number {
    this.recent = this.recent.filter((chunk) => chunk.end > this.elapsed - NOISE_WINDOW_SECONDS);
    return Math.min(...this.recent.map((chunk) => chunk.rmsDbfs));
  }

  /**
   * One more chunk of the recording, `seconds` long at level `rmsDbfs`. Returns the decision to stop,
   * or null to go on. After a decision, further chunks change nothing and return it again.
   */
  push(seconds: number, rmsDbfs: number): StopDecision | null {
    if (this.decision) return this.decision;
    this.elapsed += seconds;
    this.recent.push({ end: this.elapsed, rmsDbfs });
    this.speaking = rmsDbfs > SPEECH_FLOOR_DBFS && rmsDbfs >= this.noiseFloor() + SPEECH_ABOVE_NOISE_DB;
    if (this.speaking) this.lastSpeechEnd = this.elapsed;

    if (this.elapsed >= this.options.maxSeconds) {
      return this.settle({ reason: 'maxDuration', keepSeconds: this.options.maxSeconds, tooShort: false });
    }
    if (this.silence() >= this.options.pauseSeconds) {
      const keepSeconds =
        this.lastSpeechEnd === null ? this.elapsed : Math.min(this.elapsed, this.lastSpeechEnd + PAUSE_TAIL_SECONDS);
      return this.settle({ reason: 'pause', keepSeconds, tooShort: false });
    }
    return null;
  }

  /** The learner pressed stop. */
  stop(): StopDecision {
    if (this.decision) return this.decision;
    return this.settle({
      reason: 'manual',
      keepSeconds: this.elapsed,
      tooShort: this.elapsed < this.options.minSeconds,
    });
  }

  get stopped(): StopDecision | null {
    return this.decision;
  }

  get progress(): RecordingProgress {
    return {
      elapsedSeconds: this.elapsed,
      remainingSeconds: Math.max(0, this.options.maxSeconds - this.elapsed),
      silenceSeconds: this.silence(),
      heardSpeech: this.lastSpeechEnd !== null,
      speaking: this.speaking,
    };
  }

  private silence(): number {
    return this.elapsed - (this.lastSpeechEnd ?? 0);
  }

  private settle(decision: StopDecision): StopDecision {
    this.decision = decision;
    return decision;
  }
}
