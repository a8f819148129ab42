import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  baseUrl,
  hanTextWithoutWebFont,
  latinInKaiFont,
  launchBrowser,
  openPage,
  readLocale,
} from '../support/browser.ts';
import { accountStrings, signUpThroughScreens } from '../support/account-flow.ts';

const en = readLocale('en') as { home: { heroTitle: string } };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('interface language', () => {
  it('follows the browser, switches, and the choice survives a reload', async () => {
    const watched = await openPage(browser, { locale: 'en-US' });
    const { page } = watched;
    await page.goto('/dist/web');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.locator('h1', { hasText: en.home.heroTitle }).waitFor();
    await page.getByLabel('Interface language').selectOption('ja');
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ja');
    watched.expectNoProblems();
    await watched.close();
  });

  it('renders the home page in zh and en with the CJK web font (screenshots kept as artifacts)', async () => {
    for (const locale of ['zh-CN', 'en-US']) {
      const watched = await openPage(browser, { locale, viewport: { width: 1280, height: 900 } });
      const { page } = watched;
      await page.goto('/dist/web');
      await page.locator('.area-card').first().waitFor();
      // Every Chinese character on the page (the app name, learning content, the language list)
      // must be drawn by the CJK web font, not left to a system fallback that may draw boxes.
      const cjk = await page.evaluate(async () => {
        const text = [...new Set(document.body.innerText.match(/\p{Script=Han}/gu) ?? [])].join('');
        const faces = ['16px "Noto Sans SC"', 'bold 16px "Noto Sans SC"'];
        await Promise.all(faces.map((face) => document.fonts.load(face, text)));
        await document.fonts.ready;
        return { text, loaded: faces.every((face) => document.fonts.check(face, text)) };
      });
      expect(cjk.text.length, locale).toBeGreaterThan(3);
      expect(cjk.loaded, locale).toBe(true);
      // And the browser really drew each of them with it (no box left from before a subset arrived).
      await expect.poll(() => hanTextWithoutWebFont(page), { timeout: 5_000 }).toEqual([]);
      // Latin letters and digits, also inside Chinese set in the Kai face, are drawn in a Latin face.
      expect(await latinInKaiFont(page), locale).toEqual([]);
      await page.screenshot({
        path: path.join(inject('artifactsDir'), `home-${locale.slice(0, 2)}.png`),
        fullPage: true,
      });
      watched.expectNoProblems();
      await watched.close();
    }
  });
});

describe('interface strings on demand', () => {
  it('opens the home page with the bundled zh sections only, and the rest with the first other screen', async () => {
    const zh = readLocale('zh') as {
      app: { name: string };
      learnTools: { toolsTitle: string };
      screens: Record<string, string>;
    };
    const rawKey = /\b[a-z]+[A-Z]?[a-z]*\.[a-z][A-Za-z]+\b/;
    const watched = await openPage(browser);
    const { page } = watched;
    const stringFiles: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/zh-[\w-]+\.js$/.test(request.url())) stringFiles.push(request.url());
    });
    for (const [address, screen] of [
      ['/dist/web', 'webHome'],
      ['/dist/client', 'clientHome'],
    ] as const) {
      await page.goto(address);
      await page.locator('.area-card').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(stringFiles).toEqual([]);
      // Only some screen titles are bundled (shell-screen-titles.ts): the home page's are among them.
      expect(await page.title()).toBe(`${zh.screens[screen]} · ${zh.app.name}`);
      expect(await page.locator('body').innerText()).not.toMatch(rawKey);
    }
    // Another screen: its strings arrive before it shows, so no key is ever shown raw.
    await page.goto('/dist/web/portal/learnTool');
    await page.getByRole('heading', { level: 2, name: zh.learnTools.toolsTitle }).waitFor();
    expect(stringFiles).toHaveLength(1);
    expect(await page.locator('main').innerText()).not.toMatch(rawKey);
    expect(await page.title()).toBe(`${zh.screens.learnTool} · ${zh.app.name}`);
    watched.expectNoProblems();
    await watched.close();
  });
});

describe('start-up of section 1', () => {
  it('sends an overseas visitor to the overseas site', async () => {
    const watched = await openPage(browser, { extraHTTPHeaders: { 'X-Forwarded-For': '8.8.8.8' } });
    await watched.page.goto('/dist/web');
    await watched.page.waitForURL('**/dist/web/oversea/overseaIndex');
    watched.expectNoProblems();
    await watched.close();
  });

  it('keeps a visitor carrying from=oversea on /web and remembers the domestic area', async () => {
    const watched = await openPage(browser, { extraHTTPHeaders: { 'X-Forwarded-For': '8.8.8.8' } });
    const { page } = watched;
    await page.goto('/dist/web/culture/cultureIndex#from=oversea');
    await page.waitForURL('**/dist/web');
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/dist/web');
    expect(await page.evaluate(() => localStorage.getItem('userArea'))).toBe('domestic');
    watched.expectNoProblems();
    await watched.close();
  });

  it('does not redirect a domestic visitor', async () => {
    const watched = await openPage(browser, { extraHTTPHeaders: { 'X-Forwarded-For': '114.114.114.114' } });
    await watched.page.goto('/dist/web');
    await watched.page.locator('.area-card').first().waitFor();
    await watched.page.waitForTimeout(500);
    expect(new URL(watched.page.url()).pathname).toBe('/dist/web');
    await watched.close();
  });
});

describe('offline', () => {
  it('shows the noInternet screen when the network drops and returns on retry', async () => {
    const watched = await openPage(browser);
    const { page, context } = watched;
    await page.goto('/dist/web/culture/cultureIndex');
    await page.locator('h1').waitFor();
    await context.setOffline(true);
    await page.waitForURL('**/dist/web/portal/noInternet');
    await page.locator('h1', { hasText: '网络已断开' }).waitFor();
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByRole('status').filter({ hasText: '仍未连接到网络' }).count()).resolves.toBe(1);
    await context.setOffline(false);
    await page.getByRole('button', { name: '重试' }).click();
    await page.waitForURL('**/dist/web/culture/cultureIndex');
    await watched.close();
  });
});

describe('route guards of section 6', () => {
  it('client: without a token says "please log in first" and returns to /client, naming the screen to come back to after login', async () => {
    const watched = await openPage(browser);
    const { page } = watched;
    await page.goto('/dist/client/adult/adultIndex');
    await page.getByText('请先登录').first().waitFor();
    await page.waitForURL(/\/dist\/client\?back=%2Fclient%2Fadult%2FadultIndex$/, { timeout: 3_000 });
    watched.expectNoProblems();
    await watched.close();
  });

  it('client: findPassword and privacy are open without a token; a stored token opens the rest', async () => {
    const visitor = await openPage(browser);
    await visitor.page.goto('/dist/client/portal/privacy');
    await visitor.page.waitForTimeout(800);
    expect(new URL(visitor.page.url()).pathname).toBe('/dist/client/portal/privacy');
    await visitor.close();
    const learner = await openPage(browser);
    await learner.page.goto('/dist/web');
    await signUpThroughScreens(learner.page, accountStrings('zh'));
    await learner.page.goto('/dist/client/adult/adultIndex');
    await learner.page.waitForTimeout(800);
    expect(new URL(learner.page.url()).pathname).toBe('/dist/client/adult/adultIndex');
    learner.expectNoProblems();
    await learner.close();
  });

  it('web: a login-only screen asks for login in a 420 px dialog', async () => {
    const watched = await openPage(browser);
    const { page } = watched;
    await page.goto('/dist/web/portal/personalCenter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect(dialog.getByRole('heading').textContent()).resolves.toBe('请登录后继续');
    const width = await dialog.evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBe(420);
    await page.mouse.click(5, 5);
    expect(await dialog.isVisible()).toBe(true);
    watched.expectNoProblems();
    await watched.close();
  });
});

describe('desktop client', () => {
  it('serves the manifest and icons, and the installed client opens offline', async () => {
    const manifest = (await (await fetch(`${baseUrl()}/dist/manifest.webmanifest`)).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ start_url: '/dist/client', scope: '/dist/client', display: 'standalone' });
    expect((await fetch(`${baseUrl()}/dist/icons/icon-512.png`)).status).toBe(200);

    const watched = await openPage(browser);
    const { page, context } = watched;
    await page.goto('/dist/client');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.locator('.area-card').first().waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // Opened with no connection, the installed client shows its shell and the noInternet screen,
    // and retry returns to where it opened once the network is back.
    await context.setOffline(true);
    await page.reload();
    await page.locator('h1', { hasText: '网络已断开' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dist/client/portal/noInternet');
    await context.setOffline(false);
    await page.getByRole('button', { name: '重试' }).click();
    await page.waitForURL('**/dist/client');
    await page.locator('.area-card').first().waitFor();
    await watched.close();
  });
});

describe('accessibility (axe)', () => {
  const pages = [
    '/dist/web',
    '/dist/client',
    '/dist/web/minority/minorityIndex',
    '/dist/web/liveLesson/webLiveLesson',
    '/dist/web/hkmt/hkmtIndex',
    '/dist/web/adult/adultIndex',
    '/dist/web/child/childIndex',
    '/dist/web/student/studentIndex',
    '/dist/web/experienceCenter/index',
    '/dist/web/oversea/overseaIndex',
    '/dist/web/culture/cultureIndex',
    '/dist/web/portal/appDownload',
    '/dist/web/portal/personalCenter',
  ];
  it('finds no serious or critical violation on the home pages and one screen per area', async () => {
    const watched = await openPage(browser);
    await watched.page.goto('/dist/web');
    await signUpThroughScreens(watched.page, accountStrings('zh'));
    const found: string[] = [];
    for (const address of pages) {
      await watched.page.goto(address);
      await watched.page.locator('h1').first().waitFor();
      const result = await new AxeBuilder({ page: watched.page }).analyze();
      for (const violation of result.violations) {
        if (violation.impact === 'serious' || violation.impact === 'critical') {
          found.push(
            `${address}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`,
          );
        }
      }
    }
    expect(found).toEqual([]);
    await watched.close();
  });
});
