import type { ColumnType, Generated } from 'kysely';

/**
 * Timestamps are `timestamptz` on PostgreSQL and ISO-8601 text on SQLite; repositories read either
 * through `toDate` and write ISO strings.
 */
export type Timestamp = ColumnType<Date | string, string, string>;

/** 0 or 1 on both dialects (better-sqlite3 cannot bind booleans). */
export type Flag = number;

export interface FileObjectTable {
  key: string;
  content_type: string;
  size: number;
  sha256: string;
  is_protected: Flag;
  created_at: Timestamp;
}

export interface SessionTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface Database {
  file_object: FileObjectTable;
  session: SessionTable;
}

export type Id = Generated<number>;

export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}
