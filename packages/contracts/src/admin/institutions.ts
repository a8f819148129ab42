import { z } from 'zod';
import { Role } from '../constants/roles.ts';
import { defineContract } from '../protocol/contract.ts';
import { accountField } from '../usercenter/fields.ts';
import { confirmationPassword, institutionId } from './roles.ts';

/**
 * Institutions (schools, training centres) and the people whose roles are scoped to one: its school
 * administrators (granted by a platform administrator) and its teachers (added by its school
 * administrators). A school administrator sees and changes only the institutions their grants name.
 */

/** Longest institution name and region. */
export const INSTITUTION_NAME_MAX = 100;
export const INSTITUTION_REGION_MAX = 40;
/** Institutions per page of the platform administrator's list. */
export const INSTITUTION_PAGE_SIZE = 50;

export const institutionSchema = z.object({
  id: z.string(),
  name: z.string(),
  region: z.string(),
  schoolAdmins: z.number().int(),
  teachers: z.number().int(),
  updatedAt: z.string(),
});
export type Institution = z.infer<typeof institutionSchema>;

export const institutionPersonSchema = z.object({
  userId: z.string(),
  account: z.string(),
  nickName: z.string(),
});
export type InstitutionPerson = z.infer<typeof institutionPersonSchema>;

/** The institutions, newest change first, optionally those whose code or name holds `query`. */
export const ListInstitutions = defineContract({
  path: '/admin/institution/list',
  access: 'login',
  roles: [Role.PlatformAdmin],
  payload: {
    query: z.string().trim().max(64).optional(),
    page: z.number().int().min(1).max(10_000).default(1),
  },
  response: z.object({ total: z.number().int(), list: z.array(institutionSchema) }),
});

/** Creates an institution under a new code, or renames the one with that code. */
export const SaveInstitution = defineContract({
  path: '/admin/institution/save',
  access: 'login',
  roles: [Role.PlatformAdmin],
  payload: {
    id: institutionId,
    name: z
      .string('请填写机构名称')
      .trim()
      .min(2, '机构名称至少 2 个字')
      .max(INSTITUTION_NAME_MAX, `机构名称最多 ${INSTITUTION_NAME_MAX} 个字`),
    region: z
      .string('请填写所在地区')
      .trim()
      .min(1, '请填写所在地区')
      .max(INSTITUTION_REGION_MAX, `所在地区最多 ${INSTITUTION_REGION_MAX} 个字`),
  },
  response: institutionSchema,
});

export const schoolInstitutionSchema = z.object({
  institution: institutionSchema,
  schoolAdmins: z.array(institutionPersonSchema),
  teachers: z.array(institutionPersonSchema),
});
export type SchoolInstitution = z.infer<typeof schoolInstitutionSchema>;

/** The institutions the caller administers, each with its school administrators and teachers. */
export const GetMySchools = defineContract({
  path: '/school/institution/mine',
  access: 'login',
  roles: [Role.SchoolAdmin],
  payload: {},
  response: z.array(schoolInstitutionSchema),
});

/**
 * Adds a teacher to an institution the caller administers: the account holds the teacher role for that
 * institution from the next request (the teacher workspace opens for it).
 */
export const AddSchoolTeacher = defineContract({
  path: '/school/teacher/add',
  access: 'login',
  roles: [Role.SchoolAdmin],
  payload: { institutionId, account: accountField },
  response: schoolInstitutionSchema,
});

/** Removes a teacher from an institution the caller administers; asks for the caller's password again. */
export const RemoveSchoolTeacher = defineContract({
  path: '/school/teacher/remove',
  access: 'login',
  roles: [Role.SchoolAdmin],
  payload: { institutionId, account: accountField, password: confirmationPassword },
  response: schoolInstitutionSchema,
});
