import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toWriterPoint } from '../../apps/web/src/features/character-card/stroke-geometry.ts';
import { baseUrl, launchBrowser, openPage, readLocale, screenshot, type WatchedPage } from '../support/browser.ts';

interface CardStrings {
  wordCard: {
    search: { label: string; submit: string };
    strokes: { animate: string; quiz: string };
    quiz: { mistake: string };
  };
  speech: { listen: { play: string; stop: string; human: string; synthesis: string } };
}

const zh = readLocale('zh') as CardStrings;
type Point = [number, number];

/** 永's medians as the server's data package has them: the line of each stroke, in the 1024 box, y up. */
function mediansOf(character: string): Point[][] {
  const require = createRequire(import.meta.url);
  const file = require.resolve(`hanzi-writer-data/${character}.json`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { medians: Point[][] }).medians;
}

/**
 * Draws a line with the mouse over the writer, through points of the data box, mapped onto the
 * writer's square the way hanzi-writer's positioner maps them (its size and padding are on the box).
 */
async function draw(page: Page, points: readonly Point[]): Promise<void> {
  const writer = page.getByTestId('stroke-writer');
  // Mouse events go to what is inside the viewport: the whole square must be on screen.
  await writer.scrollIntoViewIfNeeded();
  const box = await writer.boundingBox();
  if (!box) throw new Error('the writer is not on screen');
  const size = Number(await writer.getAttribute('data-size'));
  const padding = Number(await writer.getAttribute('data-padding'));
  const screen = points.map((point) => {
    const { x, y } = toWriterPoint(point, size, padding);
    return { x: box.x + x, y: box.y + y };
  });
  const [first, ...rest] = screen;
  if (!first) return;
  await page.mouse.move(first.x, first.y);
  await page.mouse.down();
  for (const point of rest) await page.mouse.move(point.x, point.y, { steps: 4 });
  await page.mouse.up();
}

describe('character cards: 永 with stroke order and the writing quiz', () => {
  let browser: Browser;
  let watched: WatchedPage;
  let page: Page;
  /** Every request the page makes to another origin: the cards must need none (no CDN). */
  const foreign: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    watched = await openPage(browser, { locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
    page = watched.page;
    const origin = new URL(baseUrl()).origin;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) foreign.push(request.url());
    });
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await screenshot(page, 'character-card-failed.png');
  });
  afterAll(async () => {
    await watched.close();
    await browser.close();
  });

  it('looks up 永 and shows its radical, stroke count and structure', async () => {
    await page.goto('/dist/web/portal/wordcardTool');
    await page.getByTestId('card-suggestions').waitFor();
    const strokes = page.waitForResponse((response) => response.url().endsWith('/dist/strokes/%E6%B0%B8.json'));
    await page.getByLabel(zh.wordCard.search.label).fill('永');
    await page.getByRole('button', { name: zh.wordCard.search.submit }).click();
    await page.waitForURL(/wordcardTool\?q=%E6%B0%B8$/);

    const card = page.getByTestId('char-card');
    await card.getByTestId('card-character').waitFor();
    expect(await card.getByTestId('card-character').textContent()).toBe('永');
    expect((await card.getByTestId('card-radical').textContent())?.trim()).toMatch(/^\p{Script=Han}$/u);
    expect(await card.getByTestId('card-stroke-count').getAttribute('data-value')).toBe('5');
    expect(await card.getByTestId('card-structure').textContent()).toBeTruthy();

    // The strokes come from our own server, cached for good.
    const response = await strokes;
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('immutable');
    await page.getByTestId('stroke-writer').locator('svg path').first().waitFor({ state: 'attached' });
  });

  it('plays the stroke-order animation to its end', async () => {
    const writer = page.getByTestId('stroke-writer');
    await page.getByRole('button', { name: zh.wordCard.strokes.animate }).click();
    expect(await writer.getAttribute('data-mode')).toBe('animating');
    await page.waitForFunction(
      () => document.querySelector('[data-testid=stroke-writer]')?.getAttribute('data-mode') === 'still',
      undefined,
      { timeout: 20_000 },
    );
    await screenshot(page, 'character-card.png');
  });

  it('grades the quiz stroke by stroke: a wrong stroke is a mistake, the right ones complete it', async () => {
    const medians = mediansOf('永');
    expect(medians).toHaveLength(5);
    await page.getByRole('button', { name: zh.wordCard.strokes.quiz }).click();
    const progress = page.getByTestId('quiz-progress');
    await progress.waitFor();
    expect(await progress.getAttribute('data-current')).toBe('1');
    // The quiz fades the character out before it takes strokes.
    await page.waitForTimeout(600);

    await draw(page, medians[0] as Point[]);
    await page.waitForFunction(
      () => document.querySelector('[data-testid=quiz-progress]')?.getAttribute('data-current') === '2',
    );

    // A line along the bottom of the grid is not the second stroke (横折钩).
    await draw(page, [
      [80, -60],
      [400, -60],
      [700, -60],
      [950, -60],
    ]);
    const second = page.getByTestId('quiz-stroke').nth(1);
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid=quiz-stroke]')[1]?.getAttribute('data-mistakes') === '1',
    );
    expect(await second.getAttribute('data-mistakes')).toBe('1');
    expect(await progress.getAttribute('data-current')).toBe('2');
    expect(await page.getByTestId('quiz-report').textContent()).toContain(
      zh.wordCard.quiz.mistake.replace('{{number}}', '2'),
    );

    for (const [index, median] of medians.slice(1).entries()) {
      await draw(page, median);
      const expected = String(index + 3);
      if (index + 2 < medians.length) {
        await page.waitForFunction(
          (current) => document.querySelector('[data-testid=quiz-progress]')?.getAttribute('data-current') === current,
          expected,
        );
      }
    }

    const score = page.getByTestId('quiz-score');
    await score.waitFor();
    // Four strokes right first time, one after a single mistake: (4 + 2/3) / 5.
    expect(await score.getAttribute('data-value')).toBe('93');
    const states = await page
      .getByTestId('quiz-stroke')
      .evaluateAll((items) =>
        items.map((item) => [item.getAttribute('data-state'), item.getAttribute('data-mistakes')]),
      );
    expect(states).toEqual([
      ['firstTry', '0'],
      ['mistakes', '1'],
      ['firstTry', '0'],
      ['firstTry', '0'],
      ['firstTry', '0'],
    ]);
    await screenshot(page, 'character-card-quiz.png');
  });

  it('prints clean cards without the site around them', async () => {
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.getByTestId('char-card').isVisible()).toBe(true);
    expect(await page.getByTestId('stroke-writer').isVisible()).toBe(false);
    await screenshot(page, 'character-card-print.png');
    await page.emulateMedia({ media: 'screen' });
  });

  it("plays Yue Tan's recording of 水 (a human voice, said so), and says 永 is synthesised", async () => {
    await page.goto(`/dist/web/portal/wordcardTool?q=${encodeURIComponent('永')}`);
    const card = page.getByTestId('char-card');
    const voice = card.getByTestId('listen-voice').first();
    await voice.waitFor();
    expect(await voice.getAttribute('data-voice')).toBe('synthesis');
    expect(await voice.textContent()).toBe(zh.speech.listen.synthesis);

    await page.goto(`/dist/web/portal/wordcardTool?q=${encodeURIComponent('水')}`);
    await card.getByTestId('card-character').filter({ hasText: '水' }).waitFor();
    await expect.poll(() => voice.getAttribute('data-voice')).toBe('human');
    expect(await voice.textContent()).toBe(zh.speech.listen.human.replace('{{speaker}}', 'Yue Tan'));
    const synthesised: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/speechSynthesis')) synthesised.push(request.url());
    });
    const mp3 = page.waitForResponse((response) => /\/dist\/audio\/yuetan\/[0-9a-f]{16}\.mp3$/.test(response.url()));
    await card.getByRole('button', { name: zh.speech.listen.play }).first().click();
    const file = await mp3;
    expect([200, 206]).toContain(file.status());
    expect(file.headers()['content-type']).toBe('audio/mpeg');
    await card.getByRole('button', { name: zh.speech.listen.stop }).first().waitFor();
    expect(synthesised).toEqual([]);
  });

  it('serves /dist/strokes/永.json from our server, and needed nothing from another origin', async () => {
    const response = await page.request.get(`/dist/strokes/${encodeURIComponent('永')}.json`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(((await response.json()) as { strokes: string[] }).strokes).toHaveLength(5);
    const unknown = await page.request.get('/dist/strokes/..%2F..%2Fpackage.json');
    expect(unknown.status()).toBe(404);
    expect(foreign).toEqual([]);
    watched.expectNoProblems();
  });
});

/**
 * Whether every face the field's text needs is loaded and stays so for two frames. Runs in the page, so
 * it carries its own frame wait.
 */
async function fieldFaceSettled(element: HTMLInputElement): Promise<boolean> {
  const style = getComputedStyle(element);
  // The shorthand is empty when the field's font has settings it cannot say, so it is built here.
  const font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const loaded = (): boolean => document.fonts.status === 'loaded' && document.fonts.check(font, element.value);
  if (!loaded()) return false;
  await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  return loaded();
}

/** Resolves once the page has drawn two more frames. */
function nextFrames(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

// This machine has no Chinese system font: Chinese is drawn only with our web font, whose subsets load
// after the page first draws, in batches. In an interface that is not Chinese, the field's 永 is the
// first use of its subset, and must not stay the fallback box once the subset arrives.
describe('character cards in English, on a system without a Chinese font', () => {
  it('draws the looked-up character in the field with the web font, not as a box', async () => {
    const browser = await launchBrowser();
    const watched = await openPage(browser, { locale: 'en-GB', viewport: { width: 1280, height: 900 } });
    const { page } = watched;
    try {
      await page.goto(`/dist/web/portal/wordcardTool?q=${encodeURIComponent('永')}`);
      await page.getByTestId('card-character').first().waitFor();
      const field = page.locator('#card-search-input');
      expect(await field.inputValue()).toBe('永');
      // The face the field itself draws with (its own weight and size) has arrived, and no other load
      // started in the two frames after: between two batches of subsets the set is briefly 'loaded'
      // while the next batch is still to be asked for.
      await expect.poll(() => field.evaluate(fieldFaceSettled), { timeout: 15_000 }).toBe(true);
      const drawn = await field.screenshot();
      // Kerning off (settings the page never had) shapes the field's text again with the faces loaded
      // now; one glyph has no kerning to lose, so a field drawn right looks the same.
      await field.evaluate((element: HTMLElement) => {
        element.style.fontKerning = 'none';
      });
      await page.evaluate(nextFrames);
      expect((await field.screenshot()).equals(drawn)).toBe(true);
      watched.expectNoProblems();
    } finally {
      await watched.close();
      await browser.close();
    }
  });
});
