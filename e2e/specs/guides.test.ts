import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cardKey, GUIDE_SCREENS, sectionsFor, type GuidePage } from '../../apps/web/src/features/guides/guide-cards.ts';
import { fillPath, ROUTES, routeByName, type Family } from '../../apps/web/src/shared/routes/route-table.ts';
import { accountStrings, signUpThroughScreens } from '../support/account-flow.ts';
import { goClientSide, launchBrowser, openPage, readLocale, screenshot, type WatchedPage } from '../support/browser.ts';

type Language = 'zh' | 'en';
const strings = (language: Language) =>
  readLocale(language) as { app: { name: string }; screens: Record<string, string> };
/** A dotted key's string in a language's file. */
const lookUp = (language: Language, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], readLocale(language)) as string;

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Each guide page in each family it has. */
const GUIDES = (Object.keys(GUIDE_SCREENS) as GuidePage[]).flatMap((page) =>
  GUIDE_SCREENS[page].families.map((family) => {
    const route = ROUTES.find((entry) => entry.screen === GUIDE_SCREENS[page].screen && entry.family === family);
    if (!route) throw new Error(`${page} in ${family}`);
    return { page, family, route };
  }),
);

/** What does not fit the width: the page scrolling sideways, or an element reaching past the right edge. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || (box.width <= width && box.right <= width + 0.5)) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      found.push(
        `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}: ${box.left}–${box.right} px`,
      );
    }
    return found.slice(0, 6);
  });
}

async function useLanguage(page: Page, language: Language): Promise<void> {
  if ((await page.evaluate(() => document.documentElement.lang)) === language) return;
  await page.evaluate((code) => localStorage.setItem('language', code), language);
  await page.reload();
}

async function openGuide(page: Page, guide: (typeof GUIDES)[number], language: Language): Promise<void> {
  await goClientSide(page, `/dist${fillPath(guide.route.path)}`);
  const text = strings(language);
  await page.waitForFunction(
    (title) => document.title === title,
    `${text.screens[guide.route.screen]} · ${text.app.name}`,
  );
  await page.getByTestId(`guide-${guide.page}`).waitFor();
}

/** The cards a page shows in a family that link somewhere, with the route each links to. */
const linkedCards = (page: GuidePage, family: Family) =>
  sectionsFor(page, family).flatMap((section) =>
    section.cards.flatMap((card) => {
      const target = card.routes[family] ? routeByName(card.routes[family]) : undefined;
      return target ? [{ card, target }] : [];
    }),
  );

describe('the guide pages', () => {
  let browser: Browser;
  let watched: WatchedPage;
  beforeAll(async () => {
    browser = await launchBrowser();
    watched = await openPage(browser, { viewport: DESKTOP });
    await watched.page.goto('/dist/web');
    await watched.page.waitForFunction((title) => document.title.endsWith(title), strings('zh').app.name);
    // Login-only screens (and every client screen) open for a real learner's session.
    await signUpThroughScreens(watched.page, accountStrings('zh'));
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await screenshot(watched.page, 'guides-failed.png');
  });
  afterAll(async () => {
    await watched.close();
    await browser.close();
  });

  it.each(GUIDES.flatMap((guide) => (['zh', 'en'] as const).map((language) => ({ ...guide, language }))))(
    '$page in the $family family renders in $language, every card with its words and its link',
    async (guide) => {
      const { page } = watched;
      await page.setViewportSize(DESKTOP);
      await useLanguage(page, guide.language);
      await openGuide(page, guide, guide.language);
      const main = page.locator(`main[data-route="${guide.route.name}"]`);
      expect(await main.locator('[data-testid=under-development]').count()).toBe(0);
      expect(await page.locator('h1').count()).toBe(1);
      for (const section of sectionsFor(guide.page, guide.family)) {
        for (const card of section.cards) {
          const shown = main.getByTestId(`guide-card-${card.id}`);
          await expect(shown.getByRole('heading', { level: 3 }).textContent()).resolves.toBe(
            lookUp(guide.language, cardKey(guide.page, card, 'title')),
          );
        }
      }
      // Each link goes to its screen in this family, and there are no others among the cards.
      const links = linkedCards(guide.page, guide.family);
      const hrefs = await main
        .locator('.guide-card__link')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(hrefs).toEqual(links.map(({ target }) => `/dist${fillPath(target.path)}`));
      await screenshot(page, `guides-${guide.page}-${guide.family}-${guide.language}-1280.png`);
      watched.expectNoProblems();
    },
  );

  it.each(GUIDES)('$page in the $family family: every card link opens a built screen', async (guide) => {
    const { page } = watched;
    await page.setViewportSize(DESKTOP);
    await useLanguage(page, 'zh');
    for (const { card, target } of linkedCards(guide.page, guide.family)) {
      await openGuide(page, guide, 'zh');
      await page
        .getByTestId(`guide-card-${card.id}`)
        .getByRole('link', { name: lookUp('zh', cardKey(guide.page, card, 'title')) })
        .click();
      await page.locator(`main[data-route="${target.name}"] h1`).waitFor();
      expect(await page.locator('[data-testid=under-development]').count(), target.name).toBe(0);
      expect(page.url(), target.name).toContain(fillPath(target.path));
    }
    watched.expectNoProblems();
  });

  it.each(GUIDES.flatMap((guide) => (['zh', 'en'] as const).map((language) => ({ ...guide, language }))))(
    '$page in the $family family, $language, on a 390 px phone: nothing sticks out sideways',
    async (guide) => {
      const { page } = watched;
      await page.setViewportSize(PHONE);
      await useLanguage(page, guide.language);
      await openGuide(page, guide, guide.language);
      expect(await overflow(page)).toEqual([]);
      await screenshot(page, `guides-${guide.page}-${guide.family}-${guide.language}-390.png`);
      // The cards are reachable by keyboard: the first card link takes focus from the tab order.
      const first = page.locator('.guide-card__link').first();
      await first.focus();
      expect(await first.evaluate((element) => element === document.activeElement)).toBe(true);
      watched.expectNoProblems();
    },
  );
});
