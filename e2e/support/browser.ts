import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Response,
} from 'playwright-core';
import { expect, inject } from 'vitest';

const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** CHROMIUM_PATH, else Debian's chromium, else the build shipped in @sparticuz/chromium. */
async function chromiumPath(): Promise<string> {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter((file): file is string => !!file);
  for (const file of candidates) if (fs.existsSync(file)) return file;
  try {
    const { default: packaged } = await import('@sparticuz/chromium');
    return await packaged.executablePath();
  } catch (error) {
    throw new Error(`No Chromium found (CHROMIUM_PATH, /usr/bin/chromium, @sparticuz/chromium): ${String(error)}`);
  }
}

export interface LaunchOptions {
  /** Flags added to the project's own, e.g. the fake microphone of fakeMicrophoneArgs(). */
  args?: string[];
}

export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumPath(), args: [...LAUNCH_ARGS, ...(options.args ?? [])] });
}

/**
 * Chromium's fake microphone playing a WAV file (Chromium converts its rate): permission prompts are
 * answered yes, and the file plays once from the moment a page opens the microphone, then silence;
 * with `loop`, it plays over and over for as long as the microphone is open.
 */
export function fakeMicrophoneArgs(wavFile: string, options: { loop?: boolean } = {}): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${wavFile}${options.loop ? '' : '%noloop'}`,
  ];
}

export const baseUrl = (): string => inject('baseUrl');

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, page errors and server errors seen so far. */
  problems: string[];
  /** Fails the test on any console error, uncaught exception or 5xx answer. */
  expectNoProblems(): void;
  close(): Promise<void>;
}

/** Collects a page's console errors, uncaught exceptions and 5xx answers into `problems`. */
export function watchProblems(page: Page, problems: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`HTTP ${response.status()} ${response.url()}`);
  });
}

/**
 * A private address of its own for a browser context: the server takes it from X-Forwarded-For (the
 * trusted proxy is loopback) and, being private, serves the same site as for loopback. So the
 * per-address limits of sign-up count the calls of one learner, as on a real network, and not those of
 * every browser test at once.
 */
function ownAddress(): string {
  const part = () => 1 + Math.floor(Math.random() * 254);
  return `10.${part()}.${part()}.${part()}`;
}

export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'zh-CN',
    ...options,
    extraHTTPHeaders: { 'X-Forwarded-For': ownAddress(), ...options.extraHTTPHeaders },
  });
  const page = await context.newPage();
  const problems: string[] = [];
  watchProblems(page, problems);
  return {
    page,
    context,
    problems,
    expectNoProblems: () => expect(problems).toEqual([]),
    close: () => context.close(),
  };
}

/** Client-side navigation, as a link click does: no reload, the router reads the new address. */
export async function goClientSide(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A full-page screenshot among the run's artefacts (test-results/). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(inject('artifactsDir'), name), fullPage: true });
}

/**
 * An interface string with its {{placeholders}} filled, as i18next fills them: `{{count, number}}`
 * writes the number in the language's way (`locale`, a BCP 47 tag).
 */
export function fillTemplate(template: string, values: Record<string, string | number>, locale = 'zh-Hans'): string {
  return template.replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (_, name: string, format?: string) => {
    const value = values[name] ?? '';
    return format === 'number' && typeof value === 'number'
      ? new Intl.NumberFormat(locale).format(value)
      : String(value);
  });
}

/** One interface language's strings, as the app ships them. */
export function readLocale(language: string): unknown {
  const file = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    `../../apps/web/src/locales/${language}.json`,
  );
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * Chinese text on the page that the browser drew with no web font, as Chromium reports the fonts it
 * used for each element (CSS.getPlatformFontsForNode). On a machine without a Chinese system font,
 * that text shows as boxes.
 */
export async function hanTextWithoutWebFont(page: Page): Promise<string[]> {
  const count = await page.evaluate(() => {
    let marked = 0;
    for (const element of document.querySelectorAll('body *:not(option, script, style)')) {
      element.removeAttribute('data-han-check');
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent);
      if (/\p{Script=Han}/u.test(own.join(''))) {
        element.setAttribute('data-han-check', String(marked));
        marked += 1;
      }
    }
    return marked;
  });
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '[data-han-check]' });
    const missing: string[] = [];
    for (const nodeId of nodeIds) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      if (fonts.length > 0 && !fonts.some((font) => font.isCustomFont)) {
        const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
        missing.push(outerHTML.slice(0, 120));
      }
    }
    if (nodeIds.length !== count) throw new Error(`marked ${count} elements, found ${nodeIds.length}`);
    return missing;
  } finally {
    await cdp.detach();
  }
}

/**
 * Latin letters and digits on the page that the browser drew with the regular-script (Kai) face, as
 * Chromium reports the fonts it used for each element (CSS.getPlatformFontsForNode): an element's
 * Kai glyphs may be at most its characters that are not Latin letters, digits or spaces.
 */
export async function latinInKaiFont(page: Page): Promise<string[]> {
  const marked = await page.evaluate(() => {
    let count = 0;
    for (const element of document.querySelectorAll('body *:not(option, script, style)')) {
      element.removeAttribute('data-latin-check');
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('');
      if (/[\p{Script=Latin}\d]/u.test(own) && element.getClientRects().length > 0) {
        const others = [...own].filter((char) => !/[\p{Script=Latin}\d\s]/u.test(char)).length;
        element.setAttribute('data-latin-check', String(others));
        count += 1;
      }
    }
    return count;
  });
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '[data-latin-check]' });
    if (nodeIds.length !== marked) throw new Error(`marked ${marked} elements, found ${nodeIds.length}`);
    const drawnInKai: string[] = [];
    for (const nodeId of nodeIds) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      const kai = fonts
        .filter((font) => /wenkai/i.test(font.familyName))
        .reduce((sum, font) => sum + font.glyphCount, 0);
      const { attributes } = await cdp.send('DOM.getAttributes', { nodeId });
      const others = Number(attributes[attributes.indexOf('data-latin-check') + 1] ?? 0);
      if (kai > others) {
        const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
        drawnInKai.push(outerHTML.slice(0, 120));
      }
    }
    return drawnInKai;
  } finally {
    await cdp.detach();
  }
}

/**
 * What does not fit a phone's width: the page scrolling sideways, and any element drawn wider than
 * the screen or reaching past its right edge (cut off, or inside a box that scrolls sideways).
 */
export async function widerThanScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const found: string[] = [];
    if (root.scrollWidth > width) found.push(`the page is ${root.scrollWidth} px wide`);
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || (box.width <= width && box.right <= width + 0.5)) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const classes = element.getAttribute('class')?.trim().split(/\s+/).join('.');
      found.push(`${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}: ${box.left}–${box.right} px`);
    }
    return found.slice(0, 6);
  });
}

/** Up to this width the site shows its phone header (COMPACT_HEADER_QUERY, 48rem). */
const COMPACT_HEADER_MAX_PX = 768;

/**
 * Sets the window's width and waits for the header of that width: the site swaps its desktop header for
 * the phone one when the media query changes, a moment after the window does, so a page measured at once
 * can still be drawn with the other header.
 */
export async function setWidth(page: Page, width: number, height = width <= COMPACT_HEADER_MAX_PX ? 844 : 900) {
  await page.setViewportSize({ width, height });
  const header =
    width <= COMPACT_HEADER_MAX_PX ? '.site-header.site-header--compact' : '.site-header:not(.site-header--compact)';
  await page.locator(header).waitFor();
}

/**
 * The next answer to an upload of recorded audio on a recording endpoint (`/psc/exam/saveRecord` ...: a
 * multipart call; the same endpoint also takes the place in the part as JSON), checked to be a success. A
 * recording part uploads each segment as it is recorded, so this resolves when the first segment is on the
 * server. Call it before starting the recording.
 */
export async function segmentSaved(page: Page, endpoint: string): Promise<void> {
  const isUpload = (answer: Response) =>
    new URL(answer.url()).pathname.endsWith(endpoint) &&
    (answer.request().headers()['content-type'] ?? '').startsWith('multipart/form-data');
  const response = await page.waitForResponse(isUpload, { timeout: 30_000 });
  expect(response.ok(), `${endpoint} answered ${response.status()}`).toBe(true);
}
