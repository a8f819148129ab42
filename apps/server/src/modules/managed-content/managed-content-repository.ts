import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { AuditAction } from '@hanyu/contracts/admin/roles';
import {
  MANAGED_PAGE_SIZE,
  MANAGED_TYPE_SPECS,
  ManagedState,
  type ManagedEntry,
  type ManagedFields,
  type ManagedRevision,
  type ManagedType,
} from '@hanyu/contracts/admin/content';
import { audit, userDisplayNames } from '../../platform/auth/audit-log.ts';
import type { Dialect } from '../../platform/db/connect.ts';
import type { Database, ManagedContentTable } from '../../platform/db/schema.ts';
import { toDate } from '../../platform/db/schema.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { appError } from '../../platform/errors.ts';

type EntryRow = Selectable<ManagedContentTable>;

/** A published entry as the public lists read it: its id and the published revision's fields. */
export interface PublishedEntry {
  id: string;
  fields: ManagedFields;
}

function text(fields: ManagedFields, name: string | undefined): string {
  if (!name) return '';
  const value = fields[name];
  return typeof value === 'string' ? value : '';
}

function parseFields(json: string): ManagedFields {
  return JSON.parse(json) as ManagedFields;
}

/**
 * Managed content (docs/decisions/055-managed-content.md): entries and their revisions. A save adds a
 * revision on top of the one the editor started from, or is refused (ContentChanged) when another got
 * in first; publishing copies a revision's fields to what learners read; each change and its audit
 * entry land in one transaction.
 */
export class ManagedContentRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  async list(type: ManagedType, state: ManagedState | undefined, page: number, awaitingReview = false) {
    let query = this.db.selectFrom('managed_content').where('type', '=', type);
    if (state) query = query.where('state', '=', state);
    if (awaitingReview) query = query.where('submitted_revision', 'is not', null);
    const counted = await query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
    const rows = await query
      .selectAll()
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .limit(MANAGED_PAGE_SIZE)
      .offset((page - 1) * MANAGED_PAGE_SIZE)
      .execute();
    const names = await userDisplayNames(
      this.db,
      rows.flatMap((row) => [row.updated_by, ...(row.owner_id ? [row.owner_id] : [])]),
    );
    return { total: Number(counted?.n ?? 0), list: rows.map((row) => this.entryOf(row, names)) };
  }

  async entry(type: ManagedType, id: string): Promise<ManagedEntry> {
    const row = await this.row(type, id);
    return this.entryOf(
      row,
      await userDisplayNames(this.db, [row.updated_by, ...(row.owner_id ? [row.owner_id] : [])]),
    );
  }

  /** The id of the entry of a submitted type that belongs to a user, or null before their first submission. */
  async idOwnedBy(type: ManagedType, ownerId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('managed_content')
      .select('id')
      .where('type', '=', type)
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  async revisions(type: ManagedType, id: string): Promise<ManagedRevision[]> {
    const rows = await this.db
      .selectFrom('managed_content_revision')
      .select(['revision', 'created_at', 'author_id', 'note'])
      .where('type', '=', type)
      .where('id', '=', id)
      .orderBy('revision', 'desc')
      .execute();
    const names = await userDisplayNames(
      this.db,
      rows.map((row) => row.author_id),
    );
    return rows.map((row) => ({
      revision: row.revision,
      at: toDate(row.created_at).toISOString(),
      author: names.get(row.author_id) ?? row.author_id,
      note: row.note,
    }));
  }

  async revisionFields(type: ManagedType, id: string, revision: number): Promise<ManagedFields> {
    const row = await this.db
      .selectFrom('managed_content_revision')
      .select('fields')
      .where('type', '=', type)
      .where('id', '=', id)
      .where('revision', '=', revision)
      .executeTakeFirst();
    if (!row) throw appError('ContentRevisionUnknown');
    return parseFields(row.fields);
  }

  /**
   * Saves a revision: a new entry (revision 1) without `id`, else the revision after `baseRevision`,
   * which must still be the latest. Two saves on one base: the first wins, the second is refused.
   */
  async save(input: {
    actorId: string;
    type: ManagedType;
    id: string | undefined;
    baseRevision: number | null;
    fields: ManagedFields;
    note: string;
    /** A submission of a submitted type: the owner (the actor), and the saved revision awaits review. */
    submittedBy?: string;
  }): Promise<{ id: string; revision: number }> {
    const submitted = input.submittedBy !== undefined;
    const now = new Date().toISOString();
    const title = text(input.fields, MANAGED_TYPE_SPECS[input.type].titleField);
    try {
      return await this.db.transaction().execute(async (trx) => {
        let id = input.id;
        let revision = 1;
        if (id === undefined) {
          id = randomUUID().replaceAll('-', '');
          await trx
            .insertInto('managed_content')
            .values({
              type: input.type,
              id,
              state: ManagedState.Draft,
              title,
              latest_revision: 1,
              published_revision: null,
              public_fields: null,
              public_day: '',
              public_category: '',
              created_at: now,
              updated_at: now,
              updated_by: input.actorId,
              owner_id: input.submittedBy ?? null,
              submitted_revision: submitted ? 1 : null,
              rejected_revision: null,
              reject_reason: '',
            })
            .execute();
        } else {
          let query = trx
            .selectFrom('managed_content')
            .select('latest_revision')
            .where('type', '=', input.type)
            .where('id', '=', id);
          if (this.dialect === 'postgres') query = query.forUpdate();
          const current = await query.executeTakeFirst();
          if (!current) throw appError('NoResource');
          if (current.latest_revision !== input.baseRevision) throw appError('ContentChanged');
          revision = current.latest_revision + 1;
          const updated = await trx
            .updateTable('managed_content')
            .set({
              latest_revision: revision,
              title,
              updated_at: now,
              updated_by: input.actorId,
              // A submission awaits review and replaces the last rejection.
              ...(submitted ? { submitted_revision: revision, rejected_revision: null, reject_reason: '' } : {}),
            })
            .where('type', '=', input.type)
            .where('id', '=', id)
            .where('latest_revision', '=', current.latest_revision)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) !== 1) throw appError('ContentChanged');
        }
        await trx
          .insertInto('managed_content_revision')
          .values({
            type: input.type,
            id,
            revision,
            fields: JSON.stringify(input.fields),
            note: input.note,
            author_id: input.actorId,
            created_at: now,
          })
          .execute();
        await audit(
          trx,
          { userId: input.actorId },
          {
            action: submitted ? AuditAction.ContentSubmit : AuditAction.ContentSave,
            targetType: input.type,
            targetId: id,
            detail: { revision, title },
          },
        );
        return { id, revision };
      });
    } catch (error) {
      // The other of two concurrent saves on one base revision (SQLite serialises them, so only here).
      if (isUniqueViolation(error)) throw appError('ContentChanged');
      throw error;
    }
  }

  /**
   * Publishes a revision: learners read its fields from now on. `alsoWith` runs in the same
   * transaction (a teaching type's item laid over the study catalogue, decision 061).
   */
  async publish(
    actorId: string,
    type: ManagedType,
    id: string,
    revision: number,
    alsoWith?: (trx: Kysely<Database>) => Promise<void>,
  ): Promise<void> {
    const fields = await this.revisionFields(type, id, revision);
    const spec = MANAGED_TYPE_SPECS[type];
    const now = new Date().toISOString();
    await this.db.transaction().execute(async (trx) => {
      let query = trx
        .selectFrom('managed_content')
        .select(['submitted_revision', 'rejected_revision'])
        .where('type', '=', type)
        .where('id', '=', id);
      if (this.dialect === 'postgres') query = query.forUpdate();
      const current = await query.executeTakeFirst();
      if (!current) throw appError('NoResource');
      // Approving the submitted revision (or a later one) ends its review.
      const reviewed = current.submitted_revision !== null && current.submitted_revision <= revision;
      const updated = await trx
        .updateTable('managed_content')
        .set({
          ...(reviewed ? { submitted_revision: null } : {}),
          ...(current.rejected_revision === revision ? { rejected_revision: null, reject_reason: '' } : {}),
          state: ManagedState.Published,
          published_revision: revision,
          public_fields: JSON.stringify(fields),
          public_day: text(fields, spec.dayField),
          public_category: text(fields, 'category'),
          updated_at: now,
          updated_by: actorId,
        })
        .where('type', '=', type)
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw appError('NoResource');
      await alsoWith?.(trx);
      await audit(
        trx,
        { userId: actorId },
        {
          action: AuditAction.ContentPublish,
          targetType: type,
          targetId: id,
          detail: { revision, title: text(fields, spec.titleField) },
        },
      );
    });
  }

  /**
   * Rejects the revision awaiting review, with the reason its owner reads; what learners see stays as it
   * was. Refused unless that revision is the one awaiting review (a second reviewer, or a newer submission).
   */
  async reject(actorId: string, type: ManagedType, id: string, revision: number, reason: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('managed_content')
        .set({
          submitted_revision: null,
          rejected_revision: revision,
          reject_reason: reason,
          updated_at: new Date().toISOString(),
          updated_by: actorId,
        })
        .where('type', '=', type)
        .where('id', '=', id)
        .where('submitted_revision', '=', revision)
        .executeTakeFirst();
      const row = await trx
        .selectFrom('managed_content')
        .select('title')
        .where('type', '=', type)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw appError('NoResource');
      if (Number(updated.numUpdatedRows) !== 1) throw appError('ContentNotAwaitingReview');
      await audit(
        trx,
        { userId: actorId },
        {
          action: AuditAction.ContentReject,
          targetType: type,
          targetId: id,
          detail: { revision, title: row.title, reason },
        },
      );
    });
  }

  /**
   * Hides an entry from learners; its revisions stay. Unpublishing one not published changes nothing.
   * `alsoWith` runs in the same transaction (the catalogue's item taken back, decision 061).
   */
  async unpublish(
    actorId: string,
    type: ManagedType,
    id: string,
    alsoWith?: (trx: Kysely<Database>) => Promise<void>,
  ): Promise<void> {
    const row = await this.row(type, id);
    if (row.state !== ManagedState.Published) return;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('managed_content')
        .set({
          state: ManagedState.Unpublished,
          public_fields: null,
          public_day: '',
          public_category: '',
          updated_at: new Date().toISOString(),
          updated_by: actorId,
        })
        .where('type', '=', type)
        .where('id', '=', id)
        .execute();
      await alsoWith?.(trx);
      await audit(
        trx,
        { userId: actorId },
        {
          action: AuditAction.ContentUnpublish,
          targetType: type,
          targetId: id,
          detail: { revision: row.published_revision, title: row.title },
        },
      );
    });
  }

  /** Published entries of a type, newest day first (then the latest published), optionally of one category. */
  async published(
    type: ManagedType,
    options: { category?: string | undefined; page?: number; pageSize?: number } = {},
  ): Promise<{ total: number; list: PublishedEntry[] }> {
    let query = this.db
      .selectFrom('managed_content')
      .where('type', '=', type)
      .where('state', '=', ManagedState.Published);
    if (options.category) query = query.where('public_category', '=', options.category);
    const counted = await query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
    let rows = query.select(['id', 'public_fields']).orderBy('public_day', 'desc').orderBy('updated_at', 'desc');
    if (options.pageSize !== undefined) {
      rows = rows.limit(options.pageSize).offset(((options.page ?? 1) - 1) * options.pageSize);
    }
    const found = await rows.execute();
    return {
      total: Number(counted?.n ?? 0),
      list: found.flatMap((row) => (row.public_fields ? [{ id: row.id, fields: parseFields(row.public_fields) }] : [])),
    };
  }

  async publishedOne(type: ManagedType, id: string): Promise<PublishedEntry | null> {
    const row = await this.db
      .selectFrom('managed_content')
      .select(['id', 'public_fields'])
      .where('type', '=', type)
      .where('id', '=', id)
      .where('state', '=', ManagedState.Published)
      .executeTakeFirst();
    return row?.public_fields ? { id: row.id, fields: parseFields(row.public_fields) } : null;
  }

  /** Published entries per category of a type. */
  async publishedCategories(type: ManagedType): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('managed_content')
      .select(['public_category', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('type', '=', type)
      .where('state', '=', ManagedState.Published)
      .groupBy('public_category')
      .execute();
    return new Map(rows.map((row) => [row.public_category, Number(row.n)]));
  }

  private async row(type: ManagedType, id: string): Promise<EntryRow> {
    const row = await this.db
      .selectFrom('managed_content')
      .selectAll()
      .where('type', '=', type)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw appError('NoResource');
    return row;
  }

  private entryOf(row: EntryRow, names: ReadonlyMap<string, string>): ManagedEntry {
    return {
      type: row.type as ManagedType,
      id: row.id,
      title: row.title,
      state: row.state as ManagedState,
      latestRevision: row.latest_revision,
      publishedRevision: row.published_revision,
      updatedAt: toDate(row.updated_at).toISOString(),
      updatedBy: names.get(row.updated_by) ?? row.updated_by,
      owner: row.owner_id === null ? null : (names.get(row.owner_id) ?? row.owner_id),
      submittedRevision: row.submitted_revision,
      rejection: row.rejected_revision === null ? null : { revision: row.rejected_revision, reason: row.reject_reason },
    };
  }
}
