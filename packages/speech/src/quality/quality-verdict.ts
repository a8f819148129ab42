/**
 * Turns a quality report into the public verdict: the refusal code of section 8 with its message,
 * and the evaluation code 1-9 that explains a refusal or warns about an accepted recording.
 */
import {
  EvaluationCode,
  evaluationMessages,
  RecordingQualityCode,
  recordingQualityMessages,
} from '@hanyu/contracts/errors/speech-codes';
import type { EvaluationCodeValue, QualityVerdict } from '../evaluation/result-types.ts';
import type { QualityOptions, QualityReport } from './recording-quality.ts';
import {
  FREE_SPEAKING_MIN_SECONDS,
  FREE_SPEAKING_MIN_SPEECH_SECONDS,
  MIN_SPEECH_SECONDS,
  MIN_SPEECH_SECONDS_PER_SYLLABLE,
  NOISY_WARNING_SNR_DB,
  NOTICEABLE_CLIPPING_RATIO,
  VOLUME_QUIET_WARNING_DBFS,
} from './quality-thresholds.ts';

/** What the task asks for: a known number of syllables, or free speaking (section 9's 30 s / 10 s). */
export type QualityTask =
  | { kind: 'read'; syllableCount: number; maxSeconds?: number }
  | { kind: 'free'; minSeconds?: number; minSpeechSeconds?: number; maxSeconds?: number };

export function qualityOptionsFor(task: QualityTask): QualityOptions {
  if (task.kind === 'free') {
    return {
      minRecordingSeconds: task.minSeconds ?? FREE_SPEAKING_MIN_SECONDS,
      minEffectiveSpeechSeconds: task.minSpeechSeconds ?? FREE_SPEAKING_MIN_SPEECH_SECONDS,
      ...(task.maxSeconds === undefined ? {} : { maxRecordingSeconds: task.maxSeconds }),
    };
  }
  return {
    minEffectiveSpeechSeconds: Math.max(MIN_SPEECH_SECONDS, task.syllableCount * MIN_SPEECH_SECONDS_PER_SYLLABLE),
    ...(task.maxSeconds === undefined ? {} : { maxRecordingSeconds: task.maxSeconds }),
  };
}

/**
 * Why a refused recording failed, in the terms of the evaluation codes: what the learner can
 * change. Length and distortion problems are "recording not meeting requirements" (8).
 */
function refusalEvaluationCode(report: QualityReport): EvaluationCodeValue {
  if (report.pauseStopped) return EvaluationCode.PauseTooLong;
  switch (report.code) {
    case RecordingQualityCode.NoAudio:
      return EvaluationCode.NoSpeech;
    case RecordingQualityCode.VolumeLow:
      return EvaluationCode.VolumeLow;
    case RecordingQualityCode.Clipped:
      return EvaluationCode.VolumeHigh;
    case RecordingQualityCode.LowSnr:
    case RecordingQualityCode.LowSnrSevere:
    case RecordingQualityCode.TooNoisy:
      return EvaluationCode.NoiseHigh;
    case RecordingQualityCode.ValidSpeechTooShort:
      // Hardly any speech at all is "no speech"; some, but less than the task needs, is a refusal.
      return report.measures.effectiveSpeechSeconds < MIN_SPEECH_SECONDS
        ? EvaluationCode.NoSpeech
        : EvaluationCode.RecordingRejected;
    default:
      return EvaluationCode.RecordingRejected;
  }
}

/** A warning about an accepted recording, most consequential first; null when there is none. */
function warningCode(report: QualityReport): EvaluationCodeValue | null {
  const m = report.measures;
  if (report.pauseStopped) return EvaluationCode.PauseTooLong;
  if (m.clippedRatio > NOTICEABLE_CLIPPING_RATIO) return EvaluationCode.VolumeHigh;
  if (m.snrDb < NOISY_WARNING_SNR_DB) return EvaluationCode.NoiseHigh;
  if (m.speechLevelDbfs < VOLUME_QUIET_WARNING_DBFS) return EvaluationCode.VolumeLow;
  return null;
}

function roundMeasure(value: number): number {
  return Math.round(value * 1000) / 1000;
}

export function qualityVerdict(report: QualityReport): QualityVerdict {
  const m = report.measures;
  const measures: Record<string, number> = {};
  for (const [key, value] of Object.entries(m)) measures[key] = roundMeasure(value);
  return {
    code: report.code,
    evaluationCode: report.code === null ? warningCode(report) : refusalEvaluationCode(report),
    message: report.code === null ? '' : recordingQualityMessages[report.code],
    durationSeconds: roundMeasure(m.durationSeconds),
    speechSeconds: roundMeasure(m.effectiveSpeechSeconds),
    measures,
  };
}

/** The verdict for a request that cannot be evaluated whatever the audio (code 7: empty text ...). */
export function contentProblemVerdict(durationSeconds: number): QualityVerdict {
  return {
    code: null,
    evaluationCode: EvaluationCode.ContentProblem,
    message: evaluationMessages[EvaluationCode.ContentProblem],
    durationSeconds: roundMeasure(durationSeconds),
    speechSeconds: 0,
    measures: {},
  };
}

/**
 * Adds the evaluation's own warning (4: too much wrong or missed reading) to an accepted verdict,
 * unless a more serious one (a pause that stopped the recording) is already there.
 */
export function withEvaluationWarning(verdict: QualityVerdict, code: EvaluationCodeValue | null): QualityVerdict {
  if (code === null || verdict.code !== null || verdict.evaluationCode === EvaluationCode.PauseTooLong) {
    return verdict;
  }
  return { ...verdict, evaluationCode: code };
}
