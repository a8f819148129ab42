/**
 * Schema of a reading passage in data/passages/*.json (resource type 0005).
 *
 * The text is written for the platform. Pinyin is computed in context by the speech engine's text
 * module; `readings` records the reviewed reading of every phrase where the computed one was wrong
 * or needed confirming, and the loader applies it and fails when the phrase is not in the text.
 */
import { z } from 'zod';
import { NumberedPinyin } from './phonetics-schema.ts';

export const PassageLevel = z.enum(['beginner', 'intermediate', 'advanced']);
export type PassageLevel = z.infer<typeof PassageLevel>;

/** Syllables of a learning passage per level (a PSC passage, mock test part 3, has 400–480). */
export const LEARNING_PASSAGE_SYLLABLES: Readonly<Record<PassageLevel, readonly [number, number]>> = {
  beginner: [100, 180],
  intermediate: [180, 300],
  advanced: [300, 400],
};

export const PassageGenre = z.enum(['narrative', 'descriptive', 'expository', 'argumentative', 'letter', 'fable']);

export const Passage = z.object({
  /** "P001" ... */
  id: z.string().regex(/^P\d{3}$/),
  title: z.string().min(1),
  titleEn: z.string().min(1),
  level: PassageLevel,
  /** Learning passages are 100–400 syllables; PSC passages (mock test part 3) 400–480, scored on the first 400. */
  purpose: z.enum(['learning', 'psc']).default('learning'),
  genre: PassageGenre,
  /** One-sentence English summary shown to learners who need it. */
  summaryEn: z.string().min(80),
  /** The passage, paragraphs separated by "\n". Standard full-width punctuation. */
  text: z.string().min(80),
  /** Reviewed readings: a phrase of the text and its pinyin (citation tones), applied everywhere it occurs. */
  readings: z.array(z.object({ phrase: z.string().min(1), pinyin: NumberedPinyin })).default([]),
});
export type Passage = z.infer<typeof Passage>;
