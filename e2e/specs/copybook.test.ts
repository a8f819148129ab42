import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import * as mupdf from 'mupdf';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { layoutCopybook, type Rect } from '../../apps/server/src/modules/portal/copybook-layout.ts';
import { launchBrowser, openPage, readLocale, screenshot, type WatchedPage } from '../support/browser.ts';

interface CopybookStrings {
  copyBook: {
    characters: { label: string };
    grid: { mi: string };
    copies: { label: string };
    paper: { label: string };
    rows: { label: string };
    generate: string;
  };
}

const zh = readLocale('zh') as CopybookStrings;
const CHARACTERS = '永字八法天地人';
const OPTIONS = { paper: 'A4', rowsPerPage: 4, tracingCopies: 3, strokeOrder: true, pinyin: true } as const;
/** Pixels per PDF point when the pages are rendered. */
const SCALE = 2;

function strokeCount(character: string): number {
  const require = createRequire(import.meta.url);
  const file = require.resolve(`hanzi-writer-data/${character}.json`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { strokes: string[] }).strokes.length;
}

/** A rendered page's pixels, counted by kind inside rectangles given in PDF points (top-left origin). */
class RenderedPage {
  constructor(
    private readonly pixels: Uint8ClampedArray,
    private readonly width: number,
    private readonly stride: number,
    private readonly components: number,
  ) {}

  /** Shares of the pixels inside `rect` (shrunk by `inset` points, keeping off the grid lines) by kind. */
  inks(rect: Rect, inset = 3): { dark: number; grey: number; red: number; marked: number } {
    const x0 = Math.ceil((rect.x + inset) * SCALE);
    const x1 = Math.floor((rect.x + rect.width - inset) * SCALE);
    const y0 = Math.ceil((rect.y + inset) * SCALE);
    const y1 = Math.floor((rect.y + rect.height - inset) * SCALE);
    let total = 0;
    const counts = { dark: 0, grey: 0, red: 0, marked: 0 };
    for (let y = y0; y < y1; y += 1) {
      for (let x = x0; x < Math.min(x1, this.width); x += 1) {
        const at = y * this.stride + x * this.components;
        const [r = 255, g = 255, b = 255] = [this.pixels[at], this.pixels[at + 1], this.pixels[at + 2]];
        total += 1;
        const neutral = Math.abs(r - g) < 14 && Math.abs(g - b) < 14;
        const light = (r + g + b) / 3;
        if (neutral && light < 90) counts.dark += 1;
        else if (neutral && light >= 150 && light <= 215) counts.grey += 1;
        else if (r > 150 && g < 90 && b < 90) counts.red += 1;
        // Anything neutral and not paper white: ink or grey of a character, pinyin or stroke.
        if (neutral && light < 235) counts.marked += 1;
      }
    }
    const share = (value: number) => value / Math.max(1, total);
    return { dark: share(counts.dark), grey: share(counts.grey), red: share(counts.red), marked: share(counts.marked) };
  }
}

describe('copybook generator: options, PDF download, pages rendered and checked', () => {
  let browser: Browser;
  let watched: WatchedPage;
  let page: Page;
  let workDir = '';

  beforeAll(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanyu-copybook-e2e-'));
    browser = await launchBrowser();
    watched = await openPage(browser, {
      locale: 'zh-CN',
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    page = watched.page;
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await screenshot(page, 'copybook-failed.png');
  });
  afterAll(async () => {
    await watched.close();
    await browser.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('previews the first character with its strokes, reading and the chosen grid', async () => {
    await page.goto('/dist/web/portal/copyBookTool');
    await page.getByLabel(zh.copyBook.characters.label).fill(CHARACTERS);
    await page.getByRole('radio', { name: zh.copyBook.grid.mi }).check();
    await page.getByLabel(zh.copyBook.rows.label).selectOption(String(OPTIONS.rowsPerPage));
    // The characters are known to the server: each gets a chip with its reading and strokes.
    await page.getByRole('button', { name: /永\s*yǒng\s*5/ }).waitFor();
    const preview = page.getByTestId('copybook-preview');
    // 永 drawn in the model cell and three tracing cells, built up in five stroke-order cells.
    await expect.poll(() => preview.locator('.copybook-preview__model path').count()).toBe(5);
    expect(await preview.locator('.copybook-preview__trace').count()).toBe(OPTIONS.tracingCopies);
    expect(await preview.locator('.copybook-preview__new path').count()).toBe(5);
    expect(await preview.locator('.copybook-preview__guide line').count()).toBeGreaterThan(6 * 3);
    expect(await preview.locator('text').first().textContent()).toBe('yǒng');
    await screenshot(page, 'copybook-page.png');
  });

  it('generates the PDF, downloads it and prints what was asked on every page', async () => {
    await page.getByRole('button', { name: zh.copyBook.generate }).click();
    const link = page.getByTestId('copybook-download');
    await link.waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`字帖-${CHARACTERS}.pdf`);
    const file = path.join(workDir, 'copybook.pdf');
    await download.saveAs(file);

    const characters = Array.from(CHARACTERS);
    const layout = layoutCopybook(OPTIONS, characters.map(strokeCount));
    const document = mupdf.Document.openDocument(fs.readFileSync(file), 'application/pdf');
    // 7 characters, 4 a page.
    expect(document.countPages()).toBe(2);
    expect(layout.pages).toHaveLength(2);

    const first = document.loadPage(0);
    const pixmap = first.toPixmap(mupdf.Matrix.scale(SCALE, SCALE), mupdf.ColorSpace.DeviceRGB, false, true);
    fs.writeFileSync(path.join(inject('artifactsDir'), 'copybook-page-1.png'), pixmap.asPNG());
    const rendered = new RenderedPage(
      pixmap.getPixels(),
      pixmap.getWidth(),
      pixmap.getStride(),
      pixmap.getNumberOfComponents(),
    );
    const blocks = layout.pages[0]?.blocks ?? [];
    expect(blocks).toHaveLength(OPTIONS.rowsPerPage);
    for (const block of blocks) {
      const character = characters[block.index];
      const [model, ...rest] = block.cells;
      if (!model) throw new Error('a row without cells');
      // The model: ink, no tracing grey to speak of.
      const modelInk = rendered.inks(model);
      expect(modelInk.dark, `${character} model ink`).toBeGreaterThan(0.04);
      for (const trace of rest.filter((cell) => cell.kind === 'trace')) {
        const ink = rendered.inks(trace);
        expect(ink.grey, `${character} tracing grey`).toBeGreaterThan(0.04);
        expect(ink.dark, `${character} tracing has no ink`).toBeLessThan(0.002);
      }
      const blanks = rest.filter((cell) => cell.kind === 'blank');
      expect(blanks.length).toBeGreaterThan(0);
      for (const blank of blanks) expect(rendered.inks(blank).marked, `${character} empty cell`).toBe(0);
      // The stroke-order row: each cell has its new stroke in red.
      for (const cell of block.strokeCells)
        expect(rendered.inks(cell, 0.5).red, `${character} stroke`).toBeGreaterThan(0);
      // The pinyin band above the model holds dark letters; above an empty cell there is none.
      const band = block.pinyinBand;
      if (!band) throw new Error('no pinyin band');
      const over = (cell: Rect): Rect => ({ x: cell.x, y: band.y, width: cell.width, height: band.height });
      expect(rendered.inks(over(model), 1).dark, `${character} pinyin`).toBeGreaterThan(0.005);
      expect(rendered.inks(over(blanks[0] ?? model), 1).marked, `${character} no pinyin over empty cells`).toBe(0);
    }
    watched.expectNoProblems();
  });

  it('fits a 360 px wide screen', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'copybook-360.png');
  });
});
