import { z } from 'zod';
import { defineContract } from '../protocol/contract.ts';

/**
 * Speech eloquence (/psc/speech/{catalog, production, info}, spec sections 2 and 7): spoken
 * exercises authored in packages/content, practised with a recording and an estimate of what the
 * engine can measure (speech time, pauses, rate, tones).
 */

export const EloquenceKind = {
  Impromptu: 'impromptu',
  Storytelling: 'storytelling',
  Description: 'description',
  Persuasion: 'persuasion',
  Explanation: 'explanation',
  Introduction: 'introduction',
  Debate: 'debate',
} as const;

const bilingual = z.object({ zh: z.string(), en: z.string() });

export const eloquenceSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.string(),
  kind: z.enum(EloquenceKind),
  preparationSeconds: z.number().int(),
  speakingSeconds: z.number().int(),
});

export const eloquenceExerciseSchema = eloquenceSummarySchema.extend({
  prompt: bilingual,
  guidance: bilingual,
  tips: z.object({ zh: z.array(z.string()), en: z.array(z.string()) }),
});
export type EloquenceExercise = z.infer<typeof eloquenceExerciseSchema>;

/** The kinds of exercise with how many of each. */
export const GetEloquenceCatalog = defineContract({
  path: '/psc/speech/catalog',
  access: 'optional-login',
  payload: {},
  response: z.array(z.object({ kind: z.enum(EloquenceKind), count: z.number().int() })),
});

export const GetEloquenceExercises = defineContract({
  path: '/psc/speech/production',
  access: 'optional-login',
  payload: {
    kind: z.enum(EloquenceKind).optional(),
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(50),
  },
  response: z.object({ total: z.number().int(), list: z.array(eloquenceSummarySchema) }),
});

export const GetEloquenceExercise = defineContract({
  path: '/psc/speech/info',
  access: 'optional-login',
  payload: { id: z.string().regex(/^E\d{2}$/, 'NoResource') },
  response: eloquenceExerciseSchema,
});
