import type { PayloadOf } from '@hanyu/contracts/protocol/contract';
import type { RecordDeviceResult } from '@hanyu/contracts/psc/device-result';
import type { EvaluationResult } from '@hanyu/speech/evaluation/result-types';
import type { EvaluationTarget } from './evaluator.ts';

export type DeviceResultPayload = Omit<PayloadOf<typeof RecordDeviceResult>, 'token' | 'appCode' | 'clientType'>;

/** A fresh id for one result: a resend with it is the same result on the server. */
export function newResultId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/**
 * What the server keeps of an evaluation made on this device (decision 038): the scores and each
 * syllable's verdicts, never the recording, its timings or its pitch. A practice names the learning
 * entry it was made on, so the learner's results link back to it.
 */
export function deviceResultPayload(
  result: EvaluationResult,
  target: EvaluationTarget,
  made: { clientId: string; durationMs: number; lessonKey?: string | undefined },
): DeviceResultPayload {
  const about = target.server.payload;
  const practice = 'pinyin' in about || 'text' in about;
  const { scores } = result;
  return {
    clientId: made.clientId,
    ...about,
    ...(practice && made.lessonKey !== undefined ? { lessonKey: made.lessonKey } : {}),
    durationMs: Math.min(Math.round(made.durationMs), 200_000),
    result: {
      qualityCode: result.quality.code,
      scores: scores && {
        phoneme: scores.phoneme,
        accuracy: scores.accuracy,
        tone: scores.tone,
        fluency: scores.fluency,
        integrity: scores.integrity,
        overall: scores.overall,
      },
      syllables: result.syllables.map(({ expected, status, initialCorrect, finalCorrect, toneCorrect }) => ({
        expected: {
          hanzi: expected.hanzi,
          pinyin: expected.pinyin,
          initial: expected.initial as DeviceResultPayload['result']['syllables'][number]['expected']['initial'],
          final: expected.final,
          expectedTone: expected.expectedTone,
        },
        status,
        initialCorrect,
        finalCorrect,
        toneCorrect,
      })),
    },
  };
}
