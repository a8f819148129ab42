/**
 * Schema of the speaking content in data/speaking: PSC-style topics (topic speaking, spec section 5:
 * 30 s with at least 10 s of effective speech, longer practice allowed) and speech-eloquence exercises.
 */
import { z } from 'zod';

const bilingualList = z.object({ zh: z.array(z.string().min(4)).min(3), en: z.array(z.string().min(6)).min(3) });

export const SpeakingTopic = z.object({
  /** "T01" ... */
  id: z.string().regex(/^T\d{2}$/),
  /** Title in the PSC style, e.g. "我喜欢的季节". */
  title: z.string().min(2),
  titleEn: z.string().min(2),
  category: z.enum(['self', 'people', 'life', 'study-work', 'society', 'nature', 'culture']),
  /** How to approach the topic (Chinese, English). */
  guidance: z.object({ zh: z.string().min(40), en: z.string().min(60) }),
  /** An outline of points to talk through, in order. */
  outline: bilingualList,
  /** Useful words and phrases for the topic. */
  vocabulary: z.array(z.string().min(2)).min(6),
});
export type SpeakingTopic = z.infer<typeof SpeakingTopic>;

export const EloquenceExercise = z.object({
  /** "E01" ... */
  id: z.string().regex(/^E\d{2}$/),
  title: z.string().min(2),
  titleEn: z.string().min(2),
  kind: z.enum(['impromptu', 'storytelling', 'description', 'persuasion', 'explanation', 'introduction', 'debate']),
  /** The task as the learner sees it. */
  prompt: z.object({ zh: z.string().min(20), en: z.string().min(30) }),
  /** The skill trained and how to do it well. */
  guidance: z.object({ zh: z.string().min(60), en: z.string().min(100) }),
  tips: bilingualList,
  preparationSeconds: z.number().int().min(0).max(300),
  speakingSeconds: z.number().int().min(30).max(300),
});
export type EloquenceExercise = z.infer<typeof EloquenceExercise>;

export const TopicsFile = z.array(SpeakingTopic);
export const EloquenceFile = z.array(EloquenceExercise);
