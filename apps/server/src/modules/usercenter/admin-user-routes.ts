import type { FastifyInstance } from 'fastify';
import { AuditAction } from '@hanyu/contracts/admin/roles';
import { RestoreUser, SearchUsers, SendPasswordReset, SuspendUser } from '@hanyu/contracts/admin/users';
import { CodePurpose } from '@hanyu/contracts/constants/account';
import { audit } from '../../platform/auth/audit-log.ts';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import { appError } from '../../platform/errors.ts';
import { AccountAdministration, adminUserOf } from './account-administration.ts';
import { AccountRepository, type AccountRow } from './account-repository.ts';
import { confirmOwnPassword } from './password-confirmation.ts';
import type { VerificationCodes } from './verification-codes.ts';

/**
 * The administrator workspace's user management (platform administrators): find users, suspend and
 * restore accounts, and send a user a password-reset code of their own. Lives with the accounts it
 * changes; the routes declare their role, so nobody else reaches them.
 */
export function adminUserRoutes(app: FastifyInstance, codes: VerificationCodes): void {
  const { db } = app.platform;
  const accounts = new AccountRepository(db);
  const administration = new AccountAdministration(db);

  async function accountOf(account: string): Promise<AccountRow> {
    const row = await accounts.findByAccount(account);
    if (!row) throw appError('AccountNotRegistered');
    return row;
  }

  apiRoute(app, SearchUsers, async ({ payload }) => administration.search(payload.query, payload.page));

  apiRoute(app, SuspendUser, async ({ payload, session, request }) => {
    await confirmOwnPassword(accounts, app.platform.store, session.userId, payload.password, request.ip);
    const row = await accountOf(payload.account);
    if (row.id === session.userId) throw appError('CannotSuspendSelf');
    await administration.suspend(session.userId, row, payload.reason);
    return adminUserOf(await accountOf(payload.account));
  });

  apiRoute(app, RestoreUser, async ({ payload, session }) => {
    const row = await accountOf(payload.account);
    await administration.restore(session.userId, row);
    return adminUserOf(await accountOf(payload.account));
  });

  apiRoute(app, SendPasswordReset, async ({ payload, session }) => {
    const row = await accountOf(payload.account);
    const account = row.email ?? row.mobile ?? payload.account;
    // The find-password message, in the user's own language; the resend limits count per administrator.
    const sent = await codes.send(account, CodePurpose.ResetPassword, {
      source: `admin:${session.userId}`,
      language: row.language || undefined,
    });
    await audit(
      db,
      { userId: session.userId },
      {
        action: AuditAction.UserSendReset,
        targetType: 'user',
        targetId: row.id,
        detail: { channel: sent.channel },
      },
    );
    return sent;
  });
}
