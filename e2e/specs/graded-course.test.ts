import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadGrades } from '@hanyu/content/content-files';
import { accountStrings, signUpThroughScreens } from '../support/account-flow.ts';
import {
  fakeMicrophoneArgs,
  launchBrowser,
  openPage,
  readLocale,
  screenshot,
  type WatchedPage,
} from '../support/browser.ts';
import { developmentRecordingsDir, hasDevelopmentRecording, readingOf } from '../support/speech-recordings.ts';

interface GradedStrings {
  app: { name: string };
  screens: Record<string, string>;
  speech: { recorder: { stop: string } };
  graded: {
    course: { start: string };
    info: { region: string; firstLanguage: string; schoolLevel: string; save: string; edit: string };
    study: Record<string, string>;
    unit: { markStudied: string; begin: string; stepsLabel: string };
    video: { next: string };
    items: { check: string; score: string; passed: string; matchFor: string; groupFor: string };
    result: { done: string };
  };
}

const zh = readLocale('zh') as GradedStrings;
const BASE = '/dist/web/minority/learn/learnGraded/learnCourse';
const grade = loadGrades()[0];
const unit = grade?.units[0];
const UNIT_KEY = grade && unit ? `${grade.tier}-${grade.grade}-${unit.id}` : '';
/** The first thing to say aloud in the unit, as the fake microphone says it (tones after sandhi). */
const FIRST_SAY = ['ni2.wav', 'hao3.wav'];
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'graded-e2e-'));

async function expectTitle(page: Page, screen: string) {
  const title = zh.screens[screen] ?? screen;
  await expect.poll(() => page.title()).toBe(`${title} · ${zh.app.name}`);
}

/** Screenshots at the phone and the desktop width, the page no wider than the phone. */
async function bothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, `graded-${name}-390.png`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, `graded-${name}-1280.png`);
}

async function markStudied(page: Page, next: string) {
  await page.getByRole('button', { name: zh.graded.unit.markStudied }).click();
  await expectTitle(page, next);
}

if (!FIRST_SAY.every(hasDevelopmentRecording)) {
  describe('the graded course', () => {
    it.skip(`needs the development recordings in ${developmentRecordingsDir()} (set SPEECH_DATA_DIR)`, () => {});
  });
} else {
  describe('a new learner studies a graded-course unit through its seven steps in the browser', () => {
    let browser: Browser;
    let watched: WatchedPage;
    let page: Page;
    beforeAll(async () => {
      if (!grade || !unit) throw new Error('no graded course content');
      browser = await launchBrowser({ args: fakeMicrophoneArgs(readingOf(FIRST_SAY, workDir).file) });
      watched = await openPage(browser, { locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
      page = watched.page;
      await page.goto('/dist/web');
      await signUpThroughScreens(page, accountStrings('zh'));
    }, 120_000);
    afterEach(async (context) => {
      if (context.task.result?.state === 'fail')
        await screenshot(page, `graded-failed-${context.task.name.slice(0, 12)}.png`);
    });
    afterAll(async () => {
      await watched.close();
      await browser.close();
      fs.rmSync(workDir, { recursive: true, force: true });
    });

    it('opens the course at the first grade and the unit with its seven steps', async () => {
      await page.goto(BASE);
      await expectTitle(page, 'learnCourse');
      await page.getByTestId('graded-current').waitFor();
      // Asked once: region, first language and school level, then shown with a way to change them.
      const info = page.getByTestId('graded-info');
      await info.getByRole('combobox', { name: zh.graded.info.region }).selectOption('65');
      await info.getByRole('combobox', { name: zh.graded.info.firstLanguage }).selectOption('ug');
      await info.getByRole('combobox', { name: zh.graded.info.schoolLevel }).selectOption('junior');
      await info.getByRole('button', { name: zh.graded.info.save }).click();
      await info.getByRole('button', { name: zh.graded.info.edit }).waitFor();
      expect(await info.innerText()).toContain('新疆维吾尔自治区');
      await bothWidths(page, 'course');
      await page.getByRole('link', { name: zh.graded.course.start }).click();
      await expectTitle(page, 'beginBookStudyDetail');
      await page
        .getByTestId('graded-unit')
        .getByText(unit?.goal ?? '')
        .waitFor();
      expect(await page.getByRole('navigation', { name: zh.graded.unit.stepsLabel }).getByRole('link').count()).toBe(7);
      await bothWidths(page, 'unit');
    });

    it('previews the new words, sees the slide lesson to its end and reads the text with pinyin', async () => {
      await page
        .getByRole('link', { name: zh.graded.unit.begin.replace('{{study}}', zh.graded.study['1007'] ?? '') })
        .click();
      await expectTitle(page, 'learnGradedPreview');
      await page.getByTestId('graded-words').waitFor();
      expect(await page.getByTestId('graded-words').locator('li').count()).toBe(unit?.preview.words.length);
      await markStudied(page, 'learnGradedVideo');
      await page.getByTestId('graded-slide').waitFor();
      const slides = unit?.video.slides ?? [];
      for (let i = 1; i < slides.length; i++) {
        await page.getByRole('button', { name: `${zh.graded.video.next} →` }).click();
      }
      await page
        .getByTestId('graded-slide')
        .locator('h3', { hasText: slides.at(-1)?.heading ?? '' })
        .waitFor();
      await bothWidths(page, 'video');
      await markStudied(page, 'learnGradedBook');
      const book = page.getByTestId('graded-book');
      await book.waitFor();
      expect(await book.locator('ruby').count()).toBeGreaterThan(0);
      await bothWidths(page, 'book');
      await markStudied(page, 'learnGradedPronounce');
    });

    it('records the first word with the fake microphone and sees it evaluated', async () => {
      const practice = page.getByTestId('learn-practice').first();
      await practice.waitFor();
      await practice.getByTestId('learn-record').click();
      await practice.getByRole('button', { name: zh.speech.recorder.stop }).click({ timeout: 10_000 });
      await practice.getByTestId('speech-syllable').first().waitFor({ timeout: 30_000 });
      expect(await practice.getByTestId('speech-syllable').count()).toBe(2);
      await screenshot(page, 'graded-pronounce-1280.png');
      await markStudied(page, 'learnGradedPractice');
    }, 60_000);

    it('answers the practice, the exercises and the extension, all checked on the server', async () => {
      if (!unit) throw new Error('no unit');
      // Practice: each kind answered from the key, the matching and sorting by the texts shown.
      const items = page.locator('.graded-item');
      await items.first().waitFor();
      for (const [i, item] of unit.practice.items.entries()) {
        const row = items.nth(i);
        if (item.kind === 'listenChoose' || item.kind === 'TextChoose')
          await row.getByRole('radio').nth(item.answer).check();
        if (item.kind === 'listenJudge')
          await row
            .getByRole('radio')
            .nth(item.answer ? 0 : 1)
            .check();
        if (item.kind === 'online') {
          for (const [left, right] of item.pairs)
            await row
              .getByRole('combobox', { name: zh.graded.items.matchFor.replace('{{item}}', left), exact: true })
              .selectOption({ label: right });
        }
        if (item.kind === 'classification') {
          for (const entry of item.items) {
            await row
              .getByRole('combobox', { name: zh.graded.items.groupFor.replace('{{item}}', entry.text), exact: true })
              .selectOption({ label: item.groups[entry.group] ?? '' });
          }
        }
      }
      await page.getByRole('button', { name: zh.graded.items.check }).click();
      await page.getByTestId('graded-score').getByText(zh.graded.items.score.replace('{{score}}', '100')).waitFor();
      // The verdicts stay on the page with the score, every checked item right.
      expect(await page.locator('.graded-item[data-verdict="right"]').count()).toBe(
        unit.practice.items.filter((item) => item.kind !== 'read').length,
      );
      await bothWidths(page, 'practice');
      await page
        .getByRole('link', { name: new RegExp(zh.graded.study['1006'] ?? '') })
        .last()
        .click();
      await expectTitle(page, 'learnGradedExercise');
      await page.locator('.graded-item[data-kind="choose"], .graded-item[data-kind="fill"]').first().waitFor();

      for (const [i, item] of unit.exercises.items.entries()) {
        const row = page.locator('.graded-item').nth(i);
        if (item.kind === 'choose') await row.getByRole('radio').nth(item.answer).check();
        if (item.kind === 'fill') await row.getByRole('textbox').fill(item.answers[0] ?? '');
        if (item.kind === 'order') {
          for (const piece of item.pieces) await row.getByRole('button', { name: piece, exact: true }).click();
        }
      }
      await page.getByRole('button', { name: zh.graded.items.check }).click();
      await page.getByTestId('graded-score').getByText(zh.graded.items.score.replace('{{score}}', '100')).waitFor();
      await page
        .getByRole('link', { name: new RegExp(zh.graded.study['1005'] ?? '') })
        .last()
        .click();
      await expectTitle(page, 'learnGradedExtend');
      // The exercises' items leave the page before the extension's come.
      await page.locator('.graded-book__title', { hasText: unit.extension.title }).waitFor();

      for (const [i, question] of unit.extension.questions.entries()) {
        await page.locator('.graded-item').nth(i).getByRole('radio').nth(question.answer).check();
      }
      await page.getByRole('button', { name: zh.graded.items.check }).click();
      await page.getByTestId('graded-score').getByText(zh.graded.items.passed).waitFor();
    }, 90_000);

    it('shows the unit done in every step, and the time spent on it here and in the personal results', async () => {
      await page.goto(`${BASE}/learnGradedPracticeEvaluationResult?unit=${UNIT_KEY}`);
      const result = page.getByTestId('graded-result');
      await result.waitFor();
      expect(await result.getByRole('cell', { name: zh.graded.result.done, exact: true }).count()).toBe(7);
      await page.getByTestId('graded-times').waitFor();
      await bothWidths(page, 'result');
      // The personal results show the time on task too.
      await page.goto('/dist/web/portal/personalResult');
      await page.getByTestId('results-study-time').waitFor();
      watched.expectNoProblems();
    });

    it('leads a beginner to pinyin first: initials, finals and tones, each to its own practice page', async () => {
      await page.goto(`${BASE}/learnGradedPinyinStudy`);
      await expectTitle(page, 'learnGradedPinyinStudy');
      const initials = page.getByTestId('graded-pinyin-initial');
      await initials.waitFor();
      expect(await initials.locator('li').count()).toBeGreaterThanOrEqual(21);
      await page.getByTestId('graded-pinyin-tone').waitFor();
      await initials.getByRole('link', { name: 'b', exact: true }).click();
      await expectTitle(page, 'mandarinLearnDetail');
      expect(page.url()).toContain('isMhk=true');
    });
  });
}
