import { z } from 'zod';
import { defineContract } from '../protocol/contract.ts';
import { passageSyllableSchema } from './study.ts';

/**
 * PSC mock papers (spec sections 2, 7; 《普通话水平测试实施纲要》, 2021 edition): four parts in the
 * official order, each with its official time limit and syllable count. Papers are authored in
 * packages/content (assembled by its generator from authored word lists) and served by
 * /psc/exam/getPaper; anyone may read a mock paper, taking a test needs login.
 */

export const PscPart = { Syllables: 1, Words: 2, Passage: 3, Topic: 4 } as const;
export type PscPart = (typeof PscPart)[keyof typeof PscPart];
export const PSC_PARTS: readonly PscPart[] = [PscPart.Syllables, PscPart.Words, PscPart.Passage, PscPart.Topic];

/** Official time limits: 3.5, 2.5, 4 and 3 minutes. */
export const PSC_PART_SECONDS: Readonly<Record<PscPart, number>> = { 1: 210, 2: 150, 3: 240, 4: 180 };
/** Syllables of parts 1 and 2, and the syllables of part 3 that are scored (the official '//' mark). */
export const PSC_SYLLABLES_PER_PART = 100;
export const PSC_SCORED_PASSAGE_SYLLABLES = 400;
/** Topics offered in part 4; the candidate speaks on one. */
export const PSC_TOPIC_CHOICES = 2;

/** One item to read: a character (part 1), a word (part 2) or the passage (part 3), with tone-marked pinyin. */
export const pscReadItemSchema = z.object({ text: z.string(), pinyin: z.string() });
export type PscReadItem = z.infer<typeof pscReadItemSchema>;

export const pscTopicItemSchema = z.object({ id: z.string(), title: z.string(), titleEn: z.string() });
export type PscTopicItem = z.infer<typeof pscTopicItemSchema>;

export const pscSyllablesPartSchema = z.object({
  part: z.literal(PscPart.Syllables),
  seconds: z.number().int(),
  items: z.array(pscReadItemSchema),
});
export const pscWordsPartSchema = z.object({
  part: z.literal(PscPart.Words),
  seconds: z.number().int(),
  items: z.array(pscReadItemSchema),
});
export const pscPassagePartSchema = z.object({
  part: z.literal(PscPart.Passage),
  seconds: z.number().int(),
  items: z.array(pscReadItemSchema),
  passageId: z.string(),
  title: z.string(),
  /** Characters of `items[0].text` up to the 400th scored syllable, where the official '//' mark goes. */
  scoredLength: z.number().int(),
  /**
   * The passage's syllables with their offsets in the text, and where its words start, so its pinyin
   * is written by word as on the study pages (decision 046). Papers kept from before have neither
   * and show the syllable line of `items[0].pinyin`.
   */
  syllables: z.array(passageSyllableSchema).optional(),
  wordStarts: z.array(z.number().int()).optional(),
});
export const pscTopicPartSchema = z.object({
  part: z.literal(PscPart.Topic),
  seconds: z.number().int(),
  items: z.array(pscTopicItemSchema),
});

export const pscPaperPartSchema = z.discriminatedUnion('part', [
  pscSyllablesPartSchema,
  pscWordsPartSchema,
  pscPassagePartSchema,
  pscTopicPartSchema,
]);
export type PscPaperPart = z.infer<typeof pscPaperPartSchema>;

/**
 * The places a candidate can be at in a part, for resuming where they left it: each character
 * (part 1) or word (part 2); the passage and the topic are one place each.
 */
export function pscPlaceCount(part: PscPaperPart): number {
  return part.part === PscPart.Syllables || part.part === PscPart.Words ? Math.max(1, part.items.length) : 1;
}

export const pscPaperSummarySchema = z.object({
  paperId: z.string(),
  title: z.string(),
  titleEn: z.string(),
  /** Content hash of the paper as served: an attempt keeps the version it was taken on. */
  version: z.string(),
});
export type PscPaperSummary = z.infer<typeof pscPaperSummarySchema>;

export const pscPaperSchema = pscPaperSummarySchema.extend({ parts: z.array(pscPaperPartSchema) });
export type PscPaper = z.infer<typeof pscPaperSchema>;

export const GetPscPaper = defineContract({
  path: '/psc/exam/getPaper',
  access: 'optional-login',
  /**
   * Without paperId: the first paper. With attemptId (the candidate's own, login needed): the
   * version that attempt is taken on, even when the paper has changed since.
   */
  payload: { paperId: z.string().max(32).optional(), attemptId: z.string().max(32).optional() },
  response: pscPaperSchema,
});

export const ListPscPapers = defineContract({
  path: '/psc/exam/papers',
  access: 'optional-login',
  payload: {},
  response: z.object({ total: z.number().int(), list: z.array(pscPaperSummarySchema) }),
});
