import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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

interface ExamStrings {
  pscExam: {
    hub: { take: string };
    description: { continue: string };
    start: { test: string; begin: string; heard: string };
    part: { startRecording: string; continueRecording: string; finishReading: string; finishSpeaking: string };
    submit: { submit: string };
  };
  results: { kinds: { mockExam: string } };
}

const zh = readLocale('zh') as ExamStrings;
const text = zh.pscExam;

/** Records a part for `seconds` of the fake microphone, then ends it. */
async function recordPart(page: Page, seconds: number, finish: string, start = text.part.startRecording) {
  await page.getByRole('button', { name: start }).click();
  await page.getByRole('button', { name: finish }).waitFor();
  await page.waitForTimeout(seconds * 1000);
  await page.getByRole('button', { name: finish }).click();
}

if (!hasDevelopmentRecording('ma1.wav')) {
  describe('mock PSC', () => {
    it.skip(`needs the development recordings in ${developmentRecordingsDir()} (set SPEECH_DATA_DIR)`, () => {});
  });
} else {
  describe('a whole mock PSC in the browser with the fake microphone (short papers)', () => {
    let workDir = '';
    let browser: Browser;
    let watched: WatchedPage;
    let page: Page;
    beforeAll(async () => {
      workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanyu-exam-e2e-'));
      const reading = readingOf(
        ['ni3', 'hao3', 'ma1', 'ma2', 'ma3', 'ma4', 'shi4', 'xue2'].map((name) => `${name}.wav`),
        workDir,
      );
      browser = await launchBrowser({ args: fakeMicrophoneArgs(reading.file) });
      watched = await openPage(browser, { locale: 'zh-CN' });
      page = watched.page;
      // A reload in the middle of a part: the page asks before leaving; the candidate leaves.
      page.on('dialog', (dialog) => void dialog.accept());
      await page.goto('/dist/web');
      await signUpThroughScreens(page, accountStrings('zh'));
    }, 120_000);
    afterEach(async (context) => {
      if (context.task.result?.state === 'fail') await screenshot(page, 'psc-exam-failed.png');
    });
    afterAll(async () => {
      await watched.close();
      await browser.close();
      fs.rmSync(workDir, { recursive: true, force: true });
    });

    it('checks the microphone and starts the first paper', async () => {
      await page.goto('/dist/web/adult/pscExam/PscExamParent');
      await page.getByRole('link', { name: text.hub.take }).first().click();
      await page.getByRole('link', { name: text.description.continue }).click();
      await page.getByRole('button', { name: text.start.test }).click();
      await page.getByTestId('exam-mic-result').waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('exam-mic-result').innerText()).toBe(zh.pscExam.start.heard);
      await screenshot(page, 'psc-exam-start.png');
      await page.getByRole('button', { name: text.start.begin }).click();
      await page.waitForURL(/\/Psc1\?attemptId=/);
      await page.getByTestId('exam-items-1').waitFor();
      expect(await page.getByTestId('exam-items-1').locator('li').count()).toBe(3);
      expect(await page.getByTestId('exam-clock').innerText()).toBe('3:30');
    }, 60_000);

    it('records part 1, and resumes part 2 after the page is reloaded mid-part without losing the saved audio', async () => {
      await recordPart(page, 3, text.part.finishReading);
      await page.waitForURL(/\/Psc2\?attemptId=/, { timeout: 60_000 });
      await page.getByRole('button', { name: text.part.startRecording }).click();
      // Past one 5-second segment, so it is saved on the server before the page goes.
      await page.waitForTimeout(7000);
      await page.reload();
      await page.getByRole('button', { name: text.part.continueRecording }).waitFor({ timeout: 20_000 });
      const clock = await page.getByTestId('exam-clock').innerText();
      // 2:30 less the saved five seconds.
      expect(clock).toBe('2:25');
      await recordPart(page, 2, text.part.finishReading, text.part.continueRecording);
      await page.waitForURL(/\/Psc3\?attemptId=/, { timeout: 60_000 });
    }, 120_000);

    it('reads the passage, speaks on a chosen topic, submits and gets a report scored by the rules', async () => {
      await page.getByTestId('exam-passage').waitFor();
      await recordPart(page, 3, text.part.finishReading);
      await page.waitForURL(/\/Psc4\?attemptId=/, { timeout: 60_000 });
      // The choice is saved with the attempt before speaking can start.
      const topic = page.getByRole('radio').first();
      await topic.click();
      await expect.poll(() => topic.isChecked()).toBe(true);
      await recordPart(page, 3, text.part.finishSpeaking);
      await page.waitForURL(/\/PscExamWord2\?attemptId=/, { timeout: 60_000 });
      await page.getByRole('button', { name: text.submit.submit }).click();
      await page.waitForURL(/\/PscExamReport\?attemptId=/, { timeout: 60_000 });
      const total = Number(await page.getByTestId('exam-total').innerText());
      const parts = await Promise.all(
        [1, 2, 3, 4].map(async (part) =>
          Number((await page.getByTestId(`exam-part-score-${part}`).innerText()).split('/')[0]),
        ),
      );
      expect(total).toBeCloseTo(
        parts.reduce((sum, points) => sum + points, 0),
        2,
      );
      // Under 30 seconds of speaking scores 0 on part 4 (the official rule).
      expect(parts[3]).toBe(0);
      expect(await page.getByTestId('exam-grade').innerText()).not.toBe('');
      expect(await page.locator('audio').count()).toBeGreaterThanOrEqual(3);
      await screenshot(page, 'psc-exam-report.png');
      watched.expectNoProblems();
    }, 120_000);

    it('finds the submitted test among my results, with its score, and goes back to its report', async () => {
      const report = page.url();
      const total = await page.getByTestId('exam-total').innerText();
      await page.goto('/dist/web/portal/personalResult?kind=mockExam');
      const row = page.getByTestId('result-row');
      await row.first().waitFor();
      expect(await row.count()).toBe(1);
      expect(await row.getAttribute('data-kind')).toBe('mockExam');
      expect(await row.innerText()).toContain(zh.results.kinds.mockExam);
      expect(await row.locator('.results-list__score').innerText()).toContain(String(Number(total)));
      await row.getByRole('link').first().click();
      await page.waitForURL(report);
      expect(await page.getByTestId('exam-total').innerText()).toBe(total);
      watched.expectNoProblems();
    });
  });
}
