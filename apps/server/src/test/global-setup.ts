import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db/connect.ts';
import { loadConfig } from '../config.ts';
import { loadStudyContent } from '../modules/psc/index.ts';
import { loadDictionary } from '../modules/dictionary/index.ts';
import { migrateToLatest } from '../platform/db/migrate.ts';
import { adminUrl, withDatabase } from './postgres-admin.ts';
import { testEnv } from './test-env.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    sqliteTemplate: string;
    postgresTemplate: string | null;
    runId: string;
  }
}

/** A migrated SQLite template at `file`, with the learning content and the dictionary loaded. */
async function buildSqliteTemplate(file: string): Promise<void> {
  const sqlite = openDatabase(`sqlite:${file}`);
  await migrateToLatest(sqlite.db, 'sqlite');
  // The learning content too, so no test app has to load it (its start finds the same hash).
  await loadStudyContent(sqlite.db, loadConfig({}).contentDir);
  await loadDictionary(sqlite.db, `sqlite:${file}`, loadConfig({}).contentDir);
  await sqlite.db.destroy();
}

/** The same template as a PostgreSQL database named `name` on the server of `serverUrl`. */
async function buildPostgresTemplate(serverUrl: string, name: string): Promise<void> {
  await withDatabase(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const postgres = openDatabase(adminUrl(serverUrl, name), { poolSize: 1 });
  await migrateToLatest(postgres.db, 'postgres');
  await loadStudyContent(postgres.db, loadConfig({}).contentDir);
  await loadDictionary(postgres.db, adminUrl(serverUrl, name), loadConfig({}).contentDir);
  await postgres.db.destroy();
}

/**
 * Migrates one template per dialect for the whole run; every test file then copies its own fresh
 * database from it (a file copy for SQLite, CREATE DATABASE … TEMPLATE for PostgreSQL). The two are
 * built at once: most of each is the dictionary loader's own process (about 11 s for SQLite, 16 s for
 * PostgreSQL), so the run starts after the longer of them, not after both.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hanyu-test-'));
  const sqliteTemplate = path.join(folder, 'template.sqlite');
  const postgresTemplate = testEnv.databaseUrl ? `hanyu_tpl_${runId}` : null;
  await Promise.all([
    buildSqliteTemplate(sqliteTemplate),
    testEnv.databaseUrl && postgresTemplate ? buildPostgresTemplate(testEnv.databaseUrl, postgresTemplate) : null,
  ]);

  project.provide('sqliteTemplate', sqliteTemplate);
  project.provide('postgresTemplate', postgresTemplate);
  project.provide('runId', runId);

  return async () => {
    fs.rmSync(folder, { recursive: true, force: true });
    if (testEnv.databaseUrl) {
      await withDatabase(testEnv.databaseUrl, async (client: pg.Client) => {
        const { rows } = await client.query<{ datname: string }>(
          `SELECT datname FROM pg_database WHERE datname LIKE $1`,
          [`hanyu_%${runId}%`],
        );
        for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      });
    }
  };
}
