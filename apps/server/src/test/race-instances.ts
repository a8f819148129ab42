import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import { openDatabase } from '../platform/db/connect.ts';
import { createTestDatabase, testDialects, type TestDatabase } from './databases.ts';
import { testEnv } from './test-env.ts';
import { buildTestApp, createTestStore, type TestApp } from './test-app.ts';

/** What a race test calls: one server instance's app and configuration. */
export type Instance = Pick<TestApp, 'app' | 'config'>;

/** The instances a race test spreads its calls over, and the database they share. */
export interface RaceSetup {
  instances: () => Instance[];
  db: () => TestDatabase;
}

/**
 * Runs `raceTests` on one instance for every test dialect, then on two instances sharing one
 * PostgreSQL database, each with its own connection pool and the same ephemeral store (Redis when
 * the tests have it): a limit must be guarded by the database, not by any one process. SQLite is
 * one process's embedded database, so the two-instance run needs PostgreSQL.
 */
export function describeRaces(subject: string, raceTests: (label: string, setup: () => RaceSetup) => void): void {
  describe.each(testDialects)(`${subject} under concurrency on %s`, (dialect) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ dialect });
    });
    afterAll(() => t.close());

    raceTests('one instance', () => ({ instances: () => [t], db: () => t.database }));
  });

  describe.runIf(testEnv.databaseUrl)(`${subject} on two instances sharing one PostgreSQL database`, () => {
    let database: TestDatabase;
    let otherPool: TestDatabase;
    let one: TestApp;
    let two: TestApp;
    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      const handle = openDatabase(database.url, { poolSize: 5 });
      otherPool = { ...handle, url: database.url, drop: () => handle.db.destroy() };
      const prefix = `test:${randomUUID()}:`;
      const kind = testEnv.redisUrl ? 'redis' : 'memory';
      one = await buildTestApp({ database, store: createTestStore(kind, prefix) });
      two = await buildTestApp({ database: otherPool, store: createTestStore(kind, prefix) });
    });
    afterAll(async () => {
      await one.close();
      await two.close();
      await one.store.close();
      await two.store.close();
      await otherPool.drop();
      await database.drop();
    });

    raceTests('two instances', () => ({ instances: () => [one, two], db: () => database }));
  });
}
