import { describe, expect, it } from 'vitest';
import { SyllableStatus } from '@hanyu/contracts/constants/phonetics';
import type { SyllableResult } from '../evaluation/result-types.ts';
import { contourShapeMisfit, intonation, systematicDefects, timing } from './passage-measures.ts';
import { buildReading, buildSyllable, type SyllableSpec } from './test-factories.ts';

const S = SyllableStatus;
const SH = { initial: 'sh', pinyin: 'shi', final: 'i' } as const;

/** `n` syllables with initial sh, the first `faulty` of them wrong or defective in the initial. */
function shSyllables(n: number, faulty: number): SyllableResult[] {
  return Array.from({ length: n }, (_, i) =>
    buildSyllable(
      i < faulty
        ? i % 2 === 0
          ? { status: S.InitialError, expected: SH }
          : { initial: 60, expected: SH }
        : { expected: SH },
    ),
  );
}

describe('systematic initial and final defects', () => {
  it.each([
    // faulty of occurrences: ≥ 3 and ≥ 25% slight; ≥ 6 and ≥ 50% marked.
    [12, 2, 0], // 2 < 3
    [12, 3, 1], // 3 of 12 = 25%
    [13, 3, 0], // 3 of 13 = 23%
    [12, 5, 1], // 42%, fewer than 6
    [13, 6, 1], // 6 of 13 = 46%
    [12, 6, 2], // 6 of 12 = 50%
  ])('%s syllables with sh, %s faulty: degree %s', (n, faulty, degree) => {
    const said = [...shSyllables(n, faulty), ...buildReading(10)];
    const found = systematicDefects(said);
    expect(found.degree).toBe(degree);
    expect(found.sounds).toEqual(degree > 0 ? [{ kind: 'initial', sound: 'sh', faulty, occurrences: n }] : []);
  });

  it('counts finals too, and lists the most faulty sound first', () => {
    const ING = { initial: 'x', pinyin: 'xing', final: 'ing' } as const;
    const finals = [
      buildSyllable({ status: S.FinalError, expected: ING }),
      buildSyllable({ status: S.FinalAndTone, expected: ING }),
      buildSyllable({ final: 55, expected: ING }),
      buildSyllable({ final: 67, expected: ING }),
      ...Array.from({ length: 4 }, () => buildSyllable({ expected: ING })),
    ];
    // ing: 4 of 8 (50%) but under 6: slight; sh: 6 of 12: marked. The part's degree is the worst.
    const found = systematicDefects([...finals, ...shSyllables(12, 6)]);
    expect(found.degree).toBe(2);
    expect(found.sounds).toEqual([
      { kind: 'initial', sound: 'sh', faulty: 6, occurrences: 12 },
      { kind: 'final', sound: 'ing', faulty: 4, occurrences: 8 },
    ]);
  });
});

describe('contour fit', () => {
  it('compares shapes, not heights', () => {
    expect(contourShapeMisfit([1, 1, 1, 1], [0, 0, 0, 0])).toBe(0);
    // Differences ±3 around a common mean: root-mean-square 3.
    expect(contourShapeMisfit([0, 0, 0, 0], [3, -3, 3, -3])).toBe(3);
    expect(contourShapeMisfit([0, 0, 0], [3, -3])).toBe(0);
  });
});

function toneReading(total: number, wrong: number, spec: SyllableSpec = { status: S.ToneError }): SyllableResult[] {
  return Array.from({ length: total }, (_, i) => buildSyllable(i < wrong ? spec : {}));
}

describe('intonation', () => {
  it.each([
    // Share of the syllables with a judged tone: 10% slight, 20% noticeable, 35% marked.
    [9, 0],
    [10, 1],
    [19, 1],
    [20, 2],
    [34, 2],
    [35, 3],
  ])('%s tone errors in 100: degree %s', (wrong, degree) => {
    expect(intonation(toneReading(100, wrong))).toEqual({ degree, judged: 100, faults: wrong, contourMisfits: 0 });
  });

  it('counts tone defects as faults', () => {
    expect(intonation(toneReading(100, 10, { tone: 62 })).degree).toBe(1);
  });

  it('leaves neutral tones out: 8 faults in 80 judged is 10%', () => {
    const neutral = Array.from({ length: 20 }, () => buildSyllable({ expected: { expectedTone: 5 } }));
    expect(intonation([...toneReading(80, 8), ...neutral])).toMatchObject({ degree: 1, judged: 80, faults: 8 });
  });

  it('counts a contour over 3 semitones off its target, for tones 1, 2 and 4 only', () => {
    const flat = Array.from({ length: 20 }, () => 0);
    const zigzag = (size: number) => flat.map((_, k) => (k % 2 ? -size : size));
    const off = buildSyllable({ contour: flat, target: zigzag(3.5) });
    const edge = buildSyllable({ contour: flat, target: zigzag(3) });
    const third = buildSyllable({ contour: flat, target: zigzag(3.5), expected: { expectedTone: 3 } });
    // 1 fault in 3 judged = 33%: noticeable (under 35%).
    expect(intonation([off, edge, third])).toEqual({ degree: 2, judged: 3, faults: 1, contourMisfits: 1 });
  });
});

/** Syllables of 0.25 s with the given gap before each (the first gap is its start), in words. */
function timed(gaps: number[], words: number[]): SyllableResult[] {
  let at = 0;
  return gaps.map((gap, i) => {
    at += gap;
    const syllable = buildSyllable({ start: at, expected: { wordIndex: words[i] ?? i } });
    at += 0.25;
    return syllable;
  });
}

describe('pausing and fluency timing', () => {
  it('sorts pauses into word breaks, too-long pauses and hesitations', () => {
    // Words [0 0] [1 1] [2] [3]: 0.35 s inside word 0 (over 0.3: a break), 1.5 s before word 1
    // (a hesitation), 0.1 s inside word 1, 2.5 s before word 2 (over 2 s: too long), 0.9 s before 3.
    const said = timed([0, 0.35, 1.5, 0.1, 2.5, 0.9], [0, 0, 1, 1, 2, 3]);
    const found = timing(said, 0);
    expect(found).toMatchObject({ wordBreaks: 1, tooLongPauses: 1, hesitations: 1, drawnOut: 0 });
    // 6 syllables over 0.35 + 1.5 + 0.1 + 2.5 + 0.9 + 6 × 0.25 = 6.85 s: 0.88 a second, under the
    // midpoint 1.65 of the fluent (2.5) and halting (0.8) rates: noticeable.
    expect(found.speechRate).toBe(0.88);
    expect(found.fluencyDegree).toBe(2);
    expect(found.pausingDegree).toBe(0);
  });

  it.each([
    [2, 0],
    [3, 1],
    [6, 2],
    [10, 3],
  ])('%s word breaks: pausing degree %s', (breaks, degree) => {
    // Two-syllable words, 0.05 s between syllables, 0.4 s inside the first `breaks` words.
    const gaps = Array.from({ length: 40 }, (_, i) => (i % 2 === 1 && (i - 1) / 2 < breaks ? 0.4 : 0.05));
    const found = timing(
      timed(
        gaps,
        gaps.map((_, i) => Math.floor(i / 2)),
      ),
      0,
    );
    expect(found.wordBreaks).toBe(breaks);
    expect(found.pausingDegree).toBe(degree);
  });

  it.each([
    [2, 0],
    [3, 1],
    [6, 2],
    [10, 3],
  ])('%s re-read syllables in a fluent reading: fluency degree %s', (added, degree) => {
    // 0.3 s a syllable: 20 / (19 × 0.3 + 0.25) = 3.36 a second, fluent.
    expect(timing(buildReading(20), added).fluencyDegree).toBe(degree);
  });

  it.each([
    // n syllables, each step - 0.05 s long, 0.05 s apart: rate 20 / (20 × step - 0.05).
    [0.3, 0], // 3.37
    [0.5, 1], // 2.01: under 2.5
    [0.7, 2], // 1.43: under 1.65
    [1.5, 3], // 0.67: under 0.8
  ])('a syllable every %s s: fluency degree %s', (step, degree) => {
    const said = Array.from({ length: 20 }, (_, i) =>
      buildSyllable({ start: i * step, length: step - 0.05, expected: { wordIndex: i } }),
    );
    expect(timing(said, 0).fluencyDegree).toBe(degree);
  });
});
