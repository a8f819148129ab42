import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountStrings, exactly, signUpThroughScreens } from '../support/account-flow.ts';
import {
  fakeMicrophoneArgs,
  fillTemplate,
  launchBrowser,
  openPage,
  readLocale,
  screenshot,
  type WatchedPage,
} from '../support/browser.ts';
import { developmentRecordingsDir, hasDevelopmentRecording, paddedRecording } from '../support/speech-recordings.ts';

interface ResultStrings {
  speech: { recorder: { stop: string } };
  results: {
    allKinds: string;
    kindCount: string;
    kinds: Record<'practice' | 'passage' | 'topic' | 'eloquence' | 'mockExam', string>;
    from: string;
    clearDates: string;
    noMatchTitle: string;
    emptyTitle: string;
    startPractice: string;
    startMockExam: string;
    points: string;
    judged: { device: string };
    trend: { title: string };
  };
}

const LANGUAGES = [
  { language: 'zh', locale: 'zh-CN', lessonTitle: '双唇音 m' },
  { language: 'en', locale: 'en-US', lessonTitle: 'm — bilabial nasal' },
] as const;

let workDir = '';
beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanyu-results-e2e-'));
});
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

if (!hasDevelopmentRecording('ma1.wav')) {
  describe('my results', () => {
    it.skip(`needs the development recordings in ${developmentRecordingsDir()} (set SPEECH_DATA_DIR)`, () => {});
  });
} else {
  /**
   * A new learner practises m on the device (the fake microphone says ma1), finds the practice among
   * their results with its score, filters by kind and date, and follows it back to the lesson.
   */
  describe.each(LANGUAGES)('my results in $language', ({ language, locale, lessonTitle }) => {
    const text = readLocale(language) as ResultStrings;
    const kindChoice = (kind: keyof ResultStrings['results']['kinds'], count: number) =>
      exactly(fillTemplate(text.results.kindCount, { kind: text.results.kinds[kind], number: count }));
    let browser: Browser;
    let watched: WatchedPage;
    let page: Page;
    beforeAll(async () => {
      browser = await launchBrowser({ args: fakeMicrophoneArgs(paddedRecording('ma1.wav', workDir, 0.3, 1.5)) });
      watched = await openPage(browser, { locale });
      page = watched.page;
      await page.goto('/dist/web');
      await signUpThroughScreens(page, accountStrings(language));
    }, 120_000);
    afterEach(async (context) => {
      if (context.task.result?.state === 'fail') await screenshot(page, `results-${language}-failed.png`);
    });
    afterAll(async () => {
      await watched.close();
      await browser.close();
    });

    it('says what to do while there is nothing yet', async () => {
      await page.goto('/dist/web/portal/personalResult');
      const empty = page.getByTestId('results-empty');
      await empty.getByRole('heading', { name: text.results.emptyTitle }).waitFor();
      await empty.getByRole('link', { name: text.results.startPractice }).waitFor();
      await empty.getByRole('link', { name: text.results.startMockExam }).waitFor();
      await screenshot(page, `results-${language}-empty.png`);
      watched.expectNoProblems();
    });

    it('keeps a practice evaluated on the device: its scores go to the server, its recording does not', async () => {
      await page.goto('/dist/web/adult/mandarinLearnDetail?key=m');
      const practice = page.getByTestId('learn-practice').first();
      await practice.getByTestId('learn-record').click();
      await practice.getByRole('button', { name: text.speech.recorder.stop }).waitFor();
      const sent = page.waitForResponse((response) => response.url().endsWith('/psc/evaluation/deviceResult'));
      await page.waitForTimeout(2200);
      await practice.getByRole('button', { name: text.speech.recorder.stop }).click();
      await practice.getByTestId('speech-syllable').first().waitFor({ timeout: 30_000 });
      const answer = await sent;
      expect(await answer.json()).toMatchObject({ result: true, code: '0' });
      // JSON: scores and verdicts, no audio.
      const body = JSON.parse(answer.request().postData() ?? '{}') as Record<string, unknown>;
      expect(body).toMatchObject({ pinyin: 'ma1', lessonKey: 'm' });
      expect(answer.request().headers()['content-type']).toContain('application/json');
      expect(JSON.stringify(body)).not.toMatch(/RIFF|contour|"audio"/);
      watched.expectNoProblems();
    });

    it('finds it on my results with its score, filters by kind and date, and follows it back', async () => {
      await page.goto('/dist/web/portal/personalResult');
      const list = page.getByTestId('results-list');
      const row = list.getByTestId('result-row').first();
      await row.waitFor();
      expect(await list.getByTestId('result-row').count()).toBe(1);
      expect(await row.getAttribute('data-kind')).toBe('practice');
      expect(await row.innerText()).toContain(lessonTitle);
      expect(await row.innerText()).toContain(text.results.judged.device);
      expect(await row.innerText()).toContain(text.results.kinds.practice);
      const points = new RegExp(
        `^${fillTemplate(text.results.points, { score: 'SCORE' }).replace('SCORE', '\\d+(\\.\\d+)?')}$`,
      );
      expect((await row.locator('.results-list__score').innerText()).trim()).toMatch(points);
      await page.getByTestId('results-trend').getByRole('heading', { name: text.results.trend.title }).waitFor();
      await screenshot(page, `results-${language}.png`);

      // By kind: no passage read yet; keyboard moves between the kinds as between any radio buttons.
      await page.getByRole('radio', { name: kindChoice('passage', 0) }).check();
      await list.getByTestId('results-no-match').waitFor();
      expect(page.url()).toContain('kind=passage');
      await page
        .getByRole('radio', {
          name: exactly(fillTemplate(text.results.kindCount, { kind: text.results.allKinds, number: 1 })),
        })
        .focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => page.getByRole('radio', { name: kindChoice('practice', 1) }).isChecked()).toBe(true);
      await row.waitFor();
      expect(page.url()).toContain('kind=practice');
      // Focus stayed on the kinds while the list reloaded.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('radio');

      // By date: from tomorrow on there is nothing; clearing the dates brings it back.
      const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
      const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
      await page.getByLabel(text.results.from, { exact: true }).fill(day);
      await list.getByTestId('results-no-match').waitFor();
      expect(await list.getByText(text.results.noMatchTitle).count()).toBe(1);
      await page.getByRole('button', { name: text.results.clearDates }).click();
      await row.waitFor();

      // Back to the lesson it was made on, and back again to the same view.
      await row.getByRole('link', { name: lessonTitle }).click();
      await page.waitForURL(/\/dist\/web\/adult\/mandarinLearnDetail\?key=m$/);
      await page.getByTestId('learn-practice').first().waitFor();
      await page.goBack();
      await row.waitFor();
      expect(page.url()).toContain('kind=practice');
      watched.expectNoProblems();
    });

    it('fits a narrow phone screen', async () => {
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto('/dist/web/portal/personalResult');
      await page.getByTestId('result-row').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `results-${language}-360.png`);
      watched.expectNoProblems();
    });
  });
}
