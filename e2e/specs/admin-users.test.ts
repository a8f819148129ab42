import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  accountStrings,
  codeFromOutbox,
  exactly,
  fillRegistration,
  outboxCount,
  submitRegistration,
} from '../support/account-flow.ts';
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
import { ageSessions, createPlatformAdmin } from '../support/server-commands.ts';

type Keys<K extends string> = Record<K, string>;

/** The interface strings this test acts on and reads, as the app ships them. */
interface UsersStrings {
  errors: Keys<'PasswordConfirmWrong' | 'AccountSuspended' | 'AdministratorPasswordRequired'>;
  adminUsers: Keys<
    | 'title'
    | 'query'
    | 'queryTooShort'
    | 'search'
    | 'empty'
    | 'statusActive'
    | 'statusSuspended'
    | 'suspend'
    | 'restore'
    | 'sendReset'
    | 'reason'
    | 'reasonRequired'
    | 'password'
    | 'confirmSuspend'
    | 'suspended'
    | 'restored'
    | 'resetSentEmail'
  >;
  passwordAgain: Keys<'title' | 'password' | 'submit' | 'cancel'>;
}

const zh = readLocale('zh') as UsersStrings;
const text = zh.adminUsers;
const account = accountStrings('zh');
const PASSWORD = 'Lantern_Qiao88';

async function signUp(page: Page, name: string): Promise<string> {
  const email = `${name}-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/dist/web');
  await fillRegistration(page, account, email, PASSWORD);
  await submitRegistration(page, account);
  return email;
}

/**
 * A platform administrator made by the operator's command finds a learner, suspends the account (the
 * learner is signed out and cannot sign in), restores it and sends them a password-reset code; after
 * the administrator's session lapses, the page asks for the password once and carries on.
 */
describe('the administrator’s users panel', () => {
  let browser: Browser;
  let admin: WatchedPage;
  let learner: WatchedPage;
  let adminAccount = '';
  let learnerAccount = '';
  const panel = () => admin.page.getByRole('region', { name: text.title, exact: true });
  const row = () => panel().getByTestId('admin-user-row').filter({ hasText: learnerAccount });

  async function search(query: string): Promise<void> {
    await panel().getByLabel(text.query, { exact: true }).fill(query);
    await panel().getByRole('button', { name: text.search, exact: true }).click();
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    learner = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    learnerAccount = await signUp(learner.page, 'suspendable');
    adminAccount = await signUp(admin.page, 'users-admin');
    await createPlatformAdmin(adminAccount);
  }, 240_000);
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') {
      await screenshot(admin.page, 'admin-users-failed.png');
      await screenshot(learner.page, 'admin-users-learner-failed.png');
    }
  });
  afterAll(async () => {
    await admin.close();
    await learner.close();
    await browser.close();
  });

  it('finds a user by a part of the account, after saying a search needs two characters', async () => {
    const { page } = admin;
    await page.goto('/dist/web/workspace/admin');
    await panel().waitFor();
    await search('s');
    await panel().getByText(text.queryTooShort).waitFor();
    await search(`nobody-${randomUUID().slice(0, 6)}`);
    await panel().getByTestId('admin-users-empty').waitFor();
    await search(learnerAccount.split('@')[0] ?? '');
    await row().waitFor();
    expect(await row().innerText()).toContain(text.statusActive);
    admin.expectNoProblems();
  });

  it('suspends the learner with a reason and the password again: the learner is signed out and refused', async () => {
    const { page } = admin;
    await row().getByRole('button', { name: text.suspend, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: text.confirmSuspend }).click();
    await dialog.getByText(text.reasonRequired).waitFor();
    await dialog.getByLabel(text.reason, { exact: true }).fill('发布广告');
    await dialog.getByLabel(text.password, { exact: true }).fill('Not_The_Password1');
    await dialog.getByRole('button', { name: text.confirmSuspend }).click();
    await dialog.getByText(zh.errors.PasswordConfirmWrong).waitFor();
    expect(await dialog.getByLabel(text.reason, { exact: true }).inputValue()).toBe('发布广告');
    await dialog.getByLabel(text.password, { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: text.confirmSuspend }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await row()
      .getByText(fillTemplate(text.statusSuspended, { reason: '发布广告' }))
      .waitFor();
    await panel()
      .getByText(fillTemplate(text.suspended, { account: learnerAccount }))
      .waitFor();
    expect(await row().getByRole('button', { name: text.suspend, exact: true }).count()).toBe(0);

    // The learner's page: the next call finds the session ended; signing in again is refused.
    const other = learner.page;
    await other.goto('/dist/web/portal/personalCenter');
    const login = other.getByRole('dialog');
    await login.getByRole('tab', { name: account.account.tabs.password }).click();
    await login.getByLabel(account.account.account, { exact: true }).fill(learnerAccount);
    await login.getByLabel(account.account.password, { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: exactly(account.account.login) }).click();
    await login.getByText(zh.errors.AccountSuspended).waitFor();
  });

  it('restores the account and sends a password-reset code to the learner, never showing it', async () => {
    const { page } = admin;
    await row().getByRole('button', { name: text.restore, exact: true }).click();
    await panel()
      .getByText(fillTemplate(text.restored, { account: learnerAccount }))
      .waitFor();
    await row().getByText(text.statusActive, { exact: true }).waitFor();

    const before = await outboxCount(page, learnerAccount);
    await row().getByRole('button', { name: text.sendReset, exact: true }).click();
    await panel()
      .getByText(fillTemplate(text.resetSentEmail, { account: learnerAccount }))
      .waitFor();
    await expect.poll(() => outboxCount(page, learnerAccount)).toBe(before + 1);
    const shown = await page.locator('body').innerText();
    // The code went to the learner's inbox (read here off the development outbox), not to this page.
    const code = await codeFromOutbox(page, learnerAccount, before);
    expect(shown).not.toContain(code);
    await page.goto('/dist/web/workspace/admin');
    await panel().waitFor();
    await search(learnerAccount.split('@')[0] ?? '');
    await row().waitFor();

    // Restored, the learner signs in again.
    const login = learner.page.getByRole('dialog');
    await login.getByRole('button', { name: exactly(account.account.login) }).click();
    await expect.poll(() => login.count()).toBe(0);
  });

  it('asks for the password once after the administrator walked away, and carries on', async () => {
    const { page } = admin;
    await ageSessions(45);
    await search(learnerAccount.split('@')[0] ?? '');
    const again = page.getByRole('dialog', { name: zh.passwordAgain.title });
    await again.waitFor();
    // Cancelled: the search fails with the reason.
    await again.getByRole('button', { name: zh.passwordAgain.cancel }).click();
    await panel().getByText(zh.errors.AdministratorPasswordRequired).waitFor();

    await search(learnerAccount.split('@')[0] ?? '');
    await again.waitFor();
    await again.getByLabel(zh.passwordAgain.password, { exact: true }).fill(PASSWORD);
    await again.getByRole('button', { name: zh.passwordAgain.submit }).click();
    await expect.poll(() => again.count()).toBe(0);
    await row().waitFor();

    // On a phone, the users found are stacked rows that fit the screen.
    await setWidth(page, 390);
    await row().waitFor();
    await screenshot(page, 'admin-users-390.png');
    expect(await widerThanScreen(page)).toEqual([]);
    await setWidth(page, 1280);
    await screenshot(page, 'admin-users-1280.png');
    admin.expectNoProblems();
  });
});
