/**
 * The property figures of decision 052 over one half of the validation texts: the share of texts
 * where each change moved the trait it should.
 */
import { scoreComposition, type CompositionLexicon, type CompositionScore } from './index.ts';
import {
  firstHalf,
  removeConnectives,
  replaceCharacters,
  shuffleSentences,
  validationTexts,
  type ValidationHalf,
} from './validation-texts.ts';

export interface PropertyFigures {
  texts: number;
  shuffleLowersStructure: number;
  shuffleLowersCohesion: number;
  /** Texts with a connective of two or more characters to take out. */
  textsWithConnectives: number;
  removingConnectivesLowersCohesion: number;
  /** 2% and 5% of the Han characters replaced. */
  wrongCharactersLowerLanguage: { twoPercent: number; fivePercent: number };
  /** The text against another text's prompt and keywords (its own length bounds kept). */
  offTopicLowersContent: number;
  /** Another text against this text's task, beside this text. */
  otherTextScoresLowerContent: number;
  fullNotBelowFirstHalf: number;
  /** Each trait of the whole text at or above the first half's. */
  fullNotBelowFirstHalfPerTrait: Record<'cohesion' | 'language' | 'content' | 'structure', number>;
}

/** Shuffles per text: each counts as one trial. */
const SHUFFLES = 3;

type Traits = Extract<CompositionScore, { state: 'evaluated' }>['traits'];

function traitsOf(score: CompositionScore): Traits {
  if (score.state !== 'evaluated') throw new Error(`a validation text was not scored: ${score.reason}`);
  return score.traits;
}

export function propertyFigures(half: ValidationHalf, lexicon: CompositionLexicon): PropertyFigures {
  const texts = validationTexts(half, lexicon);
  const counts = {
    structure: 0,
    cohesion: 0,
    withConnectives: 0,
    connectives: 0,
    wrong2: 0,
    wrong5: 0,
    offTopic: 0,
    otherText: 0,
    firstHalf: 0,
    shuffles: 0,
  };
  const perTrait = { cohesion: 0, language: 0, content: 0, structure: 0 };
  texts.forEach(({ text, task }, index) => {
    const original = traitsOf(scoreComposition(text, task, lexicon));
    for (let seed = 1; seed <= SHUFFLES; seed += 1) {
      const shuffled = traitsOf(scoreComposition(shuffleSentences(text, seed * 7919 + index), task, lexicon));
      counts.shuffles += 1;
      if (shuffled.structure < original.structure) counts.structure += 1;
      if (shuffled.cohesion < original.cohesion) counts.cohesion += 1;
    }
    const withoutConnectives = removeConnectives(text);
    if (withoutConnectives !== text) {
      counts.withConnectives += 1;
      if (traitsOf(scoreComposition(withoutConnectives, task, lexicon)).cohesion < original.cohesion)
        counts.connectives += 1;
    }
    const wrong2 = replaceCharacters(text, 0.02, index + 1, lexicon);
    if (traitsOf(scoreComposition(wrong2, task, lexicon)).language < original.language) counts.wrong2 += 1;
    const wrong5 = replaceCharacters(text, 0.05, index + 1, lexicon);
    if (traitsOf(scoreComposition(wrong5, task, lexicon)).language < original.language) counts.wrong5 += 1;
    // The same text against another text's task (its prompt and keywords, the length kept), and
    // that other text against this text's task.
    const other = texts[(index + Math.ceil(texts.length / 2)) % texts.length] ?? texts[index];
    const offTopic = { ...task, prompt: other?.task.prompt ?? '', keywords: other?.task.keywords ?? [] };
    if (traitsOf(scoreComposition(text, offTopic, lexicon)).content < original.content) counts.offTopic += 1;
    if (traitsOf(scoreComposition(other?.text ?? '', task, lexicon)).content < original.content) counts.otherText += 1;
    const half = traitsOf(scoreComposition(firstHalf(text), task, lexicon));
    if (sum(original) >= sum(half)) counts.firstHalf += 1;
    for (const trait of ['cohesion', 'language', 'content', 'structure'] as const)
      if (original[trait] >= half[trait]) perTrait[trait] += 1;
  });
  const n = texts.length;
  return {
    texts: n,
    shuffleLowersStructure: counts.structure / counts.shuffles,
    shuffleLowersCohesion: counts.cohesion / counts.shuffles,
    textsWithConnectives: counts.withConnectives,
    removingConnectivesLowersCohesion: counts.connectives / Math.max(1, counts.withConnectives),
    wrongCharactersLowerLanguage: { twoPercent: counts.wrong2 / n, fivePercent: counts.wrong5 / n },
    offTopicLowersContent: counts.offTopic / n,
    otherTextScoresLowerContent: counts.otherText / n,
    fullNotBelowFirstHalf: counts.firstHalf / n,
    fullNotBelowFirstHalfPerTrait: {
      cohesion: perTrait.cohesion / n,
      language: perTrait.language / n,
      content: perTrait.content / n,
      structure: perTrait.structure / n,
    },
  };
}

function sum(traits: Traits): number {
  return traits.cohesion + traits.language + traits.content + traits.structure;
}
