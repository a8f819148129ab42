import type { FastifyInstance } from 'fastify';
import type { RoleGrant } from '@hanyu/contracts/constants/roles';
import { Role } from '@hanyu/contracts/constants/roles';
import { ExportAudit, GetMyRoles, GetUserRoles, GrantRole, ListAudit, RevokeRole } from '@hanyu/contracts/admin/roles';
import { AuditLog } from '../../platform/auth/audit-log.ts';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import { RoleRepository } from '../../platform/auth/roles.ts';
import { appError } from '../../platform/errors.ts';
import { AccountRepository, confirmOwnPassword, type AccountRow } from '../usercenter/index.ts';
import { InstitutionRepository } from './institution-repository.ts';

/**
 * Roles and the audit log: a user's own roles, and for a platform administrator a user's roles,
 * granting and revoking them (audited; revoking asks for the administrator's password again), and the
 * audit log, listed or exported as CSV.
 */
export function roleRoutes(app: FastifyInstance): void {
  const { db } = app.platform;
  const roles = new RoleRepository(db);
  const accounts = new AccountRepository(db);
  const log = new AuditLog(db);
  const institutions = new InstitutionRepository(db);

  async function accountOf(account: string): Promise<AccountRow> {
    const row = await accounts.findByAccount(account);
    if (!row) throw appError('AccountNotRegistered');
    return row;
  }

  async function present(row: AccountRow) {
    return {
      userId: row.id,
      account: row.email ?? row.mobile ?? '',
      nickName: row.nick_name,
      grants: await roles.grantsOf(row.id),
    };
  }

  const grantOf = (payload: { role: RoleGrant['role']; institutionId?: string | undefined }): RoleGrant => ({
    role: payload.role,
    institutionId: payload.institutionId ?? null,
  });

  apiRoute(app, GetMyRoles, async (context) => ({ grants: await roles.grantsOf(context.session.userId) }));
  apiRoute(app, GetUserRoles, async (context) => present(await accountOf(context.payload.account)));
  apiRoute(app, GrantRole, async (context) => {
    // A school administrator's grant names an institution that exists (docs/decisions/057-institutions.md).
    const { institutionId } = context.payload;
    if (institutionId !== undefined && !(await institutions.exists(institutionId)))
      throw appError('InstitutionUnknown');
    const row = await accountOf(context.payload.account);
    const changed = await roles.grant({ userId: context.session.userId }, row.id, grantOf(context.payload));
    return { ...(await present(row)), changed };
  });
  apiRoute(app, RevokeRole, async (context) => {
    await confirmOwnPassword(
      accounts,
      app.platform.store,
      context.session.userId,
      context.payload.password,
      context.request.ip,
    );
    const row = await accountOf(context.payload.account);
    const grant = grantOf(context.payload);
    if (grant.role === Role.PlatformAdmin && (await roles.holders(Role.PlatformAdmin)) <= 1) {
      const held = (await roles.grantsOf(row.id)).some((own) => own.role === Role.PlatformAdmin);
      if (held) throw appError('LastPlatformAdmin');
    }
    const changed = await roles.revoke({ userId: context.session.userId }, row.id, grant);
    return { ...(await present(row)), changed };
  });
  apiRoute(app, ListAudit, async (context) => log.page(context.payload));
  apiRoute(app, ExportAudit, async (context) => log.csv(context.payload));
}
