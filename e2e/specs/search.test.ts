import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  fillTemplate,
  latinInKaiFont,
  launchBrowser,
  openPage,
  readLocale,
  screenshot,
  type WatchedPage,
} from '../support/browser.ts';

interface SearchStrings {
  nav: { search: string };
  search: { tabAll: string; tabApp: string };
  searchPage: {
    label: string;
    matchedGloss: string;
    mode: { pinyin: string };
    pagination: { label: string; next: string };
  } & Record<string, string>;
  learnTools: {
    searchTitle: string;
    searchPlaceholder: string;
    names: Record<string, string>;
    tools: Record<string, string>;
  };
  translation: { leadStudyOnly: string; result: { emptyStudyOnly: string } };
}

const zh = readLocale('zh') as SearchStrings;

/**
 * The hit whose title reads exactly `title`, once the results of the address's keyword are on the
 * page: the address changes before the page renders, so the list must be the one named for it.
 */
async function hitTitled(page: Page, title: string): Promise<Locator> {
  const keyword = new URL(page.url()).searchParams.get('q') ?? '';
  const hit = page
    .getByRole('list', { name: keyword })
    .getByTestId('search-hit')
    .filter({ has: page.locator('.search-hit__title', { hasText: new RegExp(`^${title}$`) }) })
    .first();
  await hit.waitFor();
  return hit;
}

/** Searches with the page's own field and waits for the address to carry the keyword. */
async function searchFor(page: Page, keyword: string): Promise<void> {
  await page.getByLabel(zh.searchPage.label, { exact: true }).fill(keyword);
  await page.getByRole('main').getByRole('button', { name: zh.nav.search, exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('q') === keyword);
}

describe('site search: words by characters, pinyin and English, tools, and on to the cards', () => {
  let browser: Browser;
  let watched: WatchedPage;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    watched = await openPage(browser, { locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
    page = watched.page;
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await screenshot(page, 'search-failed.png');
  });
  afterAll(async () => {
    await watched.close();
    await browser.close();
  });

  it('finds 你好 from the header search box, with its pinyin nǐ hǎo and the match marked', async () => {
    await page.goto('/dist/web');
    const header = page.getByRole('banner');
    await header.getByRole('searchbox').fill('你好');
    await header.getByRole('button', { name: zh.nav.search, exact: true }).click();
    await page.waitForURL(/\/web\/portal\/searchResult\?q=%E4%BD%A0%E5%A5%BD&tab=all$/);

    const hit = await hitTitled(page, '你好');
    expect(await hit.getAttribute('data-kind')).toBe('word');
    expect(await hit.getByTestId('search-hit-pinyin').textContent()).toBe('nǐ hǎo');
    expect(await hit.locator('.search-hit__title mark').textContent()).toBe('你好');
    // The page's own field carries the keyword, the count is announced, the reading is characters.
    expect(await page.getByLabel(zh.searchPage.label, { exact: true }).inputValue()).toBe('你好');
    expect(await header.getByRole('searchbox').inputValue()).toBe('你好');
    const status = page.getByTestId('search-status');
    expect(await status.locator('[data-mode]').getAttribute('data-mode')).toBe('characters');
    expect(await status.textContent()).toMatch(/\d/);
    await screenshot(page, 'search.png');
  });

  it('finds 你好 by ni3hao3 (pinyin marked) and 好 by good (definition marked), and goes back', async () => {
    await searchFor(page, 'ni3hao3');
    const byPinyin = await hitTitled(page, '你好');
    expect(await byPinyin.locator('.search-hit__pinyin mark').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('search-status').locator('[data-mode]').getAttribute('data-mode')).toBe('pinyin');

    await searchFor(page, 'good');
    const byEnglish = await hitTitled(page, '好');
    expect(await byEnglish.locator('.search-hit__summary mark').first().textContent()).toBe('good');

    // The back button returns to the previous search, field and results alike.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('q') === 'ni3hao3');
    await hitTitled(page, '你好');
    expect(await page.getByLabel(zh.searchPage.label, { exact: true }).inputValue()).toBe('ni3hao3');
    // So does the header's box, which follows the address on the results screen.
    expect(await page.getByRole('banner').getByRole('searchbox').inputValue()).toBe('ni3hao3');
  });

  it('ranks 你好 first for ni hao and for hello, and says why 好 matched hello', async () => {
    await searchFor(page, 'ni hao');
    await hitTitled(page, '你好');
    const byPinyin = page.getByRole('list', { name: 'ni hao' }).getByTestId('search-hit');
    expect(await byPinyin.locator('.search-hit__title').allTextContents()).toEqual(['你好', '铁达尼号']);

    await searchFor(page, 'hello');
    await hitTitled(page, '你好');
    const hits = page.getByRole('list', { name: 'hello' }).getByTestId('search-hit');
    expect(await hits.nth(0).locator('.search-hit__title').textContent()).toBe('你好');
    expect(await hits.nth(0).locator('.search-hit__summary mark').allTextContents()).toEqual(['hello']);
    expect(await hits.nth(0).getByTestId('search-hit-gloss').count()).toBe(0);
    // 好's summary is "good; well; …": the definition that matched is shown, labelled, its word marked.
    const hao = hits.nth(1);
    expect(await hao.locator('.search-hit__title').textContent()).toBe('好');
    const gloss = hao.getByTestId('search-hit-gloss');
    expect(await gloss.textContent()).toBe(`${zh.searchPage.matchedGloss} (after a personal pronoun) hello`);
    expect(await gloss.locator('mark').allTextContents()).toEqual(['hello']);
    expect(await gloss.locator('[lang=en]').count()).toBe(1);
    // The tab shows the count; the status says it in words.
    const total = await page
      .getByRole('tab', { name: new RegExp(`^${zh.search.tabAll}`) })
      .locator('[aria-hidden=true]')
      .textContent();
    expect(await page.getByTestId('search-status').textContent()).toContain(
      fillTemplate(zh.searchPage.found ?? '', { count: Number(total) }),
    );
    await screenshot(page, 'search-hello.png');
  });

  it('shows the translation tool on the app tab after searching 翻译, by mouse and by keyboard', async () => {
    await searchFor(page, '翻译');
    const appTab = page.getByRole('tab', { name: new RegExp(`^${zh.search.tabApp}`) });
    await appTab.click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'app');
    // The address changes first; the tab list renders the choice right after.
    await expect.poll(() => appTab.getAttribute('aria-selected')).toBe('true');
    const tool = await hitTitled(page, '翻译学习');
    expect(await tool.getAttribute('data-kind')).toBe('app');
    expect(await tool.getByRole('link').getAttribute('href')).toBe('/dist/web/oversea/translation');

    // Arrow keys move between the tabs (and the focus with them).
    await appTab.focus();
    await page.keyboard.press('Home');
    const allTab = page.getByRole('tab', { name: new RegExp(`^${zh.search.tabAll}`) });
    await page.waitForURL((url) => url.searchParams.get('tab') === 'all');
    await expect.poll(() => allTab.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => allTab.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL((url) => url.searchParams.get('tab') === 'app');
    await hitTitled(page, '翻译学习');
  });

  it('pages through many hits, and offers examples when nothing is found', async () => {
    await searchFor(page, 'ma');
    const pages = page.getByRole('navigation', { name: zh.searchPage.pagination.label });
    await pages.getByRole('link', { name: zh.searchPage.pagination.next }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    // The address changes before the page renders the second page.
    await expect.poll(() => pages.locator('[aria-current=page]').textContent()).toBe('2');
    await page.getByTestId('search-hit').first().waitFor();
    // The results heading takes the focus, so the keyboard starts at the top of the new page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    await screenshot(page, 'search-pages.png');

    await searchFor(page, 'qqqzzz');
    const empty = page.getByTestId('search-empty');
    await empty.waitFor();
    await empty.getByRole('link', { name: /good/ }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'good');
    await hitTitled(page, '好');
  });

  it('opens a word hit on the character card screen', async () => {
    await searchFor(page, '你好');
    const hit = await hitTitled(page, '你好');
    await hit.getByRole('link', { name: '你好', exact: true }).click();
    await page.waitForURL(/\/web\/portal\/wordcardTool\?q=%E4%BD%A0%E5%A5%BD$/);
    await page.getByTestId('char-card').first().getByTestId('card-character').waitFor();
    expect(await page.getByTestId('card-character').first().textContent()).toBe('你');
    watched.expectNoProblems();
  });

  it('looks a word up from the tools hub, which lists every tool', async () => {
    await page.goto('/dist/web/portal/learnTool');
    await page.locator('.tool-card__name').first().waitFor();
    const names = await page.locator('.tool-card__name').allTextContents();
    expect(names).toEqual(Object.values(zh.learnTools.names));
    // No translation engine is configured here: the translation tool promises no whole sentences.
    expect(await page.locator('.tool-card__desc').first().textContent()).toBe(zh.learnTools.tools.translationStudyOnly);
    const lookUp = page.getByRole('region', { name: zh.learnTools.searchTitle }).getByRole('searchbox');
    expect(await lookUp.getAttribute('placeholder')).toBe(zh.learnTools.searchPlaceholder);
    await lookUp.fill('xue2xi2');
    await lookUp.press('Enter');
    await page.waitForURL(/\/web\/portal\/searchResult\?q=xue2xi2&tab=all$/);
    await hitTitled(page, '学习');
    // The translation screen, too, says what it does without an engine.
    await page.goto('/dist/web/oversea/translation');
    expect(await page.getByTestId('translation-lead').textContent()).toBe(zh.translation.leadStudyOnly);
    expect(await page.getByText(zh.translation.result.emptyStudyOnly).count()).toBe(1);
    await screenshot(page, 'translation-without-engine.png');
    // Digits and Latin letters among the Chinese are drawn in the Latin face, not the Kai brush.
    await page.locator('.translation-form__text').fill('我有3本书，OK。');
    await page.locator('.translation-form button[type=submit]').click();
    await page.locator('.translation-study-text__other', { hasText: 'OK' }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => latinInKaiFont(page), { timeout: 5_000 }).toEqual([]);
    await screenshot(page, 'translation-latin-in-kai.png');
    watched.expectNoProblems();
  });
});

describe('site search on a 360 px phone in English', () => {
  it('shows the pinyin hits and the tabs without running off the screen', async () => {
    const en = readLocale('en') as SearchStrings;
    const browser = await launchBrowser();
    const watched = await openPage(browser, { locale: 'en-GB', viewport: { width: 360, height: 780 } });
    const { page } = watched;
    try {
      await page.goto('/dist/web/portal/searchResult?q=nihao&tab=all');
      await page.getByLabel(en.searchPage.label, { exact: true }).waitFor();
      await hitTitled(page, '你好');
      const status = page.getByTestId('search-status');
      expect(await status.textContent()).toContain(en.searchPage.mode.pinyin);
      // 你好 and 铁达尼号: two results, in the plural; the toned keyword finds one, in the singular.
      expect(await status.textContent()).toContain(fillTemplate(en.searchPage.found_other ?? '', { count: 2 }));
      expect(await status.textContent()).toContain('2 results found');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, 'search-phone-en.png');

      await page.goto('/dist/web/portal/searchResult?q=n%C7%90h%C7%8Eo&tab=all');
      await hitTitled(page, '你好');
      await expect.poll(() => status.textContent()).toContain('1 result found');
      expect(await status.textContent()).toContain(fillTemplate(en.searchPage.found_one ?? '', { count: 1 }));
      const allTab = page.getByRole('tab', { name: new RegExp(`^${en.search.tabAll}`) });
      expect(await allTab.locator('.visually-hidden').textContent()).toBe('1 result');

      // Without a translation engine the translation screen promises no whole-sentence translation.
      await page.goto('/dist/web/oversea/translation');
      expect(await page.getByTestId('translation-lead').textContent()).toBe(en.translation.leadStudyOnly);
      expect(await page.getByText(en.translation.result.emptyStudyOnly).count()).toBe(1);
      await screenshot(page, 'translation-without-engine-en.png');
      watched.expectNoProblems();
    } finally {
      await watched.close();
      await browser.close();
    }
  });
});
