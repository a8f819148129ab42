import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  accountStrings,
  codeFromOutbox,
  exactly,
  fillRegistration,
  outboxCount,
  samplePhotoPng,
  solveSlider,
  submitRegistration,
} from '../support/account-flow.ts';
import { launchBrowser, openPage, type WatchedPage } from '../support/browser.ts';

const LANGUAGES = [
  { language: 'zh', locale: 'zh-CN' },
  { language: 'en', locale: 'en-US' },
] as const;

/**
 * The account journey of a new learner on a local install, through the screens only: register with an
 * e-mail address (code from the development outbox, the real slider), edit the profile with a photo, log
 * out, log in with the password and with a code, recover the password, log in with the new one.
 */
describe.each(LANGUAGES)('account journey in $language', ({ language, locale }) => {
  const text = accountStrings(language);
  const email = `learner-${randomUUID().slice(0, 8)}@example.com`;
  const firstPassword = 'Lantern_Qiao88';
  const newPassword = 'Willow_Brook41';
  const nickName = `学员${randomUUID().slice(0, 4)}`;
  let browser: Browser;
  let watched: WatchedPage;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    watched = await openPage(browser, { locale });
    page = watched.page;
  });
  // A failed step leaves its screen behind for whoever reads the report.
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail') return;
    const name = `account-${language}-${context.task.name.replace(/\W+/g, '-')}.png`;
    await page.screenshot({ path: path.join(inject('artifactsDir'), name), fullPage: true });
  });
  afterAll(async () => {
    await watched.close();
    await browser.close();
  });

  const dialog = () => page.getByRole('dialog');
  const main = () => page.getByRole('main');
  const openLogin = async () => {
    await page.getByRole('button', { name: text.nav.loginRegister }).click();
    await dialog().waitFor();
  };
  const sendCode = async (where = dialog(), recipient = email) => {
    const before = await outboxCount(page, recipient);
    await where.getByRole('button', { name: text.account.sendCode }).click();
    await solveSlider(page);
    return codeFromOutbox(page, recipient, before);
  };
  const expectSignedIn = async () => {
    await page.getByRole('banner').getByRole('button', { name: text.nav.logout }).waitFor();
    await expect.poll(() => dialog().count()).toBe(0);
  };
  const logout = async () => {
    await page.getByRole('banner').getByRole('button', { name: text.nav.logout }).click();
    await page.getByRole('button', { name: text.nav.loginRegister }).waitFor();
  };

  it('registers with an e-mail code, the slider and the privacy agreement', async () => {
    await page.goto('/dist/web');
    const code = await fillRegistration(page, text, email, firstPassword);
    expect(code).toMatch(/^\d{6}$/);
    await dialog()
      .getByRole('button', { name: exactly(text.account.register) })
      .click();
    // Unticked privacy policy: the spec's refusal, and no slider yet.
    await dialog().getByText(text.errors.PrivacyNotAgreed).waitFor();
    expect(await page.locator('.slider-captcha').count()).toBe(0);
    await submitRegistration(page, text);
    await expectSignedIn();
    watched.expectNoProblems();
  });

  it('binds a mainland mobile as a China-site account must, and has no results yet', async () => {
    await page.goto('/dist/web/portal/personalCenter');
    const bind = page.getByRole('region', { name: text.personal.bindMobileTitle });
    const mobile = `139${String(Date.now() + (language === 'zh' ? 0 : 1)).slice(-8)}`;
    await bind.getByLabel(text.personal.mobile, { exact: true }).fill(mobile);
    const code = await sendCode(bind, mobile);
    await bind.getByLabel(text.account.code, { exact: true }).fill(code);
    await bind.getByRole('button', { name: exactly(text.personal.bindMobile) }).click();
    await expect.poll(() => bind.count()).toBe(0);
    await page.goto('/dist/web/portal/personalResult');
    await main().getByRole('heading', { name: text.results.emptyTitle }).waitFor();
    watched.expectNoProblems();
  });

  it('edits the profile with a photo and sees it in the personal centre', async () => {
    await page.goto('/dist/web/portal/personalEdit');
    await main().getByLabel(text.personal.nickName, { exact: true }).fill(nickName);
    await main().getByLabel(text.personal.tel, { exact: true }).fill('13800138000');
    await main().getByRole('radio', { name: text.personal.female }).check();
    await page.locator('input[type=file]').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: samplePhotoPng(),
    });
    await page.getByText(text.personal.avatarReady).waitFor();
    await main()
      .getByRole('button', { name: exactly(text.personal.save) })
      .click();
    await page.getByText(text.personal.saved).first().waitFor();
    await page.goto('/dist/web/portal/personalCenter');
    await page.getByRole('heading', { level: 1, name: text.screens.personalCenter }).waitFor();
    await page.getByText(nickName).first().waitFor();
    const photo = page.locator('main img[src*="/avatar"], main img[src*="avatar"]').first();
    await photo.waitFor();
    expect(await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await page.screenshot({
      path: path.join(inject('artifactsDir'), `personal-centre-${language}.png`),
      fullPage: true,
    });
    watched.expectNoProblems();
  });

  it('logs out, then logs in with the password and with a code', async () => {
    await logout();
    await openLogin();
    await dialog().getByRole('tab', { name: text.account.tabs.password }).click();
    await dialog().getByLabel(text.account.account, { exact: true }).fill(email);
    await dialog().getByLabel(text.account.password, { exact: true }).fill(firstPassword);
    await dialog()
      .getByRole('button', { name: exactly(text.account.login) })
      .click();
    await expectSignedIn();
    await logout();
    await openLogin();
    await dialog().getByRole('tab', { name: text.account.tabs.code }).click();
    await dialog().getByLabel(text.account.account, { exact: true }).fill(email);
    const code = await sendCode();
    await dialog().getByLabel(text.account.code, { exact: true }).fill(code);
    await dialog()
      .getByRole('button', { name: exactly(text.account.login) })
      .click();
    await expectSignedIn();
    await logout();
    watched.expectNoProblems();
  });

  it('recovers the password in three steps and logs in with the new one', async () => {
    await page.goto('/dist/web/portal/findPassword');
    await page.getByRole('heading', { name: text.findPassword.step1 }).waitFor();
    await main().getByLabel(text.account.account, { exact: true }).fill(email);
    const code = await sendCode(main());
    await main().getByLabel(text.account.code, { exact: true }).fill(code);
    await main().getByRole('button', { name: text.findPassword.next }).click();
    await page.getByRole('heading', { name: text.findPassword.step2 }).waitFor();
    await main().getByLabel(text.account.newPassword, { exact: true }).fill(newPassword);
    await main().getByLabel(text.account.confirmPassword, { exact: true }).fill(newPassword);
    await main().getByRole('button', { name: text.findPassword.save }).click();
    await page.getByRole('heading', { name: text.findPassword.step3 }).waitFor();
    await main().getByRole('button', { name: text.findPassword.goLogin }).click();
    await dialog().waitFor();
    await dialog().getByRole('tab', { name: text.account.tabs.password }).click();
    await dialog().getByLabel(text.account.account, { exact: true }).fill(email);
    await dialog().getByLabel(text.account.password, { exact: true }).fill(newPassword);
    await dialog()
      .getByRole('button', { name: exactly(text.account.login) })
      .click();
    await expectSignedIn();
    watched.expectNoProblems();
  });
});
