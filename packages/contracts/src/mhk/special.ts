import { z } from 'zod';
import { Practice, SpecialTraining } from '../constants/mhk.ts';
import { defineContract } from '../protocol/contract.ts';
import { checkedItemSchema, gradedAnswerSchema, presentedExerciseSchema, presentedPracticeSchema } from './graded.ts';

/**
 * The minority area's special training (spec sections 2, 7 and 9): practice by skill, drawn from the
 * graded course's items by the learner's weak points. A learner trains in rounds; a round's set holds
 * at most Practice.maxPerSkill items of a skill and Practice.total in all, weighted towards the
 * skills the learner's exams and earlier rounds found weakest.
 */

/** The five skills trained (0101 listen, 0102 read, 0103 write, 0104 read-write, 0105 say). */
export const SPECIAL_SKILLS = [
  SpecialTraining.Listen,
  SpecialTraining.Read,
  SpecialTraining.Write,
  SpecialTraining.ReadWrite,
  SpecialTraining.Say,
] as const;
export type SpecialSkill = (typeof SPECIAL_SKILLS)[number];
const specialSkill = z.enum(SPECIAL_SKILLS);
/** A skill to practise, or all of them mixed. */
const skillChoice = z.enum([SpecialTraining.All, ...SPECIAL_SKILLS]);
export type SpecialSkillChoice = z.infer<typeof skillChoice>;

/** Items given in one batch of practice, and most a batch may ask for. */
export const SPECIAL_BATCH = 10;
export const SPECIAL_BATCH_MAX = 20;
/** A read-aloud item counts as right from this overall evaluation score (0–100). */
export const SPECIAL_SAY_PASS = 60;

/** "beginner-A-U01/1004/3": the unit, the study type and the item's place in it. */
export const SPECIAL_ITEM_KEY = /^[a-z]+(?:-[a-z]+)?-[ABC]-U\d{2}\/10\d{2}\/\d{1,2}$/;
const itemKey = z.string().regex(SPECIAL_ITEM_KEY, '这道题不在你的专项练习中');

/** Where a skill's weakness was read from: exam reports, earlier rounds, or nothing yet. */
export const WeaknessSource = { Exams: 'exams', Rounds: 'rounds', Both: 'both', None: 'none' } as const;
export type WeaknessSource = (typeof WeaknessSource)[keyof typeof WeaknessSource];

export const skillProgressSchema = z.object({
  skill: specialSkill,
  /** Items of the skill in this round's set (≤ Practice.maxPerSkill). */
  setSize: z.number().int().min(0).max(Practice.maxPerSkill),
  /** Items answered at least once this round. */
  practised: z.number().int().min(0),
  /** Items whose last answer was right. */
  right: z.number().int().min(0),
  /** The learner's measured ability in the skill (0–100), null before any evidence. */
  ability: z.number().int().min(0).max(100).nullable(),
  source: z.enum(WeaknessSource),
});
export type SkillProgress = z.infer<typeof skillProgressSchema>;

const roundSchema = z.object({
  round: z.number().int().min(1),
  startedAt: z.string(),
  /** The grade whose units (and those before it, and the next grade's) the set was drawn from. */
  gradeKey: z.string(),
  skills: z.array(skillProgressSchema),
  setSize: z.number().int().min(0).max(Practice.total),
  practised: z.number().int().min(0),
  right: z.number().int().min(0),
});
export type SpecialRound = z.infer<typeof roundSchema>;

/** The learner's current round with progress per skill; the first round is drawn on the first visit. */
export const GetSpecialTraining = defineContract({
  path: '/mhk/special/index',
  access: 'login',
  payload: {},
  response: z.object({
    round: roundSchema,
    caps: z.object({ perSkill: z.literal(Practice.maxPerSkill), total: z.literal(Practice.total) }),
  }),
});

/**
 * Draws the round after `after` (the round the learner sees) by their weak points as they are now; the
 * old round is kept. Asked twice for the same round (a double click, two tabs), it draws one.
 */
export const StartSpecialRound = defineContract({
  path: '/mhk/special/newRound',
  access: 'login',
  payload: { after: z.number().int().min(0).max(100_000) },
  response: z.object({ round: roundSchema }),
});

/** A practice item of the set as the learner sees it: a course item without its key. */
export const specialItemSchema = z.object({
  itemKey,
  skill: specialSkill,
  unitKey: z.string(),
  unitTitle: z.string(),
  gradeTitle: z.string(),
  item: z.union([presentedPracticeSchema, presentedExerciseSchema]),
  /** The item was answered before this round's last answer was wrong: practised again. */
  again: z.boolean(),
});
export type SpecialItem = z.infer<typeof specialItemSchema>;

/** The next items to practise of a skill (or of all): items not yet answered, then those answered wrong. */
export const GetSpecialSet = defineContract({
  path: '/mhk/special/set',
  access: 'login',
  payload: { skill: skillChoice, size: z.number().int().min(1).max(SPECIAL_BATCH_MAX).optional() },
  response: z.object({
    round: z.number().int(),
    items: z.array(specialItemSchema),
    /** Items of the choice not yet answered right after this batch. */
    remaining: z.number().int().min(0),
  }),
});

/** An answer to a special item: a course answer, or a read-aloud item's evaluation score. */
export const specialAnswerSchema = z.union([gradedAnswerSchema, z.object({ said: z.number().int().min(0).max(100) })]);
export type SpecialAnswer = z.infer<typeof specialAnswerSchema>;

/** Checks answers to items of the learner's current round and records them. */
export const CheckSpecialAnswers = defineContract({
  path: '/mhk/special/check',
  access: 'login',
  payload: {
    round: z.number().int().min(1),
    answers: z
      .array(z.object({ itemKey, answer: specialAnswerSchema }))
      .min(1)
      .max(SPECIAL_BATCH_MAX),
  },
  response: z.object({
    items: z.array(checkedItemSchema.omit({ index: true }).extend({ itemKey, skill: specialSkill })),
    round: roundSchema,
  }),
});
