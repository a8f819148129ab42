/**
 * A part's score while it is built: its deductions in hundredths, the marks and measures behind
 * them, and `finish`, which turns it into the report's part (points floored at 0, two decimals).
 * A part with nothing to score (no recording, or one the engine refused) is `unscorable`.
 */
import { PscPart } from '@hanyu/contracts/psc/exam-paper';
import {
  PSC_PART_MAX_POINTS,
  PscScoreRule,
  type PscInvalidSpeechCause,
  type PscMark,
  type PscPartScore,
  type PscSystematicSound,
} from '@hanyu/contracts/psc/exam-score';
import type { EvaluationResult } from '../evaluation/result-types.ts';
import { fromHundredths, toHundredths, type Hundredths } from './score-rules.ts';
import type { ReadingSample } from './topic-measures.ts';

/** One part's recording as the exam kept it: the engine's result (null when none) and the time used. */
export interface PscPartRecording {
  result: EvaluationResult | null;
  /** Seconds the candidate used on the part (the recording's length). */
  seconds: number;
}

export interface Deduction {
  rule: PscScoreRule;
  count: number | null;
  level: number | null;
  points: Hundredths;
  estimate: boolean;
  cause?: PscInvalidSpeechCause;
}

export interface PartDraft {
  part: PscPart;
  deductions: Deduction[];
  notAssessed?: PscScoreRule[];
  marks?: PscMark[];
  systematicSounds?: PscSystematicSound[];
  measures?: Record<string, number>;
  /** What the part's read syllables add to part 4's pronunciation estimate. */
  reading?: ReadingSample;
}

export interface ScoredPart {
  score: PscPartScore;
  points: Hundredths;
  reading: ReadingSample | null;
}

function round3(value: number): number {
  return Number.isFinite(value) ? Math.round(value * 1000) / 1000 : 0;
}

export function finish(draft: PartDraft): ScoredPart {
  const max = toHundredths(PSC_PART_MAX_POINTS[draft.part]);
  const taken = draft.deductions.reduce((sum, d) => sum + d.points, 0);
  const points = Math.max(0, max - taken);
  const notAssessed = draft.notAssessed ?? [];
  const measures = Object.fromEntries(Object.entries(draft.measures ?? {}).map(([k, v]) => [k, round3(v)]));
  return {
    points,
    reading: draft.reading ?? null,
    score: {
      part: draft.part,
      maxPoints: fromHundredths(max),
      points: fromHundredths(points),
      estimate: draft.deductions.some((d) => d.estimate) || notAssessed.length > 0,
      deductions: draft.deductions.map((d) => ({ ...d, points: fromHundredths(d.points) })),
      notAssessed,
      marks: draft.marks ?? [],
      systematicSounds: draft.systematicSounds ?? [],
      measures,
    },
  };
}

/** A part with nothing to score: no recording, or one the engine could not judge. */
export function unscorable(part: PscPart, recording: PscPartRecording): PartDraft | null {
  const { result } = recording;
  if (result === null) return { part, deductions: [wholePart(part, PscScoreRule.NoRecording)] };
  if (result.quality.code === null && (part === PscPart.Topic || result.syllables.length > 0)) return null;
  return {
    part,
    deductions: [wholePart(part, PscScoreRule.RecordingRefused)],
    measures: {
      qualityCode: result.quality.code ?? 0,
      evaluationCode: result.quality.evaluationCode ?? 0,
      seconds: recording.seconds,
    },
  };
}

/** The whole part taken by one rule that is measured, not estimated. */
export function wholePart(part: PscPart, rule: PscScoreRule, count: number | null = null): Deduction {
  return { rule, count, level: null, points: toHundredths(PSC_PART_MAX_POINTS[part]), estimate: false };
}
