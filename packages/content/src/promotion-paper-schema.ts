/**
 * Schema of a graded course's promotion exam, data/graded/promotion/<tier>-<grade>.json (spec
 * sections 2, 4 and 9). Every grade of the course ends in one: when the grade's units are done the
 * learner sits it, and reaching the pass mark moves them into the next grade. A promotion paper is
 * built of the MHK item types (mhk-paper-schema.ts) so the exam engine shows and marks it as it does
 * the MHK mock papers and the diagnosis, but it is shorter and written within the grade's HSK band
 * (GRADE_HSK_BAND) on the themes the grade taught, in new sentences.
 */
import { z } from 'zod';
import { COURSE_GRADES, CourseTier } from '@hanyu/contracts/mhk/diagnosis';
import { MhkItem } from './mhk-paper-schema.ts';

const moduleOf = (minutes: [number, number]) =>
  z.object({ minutes: z.number().int().min(minutes[0]).max(minutes[1]), items: z.array(MhkItem).min(1) });

export const PromotionPaperFile = z.object({
  /** "beginner-A": the grade the exam closes, as the file is named. */
  id: z.string().regex(/^[a-zA-Z]+-[ABC]$/),
  tier: z.enum(CourseTier),
  grade: z.enum(COURSE_GRADES),
  /** "入门A级晋级考试". */
  title: z.string().min(4),
  /** Names of people and places in the paper, outside the vocabulary check. */
  names: z.array(z.string().min(1)).default([]),
  modules: z.object({
    listening: moduleOf([5, 30]),
    reading: moduleOf([5, 40]),
    writing: moduleOf([10, 50]),
    speaking: moduleOf([3, 15]),
  }),
});
export type PromotionPaperFile = z.infer<typeof PromotionPaperFile>;
