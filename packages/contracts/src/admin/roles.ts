import { z } from 'zod';
import { GRANTED_ROLES, Role } from '../constants/roles.ts';
import { defineContract } from '../protocol/contract.ts';
import { accountField } from '../usercenter/fields.ts';

/** Page size of the audit log's list. */
export const AUDIT_PAGE_SIZE = 50;
/** Most entries one CSV export holds (the newest of the filter). */
export const AUDIT_EXPORT_MAX = 10_000;

/** The actions the audit log records so far: the server writes them, the log's filter and labels name them. */
export const AuditAction = {
  RoleGrant: 'role.grant',
  RoleRevoke: 'role.revoke',
  UserSuspend: 'user.suspend',
  UserRestore: 'user.restore',
  UserSendReset: 'user.sendReset',
  ContentSave: 'content.save',
  ContentPublish: 'content.publish',
  ContentUnpublish: 'content.unpublish',
  ContentSubmit: 'content.submit',
  ContentReject: 'content.reject',
  PscResultsImport: 'psc.resultsImport',
  PscSessionsImport: 'psc.sessionsImport',
  InstitutionSave: 'institution.save',
} as const;
export type AuditAction = (typeof AuditAction)[keyof typeof AuditAction];

/** The administrator's own password, asked again before an action that cannot be undone. */
export const confirmationPassword = z.string('请输入您的密码以确认').min(1, '请输入您的密码以确认').max(128);

const grantedRole = z.enum(GRANTED_ROLES);
export const institutionId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,32}$/, '机构编号只能包含字母、数字、下划线和连字符，最多 32 个字符');

const grantSchema = z.object({ role: grantedRole, institutionId: z.string().nullable() });

/** A role change names the user by the account they sign in with (phone or e-mail); a school administrator's, the institution. */
const roleChange = {
  account: accountField,
  role: grantedRole,
  institutionId: institutionId.optional(),
};

function institutionRule(payload: { role: string; institutionId?: string | undefined }, context: z.RefinementCtx) {
  if (payload.role === Role.SchoolAdmin && !payload.institutionId) {
    context.addIssue({ code: 'custom', path: ['institutionId'], message: '学校管理员须指定所属机构' });
  }
  if (payload.role !== Role.SchoolAdmin && payload.institutionId) {
    context.addIssue({ code: 'custom', path: ['institutionId'], message: '只有学校管理员属于某个机构' });
  }
}

const userRoles = z.object({
  userId: z.string(),
  account: z.string(),
  nickName: z.string(),
  grants: z.array(grantSchema),
});

/** The signed-in user's own roles (which entrances open a workspace). */
export const GetMyRoles = defineContract({
  path: '/usercenter/roles',
  access: 'login',
  payload: {},
  response: z.object({ grants: z.array(grantSchema) }),
});

/** A user's roles, for a platform administrator. */
export const GetUserRoles = defineContract({
  path: '/admin/role/get',
  access: 'login',
  roles: [Role.PlatformAdmin],
  payload: { account: accountField },
  response: userRoles,
});

export const GrantRole = defineContract({
  path: '/admin/role/grant',
  access: 'login',
  roles: [Role.PlatformAdmin],
  payload: roleChange,
  check: institutionRule,
  response: userRoles.extend({ changed: z.boolean() }),
});

export const RevokeRole = defineContract({
  path: '/admin/role/revoke',
  access: 'login',
  roles: [Role.PlatformAdmin],
  payload: { ...roleChange, password: confirmationPassword },
  check: institutionRule,
  response: userRoles.extend({ changed: z.boolean() }),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.string(),
  /** The acting user's nickname and account, when the actor is a user who still exists. */
  actorName: z.string().nullable().default(null),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** The changed user's nickname and account, when the record is a user who still exists. */
  targetName: z.string().nullable().default(null),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const auditFilter = {
  action: z.string().trim().max(48).optional(),
  targetId: z.string().trim().max(64).optional(),
  actor: z.string().trim().max(64).optional(),
};

/** The audit log, newest first, filtered by action, target or actor. */
export const ListAudit = defineContract({
  path: '/admin/audit/list',
  access: 'login',
  roles: [Role.PlatformAdmin],
  payload: { ...auditFilter, page: z.number().int().min(1).max(10_000).default(1) },
  response: z.object({ total: z.number().int(), list: z.array(auditEntrySchema) }),
});

/** The audit log's entries of a filter as CSV (UTF-8 with a byte-order mark, for spreadsheets), newest first. */
export const ExportAudit = defineContract({
  path: '/admin/audit/export',
  access: 'login',
  roles: [Role.PlatformAdmin],
  payload: auditFilter,
  response: z.object({ csv: z.string(), rows: z.number().int(), truncated: z.boolean() }),
});
