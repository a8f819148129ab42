/**
 * Schema of an ability diagnosis paper in data/mhk/diagnosis/DIAG-*.json (spec section 9). A
 * diagnosis paper is built like an MHK mock paper (the same four modules of the same item types, see
 * mhk-paper-schema.ts) but belongs to no MHK level: its items run from easy to hard within each
 * module so that the score places a learner across the levels.
 */
import { z } from 'zod';
import { MhkPaperFile } from './mhk-paper-schema.ts';

export const DiagnosisPaperFile = MhkPaperFile.omit({ level: true }).extend({
  /** "DIAG-01": the paper number. */
  id: z.string().regex(/^DIAG-\d{2}$/),
  /** "汉语能力诊断试卷一". */
  title: z.string().min(4),
});
export type DiagnosisPaperFile = z.infer<typeof DiagnosisPaperFile>;
export type DiagnosisModuleName = keyof DiagnosisPaperFile['modules'];
