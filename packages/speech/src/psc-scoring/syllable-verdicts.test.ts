import { describe, expect, it } from 'vitest';
import { SyllableStatus } from '@hanyu/contracts/constants/phonetics';
import { countVerdicts, DEFECT_SCORE, syllableVerdict } from './syllable-verdicts.ts';
import { buildSyllable } from './test-factories.ts';

const S = SyllableStatus;

describe('the defect bar', () => {
  it('is the part score of a 0.6 certainty: 60 + 40 × (2 × 0.6 - 1) = 68', () => {
    expect(DEFECT_SCORE).toBe(68);
  });
});

describe('syllable verdicts', () => {
  it('calls every wrong status an error, naming what was wrong', () => {
    expect(syllableVerdict(buildSyllable({ status: S.Missing }))).toEqual({ verdict: 'error', what: ['missing'] });
    expect(syllableVerdict(buildSyllable({ status: S.InitialError }))).toEqual({ verdict: 'error', what: ['initial'] });
    expect(syllableVerdict(buildSyllable({ status: S.FinalError }))).toEqual({ verdict: 'error', what: ['final'] });
    expect(syllableVerdict(buildSyllable({ status: S.InitialAndFinal }))).toEqual({
      verdict: 'error',
      what: ['initial', 'final'],
    });
    expect(syllableVerdict(buildSyllable({ status: S.ToneError }))).toEqual({ verdict: 'error', what: ['tone'] });
    expect(syllableVerdict(buildSyllable({ status: S.InitialAndTone }))).toEqual({
      verdict: 'error',
      what: ['initial', 'tone'],
    });
    expect(syllableVerdict(buildSyllable({ status: S.FinalAndTone }))).toEqual({
      verdict: 'error',
      what: ['final', 'tone'],
    });
  });

  it('shows a tone error hidden under status 3 (the spec has no code for all three)', () => {
    const syllable = { ...buildSyllable({ status: S.InitialAndFinal }), toneCorrect: false };
    expect(syllableVerdict(syllable)?.what).toEqual(['initial', 'final', 'tone']);
  });

  it('calls a right syllable with a part under 68 a defect, and one at 68 fine', () => {
    expect(syllableVerdict(buildSyllable())).toBeNull();
    expect(syllableVerdict(buildSyllable({ initial: 68, final: 68, tone: 68 }))).toBeNull();
    expect(syllableVerdict(buildSyllable({ initial: 67.9 }))).toEqual({ verdict: 'defect', what: ['initial'] });
    expect(syllableVerdict(buildSyllable({ final: 60, tone: 62 }))).toEqual({
      verdict: 'defect',
      what: ['final', 'tone'],
    });
  });

  it('does not add a defect to an error: a syllable is one or the other', () => {
    expect(syllableVerdict(buildSyllable({ status: S.ToneError, initial: 60 }))).toEqual({
      verdict: 'error',
      what: ['tone'],
    });
  });
});

describe('counting a part', () => {
  it('counts errors (misread and missed), defects, and marks them by index', () => {
    const syllables = [
      buildSyllable(),
      buildSyllable({ status: S.Missing }),
      buildSyllable({ status: S.FinalError }),
      buildSyllable({ tone: 65 }),
      buildSyllable(),
    ];
    const counts = countVerdicts(syllables);
    expect(counts).toMatchObject({ syllables: 5, said: 4, errors: 2, misread: 1, missed: 1, defects: 1 });
    expect(counts.marks).toEqual([
      { index: 1, verdict: 'error', what: ['missing'] },
      { index: 2, verdict: 'error', what: ['final'] },
      { index: 3, verdict: 'defect', what: ['tone'] },
    ]);
  });
});
