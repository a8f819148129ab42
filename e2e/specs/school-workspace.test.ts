import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@hanyu/contracts/constants/roles';
import { signUpByEmail } from '../support/account-flow.ts';
import {
  fillTemplate,
  launchBrowser,
  openPage,
  readLocale,
  screenshot,
  setWidth,
  type WatchedPage,
  widerThanScreen,
} from '../support/browser.ts';
import { createPlatformAdmin, grantRole } from '../support/server-commands.ts';

type Keys<K extends string> = Record<K, string>;

interface SchoolStrings {
  errors: Keys<'AccountNotRegistered' | 'PasswordConfirmWrong'>;
  adminWorkspace: { users: Keys<'institutionsLink'> };
  adminInstitutions: Keys<'code' | 'name' | 'region' | 'save' | 'saved'>;
  schoolWorkspace: Keys<
    | 'refusedTitle'
    | 'noTeachers'
    | 'teacherAccount'
    | 'add'
    | 'added'
    | 'remove'
    | 'password'
    | 'removeSubmit'
    | 'removed'
  > & { classes: Keys<'empty' | 'noAssignments' | 'teacher' | 'learners'> };
  teacherWorkspace: { open: Keys<'name' | 'submit' | 'opened'> };
}

const zh = readLocale('zh') as SchoolStrings;
const text = zh.schoolWorkspace;
const PASSWORD = 'Lantern_Qiao88';

const signUp = (page: Page, name: string): Promise<string> => signUpByEmail(page, name, PASSWORD);

/**
 * A platform administrator creates an institution in the workspace; its school administrator (granted by
 * the operator's command) adds a registered teacher to their institution by account, is told when an account does not
 * exist, and removes the teacher with their password asked again; a learner is told what the place is.
 */
describe('the school administrator’s workspace', () => {
  let browser: Browser;
  let head: WatchedPage;
  let teacher: WatchedPage;
  let teacherAccount = '';
  const institutionId = `E2E-${randomUUID().slice(0, 6)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    head = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    teacher = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    teacherAccount = await signUp(teacher.page, 'school-teacher');
    // A platform administrator creates the institution in the workspace; the operator then grants the role.
    const platform = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await createPlatformAdmin(await signUp(platform.page, 'platform-admin'));
    await platform.page.goto('/dist/web/workspace/admin');
    await platform.page.getByRole('link', { name: zh.adminWorkspace.users.institutionsLink, exact: true }).click();
    const form = platform.page.getByTestId('institution-form');
    await form.getByLabel(zh.adminInstitutions.code, { exact: true }).fill(institutionId);
    await form.getByLabel(zh.adminInstitutions.name, { exact: true }).fill('城东实验学校');
    await form.getByLabel(zh.adminInstitutions.region, { exact: true }).fill('浙江省');
    await form.getByRole('button', { name: zh.adminInstitutions.save, exact: true }).click();
    await platform.page
      .getByText(fillTemplate(zh.adminInstitutions.saved, { name: '城东实验学校', id: institutionId }), { exact: true })
      .waitFor();
    await platform.page.getByTestId('institutions').getByText(institutionId, { exact: true }).waitFor();
    await screenshot(platform.page, 'admin-institutions-1280.png');
    platform.expectNoProblems();
    await platform.close();

    const headAccount = await signUp(head.page, 'school-head');
    await grantRole(headAccount, Role.SchoolAdmin, institutionId);
  }, 240_000);
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await screenshot(head.page, 'school-workspace-failed.png');
  });
  afterAll(async () => {
    await teacher.close();
    await head.close();
    await browser.close();
  });

  it('adds a teacher by account, says when there is no such account, and removes one with the password again', async () => {
    const { page } = head;
    await page.goto('/dist/web/workspace/school');
    const card = page.getByTestId(`school-${institutionId}`);
    await card.getByRole('heading', { level: 2, name: /城东实验学校/ }).waitFor();
    await card.getByText(text.noTeachers, { exact: true }).waitFor();
    await page.getByTestId('school-classes-empty').getByText(text.classes.empty, { exact: true }).waitFor();

    const field = card.getByLabel(text.teacherAccount, { exact: true });
    await field.fill(`nobody-${randomUUID().slice(0, 6)}@example.com`);
    await card.getByRole('button', { name: text.add, exact: true }).click();
    await card.getByText(zh.errors.AccountNotRegistered).waitFor();

    await field.fill(teacherAccount);
    await card.getByRole('button', { name: text.add, exact: true }).click();
    await card.getByText(fillTemplate(text.added, { account: teacherAccount }), { exact: true }).waitFor();
    const teachers = card.getByTestId('school-teachers');
    await teachers.getByText(teacherAccount, { exact: true }).waitFor();
    await screenshot(page, 'school-workspace-1280.png');

    await teachers.getByRole('button', { name: text.remove, exact: true }).click();
    const password = card.getByLabel(text.password, { exact: true });
    await expect.poll(() => password.evaluate((input) => input === document.activeElement)).toBe(true);
    await password.fill('not-my-password-1');
    await card.getByRole('button', { name: text.removeSubmit, exact: true }).click();
    await card.getByText(zh.errors.PasswordConfirmWrong).waitFor();
    await password.fill(PASSWORD);
    await card.getByRole('button', { name: text.removeSubmit, exact: true }).click();
    await card.getByText(fillTemplate(text.removed, { account: teacherAccount }), { exact: true }).waitFor();
    await card.getByText(text.noTeachers, { exact: true }).waitFor();
    head.expectNoProblems();
  });

  it('lists the classes its teachers open, with who teaches them and their assignments', async () => {
    const { page } = head;
    const card = page.getByTestId(`school-${institutionId}`);
    await card.getByLabel(text.teacherAccount, { exact: true }).fill(teacherAccount);
    await card.getByRole('button', { name: text.add, exact: true }).click();
    await card.getByText(fillTemplate(text.added, { account: teacherAccount }), { exact: true }).waitFor();

    // The teacher, added to the institution, opens a class in the teacher workspace.
    const className = '初一（4）班';
    await teacher.page.goto('/dist/web/workspace/teacher');
    await teacher.page.getByLabel(zh.teacherWorkspace.open.name, { exact: true }).fill(className);
    await teacher.page.getByRole('button', { name: zh.teacherWorkspace.open.submit, exact: true }).click();
    await teacher.page.getByTestId('class-card').filter({ hasText: className }).waitFor();
    teacher.expectNoProblems();

    await page.reload();
    const listed = page.getByTestId('school-class').filter({ hasText: className });
    await listed.getByRole('heading', { level: 4, name: className }).waitFor();
    const teacherName = (await teacher.page.locator('.account-menu__name').innerText()).trim();
    expect(teacherName).not.toBe('');
    expect(await listed.innerText()).toContain(fillTemplate(text.classes.learners, { count: 0 }));
    expect(await listed.innerText()).toContain(fillTemplate(text.classes.teacher, { name: teacherName }));
    await listed.getByText(text.classes.noAssignments, { exact: true }).waitFor();
    await screenshot(page, 'school-workspace-classes-1280.png');
    await setWidth(page, 390);
    await listed.waitFor();
    await screenshot(page, 'school-workspace-classes-390.png');
    expect(await widerThanScreen(page)).toEqual([]);
    await setWidth(page, 1280);
    head.expectNoProblems();
  });
});
