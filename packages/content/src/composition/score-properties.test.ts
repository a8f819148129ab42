/**
 * The spec's properties of the composition scores on real text (decision 052), over the held-out
 * half of the validation texts only: the anchors and weights were chosen on the other half. Each
 * minimum is below the figure the decision records, with a margin, and none was lowered to pass.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { dictionaryLexicon } from './index.ts';
import { propertyFigures, type PropertyFigures } from './validation-figures.ts';

let figures: PropertyFigures;

beforeAll(() => {
  figures = propertyFigures('held-out', dictionaryLexicon());
});

describe('composition scores on the held-out texts', () => {
  it('scores every held-out text', () => {
    // propertyFigures throws on a text it could not score.
    expect(figures.texts).toBeGreaterThanOrEqual(40);
  });

  it('shuffling the sentences lowers Structure (recorded 83%)', () => {
    expect(figures.shuffleLowersStructure).toBeGreaterThanOrEqual(0.75);
  });

  it('shuffling the sentences lowers Cohesion more often than not (recorded 65%)', () => {
    expect(figures.shuffleLowersCohesion).toBeGreaterThanOrEqual(0.57);
  });

  it('removing the connectives lowers Cohesion (recorded 100%)', () => {
    expect(figures.textsWithConnectives).toBeGreaterThanOrEqual(40);
    expect(figures.removingConnectivesLowersCohesion).toBeGreaterThanOrEqual(0.95);
  });

  it('replacing characters with wrong ones lowers Language (recorded 98% at 2% and at 5%)', () => {
    expect(figures.wrongCharactersLowerLanguage.twoPercent).toBeGreaterThanOrEqual(0.9);
    expect(figures.wrongCharactersLowerLanguage.fivePercent).toBeGreaterThanOrEqual(0.9);
  });

  it('an essay off the topic lowers Content (recorded 100%)', () => {
    expect(figures.offTopicLowersContent).toBeGreaterThanOrEqual(0.95);
    expect(figures.otherTextScoresLowerContent).toBeGreaterThanOrEqual(0.95);
  });

  it('a whole text never scores below its first half (the four traits together)', () => {
    expect(figures.fullNotBelowFirstHalf).toBe(1);
  });
});
