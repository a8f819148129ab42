/**
 * Imports issued PSC results from a CSV file into the database the server uses (DATABASE_URL, else
 * $DATA_DIR/platform.sqlite), so the score and certificate queries can answer them.
 *
 *   npm run psc:import-results -w @hanyu/server -- FILE.csv [--skip-invalid]
 *
 * The header row names the columns name,idCard,stuId,centId,gender,provinceName,siteName,score,level,
 * testDate (any order); the file is UTF-8, with or without a byte-order mark, fields quoted as needed
 * (docs/samples/psc-results.csv). Every bad row is listed with its line. Without --skip-invalid a
 * file with any bad row imports nothing; with it the good rows are imported. Importing the same file
 * again changes nothing (rows are keyed by ticket number).
 *
 * Exit codes: 0 imported; 1 nothing imported (bad rows, an unreadable file, wrong usage);
 * 2 imported with bad rows left out (--skip-invalid).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../src/config.ts';
import { importPscResults, type ImportProblem } from '../src/modules/psc/score-import.ts';
import { openDatabase } from '../src/platform/db/connect.ts';
import { migrateToLatest } from '../src/platform/db/migrate.ts';

const USAGE = 'usage: npm run psc:import-results -w @hanyu/server -- FILE.csv [--skip-invalid]';

function describe(problem: ImportProblem): string {
  return `  第${problem.line}行${problem.field ? ` ${problem.field}` : ''}：${problem.message}`;
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const skipInvalid = argv.includes('--skip-invalid');
  const unknown = argv.filter((arg) => arg.startsWith('-') && arg !== '--skip-invalid');
  const files = argv.filter((arg) => !arg.startsWith('-'));
  if (unknown.length > 0 || files.length !== 1) {
    console.error(USAGE);
    return 1;
  }
  // `npm run -w` runs in apps/server: paths and DATA_DIR are meant from where the command was typed.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const file = path.resolve(files[0] ?? '');

  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    console.error(`cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }

  const { db, dialect } = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db, dialect);
    const report = await importPscResults(db, bytes, { skipInvalid });
    console.log(`${file}: ${report.rows} 行数据`);
    if (report.problems.length > 0) {
      console.log(`发现 ${report.problems.length} 处问题：`);
      for (const problem of report.problems) console.log(describe(problem));
    }
    if (!report.written) {
      console.log('未导入任何数据。请修正以上问题后重新导入（或加 --skip-invalid 只导入无误的行）。');
      return 1;
    }
    console.log(
      `导入完成：新增 ${report.inserted} 条，更新 ${report.updated} 条，未变 ${report.unchanged} 条` +
        (report.skipped > 0 ? `，跳过有问题的 ${report.skipped} 行` : ''),
    );
    return report.skipped > 0 ? 2 : 0;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
