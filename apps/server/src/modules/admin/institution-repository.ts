import { sql, type Kysely } from 'kysely';
import { AuditAction } from '@hanyu/contracts/admin/roles';
import { INSTITUTION_PAGE_SIZE, type Institution, type InstitutionPerson } from '@hanyu/contracts/admin/institutions';
import { Role } from '@hanyu/contracts/constants/roles';
import { audit } from '../../platform/auth/audit-log.ts';
import { containing, likeEscaped } from '../../platform/db/like-pattern.ts';
import { toDate, type Database } from '../../platform/db/schema.ts';

/** Institutions, and the people whose role grants name one. */
export class InstitutionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async exists(id: string): Promise<boolean> {
    return (await this.db.selectFrom('institution').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  async page(query: string | undefined, page: number): Promise<{ total: number; list: Institution[] }> {
    let base = this.db.selectFrom('institution');
    if (query) {
      const pattern = containing(query);
      base = base.where((eb) =>
        eb.or([eb(sql`lower(id)`, 'like', likeEscaped(pattern)), eb(sql`lower(name)`, 'like', likeEscaped(pattern))]),
      );
    }
    const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
    const rows = await base
      .select(['id'])
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .limit(INSTITUTION_PAGE_SIZE)
      .offset((page - 1) * INSTITUTION_PAGE_SIZE)
      .execute();
    return { total: Number(counted?.n ?? 0), list: await this.many(rows.map((row) => row.id)) };
  }

  async one(id: string): Promise<Institution | null> {
    return (await this.many([id]))[0] ?? null;
  }

  /** Institutions by id, with how many school administrators and teachers each has, in the order given. */
  async many(ids: readonly string[]): Promise<Institution[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('institution').selectAll().where('id', 'in', ids).execute();
    const counts = await this.db
      .selectFrom('user_role')
      .select(['institution_id', 'role', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('institution_id', 'in', ids)
      .groupBy(['institution_id', 'role'])
      .execute();
    const count = (id: string, role: string) =>
      Number(counts.find((row) => row.institution_id === id && row.role === role)?.n ?? 0);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          id: row.id,
          name: row.name,
          region: row.region,
          schoolAdmins: count(id, Role.SchoolAdmin),
          teachers: count(id, Role.Teacher),
          updatedAt: toDate(row.updated_at).toISOString(),
        },
      ];
    });
  }

  /** Creates or renames an institution, with its audit entry. */
  async save(actorId: string, institution: { id: string; name: string; region: string }): Promise<void> {
    const now = new Date().toISOString();
    await this.db.transaction().execute(async (trx) => {
      const existed = await trx
        .selectFrom('institution')
        .select('id')
        .where('id', '=', institution.id)
        .executeTakeFirst();
      if (existed) {
        await trx
          .updateTable('institution')
          .set({ name: institution.name, region: institution.region, updated_at: now, updated_by: actorId })
          .where('id', '=', institution.id)
          .execute();
      } else {
        await trx
          .insertInto('institution')
          .values({
            id: institution.id,
            name: institution.name,
            region: institution.region,
            created_at: now,
            updated_at: now,
            updated_by: actorId,
          })
          .execute();
      }
      await audit(
        trx,
        { userId: actorId },
        {
          action: AuditAction.InstitutionSave,
          targetType: 'institution',
          targetId: institution.id,
          detail: { name: institution.name, region: institution.region, created: !existed },
        },
      );
    });
  }

  /** The holders of a role scoped to an institution, by nickname. */
  async people(institutionId: string, role: string): Promise<InstitutionPerson[]> {
    const rows = await this.db
      .selectFrom('user_role')
      .innerJoin('user_account', 'user_account.id', 'user_role.user_id')
      .select(['user_account.id', 'user_account.nick_name', 'user_account.email', 'user_account.mobile'])
      .where('user_role.institution_id', '=', institutionId)
      .where('user_role.role', '=', role)
      .orderBy('user_account.nick_name')
      .execute();
    return rows.map((row) => ({ userId: row.id, account: row.email ?? row.mobile ?? '', nickName: row.nick_name }));
  }
}
