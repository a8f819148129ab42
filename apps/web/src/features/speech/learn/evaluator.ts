import { useCallback, useEffect, useRef } from 'react';
import { encodeWavPcm16 } from '@hanyu/speech/audio/wav-writer';
import type { EvaluationRequest, EvaluationResult } from '@hanyu/speech/evaluation/result-types';
import { EvaluateSentence, EvaluateWord } from '@hanyu/contracts/psc/evaluation';
import { callApiWithRecording } from '../../../shared/api/api-client.ts';
import { useEvaluationProgress } from '../../../shared/api/evaluation-progress.ts';
import { toProblem, type Problem } from '../../../shared/api/problem.ts';
import { EvaluationClient, EvaluationError } from '../../../shared/evaluation/evaluation-client.ts';
import { useSession } from '../../../shared/session/session-store.ts';
import { useVoiceProfile } from '../../../shared/voice-profile/use-voice-profile.ts';
import { deviceResultPayload, newResultId } from './device-result.ts';
import { sendDeviceResult } from './send-device-result.ts';
import { useEvaluationPlace, type EvaluationPlace } from './evaluation-place.ts';

export type { EvaluationPlace } from './evaluation-place.ts';

/**
 * What to evaluate against, for both places: the engine's request (on the device) and the
 * evaluation call's payload (on the server, which also keeps the recording in the learner's history).
 */
export interface EvaluationTarget {
  request: EvaluationRequest;
  server:
    | { route: 'word'; payload: { pinyin: string } | { text: string } }
    | {
        route: 'sentence';
        payload:
          | { text: string }
          | { pinyin: string }
          | { passageId: string }
          | { topicId: string }
          | { exerciseId: string };
      };
}

export interface EvaluatorOptions {
  /** The learning entry the screen teaches (a practice's link back). */
  lessonKey?: string;
  /**
   * Always the server for a signed-in learner (the reading corner: only a kept recording can be
   * shared); a visitor still evaluates on the device.
   */
  serverOnly?: boolean;
  /** Told the id of each recording the server keeps (its evaluation record). */
  onServerRecord?: (id: string) => void;
}

/**
 * The evaluation of recordings for the learning screens. The same engine runs in both places, so
 * both give the same result; the server keeps the recording in the learner's history. The server
 * needs a signed-in learner: visitors always evaluate on the device. A signed-in learner's result
 * made on the device is sent without its recording (scores and syllable verdicts), so it counts
 * among the learner's results; `lessonKey` is the learning entry the screen teaches, their link back.
 *
 * Both places judge the voice against the learner's voice profile. On the device the profile goes
 * to the engine with the recording and the result's evidence goes back into it (the server's copy
 * for a signed-in learner, this browser's for a visitor); the server does both itself, and the
 * page then reads the grown profile again.
 */
export function useEvaluator(options: EvaluatorOptions = {}) {
  const { lessonKey, serverOnly = false, onServerRecord } = options;
  const signedIn = useSession((state) => Boolean(state.userInfo.token));
  const [chosen, choose] = useEvaluationPlace();
  const client = useRef<EvaluationClient | null>(null);
  const { store: profiles } = useVoiceProfile();
  useEffect(() => () => client.current?.dispose(), []);
  const place: EvaluationPlace = signedIn ? (serverOnly ? 'server' : chosen) : 'device';
  const told = useRef(onServerRecord);
  told.current = onServerRecord;
  // The server's progress of the evaluation under way, heard on the live socket when evaluating there.
  const { progress, tracked } = useEvaluationProgress(place === 'server');
  const evaluate = useCallback(
    async (samples: Float32Array, sampleRate: number, target: EvaluationTarget): Promise<EvaluationResult> => {
      // Both places evaluate the same bytes, the 16-bit WAV the server would receive, so they agree
      // to the last digit (the engine is deterministic and the same code in both).
      const wav = encodeWavPcm16(samples, sampleRate);
      if (place === 'server') {
        const practice = 'pinyin' in target.server.payload || 'text' in target.server.payload;
        const record = await tracked((progressId) => {
          const about = {
            ...target.server.payload,
            ...(practice && lessonKey !== undefined ? { lessonKey } : {}),
            progressId,
          };
          return target.server.route === 'word'
            ? callApiWithRecording(EvaluateWord, about, wav)
            : callApiWithRecording(EvaluateSentence, about, wav);
        });
        void profiles.refresh();
        told.current?.(record.id);
        // The contract mirrors the engine's result type (its schema is checked against it on the
        // server), less the speaker evidence, which the server has already folded in.
        return { ...record.result, speaker: null } as EvaluationResult;
      }
      client.current ??= new EvaluationClient();
      const result = await client.current.evaluateWav(wav.slice().buffer, target.request, {
        profile: profiles.current(),
      });
      void profiles.add(result.speaker);
      if (signedIn) {
        const made = { clientId: newResultId(), durationMs: (samples.length / sampleRate) * 1000, lessonKey };
        void sendDeviceResult(deviceResultPayload(result, target, made));
      }
      return result;
    },
    [place, profiles, signedIn, lessonKey, tracked],
  );

  return { place, choose, canUseServer: signedIn, evaluate, progress };
}

/** Why an evaluation failed, as the learner is told: a slow device or network, or 评测失败. */
export function evaluationProblem(error: unknown): Problem {
  if (error instanceof EvaluationError) {
    return { id: error.problem === 'timeout' ? 'NetworkUnstable' : 'EvaluationFailed', message: error.message };
  }
  return toProblem(error);
}
