import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import { migrations } from '../../db/migrations/index.ts';
import type { Database } from './schema.ts';
import type { Dialect } from './connect.ts';

export async function migrateToLatest(db: Kysely<Database>, dialect: Dialect): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const migrator = new Migrator({ db, provider });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  return results.map((result) => result.migrationName);
}
