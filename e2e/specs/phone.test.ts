import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { fillPath, ROUTES, type RouteEntry } from '../../apps/web/src/shared/routes/route-table.ts';
import { accountStrings, exactly, signUpThroughScreens } from '../support/account-flow.ts';
import {
  goClientSide,
  launchBrowser,
  openPage,
  readLocale,
  screenshot,
  widerThanScreen,
  type WatchedPage,
} from '../support/browser.ts';

/** A common phone held upright (the tester's: 390 × 844). */
const PHONE = { width: 390, height: 844 };
/** The collapsed header may take this much of the phone's height. */
const HEADER_MAX_HEIGHT = 80;

interface PhoneStrings {
  app: { name: string };
  nav: { menu: string; mainMenu: string };
  screens: Record<string, string>;
  areas: { adult: { name: string } };
  pscExam: {
    hub: { take: string; resume: string };
    description: { continue: string };
    start: { test: string; begin: string };
    part: { startRecording: string; finishReading: string };
  };
}
const strings = (language: string) => readLocale(language) as PhoneStrings;
const zh = strings('zh');

/** Visible site search fields, in the header's menu or on the page. */
const visibleSearchFields = (page: Page) => page.locator('input[type=search]:visible').count();

let browser: Browser;
beforeAll(async () => {
  // Chromium's fake microphone (a tone) for the microphone check that starts a mock test.
  browser = await launchBrowser({ args: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] });
});
afterAll(() => browser.close());

describe('the header on a 390 px phone', () => {
  it.each(['zh', 'en'] as const)(
    '%s: collapses to the brand and a menu the keyboard opens and closes (screenshots kept)',
    async (language) => {
      const text = strings(language);
      const watched = await openPage(browser, { locale: language === 'zh' ? 'zh-CN' : 'en-US', viewport: PHONE });
      const { page } = watched;
      await page.goto('/dist/web/adult/pscExam/PscExamParent');
      await page.locator('main h1').waitFor();
      const header = page.getByRole('banner');
      const button = header.getByRole('button', { name: text.nav.menu });
      const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
      expect(await header.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThanOrEqual(
        HEADER_MAX_HEIGHT,
      );
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await menu.isHidden()).toBe(true);
      expect(await visibleSearchFields(page)).toBe(0);
      await page.screenshot({ path: path.join(inject('artifactsDir'), `phone-header-closed-${language}.png`) });

      // Enter opens it; focus stays on the button and Tab walks into the menu: its one search field first.
      await button.focus();
      await page.keyboard.press('Enter');
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      await menu.getByRole('navigation', { name: text.nav.mainMenu }).waitFor();
      expect(await visibleSearchFields(page)).toBe(1);
      expect(await widerThanScreen(page)).toEqual([]);
      await page.screenshot({ path: path.join(inject('artifactsDir'), `phone-header-open-${language}.png`) });
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');

      // Escape closes it from inside and gives focus back to the button.
      await page.keyboard.press('Escape');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await menu.isHidden()).toBe(true);
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

      // Space opens it again; a link chosen with the keyboard leads there and closes the menu.
      await page.keyboard.press('Space');
      await menu.getByRole('link', { name: text.areas.adult.name }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL('**/dist/web/adult/adultIndex');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

      // The home page has its own large search field: the menu does not add a second one.
      await page.goto('/dist/web');
      await page.locator('main h1').waitFor();
      expect(await visibleSearchFields(page)).toBe(1);
      await button.click();
      expect(await visibleSearchFields(page)).toBe(1);
      expect(await widerThanScreen(page)).toEqual([]);
      watched.expectNoProblems();
      await watched.close();
    },
  );

  it('keeps the desktop header in rows, without the menu button, at 1280 px', async () => {
    const watched = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const { page } = watched;
    await page.goto('/dist/web/adult/pscExam/PscExamParent');
    await page.locator('main h1').waitFor();
    const header = page.getByRole('banner');
    expect(await header.getByRole('button', { name: zh.nav.menu }).count()).toBe(0);
    expect(await header.getByRole('searchbox').isVisible()).toBe(true);
    expect(await header.getByRole('navigation', { name: zh.nav.mainMenu }).isVisible()).toBe(true);
    watched.expectNoProblems();
    await watched.close();
  });
});

describe('every built screen on a 390 px phone', () => {
  let watched: WatchedPage;
  let page: Page;
  beforeAll(async () => {
    watched = await openPage(browser, { viewport: PHONE });
    page = watched.page;
    // Leaving a part while it records: the page asks first; the candidate leaves.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto('/dist/web');
    // Signed in through the phone's menu, so the login-only screens open for a real session.
    await page.getByRole('banner').getByRole('button', { name: zh.nav.menu }).click();
    await signUpThroughScreens(page, accountStrings('zh'));
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await screenshot(page, 'phone-failed.png');
  });
  afterAll(() => watched.close());

  const built = (family: RouteEntry['family']) =>
    ROUTES.filter((route) => route.family === family && route.status === 'built' && route.screen !== 'noInternet');

  it.each([
    ['web', 'zh'],
    ['client', 'zh'],
    ['web', 'en'],
  ] as const)('%s family in %s: nothing sticks out sideways', async (family, language) => {
    const text = strings(language);
    if ((await page.evaluate(() => document.documentElement.lang)) !== language) {
      await page.evaluate((code) => localStorage.setItem('language', code), language);
      await page.reload();
    }
    const found: string[] = [];
    for (const route of built(family)) {
      await goClientSide(page, `/dist${fillPath(route.path)}`);
      const title = `${text.screens[route.screen]} · ${text.app.name}`;
      await page.waitForFunction((expected) => document.title === expected, title, { timeout: 10_000 });
      await page.locator(`main[data-route="${route.name}"] h1`).waitFor();
      // The screen's data has arrived (its loading notices are gone) before it is measured.
      await page.waitForFunction(() => !document.querySelector('.page-loading'), undefined, { timeout: 10_000 });
      for (const problem of await widerThanScreen(page)) found.push(`${route.name}: ${problem}`);
    }
    expect(found).toEqual([]);
    watched.expectNoProblems();
  });

  it('a running mock test: part 1 in rows of five, and "my mock tests" as cards (screenshot kept)', async () => {
    const text = zh.pscExam;
    await page.evaluate(() => localStorage.setItem('language', 'zh'));
    await page.goto('/dist/web/adult/pscExam/PscExamParent');
    await page.getByRole('link', { name: text.hub.take }).first().click();
    await page.getByRole('link', { name: exactly(text.description.continue) }).click();
    await page.getByRole('button', { name: exactly(text.start.test) }).click();
    await page.getByTestId('exam-mic-result').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: exactly(text.start.begin) }).click();
    await page.waitForURL(/\/Psc1\?attemptId=/);
    const grid = page.getByTestId('exam-items-1');
    await grid.waitFor();
    // The clock is running: the page must not need zooming out while the candidate reads.
    await page.getByRole('button', { name: text.part.startRecording }).click();
    await page.getByRole('button', { name: text.part.finishReading }).waitFor();
    expect(await widerThanScreen(page)).toEqual([]);
    const columns = await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(5);
    await grid.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(inject('artifactsDir'), 'phone-psc-part1.png') });

    // The unfinished test is listed under "my mock tests" with its way back in, whole on the screen
    // and on one line (a table squeezed to the width stacks it a character a line).
    await page.goto('/dist/web/adult/pscExam/PscExamParent');
    const resume = page.locator('table').getByRole('link', { name: text.hub.resume });
    await resume.waitFor();
    const box = await resume.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(box?.height).toBeLessThan(2 * 16);
    expect(await widerThanScreen(page)).toEqual([]);
    watched.expectNoProblems();
  });
});
