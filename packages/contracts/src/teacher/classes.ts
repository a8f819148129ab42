import { z } from 'zod';
import { Role } from '../constants/roles.ts';
import { defineContract } from '../protocol/contract.ts';

/** A class code: six letters and digits a learner types, none that look alike (no 0, O, 1, I, L). */
export const CLASS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CLASS_CODE_LENGTH = 6;
/** Most classes one teacher keeps open, and most learners in one class. */
export const CLASS_MAX_PER_TEACHER = 50;
export const CLASS_MAX_MEMBERS = 200;

const className = z.string('请输入班级名称').trim().min(1, '请输入班级名称').max(40, '班级名称最多 40 个字');
const classId = z.string().regex(/^[0-9a-f]{32}$/, '无效的班级');
/** What a learner types: spaces and case forgiven. */
const classCode = z
  .string('请输入正确的邀请码')
  .transform((code) => code.replaceAll(/\s/g, '').toUpperCase())
  .pipe(z.string().regex(new RegExp(`^[${CLASS_CODE_ALPHABET}]{${CLASS_CODE_LENGTH}}$`), '请输入正确的邀请码'));

export const classSummarySchema = z.object({
  classId: z.string(),
  name: z.string(),
  code: z.string(),
  members: z.number().int(),
  createdAt: z.string(),
});
export type ClassSummary = z.infer<typeof classSummarySchema>;

export const classMemberSchema = z.object({ userId: z.string(), nickName: z.string(), joinedAt: z.string() });

/** A teacher opens a class; learners join it with its code. */
export const CreateClass = defineContract({
  path: '/teacher/class/create',
  access: 'login',
  roles: [Role.Teacher],
  payload: { name: className },
  response: classSummarySchema,
});

/** The teacher's own classes, newest first. */
export const ListClasses = defineContract({
  path: '/teacher/class/list',
  access: 'login',
  roles: [Role.Teacher],
  payload: {},
  response: z.object({ list: z.array(classSummarySchema) }),
});

/** One of the teacher's classes with its learners (another teacher's class is no resource). */
export const GetClass = defineContract({
  path: '/teacher/class/get',
  access: 'login',
  roles: [Role.Teacher],
  payload: { classId },
  response: classSummarySchema.extend({ list: z.array(classMemberSchema) }),
});

/** A learner joins a class by its code (joining again changes nothing). */
export const JoinClass = defineContract({
  path: '/usercenter/class/join',
  access: 'login',
  payload: { code: classCode },
  response: z.object({ classId: z.string(), name: z.string(), teacher: z.string() }),
});

/** The classes the signed-in learner is in. */
export const MyClasses = defineContract({
  path: '/usercenter/class/mine',
  access: 'login',
  payload: {},
  response: z.object({
    list: z.array(z.object({ classId: z.string(), name: z.string(), teacher: z.string(), joinedAt: z.string() })),
  }),
});
