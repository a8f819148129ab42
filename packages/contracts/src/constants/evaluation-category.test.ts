import { describe, expect, it } from 'vitest';
import { categoryReadsText, EvaluationCategory, evaluationCategory } from './evaluation-category.ts';
import { MhkLevel } from './mhk.ts';

const { ReadChapter, SimpleExpression, Topic, Retell } = EvaluationCategory;

describe('spoken-evaluation category (spec section 4)', () => {
  it.each([
    [MhkLevel.One, [ReadChapter, SimpleExpression, Topic]],
    [MhkLevel.Two, [ReadChapter, Topic, Topic]],
    [MhkLevel.Three, [ReadChapter, SimpleExpression, Topic]],
    [MhkLevel.Four, [Retell, Topic, Topic]],
  ])('level %s: _A01, _A02, _A03 are %j', (level, expected) => {
    const found = ['_A01', '_A02', '_A03'].map((suffix) => evaluationCategory(level, `MHK${level}_S12${suffix}`));
    expect(found).toEqual(expected);
  });

  it('reads the ending whatever its case, and nothing else of the code', () => {
    expect(evaluationCategory(MhkLevel.Four, 'p7_a01')).toBe(Retell);
    expect(evaluationCategory(MhkLevel.Four, '_A03')).toBe(Topic);
    expect(evaluationCategory(MhkLevel.One, 'X_A01_extra')).toBeNull();
  });

  it('has no category for the all-levels code, an unknown level or another ending', () => {
    expect(evaluationCategory(MhkLevel.All, 'X_A01')).toBeNull();
    expect(evaluationCategory('0407', 'X_A01')).toBeNull();
    expect(evaluationCategory(MhkLevel.One, 'X_A04')).toBeNull();
    expect(evaluationCategory(MhkLevel.One, '')).toBeNull();
  });

  it('only reading a chapter needs a text', () => {
    expect(categoryReadsText(ReadChapter)).toBe(true);
    for (const free of [SimpleExpression, Topic, Retell]) expect(categoryReadsText(free)).toBe(false);
  });
});
