import type { Dialect } from '../../platform/db/connect.ts';

/** `timestamptz` on PostgreSQL; ISO-8601 text (which sorts in time order) on SQLite. */
export function timestampType(dialect: Dialect): 'timestamptz' | 'text' {
  return dialect === 'postgres' ? 'timestamptz' : 'text';
}
