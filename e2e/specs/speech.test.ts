import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeMicrophoneArgs,
  fillTemplate,
  launchBrowser,
  openPage,
  readLocale,
  screenshot,
  type WatchedPage,
} from '../support/browser.ts';
import {
  developmentRecordingsDir,
  hasDevelopmentRecording,
  paddedRecording,
  silentRecording,
  stereo44kRecording,
} from '../support/speech-recordings.ts';

interface SpeechStrings {
  errors: Record<string, string>;
  speech: {
    target: { label: string };
    recorder: { start: string; stop: string; stopped: Record<string, string> };
    quality: Record<string, string>;
    tones: Record<string, string>;
    chart: { title: string };
    listen: { play: string; stop: string };
  };
}

const strings = (language: string) => readLocale(language) as SpeechStrings;

/** The recording the fake microphone plays, and the tone the engine hears in it (its file name says so). */
const MICROPHONE_RECORDING = { file: 'ma3.wav', pinyin: 'ma3', tone: 3 };
const UPLOADED_RECORDING = { file: 'ma1.wav', pinyin: 'ma1', tone: 1 };
const recordingsPresent =
  hasDevelopmentRecording(MICROPHONE_RECORDING.file) && hasDevelopmentRecording(UPLOADED_RECORDING.file);

const LANGUAGES = [
  // In zh the learner presses stop; in en the ten-second pause stops the recording by itself.
  { language: 'zh', locale: 'zh-CN', stop: 'manual' },
  { language: 'en', locale: 'en-US', stop: 'pause' },
] as const;

let workDir = '';
beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanyu-speech-e2e-'));
});
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

async function openSpeechTest(page: Page, language: string): Promise<void> {
  const text = strings(language);
  await page.goto('/dist/speechTest');
  await page.getByRole('button', { name: text.speech.recorder.start }).waitFor();
}

if (!recordingsPresent) {
  describe('speech test page', () => {
    it.skip(`needs the development recordings in ${developmentRecordingsDir()} (set SPEECH_DATA_DIR)`, () => {});
  });
} else {
  describe.each(LANGUAGES)('speech test in $language with a fake microphone', ({ language, locale, stop }) => {
    const text = strings(language);
    let browser: Browser;
    let watched: WatchedPage;
    let page: Page;

    beforeAll(async () => {
      const wav = paddedRecording(MICROPHONE_RECORDING.file, workDir);
      browser = await launchBrowser({ args: fakeMicrophoneArgs(wav) });
      watched = await openPage(browser, { locale });
      page = watched.page;
    });
    afterEach(async (context) => {
      if (context.task.result?.state === 'fail') await screenshot(page, `speech-${language}-failed.png`);
    });
    afterAll(async () => {
      await watched.close();
      await browser.close();
    });

    it('records a syllable, evaluates it on the device and shows the tone heard', async () => {
      await openSpeechTest(page, language);
      await page.getByLabel(text.speech.target.label).fill(MICROPHONE_RECORDING.pinyin);
      await screenshot(page, `speech-${language}-before.png`);

      await page.getByRole('button', { name: text.speech.recorder.start }).click();
      const stopButton = page.getByRole('button', { name: text.speech.recorder.stop });
      await stopButton.waitFor();
      // The meter moves while the syllable plays.
      await expect
        .poll(() => page.getByRole('meter').getAttribute('aria-valuenow'), { timeout: 10_000 })
        .not.toBe('-60');
      if (language === 'zh') await screenshot(page, 'speech-zh-recording.png');
      if (stop === 'manual') {
        // The fake microphone plays 0.3 s of silence, the syllable, then silence.
        await page.waitForFunction(() => /0:0[2-9]/.test(document.querySelector('time')?.textContent ?? ''));
        // By keyboard: the focus is on the button that started, now the stop button.
        await page.keyboard.press('Enter');
      }
      const detected = page.getByTestId('speech-detected-tone');
      await detected.waitFor({ timeout: 40_000 });
      // Stopped and evaluated, the keyboard is still on the record button, not on the page.
      expect(await page.evaluate(() => document.activeElement?.classList.contains('speech-record-button'))).toBe(true);
      expect(await detected.getAttribute('data-value')).toBe(String(MICROPHONE_RECORDING.tone));
      expect(await detected.textContent()).toBe(text.speech.tones[String(MICROPHONE_RECORDING.tone)]);
      expect(await page.getByTestId('speech-expected-tone').getAttribute('data-value')).toBe(
        String(MICROPHONE_RECORDING.tone),
      );
      expect(Number(await page.getByTestId('speech-overall').textContent())).toBeGreaterThan(0);
      await expect
        .poll(() => page.getByTestId('speech-recorder-notice').textContent())
        .toBe(
          fillTemplate(
            // English writes the pause of ten seconds in its plural form (pause_other).
            text.speech.recorder.stopped[stop] ?? text.speech.recorder.stopped[`${stop}_other`] ?? '',
            { count: 10 },
          ),
        );
      // The chart's text alternative names the syllable and both tones.
      const chartText = await page.getByTestId('speech-chart-text').textContent();
      expect(chartText).toContain(text.speech.tones[String(MICROPHONE_RECORDING.tone)]);
      // Its semitones keep one decimal, so English never reads "1 semitones".
      expect(chartText).toMatch(language === 'en' ? /to -?\d+\.\d semitones/ : /到 -?\d+\.\d 半音/);
      expect(
        await page.getByRole('img', { name: text.speech.chart.title }).getAttribute('aria-describedby'),
      ).toBeTruthy();
      await screenshot(page, `speech-${language}-after.png`);
      watched.expectNoProblems();
    });
  });

  describe('speech test with a chosen WAV file and no microphone', () => {
    const text = strings('zh');
    let browser: Browser;
    let watched: WatchedPage;
    let page: Page;

    beforeAll(async () => {
      browser = await launchBrowser();
      watched = await openPage(browser, { locale: 'zh-CN' });
      page = watched.page;
      await openSpeechTest(page, 'zh');
    });
    afterEach(async (context) => {
      if (context.task.result?.state === 'fail') await screenshot(page, 'speech-upload-failed.png');
    });
    afterAll(async () => {
      await watched.close();
      await browser.close();
    });

    it('converts a 44.1 kHz stereo file in the worker and shows the tone heard, on a 360 px screen', async () => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.getByLabel(text.speech.target.label).fill(UPLOADED_RECORDING.pinyin);
      await page.getByTestId('speech-file').setInputFiles(stereo44kRecording(UPLOADED_RECORDING.file, workDir));
      const detected = page.getByTestId('speech-detected-tone');
      await detected.waitFor({ timeout: 40_000 });
      expect(await detected.getAttribute('data-value')).toBe(String(UPLOADED_RECORDING.tone));
      // Nothing sticks out sideways on a small phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await screenshot(page, 'speech-zh-360px.png');
      await page.setViewportSize({ width: 1280, height: 800 });
      watched.expectNoProblems();
    });

    it('refuses a silent recording with the spec message for its code', async () => {
      await page.getByTestId('speech-file').setInputFiles(silentRecording(workDir));
      const refusal = page.getByTestId('speech-refusal');
      await refusal.waitFor({ timeout: 40_000 });
      expect(await refusal.getAttribute('data-code')).toBe('7011');
      expect(await refusal.textContent()).toContain(text.speech.quality['7011']);
      watched.expectNoProblems();
    });

    it('reads a Chinese text aloud with the server synthesis (WAV from the file store)', async () => {
      await page.getByLabel(text.speech.target.label).fill('你好');
      const synthesis = page.waitForResponse((response) => response.url().includes('/speechSynthesis'));
      const wav = page.waitForResponse(
        (response) => response.request().method() === 'GET' && /\.wav/.test(response.url()),
      );
      await page.getByRole('button', { name: text.speech.listen.play }).click();
      expect((await synthesis).status()).toBe(200);
      const file = await wav;
      expect([200, 206]).toContain(file.status());
      expect(file.headers()['content-type']).toContain('audio/wav');
      await page.getByRole('button', { name: text.speech.listen.stop }).waitFor();
      await screenshot(page, 'speech-zh-listen.png');
      watched.expectNoProblems();
    });

    it('says why it cannot record when there is no microphone to use', async () => {
      await page.getByRole('button', { name: text.speech.recorder.start }).click();
      const notice = page.getByTestId('speech-recorder-notice');
      await notice.waitFor();
      expect(await notice.textContent()).toContain(text.errors.MicrophoneUnavailable);
      await screenshot(page, 'speech-zh-no-microphone.png');
      watched.expectNoProblems();
    });
  });
}
