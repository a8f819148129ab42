import { z } from 'zod';
import { Role } from '../constants/roles.ts';
import { defineContract } from '../protocol/contract.ts';

/**
 * What a teacher assigns: a mock PSC (any paper), one MHK mock exam paper, one PSC reading passage to read
 * aloud, one speaking topic, or one pronunciation learning unit to practise.
 */
export const AssignmentKind = {
  PscMock: 'pscMock',
  MhkMock: 'mhkMock',
  PscPassage: 'pscPassage',
  PscTopic: 'pscTopic',
  PscLesson: 'pscLesson',
} as const;
export type AssignmentKind = (typeof AssignmentKind)[keyof typeof AssignmentKind];
export const ASSIGNMENT_KINDS = Object.values(AssignmentKind) as [AssignmentKind, ...AssignmentKind[]];

/** Whether a kind names one item (a paper, passage, topic or unit); the mock PSC names none (any paper). */
export function kindNamesItem(kind: AssignmentKind): boolean {
  return kind !== AssignmentKind.PscMock;
}

/** Where a learner stands on an assignment: the first attempt begun after it was set counts. */
export const AssignmentStatus = { NotStarted: 'notStarted', Started: 'started', Done: 'done' } as const;
export type AssignmentStatus = (typeof AssignmentStatus)[keyof typeof AssignmentStatus];

/** Most assignments one class keeps; the longest note; how far ahead a due date may be. */
export const ASSIGNMENT_MAX_PER_CLASS = 200;
export const ASSIGNMENT_NOTE_MAX = 200;
export const ASSIGNMENT_DUE_MAX_DAYS = 366;

const classId = z.string().regex(/^[0-9a-f]{32}$/, '无效的班级');
const assignmentId = z.string().regex(/^[0-9a-f]{32}$/, '无效的作业');
/** A day as YYYY-MM-DD (the teacher's calendar day; the learner has until its end). */
const dueDate = z.string('请选择截止日期').regex(/^\d{4}-\d{2}-\d{2}$/, '请选择截止日期');

export const assignmentSchema = z.object({
  assignmentId: z.string(),
  classId: z.string(),
  kind: z.enum(ASSIGNMENT_KINDS),
  /** The item assigned: the MHK paper's, passage's, topic's or learning unit's id; '' for a mock PSC (any paper). */
  paperId: z.string(),
  /** What the learner is asked to take, as the catalogue names it. */
  title: z.string(),
  dueDate: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

/** A teacher assigns a mock test to one of their classes, with a due date and a note. */
export const CreateAssignment = defineContract({
  path: '/teacher/assignment/create',
  access: 'login',
  roles: [Role.Teacher],
  payload: {
    classId,
    kind: z.enum(ASSIGNMENT_KINDS, '请选择作业类型'),
    paperId: z.string().trim().max(32).default(''),
    dueDate,
    note: z.string().trim().max(ASSIGNMENT_NOTE_MAX, `备注最多 ${ASSIGNMENT_NOTE_MAX} 个字`).default(''),
  },
  response: assignmentSchema,
});

/** A class's assignments, newest first, each with how many of its learners have done it. */
export const ListAssignments = defineContract({
  path: '/teacher/assignment/list',
  access: 'login',
  roles: [Role.Teacher],
  payload: { classId },
  response: z.object({
    list: z.array(assignmentSchema.extend({ done: z.number().int(), members: z.number().int() })),
  }),
});

/** One assignment with each learner of the class: not started, started or done (score and when). */
export const GetAssignment = defineContract({
  path: '/teacher/assignment/get',
  access: 'login',
  roles: [Role.Teacher],
  payload: { assignmentId },
  response: assignmentSchema.extend({
    list: z.array(
      z.object({
        userId: z.string(),
        nickName: z.string(),
        status: z.enum(AssignmentStatus),
        score: z.number().nullable(),
        submittedAt: z.string().nullable(),
      }),
    ),
  }),
});

/** One thing a teacher can choose for a kind, grouped as its list groups it (passage level, topic category…). */
export const assignableItemSchema = z.object({ id: z.string(), title: z.string(), group: z.string() });
export type AssignableItem = z.infer<typeof assignableItemSchema>;

/** What can be assigned: every kind, with the items to choose from for the kinds that name one. */
export const AssignmentChoices = defineContract({
  path: '/teacher/assignment/choices',
  access: 'login',
  roles: [Role.Teacher],
  payload: {},
  response: z.object({
    kinds: z.array(z.object({ kind: z.enum(ASSIGNMENT_KINDS), items: z.array(assignableItemSchema).nullable() })),
  }),
});

/** The signed-in learner's assignments from all their classes, the soonest due first. */
export const MyAssignments = defineContract({
  path: '/usercenter/assignment/mine',
  access: 'login',
  payload: {},
  response: z.object({
    list: z.array(
      assignmentSchema.extend({
        className: z.string(),
        teacher: z.string(),
        status: z.enum(AssignmentStatus),
        score: z.number().nullable(),
      }),
    ),
  }),
});
