import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountStrings, signUpThroughScreens } from '../support/account-flow.ts';
import {
  launchBrowser,
  openPage,
  readLocale,
  screenshot,
  setWidth,
  widerThanScreen,
  type WatchedPage,
} from '../support/browser.ts';
import { routeByName } from '../../apps/web/src/shared/routes/route-table.ts';

interface AreaStrings {
  screens: Record<string, string>;
  areaLanguage: { label: string; unreviewed: string };
  diagnosis: { index: { papersTitle: string } };
  mhkExam: { intro: { aboutTitle: string } };
}

const zh = readLocale('zh') as AreaStrings & { app: { languageName: string } };
const ug = readLocale('area/ug') as AreaStrings;
const bo = readLocale('area/bo') as AreaStrings;

function pathOf(name: string): string {
  const route = routeByName(name);
  if (!route) throw new Error(`no route ${name}`);
  return `/dist${route.path}`;
}

/** The font families Chromium drew an element's text with (CSS.getPlatformFontsForNode). */
async function fontsOf(page: Page, selector: string): Promise<{ familyName: string; isCustomFont: boolean }[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts;
  } finally {
    await cdp.detach();
  }
}

/** Whether a face of the family has loaded (document.fonts), waited for up to 20 s. */
async function expectFaceLoaded(page: Page, family: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          (name) =>
            [...document.fonts].some((face) => face.family.replace(/"/g, '') === name && face.status === 'loaded'),
          family,
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
}

const main = (page: Page) => page.locator('main#main');
const title = (page: Page) => page.locator('main#main h1.screen__title');
const choice = (page: Page, name: string) => page.locator('.area-language__choice', { hasText: name });

async function expectInLanguage(page: Page, strings: AreaStrings, screen: string, lang: string, dir: string) {
  await expect.poll(() => title(page).innerText(), { timeout: 30_000 }).toBe(strings.screens[screen]);
  expect(await main(page).getAttribute('lang')).toBe(lang);
  expect(await main(page).getAttribute('dir')).toBe(dir);
  expect(await title(page).evaluate((element) => getComputedStyle(element).direction)).toBe(dir);
}

/** The shell around the area stays in the site language: the document, the header and the tab's title. */
async function expectShellInChinese(page: Page, screen: string) {
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
    'zh-Hans',
    '',
  ]);
  const header = await page.locator('header').first().innerText();
  expect(header).toMatch(/\p{Script=Han}/u);
  expect(header).not.toMatch(/[\u0600-\u06ff\u0f00-\u0fff]/);
  expect(await page.title()).toContain(zh.screens[screen]);
}

describe('a minority learner reads the area in Uyghur or Tibetan', () => {
  let browser: Browser;
  let watched: WatchedPage;
  let page: Page;
  const fontRequests: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    watched = await openPage(browser, { locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
    page = watched.page;
    page.on('request', (request) => {
      if (/noto-(sans-arabic|serif-tibetan)/.test(request.url())) fontRequests.push(request.url());
    });
    await page.goto('/dist/web');
    await signUpThroughScreens(page, accountStrings('zh'));
  }, 120_000);
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail')
      await screenshot(page, `area-language-failed-${context.task.name.slice(0, 12)}.png`);
  });
  afterAll(async () => {
    await watched.close();
    await browser.close();
  });

  it('offers the choice on the area’s home, which starts in the site language without the area fonts', async () => {
    await page.goto(pathOf('webMinorityIndex'));
    const switcher = page.getByTestId('area-language');
    await switcher.waitFor();
    expect(await switcher.innerText()).toContain(zh.areaLanguage.label);
    expect(await choice(page, zh.app.languageName).getAttribute('aria-pressed')).toBe('true');
    expect(await title(page).innerText()).toBe(zh.screens.minorityIndex);
    expect(await main(page).getAttribute('dir')).toBeNull();
    expect(fontRequests).toEqual([]);
    // The choices are drawn in the page's font, which has Chinese: a browser's own button font has none on a
    // machine without a Chinese system font, and drew 中文 and the site names beside the others as boxes.
    const pageFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(await choice(page, zh.app.languageName).evaluate((button) => getComputedStyle(button).fontFamily)).toBe(
      pageFont,
    );
    // The area languages' own names are drawn before their faces are fetched, by the few-KB cuts of those
    // faces that hold their letters (a machine without a Uyghur or Tibetan font drew them as boxes).
    for (const language of ['ug', 'bo']) {
      await expect
        .poll(async () => {
          const fonts = await fontsOf(page, `.area-language__choice span[lang="${language}"]`);
          return fonts.length > 0 && fonts.every((font) => font.isCustomFont);
        })
        .toBe(true);
    }
    expect(fontRequests).toEqual([]);
    await screenshot(page, 'area-language-site-1280.png');
  });

  it('in Uyghur: right to left, its headings and links, the Uyghur font, the shell still in Chinese', async () => {
    await choice(page, 'ئۇيغۇرچە').click();
    await expectInLanguage(page, ug, 'minorityIndex', 'ug', 'rtl');
    expect(await choice(page, 'ئۇيغۇرچە').getAttribute('aria-pressed')).toBe('true');
    const entrances = await page.locator('.diag-entrances').innerText();
    expect(entrances).toContain(ug.screens.learnCourse);
    expect(entrances).toContain(ug.screens.mhkExamIntro);
    // The note that the translation awaits a native speaker's review, in both languages.
    const note = await page.locator('.area-language__note').innerText();
    expect(note).toContain(zh.areaLanguage.unreviewed);
    expect(note).toContain(ug.areaLanguage.unreviewed);
    await expectShellInChinese(page, 'minorityIndex');
    await expectFaceLoaded(page, 'Noto Sans Arabic');
    const fonts = await fontsOf(page, 'main#main h1.screen__title');
    expect(fonts.map((font) => font.familyName)).toContain('Noto Sans Arabic');
    expect(fonts.every((font) => font.isCustomFont)).toBe(true);
    // The switcher's other area language is drawn too, with its own face, not as boxes.
    await expectFaceLoaded(page, 'Noto Serif Tibetan');
    await expect
      .poll(async () => (await fontsOf(page, '.area-language__choice span[lang="bo"]')).map((font) => font.familyName))
      .toContain('Noto Serif Tibetan');
    // The title's first word starts at the right edge of its box.
    const box = await title(page).evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const text = range.getBoundingClientRect();
      const own = element.getBoundingClientRect();
      return { textRight: text.right, ownRight: own.right, textLeft: text.left, ownLeft: own.left };
    });
    expect(box.ownRight - box.textRight).toBeLessThan(box.textLeft - box.ownLeft);
    expect(await page.evaluate(() => localStorage.getItem('areaLanguage'))).toBe('ug');
    await screenshot(page, 'area-language-ug-1280.png');
    // Measured once the phone header has replaced the desktop one (setWidth waits for it), naming what sticks out.
    await setWidth(page, 390);
    expect(await widerThanScreen(page)).toEqual([]);
    await screenshot(page, 'area-language-ug-390.png');
    await setWidth(page, 1280);

    await page.reload();
    await expectInLanguage(page, ug, 'minorityIndex', 'ug', 'rtl');
  });

  it('keeps Uyghur on the graded course and the diagnosis, Chinese content left to right inside', async () => {
    await page.goto(pathOf('webLearnCourse'));
    await expectInLanguage(page, ug, 'learnCourse', 'ug', 'rtl');
    const chinese = page.locator('main#main [lang="zh-Hans"]').first();
    await chinese.waitFor();
    expect(await chinese.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    await expectShellInChinese(page, 'learnCourse');
    await screenshot(page, 'area-language-ug-course-1280.png');

    await page.goto(pathOf('webDiagnosisIndex'));
    await expectInLanguage(page, ug, 'diagnosisIndex', 'ug', 'rtl');
    await page.getByRole('heading', { name: ug.diagnosis.index.papersTitle }).waitFor();
    await screenshot(page, 'area-language-ug-diagnosis-1280.png');

    await page.goto(pathOf('webMhkExamIntro'));
    await expectInLanguage(page, ug, 'mhkExamIntro', 'ug', 'rtl');
    await page.getByRole('heading', { name: ug.mhkExam.intro.aboutTitle }).waitFor();
  });

  it('in Tibetan: its headings drawn with the Tibetan font, larger than the interface text', async () => {
    await page.goto(pathOf('webMinorityIndex'));
    await choice(page, 'བོད་ཡིག').click();
    await expectInLanguage(page, bo, 'minorityIndex', 'bo', 'ltr');
    expect(await page.locator('.diag-entrances').innerText()).toContain(bo.screens.specialTrainingIndex);
    await expectShellInChinese(page, 'minorityIndex');
    await expectFaceLoaded(page, 'Noto Serif Tibetan');
    const fonts = await fontsOf(page, 'main#main h1.screen__title');
    expect(fonts.map((font) => font.familyName)).toContain('Noto Serif Tibetan');
    expect(fonts.every((font) => font.isCustomFont)).toBe(true);
    const size = await main(page).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(size).toBeGreaterThanOrEqual(18);
    await screenshot(page, 'area-language-bo-1280.png');
    await page.reload();
    await expectInLanguage(page, bo, 'minorityIndex', 'bo', 'ltr');
    await page.goto(pathOf('webLearnCourse'));
    await expectInLanguage(page, bo, 'learnCourse', 'bo', 'ltr');
    await screenshot(page, 'area-language-bo-course-1280.png');
  });

  it('carries the choice into the desktop client family', async () => {
    await page.goto(pathOf('clientMinorityIndex'));
    await expectInLanguage(page, bo, 'minorityIndex', 'bo', 'ltr');
    await choice(page, 'ئۇيغۇرچە').click();
    await expectInLanguage(page, ug, 'minorityIndex', 'ug', 'rtl');
    await expectShellInChinese(page, 'minorityIndex');
    await screenshot(page, 'area-language-ug-client-1280.png');
    await page.goto(pathOf('clientDiagnosisIndex'));
    await expectInLanguage(page, ug, 'diagnosisIndex', 'ug', 'rtl');
  });

  it('goes back to the site language when the learner chooses 中文, and stays there', async () => {
    await page.goto(pathOf('webMinorityIndex'));
    await expectInLanguage(page, ug, 'minorityIndex', 'ug', 'rtl');
    await choice(page, zh.app.languageName).click();
    await expect.poll(() => title(page).innerText()).toBe(zh.screens.minorityIndex);
    expect(await main(page).getAttribute('dir')).toBeNull();
    expect(await main(page).getAttribute('lang')).toBeNull();
    expect(await page.locator('.area-language__note').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('areaLanguage'))).toBeNull();
    await page.reload();
    await expect.poll(() => title(page).innerText(), { timeout: 30_000 }).toBe(zh.screens.minorityIndex);
    // Screens outside the minority area do not offer the area languages.
    await page.goto(pathOf('webAdultIndex'));
    await page.locator('main#main').waitFor();
    expect(await page.getByTestId('area-language').count()).toBe(0);
    watched.expectNoProblems();
  });
});
