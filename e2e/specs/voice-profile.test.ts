import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
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

interface VoiceStrings {
  speech: { recorder: { stop: string } };
  learn: {
    practice: { record: string };
    calibration: { start: string; record: string; skip: string; step: string; refused: string };
  };
  personal: {
    voice: {
      title: string;
      inUse: string;
      recordings: string;
      reset: string;
      resetTitle: string;
      resetConfirm: string;
      empty: string;
    };
  };
}

const zh = readLocale('zh') as VoiceStrings;
const ENTRY = '/dist/web/hkmt/mandarinLearnDetail?key=m&isMhk=true';
const CENTRE = '/dist/web/portal/personalCenter';

let workDir = '';
beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanyu-voice-e2e-'));
});
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

/** Records one take with the fake microphone (it plays ma1, then silence) and stops it by hand. */
async function recordOnce(page: Page, where: Locator, recordLabel: string): Promise<void> {
  await where.getByRole('button', { name: exactly(recordLabel) }).click();
  const stop = where.getByRole('button', { name: zh.speech.recorder.stop });
  await stop.waitFor();
  await page.waitForTimeout(2200);
  await stop.click();
}

/** Serious or critical axe findings inside one part of the page. */
async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(selector).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`);
}

if (!hasDevelopmentRecording('ma1.wav')) {
  describe('voice profile', () => {
    it.skip(`needs the development recordings in ${developmentRecordingsDir()} (set SPEECH_DATA_DIR)`, () => {});
  });
} else {
  describe('a learner’s voice profile: calibrated, seen and reset in the personal centre', () => {
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
      if (context.task.result?.state === 'fail') await screenshot(page, 'voice-profile-failed.png');
    });
    afterAll(async () => {
      await watched.close();
      await browser.close();
    });

    const card = () => page.getByTestId('voice-profile');

    it('offers the calibration on the first practice, and reads its five syllables', async () => {
      await page.goto(ENTRY);
      const calibration = page.getByTestId('voice-calibration');
      await calibration.getByRole('button', { name: zh.learn.calibration.start }).waitFor();
      expect(await seriousViolations(page, '[data-testid="voice-calibration"]')).toEqual([]);
      await calibration.getByRole('button', { name: zh.learn.calibration.start }).click();
      await calibration.getByTestId('voice-calibration-step').waitFor();
      await calibration.screenshot({ path: path.join(inject('artifactsDir'), 'voice-calibration.png') });
      for (let step = 1; step <= 5; step += 1) {
        await expect
          .poll(() => calibration.getByTestId('voice-calibration-step').textContent())
          .toContain(fillTemplate(zh.learn.calibration.step, { current: step, total: 5 }));
        await recordOnce(page, calibration, zh.learn.calibration.record);
        // The next syllable, or the end; a refused take would stay on this one.
        await expect
          .poll(
            async () =>
              (await calibration.getByTestId('voice-calibration-done').count()) > 0 ||
              !((await calibration.getByTestId('voice-calibration-step').textContent()) ?? '').includes(
                fillTemplate(zh.learn.calibration.step, { current: step, total: 5 }),
              ) ||
              (await calibration.getByText(zh.learn.calibration.refused).count()) > 0,
            { timeout: 30_000 },
          )
          .toBe(true);
        expect(await calibration.getByText(zh.learn.calibration.refused).count(), `step ${step}`).toBe(0);
      }
      await calibration.getByTestId('voice-calibration-done').waitFor();
      watched.expectNoProblems();
    });

    it('shows the profile in the personal centre: five recordings, in use, a pitch range', async () => {
      await page.goto(CENTRE);
      await card().getByRole('heading', { name: zh.personal.voice.title }).waitFor();
      const recordings = card().getByTestId('voice-profile-recordings');
      await recordings.waitFor();
      expect(await recordings.getAttribute('data-value')).toBe('5');
      expect(await card().getByTestId('voice-profile-status').textContent()).toBe(zh.personal.voice.inUse);
      const range = (await card().getByTestId('voice-profile-range').textContent()) ?? '';
      const [low, median, high] = (range.match(/\d+/g) ?? []).map(Number);
      expect(low).toBeGreaterThan(50);
      expect(low).toBeLessThanOrEqual(median ?? 0);
      expect(median).toBeLessThanOrEqual(high ?? 0);
      expect(await seriousViolations(page, '[data-testid="voice-profile"]')).toEqual([]);
      await card().scrollIntoViewIfNeeded();
      await card().screenshot({ path: path.join(inject('artifactsDir'), 'voice-profile-card.png') });
      watched.expectNoProblems();
    });

    it('is not offered again, and a practice result says it used the profile', async () => {
      await page.goto(ENTRY);
      const practice = page.getByTestId('learn-practice').first();
      await practice.waitFor();
      await recordOnce(page, practice, zh.learn.practice.record);
      await practice.getByTestId('speech-profile-used').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('voice-calibration').count()).toBe(0);
      watched.expectNoProblems();
    });

    it('resets the profile after a confirmation and shows the empty state', async () => {
      await page.goto(CENTRE);
      const recordings = card().getByTestId('voice-profile-recordings');
      await recordings.waitFor();
      // The practice take went into the profile too.
      expect(await recordings.getAttribute('data-value')).toBe('6');
      await card().getByRole('button', { name: zh.personal.voice.reset }).click();
      const dialog = page.getByRole('dialog', { name: zh.personal.voice.resetTitle });
      await dialog.waitFor();
      // Keyboard first: Escape cancels and keeps the profile.
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await recordings.getAttribute('data-value')).toBe('6');
      await card().getByRole('button', { name: zh.personal.voice.reset }).click();
      await dialog.getByRole('button', { name: exactly(zh.personal.voice.resetConfirm) }).click();
      await card().getByTestId('voice-profile-empty').waitFor();
      expect(await card().getByText(zh.personal.voice.empty).count()).toBe(1);
      await card().screenshot({ path: path.join(inject('artifactsDir'), 'voice-profile-card-empty.png') });
      // The server forgot it too.
      await page.reload();
      await card().getByTestId('voice-profile-empty').waitFor();
      watched.expectNoProblems();
    });
  });
}
