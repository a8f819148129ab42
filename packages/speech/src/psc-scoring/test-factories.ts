/**
 * Small factories of engine results for the scorer's tests: a syllable with a given status,
 * component scores and times, a reading of n syllables at a steady pace, a free-speaking result.
 * Test support only; the numbers are whatever each test states.
 */
import { SyllableStatus } from '@hanyu/contracts/constants/phonetics';
import type { RecordingQualityCode } from '@hanyu/contracts/errors/speech-codes';
import type {
  EvaluationResult,
  ExpectedSyllable,
  QualityVerdict,
  SyllableResult,
  SyllableStatusCode,
} from '../evaluation/result-types.ts';

export function buildExpected(overrides: Partial<ExpectedSyllable> = {}): ExpectedSyllable {
  return {
    hanzi: '妈',
    pinyin: 'ma',
    initial: 'm',
    final: 'a',
    citationTone: 1,
    expectedTone: 1,
    wordIndex: 0,
    ...overrides,
  };
}

export interface SyllableSpec {
  status?: SyllableStatusCode;
  initial?: number;
  final?: number;
  tone?: number;
  start?: number;
  /** Seconds; the syllable lasts 0.25 s unless told. */
  length?: number;
  expected?: Partial<ExpectedSyllable>;
  contour?: number[];
  target?: number[];
}

const INITIAL_WRONG = new Set<number>([1, 3, 5]);
const FINAL_WRONG = new Set<number>([2, 3, 6]);
const TONE_WRONG = new Set<number>([4, 5, 6]);

export function buildSyllable(spec: SyllableSpec = {}): SyllableResult {
  const status = spec.status ?? SyllableStatus.Correct;
  const missing = status === SyllableStatus.Missing;
  const start = spec.start ?? 0;
  const expected = buildExpected(spec.expected);
  return {
    expected,
    status,
    startSeconds: missing ? null : start,
    endSeconds: missing ? null : start + (spec.length ?? 0.25),
    detectedTone: missing ? null : expected.expectedTone,
    toneConfidence: missing ? 0 : 0.9,
    initialCorrect: !missing && !INITIAL_WRONG.has(status),
    finalCorrect: !missing && !FINAL_WRONG.has(status),
    toneCorrect: !missing && !TONE_WRONG.has(status),
    contrasts: [],
    contour: spec.contour ?? [],
    target: spec.target ?? [],
    scores: missing
      ? { initial: 0, final: 0, tone: 0, overall: 0 }
      : {
          initial: spec.initial ?? (INITIAL_WRONG.has(status) ? 20 : 100),
          final: spec.final ?? (FINAL_WRONG.has(status) ? 20 : 100),
          tone: spec.tone ?? (TONE_WRONG.has(status) ? 20 : 100),
          overall: 90,
        },
  };
}

/**
 * n syllables read at a steady pace: syllable i starts at i × step seconds and lasts 0.25 s, two
 * syllables a word. `at` changes single syllables (by index) before they are placed.
 */
export function buildReading(n: number, at: Record<number, SyllableSpec> = {}, step = 0.3): SyllableResult[] {
  return Array.from({ length: n }, (_, i) =>
    buildSyllable({ start: i * step, ...at[i], expected: { wordIndex: Math.floor(i / 2), ...at[i]?.expected } }),
  );
}

export function buildQuality(overrides: Partial<QualityVerdict> = {}): QualityVerdict {
  return {
    code: null,
    evaluationCode: null,
    message: '',
    durationSeconds: 60,
    speechSeconds: 40,
    measures: {},
    ...overrides,
  };
}

export function buildResult(
  syllables: SyllableResult[],
  overrides: { extraSyllables?: number; quality?: Partial<QualityVerdict> } = {},
): EvaluationResult {
  return {
    quality: buildQuality(overrides.quality),
    syllables,
    words: [],
    extraSyllables: overrides.extraSyllables ?? 0,
    scores: { phoneme: 90, accuracy: 90, tone: 90, fluency: 90, integrity: 100, overall: 90 },
    problems: { initials: [], finals: [], tones: [] },
    profileUsed: false,
    speaker: null,
  };
}

/** A free-speaking (part 4) result: speech time, rate and long pauses as the engine reports them. */
export function buildFreeResult(
  measures: { speechSeconds?: number; speechRate?: number; longPauses?: number } = {},
  quality: Partial<QualityVerdict> = {},
): EvaluationResult {
  return buildResult([], {
    quality: {
      durationSeconds: 180,
      speechSeconds: measures.speechSeconds ?? 140,
      measures: { speechRate: measures.speechRate ?? 3, longPauses: measures.longPauses ?? 0 },
      ...quality,
    },
  });
}

/** A recording the engine refused, with the code it gave. */
export function buildRefusedResult(code: RecordingQualityCode): EvaluationResult {
  return buildResult([], { quality: { code, speechSeconds: 0 } });
}
