// Imports PSC test sessions from a CSV file into the configured database (DATABASE_URL, else the
// SQLite file under DATA_DIR, as the server uses them). Columns: apps/server/src/modules/psc/signup-import.ts.
//
//   npm run psc:import-sessions -w @hanyu/server -- sessions.csv [--dry-run]
//
// Paths and DATA_DIR are read from where npm was started, like `npm start`. Exit status 0 when every
// row was imported, 1 when some rows were refused (the others are imported), 2 on a usage error.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { importSessionsCsv } from '../src/modules/psc/signup-import.ts';
import { PscSessionRepository } from '../src/modules/psc/signup-session-repository.ts';
import { openDatabase } from '../src/platform/db/connect.ts';
import { migrateToLatest } from '../src/platform/db/migrate.ts';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const files = args.filter((arg) => !arg.startsWith('--'));
if (files.length !== 1) {
  console.error('usage: npm run psc:import-sessions -w @hanyu/server -- FILE.csv [--dry-run]');
  process.exit(2);
}
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
const file = path.resolve(files[0] ?? '');
let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  console.error(`cannot read ${file}: ${(error as Error).message}`);
  process.exit(2);
}

const config = loadConfig();
const database = openDatabase(config.databaseUrl);
try {
  await migrateToLatest(database.db, database.dialect);
  const report = await importSessionsCsv(new PscSessionRepository(database.db), text, new Date(), { dryRun });
  for (const problem of report.problems) console.error(`${file}:${problem.line}: ${problem.message}`);
  console.log(
    dryRun
      ? `${report.valid} session(s) would be imported, ${report.problems.length} row(s) refused (dry run: nothing written)`
      : `${report.created} session(s) created, ${report.updated} updated, ${report.problems.length} row(s) refused`,
  );
  process.exitCode = report.problems.length > 0 ? 1 : 0;
} finally {
  await database.db.destroy();
}
