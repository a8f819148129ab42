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

/**
 * Migrates one template per dialect for the whole run; every test file then copies its own fresh
 * database from it (a file copy for SQLite, CREATE DATABASE … TEMPLATE for PostgreSQL).
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hanyu-test-'));
  const sqliteTemplate = path.join(folder, 'template.sqlite');
  const sqlite = openDatabase(`sqlite:${sqliteTemplate}`);
  await migrateToLatest(sqlite.db, 'sqlite');
  // The learning content too, so no test app has to load it (its start finds the same hash).
  await loadStudyContent(sqlite.db, loadConfig({}).contentDir);
  await loadDictionary(sqlite.db, `sqlite:${sqliteTemplate}`, loadConfig({}).contentDir);
  await sqlite.db.destroy();

  let postgresTemplate: string | null = null;
  if (testEnv.databaseUrl) {
    postgresTemplate = `hanyu_tpl_${runId}`;
    await withDatabase(testEnv.databaseUrl, (client) => client.query(`CREATE DATABASE "${postgresTemplate}"`));
    const postgres = openDatabase(adminUrl(testEnv.databaseUrl, postgresTemplate), { poolSize: 1 });
    await migrateToLatest(postgres.db, 'postgres');
    await loadStudyContent(postgres.db, loadConfig({}).contentDir);
    await loadDictionary(postgres.db, adminUrl(testEnv.databaseUrl, postgresTemplate), loadConfig({}).contentDir);
    await postgres.db.destroy();
  }

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
