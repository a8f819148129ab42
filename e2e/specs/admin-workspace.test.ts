import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { escapeRegExp, signUpByEmail } from '../support/account-flow.ts';
import { fillTemplate, launchBrowser, openPage, readLocale, screenshot, type WatchedPage } from '../support/browser.ts';
import { createPlatformAdmin } from '../support/server-commands.ts';

type Keys<K extends string> = Record<K, string>;

/** The interface strings this test acts on and reads, as the app ships them. */
interface AdminStrings {
  home: Keys<'entranceAdmin'>;
  errors: Keys<'PasswordConfirmWrong'>;
  adminWorkspace: {
    access: Keys<'refusedTitle' | 'goHome'>;
    roles: Keys<'teacher' | 'schoolAdmin' | 'platformAdmin'>;
    users: Keys<'auditLink' | 'account' | 'lookUp' | 'startTitle' | 'unknownTitle' | 'rolesTitle' | 'revokeRole'>;
    grant: Keys<'role' | 'institution' | 'submit' | 'institutionRequired' | 'institutionFormat'>;
    revoke: Keys<'title' | 'password' | 'confirm'>;
    changes: Keys<'granted' | 'revoked'>;
    audit: Keys<
      'action' | 'targetId' | 'apply' | 'clear' | 'you' | 'noMatchTitle' | 'total' | 'userRecord' | 'time'
    > & { actions: Keys<'roleGrant' | 'roleRevoke'> };
    export: Keys<'button' | 'done'>;
  };
}

const zh = readLocale('zh') as AdminStrings;
const text = zh.adminWorkspace;
const PASSWORD = 'Lantern_Qiao88';

const signUp = (page: Page, name: string): Promise<string> => signUpByEmail(page, name, PASSWORD);

async function lookUp(page: Page, account: string): Promise<void> {
  await page.getByLabel(text.users.account, { exact: true }).fill(account);
  await page.getByRole('button', { name: text.users.lookUp, exact: true }).click();
}

/** The page fits its width: nothing sticks out sideways, so nothing is cut off or scrolls away. */
async function expectNoSidewaysOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Two boxes on the page do not overlap (a label and its value, one entry's line and the next). */
async function expectApart(first: Locator, second: Locator): Promise<void> {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  if (!a || !b) throw new Error('not laid out');
  const apart =
    a.x + a.width <= b.x + 0.5 ||
    b.x + b.width <= a.x + 0.5 ||
    a.y + a.height <= b.y + 0.5 ||
    b.y + b.height <= a.y + 0.5;
  expect(apart).toBe(true);
}

/**
 * Two accounts registered through the screens; the first made a platform administrator by the
 * operator's command. The administrator finds the second, grants and revokes a role (the password
 * asked again), reads, filters and exports the audit log; the second is told the workspace is not theirs.
 */
describe('the platform administrator’s workspace', () => {
  let browser: Browser;
  let admin: WatchedPage;
  let other: WatchedPage;
  let adminAccount = '';
  let otherAccount = '';
  let adminId = '';
  let otherId = '';
  let otherName = '';
  let adminName = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    other = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    otherAccount = await signUp(other.page, 'colleague');
    adminAccount = await signUp(admin.page, 'platform-admin');
    await createPlatformAdmin(adminAccount);
  }, 240_000);
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') {
      await screenshot(admin.page, 'admin-workspace-failed.png');
      await screenshot(other.page, 'admin-workspace-other-failed.png');
    }
  });
  afterAll(async () => {
    await admin.close();
    await other.close();
    await browser.close();
  });

  it('leads from the home page’s administrator entrance to the workspace, which says what can be done', async () => {
    const { page } = admin;
    await page.goto('/dist/web');
    await page.getByRole('link', { name: zh.home.entranceAdmin }).click();
    await page.waitForURL('**/dist/web/workspace/admin');
    await page.getByTestId('admin-start').getByRole('heading', { name: text.users.startTitle }).waitFor();
    await page.getByRole('link', { name: text.users.auditLink }).waitFor();
    admin.expectNoProblems();
  });

  it('looks users up by the account they sign in with, and says when there is no such account', async () => {
    const { page } = admin;
    await lookUp(page, `nobody-${randomUUID().slice(0, 8)}@example.com`);
    await page.getByTestId('admin-unknown-account').getByRole('heading', { name: text.users.unknownTitle }).waitFor();
    expect(await page.getByTestId('admin-user').count()).toBe(0);

    // The administrator: the operator's command made them one.
    await lookUp(page, adminAccount);
    const card = page.getByTestId('admin-user');
    await card.getByTestId('admin-user-roles').getByText(text.roles.platformAdmin, { exact: true }).waitFor();
    adminId = (await card.getByTestId('admin-user-id').innerText()).trim();
    adminName = (await card.getByRole('heading', { level: 2 }).innerText()).trim();
    expect(await page.getByTestId('admin-unknown-account').count()).toBe(0);

    // The second account: a learner with no role granted.
    await lookUp(page, otherAccount);
    await card.getByTestId('admin-user-account').getByText(otherAccount, { exact: true }).waitFor();
    await card.getByTestId('admin-user-no-roles').waitFor();
    otherId = (await card.getByTestId('admin-user-id').innerText()).trim();
    otherName = (await card.getByRole('heading', { level: 2 }).innerText()).trim();
    expect(otherId).toMatch(/^\S+$/);
    expect(otherId).not.toBe(adminId);
    admin.expectNoProblems();
  });

  it('grants the teacher role, after the contract’s institution rule refused a school administrator without one', async () => {
    const { page } = admin;
    const form = page.getByTestId('admin-grant');
    const grants: string[] = [];
    const countGrants = (request: { url(): string }) => {
      if (request.url().endsWith('/admin/role/grant')) grants.push(request.url());
    };
    page.on('request', countGrants);

    await form.getByLabel(text.grant.role, { exact: true }).selectOption({ label: text.roles.schoolAdmin });
    const institution = form.getByLabel(text.grant.institution, { exact: true });
    await form.getByRole('button', { name: text.grant.submit, exact: true }).click();
    await form.getByText(text.grant.institutionRequired, { exact: true }).waitFor();
    expect(await institution.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');

    // A wrong institution id: the contract's message, and what was typed stays.
    await institution.fill('第一中学');
    await form.getByRole('button', { name: text.grant.submit, exact: true }).click();
    await form.getByText(text.grant.institutionFormat, { exact: true }).waitFor();
    expect(await institution.inputValue()).toBe('第一中学');
    expect(grants).toEqual([]);
    await screenshot(page, 'admin-workspace-field-problem-1280.png');

    await form.getByLabel(text.grant.role, { exact: true }).selectOption({ label: text.roles.teacher });
    expect(await form.getByLabel(text.grant.institution, { exact: true }).count()).toBe(0);
    await form.getByRole('button', { name: text.grant.submit, exact: true }).click();
    const note = page.getByTestId('admin-change-note');
    await note
      .getByText(fillTemplate(text.changes.granted, { name: otherName, role: text.roles.teacher }), { exact: true })
      .waitFor();
    expect(await note.getAttribute('aria-live')).toBe('polite');
    const roles = page.getByTestId('admin-user-roles');
    await roles.getByText(text.roles.teacher, { exact: true }).waitFor();
    expect(await roles.locator('li').count()).toBe(1);
    expect(grants).toHaveLength(1);
    page.off('request', countGrants);
    await screenshot(page, 'admin-workspace-1280.png');
    admin.expectNoProblems();
  });

  it('lists the grant in the audit log, filters it in the address and exports the filter as CSV', async () => {
    const { page } = admin;
    await page.getByRole('link', { name: text.users.auditLink }).click();
    await page.waitForURL('**/dist/web/workspace/admin/audit');
    const list = page.getByTestId('audit-list');
    const grant = list.getByTestId('audit-entry').filter({ has: page.getByTestId('audit-record').getByText(otherId) });
    await grant.waitFor();
    expect(await grant.getAttribute('data-action')).toBe('role.grant');
    expect((await grant.getByTestId('audit-action').innerText()).trim()).toBe(text.audit.actions.roleGrant);
    // Users by name and account beside their ids.
    expect((await grant.getByTestId('audit-record').innerText()).replace(/\s+/g, '')).toBe(
      `${text.audit.userRecord}${otherName}(${otherAccount})${otherId}`.replace(/\s+/g, ''),
    );
    expect((await grant.getByTestId('audit-actor').innerText()).replace(/\s+/g, '')).toBe(
      `${adminName}(${adminAccount})${adminId}${text.audit.you}`.replace(/\s+/g, ''),
    );
    // The detail is read as key: value lines, not as JSON.
    const detail = await grant.locator('.audit-detail').innerText();
    expect(detail).toContain(text.roles.teacher);
    expect(detail).not.toContain('{');
    // Newest first: the grant comes before the command that made the administrator.
    const records = await list.getByTestId('audit-record').allInnerTexts();
    const grantAt = records.findIndex((record) => record.includes(otherId));
    const commandAt = records.findIndex((record) => record.includes(adminId));
    expect(grantAt).toBeGreaterThanOrEqual(0);
    expect(commandAt).toBeGreaterThan(grantAt);

    // Filtered by the record: the address keeps it, one entry is left.
    await page.getByLabel(text.audit.targetId, { exact: true }).fill(otherId);
    await page.getByRole('button', { name: text.audit.apply, exact: true }).click();
    await page.waitForURL(new RegExp(`targetId=${escapeRegExp(otherId)}`));
    await list.getByText(fillTemplate(text.audit.total, { count: 1 }), { exact: true }).waitFor();
    expect(await list.getByTestId('audit-entry').count()).toBe(1);
    // …and by an action it never had: nothing matches, until the filters are cleared.
    await page.getByLabel(text.audit.action, { exact: true }).selectOption({ label: text.audit.actions.roleRevoke });
    await page.getByRole('button', { name: text.audit.apply, exact: true }).click();
    await list.getByText(text.audit.noMatchTitle, { exact: true }).waitFor();
    expect(page.url()).toContain('action=role.revoke');
    await page.goBack();
    await list.getByText(fillTemplate(text.audit.total, { count: 1 }), { exact: true }).waitFor();
    expect(await page.getByLabel(text.audit.action, { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel(text.audit.targetId, { exact: true }).inputValue()).toBe(otherId);

    // The filter's entries as a file, byte-order mark kept.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text.export.button, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await download.path();
    const bytes = fs.readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('at,actor,action,target_type,target_id,detail');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${adminId},role.grant,user,${otherId},`);
    expect(lines[1]).toContain('""role"":""teacher""');
    await page
      .getByTestId('audit-export-note')
      .getByText(fillTemplate(text.export.done, { count: 1, fileName: download.suggestedFilename() }), { exact: true })
      .waitFor();
    await screenshot(page, 'admin-audit-1280.png');
    admin.expectNoProblems();
  });

  it('revokes the role only with the administrator’s own password, asked in an accessible dialog', async () => {
    const { page } = admin;
    await page.goto('/dist/web/workspace/admin');
    await lookUp(page, otherAccount);
    const roles = page.getByTestId('admin-user-roles');
    const revokeTeacher = roles.getByRole('button', {
      name: fillTemplate(text.users.revokeRole, { role: text.roles.teacher }),
    });
    const dialog = page.getByRole('dialog', { name: fillTemplate(text.revoke.title, { role: text.roles.teacher }) });
    const password = dialog.getByLabel(text.revoke.password, { exact: true });

    // Opened, it takes the focus to the password; Escape closes it and the focus returns to its button.
    await revokeTeacher.click();
    await dialog.waitFor();
    await expect.poll(() => password.evaluate((input) => input === document.activeElement)).toBe(true);
    // The page behind is inert while it is open (a modal dialog): its fields cannot take the focus.
    const behind = page.getByLabel(text.users.account, { exact: true });
    expect(
      await behind.evaluate((input) => {
        (input as HTMLInputElement).focus();
        return input === document.activeElement;
      }),
    ).toBe(false);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => revokeTeacher.evaluate((button) => button === document.activeElement)).toBe(true);

    // A wrong password: said in the dialog, nothing changed.
    await revokeTeacher.click();
    await password.fill('Not_My_Password1');
    await dialog.getByRole('button', { name: text.revoke.confirm, exact: true }).click();
    await dialog.getByText(zh.errors.PasswordConfirmWrong, { exact: true }).waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await roles.getByText(text.roles.teacher, { exact: true }).count()).toBe(1);

    // The right one: the role is gone, the change is said, and the focus is on the list it left.
    await password.fill(PASSWORD);
    await dialog.getByRole('button', { name: text.revoke.confirm, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('admin-user-no-roles').waitFor();
    await page
      .getByTestId('admin-change-note')
      .getByText(fillTemplate(text.changes.revoked, { name: otherName, role: text.roles.teacher }), { exact: true })
      .waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(text.users.rolesTitle);

    // One revocation in the log: the wrong password changed nothing and wrote nothing.
    await page.goto(`/dist/web/workspace/admin/audit?action=role.revoke&targetId=${encodeURIComponent(otherId)}`);
    await page
      .getByTestId('audit-list')
      .getByText(fillTemplate(text.audit.total, { count: 1 }), { exact: true })
      .waitFor();
    admin.expectNoProblems();
  });

  it('fits a phone: the workspace, the dialog and the log as stacked entries, nothing cut off', async () => {
    const { page } = admin;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dist/web/workspace/admin');
    await lookUp(page, adminAccount);
    await page.getByTestId('admin-user-roles').waitFor();
    await expectNoSidewaysOverflow(page);
    // The links to the workspace's other screens: each on one line, apart from the next (they once ran
    // together into one line of underlined text, broken mid-link).
    const links = await page.locator('.admin-ws__links a').evaluateAll((anchors) =>
      anchors.map((anchor) => {
        const boxes = [...anchor.getClientRects()];
        const box = anchor.getBoundingClientRect();
        return { lines: boxes.length, left: box.left, right: box.right, top: box.top };
      }),
    );
    expect(links.length).toBeGreaterThanOrEqual(4);
    for (const [i, link] of links.entries()) {
      expect(link.lines, `link ${i + 1} on one line`).toBe(1);
      const next = links[i + 1];
      if (next && Math.abs(next.top - link.top) < 1) expect(next.left - link.right).toBeGreaterThanOrEqual(12);
    }
    await screenshot(page, 'admin-workspace-390.png');

    await page.getByTestId('admin-user-roles').getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await screenshot(page, 'admin-revoke-390.png');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.goto('/dist/web/workspace/admin/audit');
    const entry = page.getByTestId('audit-entry').first();
    await entry.waitFor();
    await expectNoSidewaysOverflow(page);
    // Stacked: the entry's cells are lines of the full width, one under the other, each with its label.
    const time = entry.locator('td').first();
    const actor = entry.getByTestId('audit-actor');
    const [timeBox, actorBox] = [await time.boundingBox(), await actor.boundingBox()];
    expect(timeBox && actorBox && actorBox.y >= timeBox.y + timeBox.height - 0.5).toBe(true);
    expect(timeBox && timeBox.width > 300).toBe(true);
    expect(await time.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe(`"${text.audit.time}"`);
    await expectApart(actor, entry.getByTestId('audit-action'));
    await page.getByTestId('audit-filters').waitFor();
    await screenshot(page, 'admin-audit-390.png');
    admin.expectNoProblems();
  });

  it('tells a signed-in user without the role that the workspace is for platform administrators', async () => {
    const { page } = other;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dist/web/workspace/admin');
    const refused = page.getByTestId('admin-refused');
    await refused.getByRole('heading', { name: text.access.refusedTitle }).waitFor();
    await refused.getByRole('link', { name: text.access.goHome }).waitFor();
    expect(await page.getByLabel(text.users.account, { exact: true }).count()).toBe(0);
    await expectNoSidewaysOverflow(page);
    await screenshot(page, 'admin-refused-390.png');
    other.expectNoProblems();

    // The audit log too: its calls are not even made.
    const auditCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/admin/audit/')) auditCalls.push(request.url());
    });
    await page.goto('/dist/web/workspace/admin/audit');
    await refused.getByRole('heading', { name: text.access.refusedTitle }).waitFor();
    expect(await page.getByTestId('audit-list').count()).toBe(0);
    expect(auditCalls).toEqual([]);
    other.expectNoProblems();

    await refused.getByRole('link', { name: text.access.goHome }).click();
    await page.waitForURL('**/dist/web');
    other.expectNoProblems();
  });
});
