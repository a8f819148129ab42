import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/databases.ts';
import { testEnv } from '../../test/test-env.ts';
import { withDatabase } from '../../test/postgres-admin.ts';

describe.skipIf(!testEnv.databaseUrl)('PostgreSQL connection pool', () => {
  it('survives the server ending an idle connection, and the next query opens a new one', async () => {
    const database = await createTestDatabase('postgres');
    const warnings = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    try {
      const before = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
      const pid = before.rows[0]?.pid;
      expect(pid).toBeTypeOf('number');
      await withDatabase(testEnv.databaseUrl as string, (client) =>
        client.query('select pg_terminate_backend($1)', [pid]),
      );
      await vi.waitFor(() => expect(warnings).toHaveBeenCalledWith(expect.stringContaining('idle connection')));
      const after = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
      expect(after.rows[0]?.pid).not.toBe(pid);
    } finally {
      warnings.mockRestore();
      await database.drop();
    }
  });
});
