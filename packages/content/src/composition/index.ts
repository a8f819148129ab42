/**
 * Composition scoring for the MHK writing task (01030201): an estimate of the four trait scores of
 * the spec (Cohesion, Language, Content, Structure, 100 each) from measurable features of the text
 * against its task. It is not a grader: no human-scored essays were available to fit it to, and the
 * properties it was checked on are in decision 052.
 */
import type { CompositionFailureReason } from '@hanyu/contracts/exam/composition-notes';
import { dictionaryHeadwords, hskWordLevels } from '../dictionary/dictionary-source.ts';
import { MHK_VOCABULARY_HSK } from '../mhk-paper-schema.ts';
import { measureFeatures, taskTerms, type CompositionFeatures } from './features.ts';
import { compositionLexicon, type CompositionLexicon } from './lexicon.ts';
import { parseText, type ParsedText } from './parse-text.ts';
import { scoreTraits, type CompositionNote, type CompositionTraits } from './traits.ts';

export type { CompositionFeatures } from './features.ts';
export type { CompositionLexicon } from './lexicon.ts';
export { COMPOSITION_NOTE_CODES, type CompositionNote, type CompositionNoteCode } from './traits.ts';

export interface CompositionTask {
  prompt: string;
  keywords: readonly string[];
  minChars: number;
  maxChars: number;
  /** MHK level: 1 ≈ HSK 1-3 … 4 ≈ HSK 5-6. */
  level: 1 | 2 | 3 | 4;
}

/** Why a text could not be scored (the report shows 作文评测失败). */
export { COMPOSITION_FAILURE_REASONS, type CompositionFailureReason } from '@hanyu/contracts/exam/composition-notes';

export type CompositionScore =
  | {
      state: 'evaluated';
      /** 0-100 each, an estimate. */
      traits: CompositionTraits;
      band: 'normal' | 'intermediate' | 'advanced';
      notes: CompositionNote[];
      features: CompositionFeatures;
    }
  | { state: 'failed'; reason: CompositionFailureReason };

let cached: CompositionLexicon | null = null;

/** The scorer's lexicon from the dictionary's sources (CC-CEDICT headwords, HSK lists), built once. */
export function dictionaryLexicon(): CompositionLexicon {
  cached ??= compositionLexicon(dictionaryHeadwords(), hskWordLevels());
  return cached;
}

/** Fewer Han characters than this say too little to measure. */
const FEWEST_CHARACTERS = 30;
/** Han characters under this share of the letters: the text is not written in Chinese. */
const HAN_SHARE = 0.5;
/**
 * Under this share of distinct four-character sequences the text repeats itself: the authored
 * development texts have 0.97 or more, one sentence written 20 times under 0.1.
 */
const DISTINCT_SEQUENCES = 0.5;

const LEVELS = new Set([1, 2, 3, 4]);

export function scoreComposition(text: string, task: CompositionTask, lexicon: CompositionLexicon): CompositionScore {
  if (!/[^\s\u200b\ufeff]/u.test(text)) return { state: 'failed', reason: 'empty' };
  const parsed = parseText(text, lexicon);
  if (parsed.hanCount === 0 || parsed.hanCount < HAN_SHARE * parsed.letterCount)
    return { state: 'failed', reason: 'not-chinese' };
  if (parsed.hanCount < FEWEST_CHARACTERS || parsed.sentences.length === 0)
    return { state: 'failed', reason: 'too-short-to-score' };
  if (distinctSequenceShare(parsed) < DISTINCT_SEQUENCES) return { state: 'failed', reason: 'repetitive' };

  const level = LEVELS.has(task.level) ? task.level : 2;
  const terms = taskTerms(task, MHK_VOCABULARY_HSK[level], lexicon);
  const features = measureFeatures(parsed, terms, lexicon);
  const { traits, notes } = scoreTraits(features, level);
  const mean = (traits.cohesion + traits.language + traits.content + traits.structure) / 4;
  const band = mean >= 80 ? 'advanced' : mean >= 60 ? 'intermediate' : 'normal';
  return { state: 'evaluated', traits, band, notes, features };
}

function distinctSequenceShare(parsed: ParsedText): number {
  const han = parsed.sentences.flatMap((sentence) => sentence.words.flatMap((word) => [...word]));
  if (han.length < 4) return 1;
  const sequences = new Set<string>();
  for (let index = 0; index + 4 <= han.length; index += 1) sequences.add(han.slice(index, index + 4).join(''));
  return sequences.size / (han.length - 3);
}
