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

/** The administrator roles: their routes keep a session of their own, shorter than a learner's. */
export const ADMINISTRATOR_ROLES: readonly GrantedRole[] = [Role.SchoolAdmin, Role.PlatformAdmin];

/**
 * An administrator's session (ours; a learner's lasts 7 days): administrator routes answer only while
 * the user gave a password or code within the last 8 hours and acted as an administrator within the
 * last 30 minutes; after either, the password is asked again (`/usercenter/reauthenticate`).
 */
export const AdministratorSession = {
  maxMs: 8 * 60 * 60 * 1000,
  idleMs: 30 * 60 * 1000,
} as const;

/**
 * Whether an administrator session still holds at `now`: authenticated within `maxMs`, and active as an
 * administrator (or authenticated) within `idleMs`.
 */
export function administratorSessionHolds(
  authenticatedAt: Date,
  adminSeenAt: Date | null,
  now: Date,
  limits: { maxMs: number; idleMs: number } = AdministratorSession,
): boolean {
  const since = now.getTime() - authenticatedAt.getTime();
  if (since > limits.maxMs) return false;
  const lastActive = Math.max(authenticatedAt.getTime(), adminSeenAt?.getTime() ?? 0);
  return now.getTime() - lastActive <= limits.idleMs;
}
