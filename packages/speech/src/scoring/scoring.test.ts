import { describe, expect, it } from 'vitest';
import { SyllableStatus, WordResult } from '@hanyu/contracts/constants/phonetics';
import { statusOfVerdicts } from '@hanyu/contracts/psc/device-result';
import type { ExpectedSyllable, SyllableResult } from '../evaluation/result-types.ts';
import { measureFluency } from './fluency.ts';
import { problemLists } from './problem-lists.ts';
import { partScore, syllableScores, UNJUDGED } from './syllable-scores.ts';
import { syllableStatus } from './syllable-status.ts';
import { misreadWarning, utteranceScores } from './utterance-scores.ts';
import { wordResultCode, wordResults } from './word-results.ts';

function buildExpected(overrides: Partial<ExpectedSyllable> = {}): ExpectedSyllable {
  return {
    hanzi: '',
    pinyin: 'ma',
    initial: 'm',
    final: 'a',
    citationTone: 1,
    expectedTone: 1,
    wordIndex: 0,
    ...overrides,
  };
}

interface Parts {
  missing?: boolean;
  initialCorrect?: boolean;
  finalCorrect?: boolean;
  toneCorrect?: boolean;
}

function buildSyllable(parts: Parts = {}, expected: Partial<ExpectedSyllable> = {}, start = 0): SyllableResult {
  const { missing = false, initialCorrect = true, finalCorrect = true, toneCorrect = true } = parts;
  const judge = (correct: boolean) =>
    missing ? { correct: false, goodness: 0 } : { correct, goodness: correct ? 1 : 0 };
  return {
    expected: buildExpected(expected),
    status: syllableStatus({ missing, initialCorrect, finalCorrect, toneCorrect }),
    startSeconds: missing ? null : start,
    endSeconds: missing ? null : start + 0.25,
    detectedTone: missing ? null : 1,
    toneConfidence: missing ? 0 : 0.9,
    initialCorrect: !missing && initialCorrect,
    finalCorrect: !missing && finalCorrect,
    toneCorrect: !missing && toneCorrect,
    contrasts: [],
    contour: [],
    target: [],
    scores: syllableScores(missing, judge(initialCorrect), judge(finalCorrect), judge(toneCorrect)),
  };
}

describe('syllable status (spec section 4)', () => {
  it('codes every combination of part errors', () => {
    const cases: [Parts, number][] = [
      [{}, SyllableStatus.Correct],
      [{ initialCorrect: false }, SyllableStatus.InitialError],
      [{ finalCorrect: false }, SyllableStatus.FinalError],
      [{ initialCorrect: false, finalCorrect: false }, SyllableStatus.InitialAndFinal],
      [{ toneCorrect: false }, SyllableStatus.ToneError],
      [{ initialCorrect: false, toneCorrect: false }, SyllableStatus.InitialAndTone],
      [{ finalCorrect: false, toneCorrect: false }, SyllableStatus.FinalAndTone],
      [{ initialCorrect: false, finalCorrect: false, toneCorrect: false }, SyllableStatus.InitialAndFinal],
      [{ missing: true, initialCorrect: false }, SyllableStatus.Missing],
    ];
    for (const [parts, status] of cases) {
      expect(
        syllableStatus({ missing: false, initialCorrect: true, finalCorrect: true, toneCorrect: true, ...parts }),
      ).toBe(status);
    }
  });

  it('is the rule the contract checks an on-device result by', () => {
    for (const initialCorrect of [true, false]) {
      for (const finalCorrect of [true, false]) {
        for (const toneCorrect of [true, false]) {
          expect(statusOfVerdicts(initialCorrect, finalCorrect, toneCorrect)).toBe(
            syllableStatus({ missing: false, initialCorrect, finalCorrect, toneCorrect }),
          );
        }
      }
    }
  });
});

describe('syllable scores', () => {
  it('puts correct parts at 60-100 and errors under 60, by the detector goodness', () => {
    expect(partScore({ correct: true, goodness: 1 })).toBe(100);
    expect(partScore({ correct: true, goodness: 0.5 })).toBe(60);
    expect(partScore({ correct: true, goodness: 0.3 })).toBe(60);
    expect(partScore({ correct: false, goodness: 0.1 })).toBeCloseTo(12);
    expect(partScore({ correct: false, goodness: 0 })).toBe(0);
    expect(partScore({ correct: false, goodness: Number.NaN })).toBe(0);
  });

  it('weights final over initial and tone, and gives a missing syllable 0', () => {
    const wrongTone = syllableScores(false, UNJUDGED, UNJUDGED, { correct: false, goodness: 0 });
    expect(wrongTone).toEqual({ initial: 100, final: 100, tone: 0, overall: 70 });
    const wrongFinal = syllableScores(false, UNJUDGED, { correct: false, goodness: 0 }, UNJUDGED);
    expect(wrongFinal.overall).toBe(60);
    expect(syllableScores(true, UNJUDGED, UNJUDGED, UNJUDGED).overall).toBe(0);
  });
});

describe('word results (spec section 4)', () => {
  it('tells missed, correct, partly right and wrong words apart', () => {
    const { Correct, ToneError, InitialError, FinalAndTone, Missing } = SyllableStatus;
    expect(wordResultCode([Missing, Missing])).toBe(WordResult.Missed);
    expect(wordResultCode([Correct, Correct])).toBe(WordResult.Correct);
    expect(wordResultCode([Correct, ToneError])).toBe(WordResult.Normal);
    expect(wordResultCode([Correct, Missing])).toBe(WordResult.Normal);
    expect(wordResultCode([Correct, InitialError])).toBe(WordResult.Wrong);
    expect(wordResultCode([FinalAndTone])).toBe(WordResult.Wrong);
  });

  it('groups syllables by word and names words by characters or toned pinyin', () => {
    const syllables = [
      buildSyllable({}, { hanzi: '你', pinyin: 'ni', citationTone: 3, wordIndex: 0 }),
      buildSyllable({ toneCorrect: false }, { hanzi: '好', pinyin: 'hao', citationTone: 3, wordIndex: 0 }),
      buildSyllable({ missing: true }, { pinyin: 'ma', citationTone: 5, wordIndex: 1 }),
    ];
    expect(wordResults(syllables)).toEqual([
      { text: '你好', syllables: [0, 1], result: WordResult.Normal },
      { text: 'ma5', syllables: [2], result: WordResult.Missed },
    ]);
  });
});

describe('fluency', () => {
  const evenly = (count: number, step: number, wordSize = 2) =>
    Array.from({ length: count }, (_, i) => ({
      startSeconds: i * step,
      endSeconds: i * step + Math.min(step, 0.25),
      wordIndex: Math.floor(i / wordSize),
    }));

  it('gives fluent reading full marks and halting reading few', () => {
    expect(measureFluency(evenly(8, 0.25), 0).score).toBe(100);
    const halting = measureFluency(evenly(8, 1.2), 0);
    expect(halting.speechRate).toBeLessThan(HALTING_FOR_TEST);
    expect(halting.score).toBeLessThan(20);
  });

  it('charges pauses inside words, long pauses, extra and drawn-out syllables', () => {
    const syllables = evenly(6, 0.25);
    const broken = syllables.map((s, i) =>
      i >= 1 ? { ...s, startSeconds: s.startSeconds + 0.5, endSeconds: s.endSeconds + 0.5 } : s,
    );
    const measures = measureFluency(broken, 1);
    expect(measures.wordBreaks).toBe(1);
    expect(measures.extraSyllables).toBe(1);
    expect(measures.score).toBe(100 - 10 - 8);
    const drawn = syllables.map((s, i) => (i === 5 ? { ...s, endSeconds: s.startSeconds + 1.2 } : s));
    expect(measureFluency(drawn, 0).drawnOut).toBe(1);
  });

  it('does not judge the rate of one or two syllables', () => {
    expect(measureFluency(evenly(1, 0.4), 0).score).toBe(100);
    expect(measureFluency([], 0).score).toBe(0);
  });
});
const HALTING_FOR_TEST = 1;

describe('utterance scores and problem lists', () => {
  it('scales the overall score by integrity', () => {
    const perfect = [buildSyllable(), buildSyllable({}, {}, 0.3)];
    expect(utteranceScores(perfect, 100)).toEqual({
      phoneme: 100,
      accuracy: 100,
      tone: 100,
      fluency: 100,
      integrity: 100,
      overall: 100,
    });
    const half = [buildSyllable(), buildSyllable({ missing: true })];
    expect(utteranceScores(half, 100)).toMatchObject({ integrity: 50, accuracy: 50, phoneme: 100, overall: 50 });
  });

  it('warns about too much wrong or missed reading (4)', () => {
    const misread = [buildSyllable({ missing: true }), buildSyllable({ initialCorrect: false }), buildSyllable()];
    expect(misreadWarning(misread)).toBe(4);
    expect(misreadWarning([buildSyllable({ toneCorrect: false }), buildSyllable({ toneCorrect: false })])).toBeNull();
    expect(misreadWarning([buildSyllable({ initialCorrect: false })])).toBeNull();
  });

  it('lists wrong initials, finals and tones by count', () => {
    const syllables = [
      buildSyllable({ initialCorrect: false }, { initial: 'zh', final: 'i' }),
      buildSyllable({ initialCorrect: false, toneCorrect: false }, { initial: 'zh', final: 'ang', expectedTone: 2 }),
      buildSyllable({ initialCorrect: false, finalCorrect: false }, { initial: 'c', final: 'ing' }),
      buildSyllable({ missing: true }, { initial: 'b' }),
    ];
    expect(problemLists(syllables)).toEqual({
      initials: [
        { item: 'zh', count: 2 },
        { item: 'c', count: 1 },
      ],
      finals: [{ item: 'ing', count: 1 }],
      tones: [{ item: 2, count: 1 }],
    });
  });
});
