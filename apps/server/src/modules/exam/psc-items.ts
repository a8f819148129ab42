import { PSC_OVERTIME_ALLOWANCE_SECONDS } from '@hanyu/contracts/psc/exam';
import {
  PSC_PART_SECONDS,
  PSC_SCORED_PASSAGE_SYLLABLES,
  PscPart,
  type PscPaperPart,
} from '@hanyu/contracts/psc/exam-paper';
import { PSC_PART_MAX_POINTS, type PscScoreReport } from '@hanyu/contracts/psc/exam-score';
import { pscPresentedItem } from '@hanyu/contracts/exam/exam-engine';
import type { EvaluationRequest, EvaluationResult, ExpectedSyllable } from '@hanyu/speech/evaluation/result-types';
import { scorePscPart, scorePscTest } from '@hanyu/speech/psc-scoring/score-paper';
import { MIN_SPEECH_SECONDS } from '@hanyu/speech/quality/quality-thresholds';
import type { KnownText } from '@hanyu/speech/scoring/read-text';
import type { EngineItem, QuestionKey } from './engine-paper.ts';

/**
 * The PSC's four parts as item types of the engine (psc-syllables, psc-words, psc-passage, psc-topic):
 * the item as the candidate sees it (the contract's `pscPresentedItem`), its answer (a recording of
 * the part, never a written answer), what the recording is judged against, and its scorer, the
 * official rules of 《普通话水平测试实施纲要》 (@hanyu/speech/psc-scoring). The PSC mock test builds its
 * items here; any later test may put a PSC part in its own paper.
 */

export type PscPartKey = Extract<QuestionKey, { kind: 'pscPart' }>;

/** A part's recording as kept: the engine's result (null when none) and the seconds used. */
export interface PscItemRecording {
  key: PscPartKey;
  result: EvaluationResult | null;
  seconds: number;
}

/** The engine's item of a PSC part: one question, the part's recording, with the item's own id. */
export function pscItem(
  part: PscPaperPart,
  expected: readonly ExpectedSyllable[],
  id: string = `p${part.part}`,
): EngineItem {
  const key: PscPartKey = {
    kind: 'pscPart',
    part: part.part,
    expected,
    scoredSyllables: part.part === PscPart.Passage ? Math.min(expected.length, PSC_SCORED_PASSAGE_SYLLABLES) : 0,
  };
  return {
    id,
    type: pscPresentedItem(part).type,
    presented: pscPresentedItem(part, id),
    questions: [{ id, question: '', key, points: PSC_PART_MAX_POINTS[part.part], explanation: '' }],
    transcript: null,
  };
}

/**
 * What a part's recording is judged against: the read syllables for parts 1–3, free speaking for the
 * topic, searched for a reading of any of `knownTexts` (the platform's passages). Reading parts may run
 * into overtime (scored by the official rule); the topic ends at its three minutes and the allowance.
 */
export function pscPartRequest(key: PscPartKey, knownTexts: readonly KnownText[] = []): EvaluationRequest {
  const maxSeconds = PSC_PART_SECONDS[key.part] + PSC_OVERTIME_ALLOWANCE_SECONDS;
  if (key.part === PscPart.Topic) {
    return {
      kind: 'free',
      minSeconds: 0,
      minSpeechSeconds: MIN_SPEECH_SECONDS,
      maxSeconds,
      ...(knownTexts.length > 0 ? { knownTexts } : {}),
    };
  }
  return { kind: 'syllables', syllables: [...key.expected], maxSeconds };
}

/** One part scored on its own, as a share of its points (0–1) with the official part score. */
export function scorePscItem(recording: PscItemRecording) {
  const scored = scorePscPart(
    recording.key.part,
    { result: recording.result, seconds: recording.seconds },
    { scoredSyllables: recording.key.scoredSyllables },
  );
  return { share: scored.score.points / scored.score.maxPoints, score: scored.score };
}

/**
 * A whole PSC of four parts, each recording scored by the official rules and part 4's pronunciation
 * estimated from the reading of parts 1–3 of the same test: the total out of 100 and its grade.
 */
export function scorePscItems(recordings: readonly PscItemRecording[]): PscScoreReport {
  const of = (part: PscPart) => {
    const found = recordings.find((recording) => recording.key.part === part);
    if (!found) throw new RangeError(`a PSC of four parts has no part ${part}`);
    return found;
  };
  const recordingOf = (part: PscPart) => ({ result: of(part).result, seconds: of(part).seconds });
  return scorePscTest({
    syllables: recordingOf(PscPart.Syllables),
    words: recordingOf(PscPart.Words),
    passage: { ...recordingOf(PscPart.Passage), scoredSyllables: of(PscPart.Passage).key.scoredSyllables },
    topic: recordingOf(PscPart.Topic),
  });
}
