/**
 * How an engine result is put into words and colours on the page: which message a refused
 * recording gets, which advice goes with it, and how each syllable status is shown. Pure: it
 * returns locale keys, the components translate them.
 */
import { RecordingQualityCode } from '@hanyu/contracts/errors/speech-codes';
import { EvaluationCode } from '@hanyu/contracts/errors/speech-codes';
import { SyllableStatus } from '@hanyu/contracts/constants/phonetics';
import type { EvaluationResult, QualityVerdict, SyllableStatusCode } from '@hanyu/speech/evaluation/result-types';

export type Advice = 'louder' | 'complete' | 'softer' | 'shorter' | 'quieter' | 'checkMicrophone' | 'content' | 'again';

/** What the learner can do about each refusal (ours: the spec gives the messages, not the remedies). */
const QUALITY_ADVICE: Record<RecordingQualityCode, Advice> = {
  [RecordingQualityCode.VolumeLow]: 'louder',
  [RecordingQualityCode.TooShort]: 'complete',
  [RecordingQualityCode.Distorted]: 'softer',
  [RecordingQualityCode.TooLong]: 'shorter',
  [RecordingQualityCode.LowSnr]: 'quieter',
  [RecordingQualityCode.LowSnrSevere]: 'quieter',
  [RecordingQualityCode.NoAudio]: 'checkMicrophone',
  [RecordingQualityCode.TooNoisy]: 'quieter',
  [RecordingQualityCode.ValidSpeechTooShort]: 'complete',
  [RecordingQualityCode.Clipped]: 'softer',
};

export type VerdictText =
  | { kind: 'quality'; key: `speech.quality.${RecordingQualityCode}`; advice: Advice }
  | { kind: 'evaluation'; key: `speech.evaluationCodes.${EvaluationCode}`; advice: Advice }
  | { kind: 'unknown'; advice: Advice };

export function isRefused(result: EvaluationResult): boolean {
  return result.scores === null;
}

/** The message for a refused recording: its quality code (7xxx) first, else its evaluation code (1-9). */
export function refusalText(verdict: QualityVerdict): VerdictText {
  if (verdict.code !== null) {
    return { kind: 'quality', key: `speech.quality.${verdict.code}`, advice: QUALITY_ADVICE[verdict.code] };
  }
  if (verdict.evaluationCode !== null) {
    const advice = verdict.evaluationCode === EvaluationCode.ContentProblem ? 'content' : 'again';
    return { kind: 'evaluation', key: `speech.evaluationCodes.${verdict.evaluationCode}`, advice };
  }
  return { kind: 'unknown', advice: 'again' };
}

/** An accepted recording's warning (evaluation codes 1-4, 9), or null. */
export function warningKey(verdict: QualityVerdict): `speech.evaluationCodes.${EvaluationCode}` | null {
  return verdict.code === null && verdict.evaluationCode !== null
    ? `speech.evaluationCodes.${verdict.evaluationCode}`
    : null;
}

export type StatusLook = 'correct' | 'error' | 'missing';

/** Jade for correct, amber for an error of initial, final or tone, grey for a missing syllable. */
export function statusLook(status: SyllableStatusCode): StatusLook {
  if (status === SyllableStatus.Correct) return 'correct';
  if (status === SyllableStatus.Missing) return 'missing';
  return 'error';
}

export function statusKey(status: SyllableStatusCode): `speech.status.${SyllableStatusCode}` {
  return `speech.status.${status}`;
}

/** mm:ss for the recorder's clock. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
