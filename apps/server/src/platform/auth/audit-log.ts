import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { AUDIT_EXPORT_MAX, AUDIT_PAGE_SIZE, type AuditEntry as ListedEntry } from '@hanyu/contracts/admin/roles';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Who made a change: a signed-in user, or a command run on the server (`command:NAME`). */
export type Actor = { userId: string } | { command: string };

const COMMAND_ACTOR = 'command:';

export function actorName(actor: Actor): string {
  return 'userId' in actor ? actor.userId : `${COMMAND_ACTOR}${actor.command}`;
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

  async page(filter: AuditFilter & { page: number }): Promise<{ total: number; list: ListedEntry[] }> {
    const counted = await this.filtered(filter)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst();
    const rows = await this.newest(filter, AUDIT_PAGE_SIZE, (filter.page - 1) * AUDIT_PAGE_SIZE);
    return { total: Number(counted?.n ?? 0), list: rows };
  }

  /**
   * The newest AUDIT_EXPORT_MAX entries of a filter as CSV: a byte-order mark (spreadsheets then read
   * UTF-8), a header, one line per entry; a cell a spreadsheet would run as a formula is quoted as text.
   */
  async csv(filter: AuditFilter): Promise<{ csv: string; rows: number; truncated: boolean }> {
    const rows = await this.newest(filter, AUDIT_EXPORT_MAX + 1, 0);
    const kept = rows.slice(0, AUDIT_EXPORT_MAX);
    const lines = [
      ['at', 'actor', 'action', 'target_type', 'target_id', 'detail'],
      ...kept.map((row) => [row.at, row.actor, row.action, row.targetType, row.targetId, JSON.stringify(row.detail)]),
    ].map((cells) => cells.map(csvCell).join(','));
    return { csv: `\uFEFF${lines.join('\r\n')}\r\n`, rows: kept.length, truncated: rows.length > AUDIT_EXPORT_MAX };
  }

  private filtered(filter: AuditFilter) {
    let query = this.db.selectFrom('audit_log');
    if (filter.action) query = query.where('action', '=', filter.action);
    if (filter.targetId) query = query.where('target_id', '=', filter.targetId);
    if (filter.actor) query = query.where('actor', '=', filter.actor);
    return query;
  }

  private async newest(filter: AuditFilter, limit: number, offset: number): Promise<ListedEntry[]> {
    const rows = await this.filtered(filter)
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    const names = await userDisplayNames(this.db, [
      ...rows.map((row) => row.actor).filter((actor) => !actor.startsWith(COMMAND_ACTOR)),
      ...rows.filter((row) => row.target_type === 'user').map((row) => row.target_id),
    ]);
    return rows.map((row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      actor: row.actor,
      actorName: names.get(row.actor) ?? null,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      targetName: row.target_type === 'user' ? (names.get(row.target_id) ?? null) : null,
      detail: JSON.parse(row.detail) as Record<string, unknown>,
    }));
  }
}

export interface AuditFilter {
  action?: string | undefined;
  targetId?: string | undefined;
  actor?: string | undefined;
}

/** One CSV cell: quoted when it holds a comma, a quote or a line break; a leading =, +, - or @ kept as text. */
function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Users' names as the workspaces show them ("小梅 (mei@example.com)"), by id; a deleted user has none. */
export async function userDisplayNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_account')
    .select(['id', 'nick_name', 'email', 'mobile'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.id, `${row.nick_name} (${row.email ?? row.mobile ?? ''})`]));
}
