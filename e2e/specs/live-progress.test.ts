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
import { developmentRecordingsDir, hasDevelopmentRecording, paddedRecording } from '../support/speech-recordings.ts';

interface ProgressStrings {
  speech: { recorder: { stop: string } };
  common: { evaluationProgress: Record<'queued' | 'evaluating' | 'done' | 'failed', string> };
}

let workDir = '';
beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanyu-live-e2e-'));
});
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

declare global {
  interface Window {
    progressLines?: string[];
  }
}

if (!hasDevelopmentRecording('ma1.wav')) {
  describe('evaluation progress', () => {
    it.skip(`needs the development recordings in ${developmentRecordingsDir()} (set SPEECH_DATA_DIR)`, () => {});
  });
} else {
  /**
   * A signed-in learner practises m with the server's evaluation: the live socket tells the practice
   * that the recording waits, then is being evaluated, and the line under the place switch (a live
   * region) says so until the result comes.
   */
  describe('evaluation progress on the live socket', () => {
    const text = readLocale('zh') as ProgressStrings;
    let browser: Browser;
    let watched: WatchedPage;
    let page: Page;
    beforeAll(async () => {
      browser = await launchBrowser({ args: fakeMicrophoneArgs(paddedRecording('ma1.wav', workDir, 0.3, 1.5)) });
      watched = await openPage(browser, { locale: 'zh-CN' });
      page = watched.page;
      await page.goto('/dist/web');
      await signUpThroughScreens(page, accountStrings('zh'));
    }, 120_000);
    afterEach(async (context) => {
      if (context.task.result?.state === 'fail') await screenshot(page, 'live-progress-failed.png');
    });
    afterAll(async () => {
      await watched.close();
      await browser.close();
    });

    it('shows queued and evaluating from the server while it evaluates, then the result', async () => {
      // Every frame the page's live socket receives, from its first.
      const frames: string[] = [];
      page.on('websocket', (socket) => {
        if (socket.url().endsWith('/dev/live/socket')) {
          socket.on('framereceived', (frame) => frames.push(String(frame.payload)));
        }
      });
      await page.goto('/dist/web/adult/mandarinLearnDetail?key=m');
      await page.locator('fieldset.learn-place input[value="server"]').check();
      // Subscribed before the recording is sent.
      await expect
        .poll(() => frames.some((frame) => frame.includes('"returnValue":{"topic":"evaluation"}')), { timeout: 15_000 })
        .toBe(true);

      const line = page.locator('.learn-place__progress');
      expect(await line.getAttribute('role')).toBe('status');
      expect(await line.getAttribute('aria-live')).toBe('polite');
      expect((await line.innerText()).trim()).toBe('');
      // Every text the line takes, as a screen reader would hear it.
      await line.evaluate((element) => {
        window.progressLines = [];
        new MutationObserver(() => {
          const now = element.textContent ?? '';
          if (now && window.progressLines?.at(-1) !== now) window.progressLines?.push(now);
        }).observe(element, { childList: true, characterData: true, subtree: true });
      });

      const practice = page.getByTestId('learn-practice').first();
      await practice.getByTestId('learn-record').click();
      await practice.getByRole('button', { name: text.speech.recorder.stop }).waitFor();
      const evaluated = page.waitForResponse((response) => response.url().endsWith('/psc/evaluation/word'));
      await page.waitForTimeout(2200);
      await practice.getByRole('button', { name: text.speech.recorder.stop }).click();
      // (The multipart body is a Blob, which the browser does not show: the pushes below carry its progressId.)
      expect(await (await evaluated).json()).toMatchObject({ result: true, code: '0' });
      await practice.getByTestId('speech-syllable').first().waitFor({ timeout: 30_000 });

      const heard = await page.evaluate(() => window.progressLines ?? []);
      const { queued, evaluating } = text.common.evaluationProgress;
      expect(heard.slice(0, 2)).toEqual([queued, evaluating]);
      expect(heard.every((line) => Object.values(text.common.evaluationProgress).includes(line))).toBe(true);
      // The result is on the screen: the line has nothing more to say.
      expect((await line.innerText()).trim()).toBe('');
      await screenshot(page, 'live-progress-result.png');
      watched.expectNoProblems();
    });
  });
}
