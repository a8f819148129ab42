import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import type { GrantedRole } from '@hanyu/contracts/constants/roles';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

/**
 * Runs one of the server's npm commands as an operator does, on the browser tests' server's data folder
 * (its SQLite file), not on a database of the environment.
 */
async function runServerCommand(script: string, args: readonly string[]): Promise<void> {
  const { DATABASE_URL: _database, ...inherited } = process.env;
  const env = { ...inherited, DATA_DIR: inject('dataDir'), NODE_ENV: 'production', INIT_CWD: root };
  await run('npm', ['run', '-s', script, '-w', '@hanyu/server', '--', ...args], { cwd: root, env });
}

/**
 * Makes an account registered through the screens a platform administrator, the way an operator does
 * (README: `npm run admin:create -w @hanyu/server -- ACCOUNT`).
 */
export async function createPlatformAdmin(account: string): Promise<void> {
  await runServerCommand('admin:create', [account]);
}

/**
 * Grants a role to an account registered through the screens, the way an operator does (README:
 * `npm run role:grant -w @hanyu/server -- ACCOUNT ROLE [INSTITUTION_ID]`); counts from the next request.
 */
export async function grantRole(account: string, role: GrantedRole, institutionId?: string): Promise<void> {
  await runServerCommand('role:grant', [account, role, ...(institutionId === undefined ? [] : [institutionId])]);
}

/**
 * Moves every session of the test server's accounts `minutesAgo` into the past, as if their users had
 * walked away from the desk: an administrator's session then lapses (30 idle minutes, 8 hours since the
 * password). Written straight into the server's SQLite file, as nothing on the site can do it.
 */
export async function ageSessions(minutesAgo: number): Promise<void> {
  const database = path.join(inject('dataDir'), 'platform.sqlite');
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(process.argv[1]);
    db.pragma('busy_timeout = 5000');
    const at = new Date(Date.now() - Number(process.argv[2]) * 60000).toISOString();
    db.prepare('update session set authenticated_at = ?, admin_seen_at = ?').run(at, at);
    db.prepare('update web_sign_in set authenticated_at = ?').run(at);
    db.close();`;
  await run(process.execPath, ['-e', script, database, String(minutesAgo)], { cwd: path.join(root, 'apps/server') });
}
