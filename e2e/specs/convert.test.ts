import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fillTemplate, launchBrowser, openPage, readLocale, screenshot, type WatchedPage } from '../support/browser.ts';

interface ConvertStrings {
  errors: Record<string, string>;
  convertTool: {
    input: { label: string };
    target: Record<'s' | 't' | 'tw' | 'hk', string>;
    submit: string;
    result: { copy: string; copied: string; back: string; changeTitle: string };
    changes: { itemLabel: string };
  };
}

const zh = readLocale('zh') as ConvertStrings;

const SOURCE = '我们用鼠标打开软件，在网络上搜索信息。后来她发现软件很好用。';

describe('converter: simplified to Taiwan standard and back', () => {
  let browser: Browser;
  let watched: WatchedPage;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    watched = await openPage(browser, { locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
    page = watched.page;
    await watched.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await screenshot(page, 'convert-failed.png');
  });
  afterAll(async () => {
    await watched.close();
    await browser.close();
  });

  it('asks for text before converting', async () => {
    await page.goto('/dist/web/portal/convertTool');
    await page.getByRole('button', { name: zh.convertTool.submit, exact: true }).click();
    await page.getByRole('alert').filter({ hasText: zh.errors.ConvertTextRequired }).waitFor();
  });

  it('converts typed text to Taiwan forms and vocabulary, marking and listing the changes', async () => {
    await page.getByLabel(zh.convertTool.input.label).fill(SOURCE);
    await page.getByRole('radio', { name: new RegExp(zh.convertTool.target.tw) }).check();
    await page.getByRole('button', { name: zh.convertTool.submit, exact: true }).click();

    const result = page.getByTestId('convert-result');
    await result.waitFor();
    await expect.poll(() => result.textContent()).toBe('我們用滑鼠開啟軟體，在網路上搜索資訊。後來她發現軟體很好用。');
    expect(await result.getAttribute('lang')).toBe('zh-Hant-TW');

    // The phrase is marked as one change, its original in the title.
    const marked = result.locator('mark', { hasText: '軟體' }).first();
    expect(await marked.getAttribute('title')).toBe(
      fillTemplate(zh.convertTool.result.changeTitle, { from: '软件', to: '軟體' }),
    );

    // The list counts it twice, and names the other phrase-level changes.
    const changes = page.getByTestId('convert-changes');
    const software = changes.getByRole('listitem', {
      name: fillTemplate(zh.convertTool.changes.itemLabel, { from: '软件', to: '軟體', count: 2 }),
    });
    expect((await software.textContent())?.replace(/\s+/g, ' ')).toBe('软件 → 軟體 ×2');
    const items = await changes.getByRole('listitem').allTextContents();
    expect(items.map((item) => item.replace(/\s+/g, ' '))).toEqual(
      expect.arrayContaining(['鼠标 → 滑鼠 ×1', '网络 → 網路 ×1', '信息 → 資訊 ×1', '们 → 們 ×1']),
    );
    await screenshot(page, 'convert-taiwan.png');
  });

  it('copies the result', async () => {
    await page.getByRole('button', { name: zh.convertTool.result.copy }).click();
    await page.getByText(zh.convertTool.result.copied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      '我們用滑鼠開啟軟體，在網路上搜索資訊。後來她發現軟體很好用。',
    );
  });

  it('converts the result back to simplified', async () => {
    await page
      .getByRole('button', { name: fillTemplate(zh.convertTool.result.back, { target: zh.convertTool.target.s }) })
      .click();
    const result = page.getByTestId('convert-result');
    await expect.poll(() => result.getAttribute('lang')).toBe('zh-Hans');
    // 開啟 is also an everyday mainland word (开启), so it stays; the rest comes back as typed.
    expect(await result.textContent()).toBe('我们用鼠标开启软件，在网络上搜索信息。后来她发现软件很好用。');
    watched.expectNoProblems();
  });

  it('fits a 360 px wide screen', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'convert-360.png');
  });
});
