import type { Kysely } from 'kysely';
import { toDate, type Database } from '../db/schema.ts';

export interface FileObject {
  key: string;
  contentType: string;
  size: number;
  sha256: string;
  isProtected: boolean;
  createdAt: Date;
}

export class FileObjectRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async upsert(file: FileObject): Promise<void> {
    const row = {
      key: file.key,
      content_type: file.contentType,
      size: file.size,
      sha256: file.sha256,
      is_protected: file.isProtected ? 1 : 0,
      created_at: file.createdAt.toISOString(),
    };
    await this.db
      .insertInto('file_object')
      .values(row)
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          content_type: row.content_type,
          size: row.size,
          sha256: row.sha256,
          is_protected: row.is_protected,
        }),
      )
      .execute();
  }

  async find(key: string): Promise<FileObject | null> {
    const row = await this.db.selectFrom('file_object').selectAll().where('key', '=', key).executeTakeFirst();
    if (!row) return null;
    return {
      key: row.key,
      contentType: row.content_type,
      size: Number(row.size),
      sha256: row.sha256,
      isProtected: row.is_protected === 1,
      createdAt: toDate(row.created_at),
    };
  }

  async delete(key: string): Promise<void> {
    await this.db.deleteFrom('file_object').where('key', '=', key).execute();
  }
}
