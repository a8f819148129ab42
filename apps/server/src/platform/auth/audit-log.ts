import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { AUDIT_PAGE_SIZE, type AuditEntry as ListedEntry } from '@hanyu/contracts/admin/roles';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Who made a change: a signed-in user, or a command run on the server (`command:NAME`). */
export type Actor = { userId: string } | { command: string };

export function actorName(actor: Actor): string {
  return 'userId' in actor ? actor.userId : `command:${actor.command}`;
}

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string;
  /** What changed; never a password, a token or a code. */
  detail: Record<string, unknown>;
}

/** Writes one audit entry, in the caller's transaction when given one (the change and its entry land together). */
export async function audit(db: Db, actor: Actor, entry: AuditEntry, at = new Date()): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID().replaceAll('-', ''),
      at: at.toISOString(),
      actor: actorName(actor),
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      detail: JSON.stringify(entry.detail),
    })
    .execute();
}

/**
 * The audit log: who did what to which record, newest first. Entries are only ever added (with the change
 * they record, in its transaction); nothing here changes or deletes one.
 */
export class AuditLog {
  constructor(private readonly db: Kysely<Database>) {}

  async page(filter: {
    action?: string | undefined;
    targetId?: string | undefined;
    actor?: string | undefined;
    page: number;
  }): Promise<{ total: number; list: ListedEntry[] }> {
    let query = this.db.selectFrom('audit_log');
    if (filter.action) query = query.where('action', '=', filter.action);
    if (filter.targetId) query = query.where('target_id', '=', filter.targetId);
    if (filter.actor) query = query.where('actor', '=', filter.actor);
    const counted = await query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
    const rows = await query
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(AUDIT_PAGE_SIZE)
      .offset((filter.page - 1) * AUDIT_PAGE_SIZE)
      .execute();
    return {
      total: Number(counted?.n ?? 0),
      list: rows.map((row) => ({
        id: row.id,
        at: new Date(row.at).toISOString(),
        actor: row.actor,
        action: row.action,
        targetType: row.target_type,
        targetId: row.target_id,
        detail: JSON.parse(row.detail) as Record<string, unknown>,
      })),
    };
  }
}
