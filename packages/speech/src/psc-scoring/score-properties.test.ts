/**
 * Properties of the scorer over many generated tests. fast-check is not a dependency of the
 * repository, so the cases come from a small seeded generator: the same cases on every run.
 */
import { describe, expect, it } from 'vitest';
import { SyllableStatus } from '@hanyu/contracts/constants/phonetics';
import { PSC_LEVELS } from '@hanyu/contracts/psc/score-service';
import { pscScoreReportSchema, type PscScoreReport } from '@hanyu/contracts/psc/exam-score';
import type { SyllableResult, SyllableStatusCode } from '../evaluation/result-types.ts';
import { scorePscTest, type PscScoringInput } from './score-paper.ts';
import { gradeFor, toHundredths } from './score-rules.ts';
import { buildFreeResult, buildReading, buildResult, type SyllableSpec } from './test-factories.ts';

/** mulberry32: a tiny seeded generator, 0 <= value < 1. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Aspect = 'initial' | 'final' | 'tone';
const ASPECTS: readonly Aspect[] = ['initial', 'final', 'tone'];
const ERROR_STATUS: Record<Aspect, SyllableStatusCode> = { initial: 1, final: 2, tone: 4 };

function randomSpecs(random: () => number, n: number): Record<number, SyllableSpec> {
  const specs: Record<number, SyllableSpec> = {};
  for (let i = 0; i < n; i += 1) {
    const roll = random();
    const aspect = ASPECTS[Math.floor(random() * 3)] ?? 'tone';
    if (roll < 0.04) specs[i] = { status: SyllableStatus.Missing };
    else if (roll < 0.14) specs[i] = { status: ERROR_STATUS[aspect] };
    else if (roll < 0.26) specs[i] = { [aspect]: 55 + Math.floor(random() * 13) };
  }
  return specs;
}

function randomInput(random: () => number): PscScoringInput {
  const maybe = <T>(value: T) => (random() < 0.1 ? null : value);
  const reading = (n: number, step: number) => buildReading(n, randomSpecs(random, n), step);
  return {
    syllables: { result: maybe(buildResult(reading(100, 0.3))), seconds: 150 + random() * 150 },
    words: { result: maybe(buildResult(reading(100, 0.3))), seconds: 100 + random() * 120 },
    passage: {
      result: maybe(buildResult(reading(410, 0.25 + random() * 0.6), { extraSyllables: Math.floor(random() * 12) })),
      seconds: 150 + random() * 150,
      scoredSyllables: 400,
    },
    topic: {
      result: maybe(
        buildFreeResult({
          speechSeconds: 5 + random() * 150,
          speechRate: 0.5 + random() * 3.5,
          longPauses: Math.floor(random() * 40),
        }),
      ),
      seconds: 10 + random() * 175,
    },
  };
}

/** One said, error-free syllable of a result made one step worse: fine → defect → error. */
function worsen(syllables: SyllableResult[], random: () => number): SyllableResult[] | null {
  const candidates = syllables.map((s, i) => [s, i] as const).filter(([s]) => s.status === SyllableStatus.Correct);
  const picked = candidates[Math.floor(random() * candidates.length)];
  if (!picked) return null;
  const [syllable, index] = picked;
  const defective = ASPECTS.find((a) => syllable.scores[a] < 68);
  const aspect = defective ?? ASPECTS[Math.floor(random() * 3)] ?? 'tone';
  const worse: SyllableResult = defective
    ? {
        ...syllable,
        status: ERROR_STATUS[aspect],
        initialCorrect: aspect !== 'initial',
        finalCorrect: aspect !== 'final',
        toneCorrect: aspect !== 'tone',
        scores: { ...syllable.scores, [aspect]: 20 },
      }
    : { ...syllable, scores: { ...syllable.scores, [aspect]: 60 } };
  return syllables.map((s, i) => (i === index ? worse : s));
}

function hundredths(report: PscScoreReport): number[] {
  return report.parts.map((p) => toHundredths(p.points));
}

const CASES = 150;

describe('scorer properties', () => {
  it('gives a valid report whose total is the sum of its parts, each within its points', () => {
    const random = generator(20_240_601);
    for (let n = 0; n < CASES; n += 1) {
      const report = scorePscTest(randomInput(random));
      expect(pscScoreReportSchema.safeParse(report).success).toBe(true);
      expect(toHundredths(report.total)).toBe(hundredths(report).reduce((a, b) => a + b, 0));
      for (const part of report.parts) {
        const taken = part.deductions.reduce((sum, d) => sum + toHundredths(d.points), 0);
        expect(toHundredths(part.points)).toBe(Math.max(0, toHundredths(part.maxPoints) - taken));
        expect(part.points).toBeGreaterThanOrEqual(0);
      }
      expect(report.grade).toBe(gradeFor(toHundredths(report.total)));
    }
  });

  it('never scores a part or the total higher for a worse syllable', () => {
    const random = generator(7);
    const keys = ['syllables', 'words', 'passage'] as const;
    for (let n = 0; n < CASES; n += 1) {
      const test = randomInput(random);
      const key = keys[n % 3] ?? 'syllables';
      const result = test[key].result;
      if (!result) continue;
      const worse = worsen(result.syllables, random);
      if (!worse) continue;
      const before = scorePscTest(test);
      const after = scorePscTest({ ...test, [key]: { ...test[key], result: { ...result, syllables: worse } } });
      expect(toHundredths(after.total)).toBeLessThanOrEqual(toHundredths(before.total));
      hundredths(after).forEach((points, i) => expect(points).toBeLessThanOrEqual(hundredths(before)[i] ?? 0));
    }
  });

  it('never gives a lower grade to a higher total', () => {
    const rank = (total: number) => {
      const grade = gradeFor(total);
      return grade === null ? PSC_LEVELS.length : PSC_LEVELS.indexOf(grade);
    };
    for (let total = 1; total <= 10_000; total += 1) expect(rank(total)).toBeLessThanOrEqual(rank(total - 1));
  });
});
