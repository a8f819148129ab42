/**
 * The roles of the platform (spec section 6: student, teacher and administrator entrances). Every account
 * is a learner; the other roles are granted, and a user may hold several. A school administrator's grant
 * names the institution it is for.
 */
export const Role = {
  Learner: 'learner',
  Teacher: 'teacher',
  SchoolAdmin: 'schoolAdmin',
  PlatformAdmin: 'platformAdmin',
} as const;
export type Role = (typeof Role)[keyof typeof Role];

/** The roles that are granted (a learner is every account, never granted). */
export const GRANTED_ROLES = [Role.Teacher, Role.SchoolAdmin, Role.PlatformAdmin] as const;
export type GrantedRole = (typeof GRANTED_ROLES)[number];

/** One role a user holds; `institutionId` for a school administrator, null otherwise. */
export interface RoleGrant {
  role: GrantedRole;
  institutionId: string | null;
}
