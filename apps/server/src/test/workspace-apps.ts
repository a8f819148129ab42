import { expect } from 'vitest';
import { Role } from '@hanyu/contracts/constants/roles';
import { RoleRepository } from '../platform/auth/roles.ts';
import { registerAccount } from './accounts.ts';
import type { Dialect } from '../platform/db/connect.ts';
import { runServerCommand } from './server-command.ts';
import { buildTestApp, callApi, type TestApp } from './test-app.ts';

/** Two instances on one database and store, and the accounts a workspace test signs in with. */
export interface WorkspaceApps {
  t: TestApp;
  /** A second instance on the same database (and store): what one publishes, the other serves. */
  second: TestApp;
  /** A platform administrator, made by the command as in production. */
  admin: string;
  teacher: string;
  learner: string;
}

/** Builds the two instances and signs up an administrator, a teacher and a learner, named by `prefix`. */
export async function workspaceApps(dialect: Dialect, prefix: string): Promise<WorkspaceApps> {
  const t = await buildTestApp({ dialect });
  const second = await buildTestApp({ database: t.database, store: t.store });
  const adminAccount = `${prefix}-admin-${dialect}@example.com`;
  const admin = (await registerAccount(t, adminAccount)).token;
  const made = await runServerCommand('create-admin.ts', [adminAccount], t.database.url);
  expect(made.code, made.err).toBe(0);
  const teacherAccount = await registerAccount(t, `${prefix}-teacher-${dialect}@example.com`);
  await new RoleRepository(t.app.platform.db).grant({ command: 'test' }, teacherAccount.userInfo.id, {
    role: Role.Teacher,
    institutionId: null,
  });
  const learner = (await registerAccount(t, `${prefix}-learner-${dialect}@example.com`)).token;
  return { t, second, admin, teacher: teacherAccount.token, learner };
}

export async function closeWorkspaceApps(apps: WorkspaceApps | undefined): Promise<void> {
  await apps?.second.close();
  await apps?.t.close();
}

/** Each of the workspace's content calls on a type, refused to the learner and the teacher. */
export async function expectRefusedToLearnerAndTeacher(
  apps: WorkspaceApps,
  type: string,
  fields: object,
  paths: readonly string[],
): Promise<void> {
  for (const token of [apps.learner, apps.teacher]) {
    for (const path of paths) {
      const refused = await (await callApi(apps.t, path, { token, type, fields })).json();
      expect(refused, path).toMatchObject({ result: false, code: 'RoleRequired' });
    }
  }
}
