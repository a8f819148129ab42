import type { Kysely } from 'kysely';
import { AuditAction } from '@hanyu/contracts/admin/roles';
import { GRANTED_ROLES, type GrantedRole, type RoleGrant } from '@hanyu/contracts/constants/roles';
import type { Database } from '../db/schema.ts';
import { audit, actorName, type Actor } from './audit-log.ts';

const KNOWN: readonly string[] = GRANTED_ROLES;

/**
 * The roles granted to users (every account is a learner without a grant). Read on each call of a route
 * that declares roles, so a grant or a revocation counts from the next request. Every change is written
 * with its audit entry in one transaction.
 */
export class RoleRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async grantsOf(userId: string): Promise<RoleGrant[]> {
    const rows = await this.db
      .selectFrom('user_role')
      .select(['role', 'institution_id'])
      .where('user_id', '=', userId)
      .orderBy('role')
      .orderBy('institution_id')
      .execute();
    return rows
      .filter((row) => KNOWN.includes(row.role))
      .map((row) => ({ role: row.role as GrantedRole, institutionId: row.institution_id || null }));
  }

  /** Grants a role (again: nothing changes, no entry); answers whether it was new. */
  async grant(actor: Actor, userId: string, grant: RoleGrant): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('user_role')
        .values({
          user_id: userId,
          role: grant.role,
          institution_id: grant.institutionId ?? '',
          granted_by: actorName(actor),
          granted_at: new Date().toISOString(),
        })
        .onConflict((conflict) => conflict.columns(['user_id', 'role', 'institution_id']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      await audit(trx, actor, {
        action: AuditAction.RoleGrant,
        targetType: 'user',
        targetId: userId,
        detail: { ...grant },
      });
      return true;
    });
  }

  /** Takes a role away (one not held: nothing changes, no entry); answers whether it was held. */
  async revoke(actor: Actor, userId: string, grant: RoleGrant): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const deleted = await trx
        .deleteFrom('user_role')
        .where('user_id', '=', userId)
        .where('role', '=', grant.role)
        .where('institution_id', '=', grant.institutionId ?? '')
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) return false;
      await audit(trx, actor, {
        action: AuditAction.RoleRevoke,
        targetType: 'user',
        targetId: userId,
        detail: { ...grant },
      });
      return true;
    });
  }

  /** How many users hold a role (the last platform administrator is never revoked). */
  async holders(role: GrantedRole): Promise<number> {
    const row = await this.db
      .selectFrom('user_role')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('role', '=', role)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
}
