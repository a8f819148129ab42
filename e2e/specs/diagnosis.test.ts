import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountStrings, exactly, signUpThroughScreens } from '../support/account-flow.ts';
import { fillTemplate, launchBrowser, openPage, readLocale, screenshot, type WatchedPage } from '../support/browser.ts';

interface DiagnosisStrings {
  app: { name: string };
  screens: Record<string, string>;
  exam: {
    modules: Record<'listening' | 'reading' | 'writing' | 'speaking', string>;
    page: { start: string; enter: string; submit: string; itemsLabel: string };
    items: { compositionLabel: string };
    confirm: {
      writingTitle: string;
      writingConfirm: string;
      speakingTitle: string;
      speakingConfirm: string;
      submitTitle: string;
      submitConfirm: string;
    };
    report: { spokenNone: string };
  };
  diagnosis: {
    index: { begin: string };
    history: { report: string };
    ranks: Record<string, string>;
  };
}

const zh = readLocale('zh') as DiagnosisStrings;
const exam = zh.exam;
const BASE = '/dist/web/minority';
const PAPER = JSON.parse(
  fs.readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../../packages/content/data/mhk/diagnosis/DIAG-01.json'),
    'utf8',
  ),
) as { title: string; modules: { listening: { items: { id: string; answer?: number; options?: string[] }[] } } };

async function expectTitle(page: Page, screen: string) {
  const title = zh.screens[screen] ?? screen;
  await expect.poll(() => page.title()).toBe(`${title} · ${zh.app.name}`);
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(title);
}

/** Screenshots at the phone and the desktop width, the desktop one last (the width the test runs at). */
async function bothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, `diagnosis-${name}-390.png`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, `diagnosis-${name}-1280.png`);
}

async function expectSaved(page: Page) {
  await expect.poll(() => page.getByTestId('exam-save').getAttribute('data-status'), { timeout: 15_000 }).toBe('saved');
}

/** A composition on the first paper's task (my favourite food, 150–300 characters) in three paragraphs. */
const ESSAY =
  '我最喜欢的食物是妈妈做的饺子。饺子的样子像一个个小元宝，白白的，胖胖的，看起来很可爱。\n' +
  '每到过年的时候，我们全家人都坐在一起包饺子。妈妈擀皮，爸爸和我包。饺子煮好以后，味道特别香，我一次能吃二十个。' +
  '因为饺子里有家乡的味道，所以每次吃饺子，我都觉得很温暖。\n' +
  '后来我到外地上学，很少能吃到妈妈做的饺子。虽然学校食堂也有饺子，但是我觉得没有家里的好吃。总之，饺子是我最喜欢的食物。';

describe('an ability diagnosis in the browser, from the index to the report and the history', () => {
  let browser: Browser;
  let watched: WatchedPage;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    watched = await openPage(browser, { locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
    page = watched.page;
    await page.goto('/dist/web');
    await signUpThroughScreens(page, accountStrings('zh'));
  }, 120_000);
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await screenshot(page, 'diagnosis-failed.png');
  });
  afterAll(async () => {
    await watched.close();
    await browser.close();
  });

  it('opens the index with the four papers and starts the first', async () => {
    await page.goto(`${BASE}/minorityIndex`);
    await expectTitle(page, 'minorityIndex');
    await page.getByRole('link', { name: new RegExp(`^${zh.screens.diagnosisIndex}`) }).click();
    await expectTitle(page, 'diagnosisIndex');
    const papers = page.getByTestId('diag-papers');
    await papers.waitFor();
    expect(await papers.locator('h3').count()).toBe(4);
    await bothWidths(page, 'index');
    await page.getByRole('link', { name: `${zh.diagnosis.index.begin} · ${PAPER.title}` }).click();
    await expectTitle(page, 'diagnosis');
    // The first visit makes the paper's listening recordings before the start button shows.
    await page.getByRole('button', { name: exam.page.start }).click({ timeout: 90_000 });
    await page.getByRole('button', { name: fillTemplate(exam.page.enter, { module: exam.modules.listening }) }).click();
    await page.getByTestId('exam-module-listening').waitFor();
  }, 150_000);

  it('answers listening and reading, writes the composition and leaves the spoken tasks', async () => {
    // The first listening question answered right.
    const first = PAPER.modules.listening.items[0];
    if (!first || first.answer === undefined) throw new Error('the first listening item is a choice');
    await page.getByTestId(`exam-question-${first.id}`).getByRole('radio').nth(first.answer).check();
    await expectSaved(page);
    await bothWidths(page, 'listening');
    await page.getByTestId('exam-step-reading').click();
    await page.getByTestId('exam-module-reading').waitFor();

    await page.getByTestId('exam-step-writing').click();
    await page
      .getByRole('dialog', { name: exam.confirm.writingTitle })
      .getByRole('button', { name: exam.confirm.writingConfirm })
      .click();
    await page.getByTestId('exam-module-writing').waitFor();
    await page.getByRole('navigation', { name: exam.page.itemsLabel }).getByRole('button').last().click();
    await page.getByRole('textbox', { name: exam.items.compositionLabel }).fill(ESSAY);
    await expectSaved(page);

    await page.getByTestId('exam-step-speaking').click();
    await page
      .getByRole('dialog', { name: exam.confirm.speakingTitle })
      .getByRole('button', { name: exam.confirm.speakingConfirm })
      .click();
    await page.getByTestId('exam-module-speaking').waitFor();
    await page.getByRole('button', { name: exactly(exam.page.submit) }).click();
    await page
      .getByRole('dialog', { name: exam.confirm.submitTitle })
      .getByRole('button', { name: exactly(exam.confirm.submitConfirm) })
      .click();
    await page.waitForURL(/\/diagnosisHistoryReport\?attemptId=/, { timeout: 60_000 });
  }, 120_000);

  it('shows the report: each skill out of 50, the total out of 200, the traits, placement and what to practise', async () => {
    await expectTitle(page, 'diagnosisHistoryReport');
    const score = async (skill: string) =>
      Number((await page.getByTestId(`diag-score-${skill}`).innerText()).split('/')[0]?.trim());
    // One listening question of nine right: 50 × 1/9; reading not answered; speaking not recorded.
    expect(await score('listening')).toBeCloseTo(5.6, 1);
    expect(await score('reading')).toBe(0);
    expect(await score('speaking')).toBe(0);
    const writing = await score('writing');
    expect(writing).toBeGreaterThan(0);
    expect(writing).toBeLessThanOrEqual(20);
    expect(Number(await page.getByTestId('diag-total').innerText())).toBeCloseTo(5.6 + writing, 0);
    expect(await page.getByTestId('diag-rank').innerText()).toBe(zh.diagnosis.ranks['0101']);
    expect(await page.getByTestId('diag-traits').locator('meter').count()).toBe(4);
    // The spoken tasks score 0 and say why.
    expect(await page.getByTestId('diag-items-speaking').getByText(exam.report.spokenNone).count()).toBe(3);
    // Every listening question but the first is there to practise, with its key.
    const practise = page.getByTestId('diag-practise');
    expect(await practise.locator('.exam-report-q').count()).toBeGreaterThanOrEqual(8 + 8);
    await bothWidths(page, 'report');
  }, 60_000);

  it('finds the sitting in the history and opens its report again', async () => {
    await page.goto(`${BASE}/diagnosisHistory`);
    await expectTitle(page, 'diagnosisHistory');
    const history = page.getByTestId('diag-history');
    await history.waitFor();
    expect(await history.locator('li').count()).toBe(1);
    expect(await history.innerText()).toContain(PAPER.title);
    await bothWidths(page, 'history');
    await history.getByRole('link', { name: zh.diagnosis.history.report }).click();
    await page.getByTestId('diag-total').waitFor();
    watched.expectNoProblems();
  }, 60_000);
});
