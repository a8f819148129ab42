import { sql, type Kysely } from 'kysely';
import { AuditAction } from '@hanyu/contracts/admin/roles';
import { USER_SEARCH_PAGE_SIZE, type AdminUser } from '@hanyu/contracts/admin/users';
import { audit } from '../../platform/auth/audit-log.ts';
import { toDate, type Database } from '../../platform/db/schema.ts';
import { containing, likeEscaped } from '../../platform/db/like-pattern.ts';
import type { AccountRow } from './account-repository.ts';

export function adminUserOf(row: AccountRow): AdminUser {
  return {
    userId: row.id,
    account: row.email ?? row.mobile ?? '',
    nickName: row.nick_name,
    site: row.site,
    createdAt: toDate(row.created_at).toISOString(),
    suspended: row.suspended_at !== null,
    suspendedReason: row.suspended_reason,
  };
}

/**
 * What a platform administrator does to accounts (docs/decisions/054-roles-and-audit.md): find them,
 * suspend and restore them. Every change lands with its audit entry in one transaction; a suspension
 * also ends every session and browser sign-in of the account in that transaction, so no token of a
 * suspended account outlives it.
 */
export class AccountAdministration {
  constructor(private readonly db: Kysely<Database>) {}

  async search(query: string, page: number): Promise<{ total: number; list: AdminUser[] }> {
    const pattern = containing(query);
    const matching = this.db
      .selectFrom('user_account')
      .where((eb) =>
        eb.or([
          eb(sql`lower(coalesce(email, ''))`, 'like', likeEscaped(pattern)),
          eb(sql`coalesce(mobile, '')`, 'like', likeEscaped(pattern)),
          eb(sql`lower(nick_name)`, 'like', likeEscaped(pattern)),
        ]),
      );
    const counted = await matching.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
    const rows = await matching
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(USER_SEARCH_PAGE_SIZE)
      .offset((page - 1) * USER_SEARCH_PAGE_SIZE)
      .execute();
    return { total: Number(counted?.n ?? 0), list: rows.map(adminUserOf) };
  }

  /** Suspends the account and ends its sessions; answers whether it changed (already suspended: no). */
  async suspend(adminId: string, row: AccountRow, reason: string, now = new Date()): Promise<boolean> {
    if (row.suspended_at !== null) return false;
    const at = now.toISOString();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('user_account')
        .set({ suspended_at: at, suspended_reason: reason, suspended_by: adminId, updated_at: at })
        .where('id', '=', row.id)
        .execute();
      await trx
        .updateTable('session')
        .set({ revoked_at: at })
        .where('user_id', '=', row.id)
        .where('revoked_at', 'is', null)
        .execute();
      await trx
        .updateTable('web_sign_in')
        .set({ revoked_at: at })
        .where('user_id', '=', row.id)
        .where('revoked_at', 'is', null)
        .execute();
      await audit(
        trx,
        { userId: adminId },
        { action: AuditAction.UserSuspend, targetType: 'user', targetId: row.id, detail: { reason } },
        now,
      );
    });
    return true;
  }

  /** Lifts a suspension; answers whether it changed (not suspended: no). */
  async restore(adminId: string, row: AccountRow, now = new Date()): Promise<boolean> {
    if (row.suspended_at === null) return false;
    const at = now.toISOString();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('user_account')
        .set({ suspended_at: null, suspended_reason: null, suspended_by: null, updated_at: at })
        .where('id', '=', row.id)
        .execute();
      await audit(
        trx,
        { userId: adminId },
        { action: AuditAction.UserRestore, targetType: 'user', targetId: row.id, detail: {} },
        now,
      );
    });
    return true;
  }
}
