import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inject } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

/**
 * Makes an account registered through the screens a platform administrator, the way an operator does
 * (README: `npm run admin:create -w @hanyu/server -- ACCOUNT`), on the browser tests' server's data.
 */
export async function createPlatformAdmin(account: string): Promise<void> {
  const { DATABASE_URL: _database, ...inherited } = process.env;
  const env = { ...inherited, DATA_DIR: inject('dataDir'), NODE_ENV: 'production', INIT_CWD: root };
  await run('npm', ['run', '-s', 'admin:create', '-w', '@hanyu/server', '--', account], { cwd: root, env });
}
