import { dictionaryLexicon, scoreComposition } from '@hanyu/content/composition/index';
import type { CompositionEvaluation, CompositionScorer } from '../exam/index.ts';

/**
 * The engine's composition scorer for MHK papers: the content package's trait estimate
 * (docs/decisions/052-composition-scoring.md) over the dictionary's words, loaded on first use.
 * A text the scorer refuses (empty, not Chinese, too short to score) is an evaluation failure,
 * which the report shows as 作文评测失败 and tries again when read.
 */
export function mhkCompositionScorer(): CompositionScorer {
  return (text, key): CompositionEvaluation => {
    const characters = (text.match(/\p{Script=Han}/gu) ?? []).length;
    const score = scoreComposition(
      text,
      { prompt: key.prompt, keywords: key.keywords, minChars: key.minChars, maxChars: key.maxChars, level: key.level },
      dictionaryLexicon(),
    );
    if (score.state !== 'evaluated') return { state: 'evaluationFailed', characters, notes: [score.reason] };
    return {
      state: 'evaluated',
      traits: score.traits,
      band: score.band,
      characters,
      notes: [...new Set(score.notes.map((note) => note.code))],
    };
  };
}
