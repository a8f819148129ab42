import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import type { GrantedRole } from '@hanyu/contracts/constants/roles';
import { STUDY_ORDER } from '@hanyu/contracts/mhk/graded';

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

/**
 * A submitted MHK mock exam of the account, with one composition in its report, written straight into
 * the server's SQLite file as the exam engine keeps it: what a learner leaves after a writing module,
 * without taking the whole exam in the browser (the MHK browser test does that). Answers the attempt id.
 */
export async function submittedComposition(
  account: string,
  composition: {
    prompt: string;
    text: string;
    traits: Record<'cohesion' | 'language' | 'content' | 'structure', number>;
  },
): Promise<string> {
  const database = path.join(inject('dataDir'), 'platform.sqlite');
  const attemptId = randomUUID().replaceAll('-', '');
  const at = new Date().toISOString();
  const report = {
    attemptId,
    paperId: 'MHK3-01',
    title: 'MHK（三级）模拟试卷一',
    level: '0401',
    submittedAt: at,
    total: 68,
    maxTotal: 100,
    modules: [
      {
        name: 'writing',
        score: 68,
        correct: 0,
        questionCount: 1,
        items: [
          {
            id: 'W03',
            type: '01030201',
            transcript: null,
            questions: [
              {
                id: 'W03-1',
                question: composition.prompt,
                given: { text: composition.text },
                key: '',
                correct: false,
                points: 68,
                maxPoints: 100,
                explanation: '',
              },
            ],
            composition: {
              state: 'evaluated',
              traits: composition.traits,
              band: 'intermediate',
              characters: [...composition.text].length,
              notes: [],
            },
            spoken: null,
          },
        ],
      },
    ],
  };
  const script = `
    const Database = require('better-sqlite3');
    const [file, account, id, at, report] = process.argv.slice(1);
    const db = new Database(file);
    db.pragma('busy_timeout = 5000');
    const user = db.prepare('select id from user_account where email = ?').get(account);
    db.prepare(\`insert into exam_attempt (id, user_id, exam, paper_id, paper_version, scope_code, scope, status,
      current_module, place_item, revision, total_hundredths, report, started_at, updated_at, submitted_at)
      values (?, ?, 'mhk', 'MHK3-01', 'v1', '0603', 'writing', 'submitted', null, null, 3, 6800, ?, ?, ?, ?)\`)
      .run(id, user.id, report, at, at, at);
    db.close();`;
  await run(process.execPath, ['-e', script, database, account, attemptId, at, JSON.stringify(report)], {
    cwd: path.join(root, 'apps/server'),
  });
  return attemptId;
}

/**
 * Every study type of some graded-course units marked done (best score 100) for the account, written
 * straight into the server's SQLite file as the course keeps it: what a learner leaves after studying
 * those units, without studying each in the browser (the graded-course browser test does one unit so).
 */
export async function finishedUnits(account: string, unitKeys: readonly string[]): Promise<void> {
  const database = path.join(inject('dataDir'), 'platform.sqlite');
  const script = `
    const Database = require('better-sqlite3');
    const [file, account, keys, types] = process.argv.slice(1);
    const db = new Database(file);
    db.pragma('busy_timeout = 5000');
    const user = db.prepare('select id from user_account where email = ?').get(account);
    const at = new Date().toISOString();
    const insert = db.prepare(\`insert into graded_progress (user_id, unit_key, study_type, done, best_score, attempts, updated_at)
      values (?, ?, ?, 1, 100, 1, ?) on conflict (user_id, unit_key, study_type) do update set done = 1\`);
    for (const key of JSON.parse(keys)) for (const type of JSON.parse(types)) insert.run(user.id, key, type, at);
    db.close();`;
  await run(
    process.execPath,
    ['-e', script, database, account, JSON.stringify(unitKeys), JSON.stringify(STUDY_ORDER)],
    { cwd: path.join(root, 'apps/server') },
  );
}
