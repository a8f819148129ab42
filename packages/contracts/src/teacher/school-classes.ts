import { z } from 'zod';
import { Role } from '../constants/roles.ts';
import { defineContract } from '../protocol/contract.ts';
import { institutionId } from '../admin/roles.ts';
import { ASSIGNMENT_KINDS } from './assignments.ts';

/** One assignment of a class as the school sees it: how many learners have done it, and their average. */
export const schoolAssignmentSchema = z.object({
  assignmentId: z.string(),
  kind: z.enum(ASSIGNMENT_KINDS),
  title: z.string(),
  dueDate: z.string(),
  done: z.number().int(),
  members: z.number().int(),
  /** The average of the done learners' scores (out of 100); null when nobody has a score yet. */
  averageScore: z.number().nullable(),
});
export type SchoolAssignment = z.infer<typeof schoolAssignmentSchema>;

export const schoolClassSchema = z.object({
  classId: z.string(),
  name: z.string(),
  teacher: z.string(),
  learners: z.number().int(),
  createdAt: z.string(),
  /** The class's assignments, newest first. */
  assignments: z.array(schoolAssignmentSchema),
});
export type SchoolClass = z.infer<typeof schoolClassSchema>;

/**
 * The classes of an institution's teachers (those holding the teacher role for it), with each class's
 * assignments and how far its learners are with them; for the institution's school administrators only.
 */
export const GetSchoolClasses = defineContract({
  path: '/school/class/list',
  access: 'login',
  roles: [Role.SchoolAdmin],
  payload: { institutionId },
  response: z.object({ list: z.array(schoolClassSchema) }),
});
