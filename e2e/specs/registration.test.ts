import { randomInt, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  codeFromOutbox,
  countSliders,
  exactly,
  outboxCount,
  slidersShown,
  solveSlider,
} from '../support/account-flow.ts';
import { launchBrowser, openPage, readLocale, screenshot, type WatchedPage } from '../support/browser.ts';

const LANGUAGES = [
  { language: 'zh', locale: 'zh-CN' },
  { language: 'en', locale: 'en-US' },
] as const;

type Keys<K extends string> = Record<K, string>;
interface RegistrationStrings {
  nav: Keys<'loginRegister' | 'logout'>;
  account: Keys<
    | 'account'
    | 'code'
    | 'password'
    | 'newPassword'
    | 'confirmPassword'
    | 'birthday'
    | 'sendCode'
    | 'register'
    | 'login'
    | 'guardianTitle'
    | 'guardianRegion'
    | 'guardianMobile'
    | 'guardianEmail'
    | 'guardianCode'
    | 'guardianByEmail'
  > & { tabs: Keys<'password' | 'register'> };
  personal: Keys<'tel' | 'female' | 'save' | 'saved' | 'notSet' | 'notLinked'>;
  errors: Keys<'PhoneFormatForRegion'>;
}

/** A birthday that makes a 12-year-old. */
const MINOR_BIRTHDAY = `${new Date().getUTCFullYear() - 12}-03-01`;
const PASSWORD = 'Lantern_Qiao88';
/** A Hong Kong mobile number of this run: 8 digits starting 9. */
const hongKongNumber = () => `9${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

/**
 * Registration for every learner (decision 044), through the screens: a minor whose guardian has a
 * Hong Kong number, and one whose guardian confirms by e-mail, each with exactly one slider; what they
 * gave at sign-up shows in the personal centre and is not asked again.
 */
describe.each(LANGUAGES)('registration for every learner in $language', ({ language, locale }) => {
  const text = readLocale(language) as RegistrationStrings;
  const email = `minor-${randomUUID().slice(0, 8)}@example.com`;
  const guardianNumber = hongKongNumber();
  let browser: Browser;
  let watched: WatchedPage;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail' || !page) return;
    const name = `registration-${language}-${context.task.name.replace(/\W+/g, '-')}.png`;
    await page.screenshot({ path: path.join(inject('artifactsDir'), name), fullPage: true });
  });
  afterAll(async () => {
    await watched?.close();
    await browser.close();
  });

  const dialog = () => page.getByRole('dialog');
  const guardian = () => dialog().getByRole('group', { name: text.account.guardianTitle });
  const openRegistration = async () => {
    await page.goto('/dist/web');
    await page.getByRole('button', { name: text.nav.loginRegister }).click();
    await dialog().getByRole('tab', { name: text.account.tabs.register }).click();
  };
  /** The learner's own part: e-mail and its code (the one slider), password, a minor's birthday. */
  const fillLearner = async (account: string) => {
    await dialog().getByLabel(text.account.account, { exact: true }).fill(account);
    const before = await outboxCount(page, account);
    await dialog().getByRole('button', { name: text.account.sendCode }).first().click();
    await solveSlider(page);
    await dialog()
      .getByLabel(text.account.code, { exact: true })
      .fill(await codeFromOutbox(page, account, before));
    await dialog().getByLabel(text.account.newPassword, { exact: true }).fill(PASSWORD);
    await dialog().getByLabel(text.account.confirmPassword, { exact: true }).fill(PASSWORD);
    await dialog().getByLabel(text.account.birthday, { exact: true }).fill(MINOR_BIRTHDAY);
    await guardian().waitFor();
  };
  /** Sends the guardian's code (no slider: the registration's pass pays) and types it in. */
  const confirmGuardian = async (recipient: string) => {
    const before = await outboxCount(page, recipient);
    await guardian().getByRole('button', { name: text.account.sendCode }).click();
    await guardian()
      .getByLabel(text.account.guardianCode, { exact: true })
      .fill(await codeFromOutbox(page, recipient, before));
  };
  const submit = async () => {
    await dialog().getByRole('checkbox').check();
    await dialog()
      .getByRole('button', { name: exactly(text.account.register) })
      .click();
    await page.getByRole('banner').getByRole('button', { name: text.nav.logout }).waitFor();
  };

  it('registers a minor whose guardian confirms on a Hong Kong number, with one slider, and signs in', async () => {
    watched = await openPage(browser, { locale });
    page = watched.page;
    await countSliders(page);
    await openRegistration();
    await fillLearner(email);
    await guardian().getByLabel(text.account.guardianRegion).selectOption('HK');
    const number = guardian().getByLabel(text.account.guardianMobile, { exact: true });
    // Seven digits: refused beside the field, in the region's terms, before anything is sent.
    await number.fill(guardianNumber.slice(0, 7));
    await guardian().getByRole('button', { name: text.account.sendCode }).click();
    await guardian().getByText(text.errors.PhoneFormatForRegion, { exact: true }).waitFor();
    expect(await number.getAttribute('aria-invalid')).toBe('true');
    const described = await number.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(described).toContain(text.errors.PhoneFormatForRegion);
    expect(described).toContain('+852');
    expect(described).toMatch(/\b8\b/);
    await number.scrollIntoViewIfNeeded();
    await screenshot(page, `registration-hk-refused-${language}.png`);
    expect(await outboxCount(page, `+852${guardianNumber.slice(0, 7)}`)).toBe(0);

    await number.fill(`${guardianNumber.slice(0, 4)} ${guardianNumber.slice(4)}`);
    await confirmGuardian(`+852${guardianNumber}`);
    await submit();
    expect(await slidersShown(page)).toBe(1);

    await page.getByRole('banner').getByRole('button', { name: text.nav.logout }).click();
    await page.getByRole('button', { name: text.nav.loginRegister }).click();
    await dialog().getByRole('tab', { name: text.account.tabs.password }).click();
    await dialog().getByLabel(text.account.account, { exact: true }).fill(email);
    await dialog().getByLabel(text.account.password, { exact: true }).fill(PASSWORD);
    await dialog()
      .getByRole('button', { name: exactly(text.account.login) })
      .click();
    await page.getByRole('banner').getByRole('button', { name: text.nav.logout }).waitFor();
    watched.expectNoProblems();
  });

  it('shows in the personal centre what was given at sign-up, and asks for none of it again', async () => {
    await page.goto('/dist/web/portal/personalCenter');
    const card = page.locator('.profile-card');
    await card.waitFor();
    const value = (field: string) => card.locator(`[data-field=${field}] dd`);
    expect(await value('birthday').locator('time').getAttribute('datetime')).toBe(MINOR_BIRTHDAY);
    expect(await value('guardian').textContent()).toBe(`+852 ****${guardianNumber.slice(-4)}`);
    expect(await value('email').textContent()).toBe(`${email[0]}***@example.com`);
    // No sign-in mobile: said as not linked, not as a field left empty.
    expect(await value('mobile').textContent()).toBe(text.personal.notLinked);
    const note = await card.locator('.profile-card__incomplete').textContent();
    expect(note).toContain(text.personal.tel);
    expect(note).not.toContain(text.account.birthday);

    await page.goto('/dist/web/portal/personalEdit');
    const main = page.getByRole('main');
    expect(await main.getByLabel(text.account.birthday, { exact: true }).inputValue()).toBe(MINOR_BIRTHDAY);
    await main.getByLabel(text.personal.tel, { exact: true }).fill(`+852 ${guardianNumber}`);
    await main.getByRole('radio', { name: text.personal.female }).check();
    await main.getByRole('button', { name: exactly(text.personal.save) }).click();
    await page.getByText(text.personal.saved).first().waitFor();
    await page.goto('/dist/web/portal/personalCenter');
    await card.waitFor();
    expect(await value('tel').textContent()).toBe(`+852 ${guardianNumber}`);
    expect(await card.textContent()).not.toContain(text.personal.notSet);
    expect(await card.locator('.profile-card__incomplete').count()).toBe(0);
    await screenshot(page, `registration-personal-centre-${language}.png`);
    watched.expectNoProblems();
    await watched.close();
  });

  it('registers a minor whose guardian confirms by e-mail, with one slider', async () => {
    watched = await openPage(browser, { locale });
    page = watched.page;
    await countSliders(page);
    await openRegistration();
    const learner = `mail-minor-${randomUUID().slice(0, 8)}@example.com`;
    const parent = `parent-${randomUUID().slice(0, 8)}@example.com`;
    await fillLearner(learner);
    await guardian().getByRole('radio', { name: text.account.guardianByEmail }).check();
    await guardian().getByLabel(text.account.guardianEmail, { exact: true }).fill(parent);
    await confirmGuardian(parent);
    await submit();
    expect(await slidersShown(page)).toBe(1);
    await page.goto('/dist/web/portal/personalCenter');
    expect(await page.locator('.profile-card [data-field=guardian] dd').textContent()).toBe(
      `${parent[0]}***@example.com`,
    );
    watched.expectNoProblems();
    await watched.close();
  });

  it('fits a 390 px phone: the registration form with the guardian fields scrolls only down', async () => {
    watched = await openPage(browser, { locale, viewport: { width: 390, height: 844 } });
    page = watched.page;
    // A screen that needs a sign-in opens the login prompt (the phone header keeps its buttons in a menu).
    await page.goto('/dist/web/portal/personalCenter');
    await dialog().getByRole('tab', { name: text.account.tabs.register }).click();
    await dialog().getByLabel(text.account.account, { exact: true }).fill('phone.minor@example.com');
    await dialog().getByLabel(text.account.birthday, { exact: true }).fill(MINOR_BIRTHDAY);
    await guardian().getByLabel(text.account.guardianRegion).selectOption('HK');
    await guardian().getByRole('radio', { name: text.account.guardianByEmail }).waitFor();
    const wide = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const found: string[] = [];
      if (document.documentElement.scrollWidth > width) found.push(`page ${document.documentElement.scrollWidth}`);
      for (const element of document.querySelectorAll('[role=dialog] *')) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.right > width + 0.5)
          found.push(`${element.tagName} ${element.className} ${box.right}`);
      }
      return found.slice(0, 5);
    });
    expect(wide).toEqual([]);
    await guardian().getByLabel(text.account.guardianMobile, { exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, `registration-390-${language}.png`);
    watched.expectNoProblems();
    await watched.close();
  });
});
