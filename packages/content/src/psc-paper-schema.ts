/**
 * Schema of a PSC mock paper file (data/psc/papers/M01.json ...), as the generator writes it
 * (scripts/generate-psc-papers.ts): what each part holds, by reference to the authored content.
 * The catalogue (psc-paper-catalogue.ts) turns it into the contract's PscPaper.
 */
import { z } from 'zod';
import { PscCharacter, PscWord } from './psc-word-lists.ts';

export const PscPaperFile = z.object({
  /** "M01" ... */
  id: z.string().regex(/^M\d{2}$/),
  /** Part 1, in reading order: entries of characters.json. */
  syllables: z.array(PscCharacter),
  /** Part 2, in reading order: entries of words.json. */
  words: z.array(PscWord),
  /** Part 3: a PSC passage of data/passages. */
  passageId: z.string().regex(/^P\d{3}$/),
  /** Part 4: two topics of data/speaking/topics.json; the candidate speaks on one. */
  topicIds: z.array(z.string().regex(/^T\d{2}$/)),
});
export type PscPaperFile = z.infer<typeof PscPaperFile>;
