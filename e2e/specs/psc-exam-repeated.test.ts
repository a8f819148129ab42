import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PSC_PART_SECONDS, PscPart } from '@hanyu/contracts/psc/exam-paper';
import { accountStrings, signUpThroughScreens } from '../support/account-flow.ts';
import {
  fakeMicrophoneArgs,
  launchBrowser,
  openPage,
  readLocale,
  screenshot,
  type WatchedPage,
} from '../support/browser.ts';
import { templatePattern, throughReadingPartsToTopic, topicLines } from '../support/psc-exam-walk.ts';
import { developmentRecordingsDir, hasDevelopmentRecording, wordWithPause } from '../support/speech-recordings.ts';

interface ReportStrings {
  pscExam: {
    hub: { take: string; browse: string };
    description: { continue: string };
    start: { test: string; begin: string };
    part: { startRecording: string; finishReading: string; finishSpeaking: string };
    submit: { submit: string };
    rules: Record<string, string>;
    counts: Record<string, string>;
    grades: Record<string, string>;
    report: {
      range: string;
      notAssessedWhy: Record<string, string>;
    };
  };
}

const zh = readLocale('zh') as ReportStrings;
const en = readLocale('en') as ReportStrings;
const text = zh.pscExam;
/** The word said over and over: 知道, from the development speaker's syllables. */
const WORD = ['zhi1.wav', 'dao4.wav'];

/** The report's range "约 86.5–89" as numbers. */
async function rangeFigures(page: Page): Promise<[number, number]> {
  const found = /(\d+(?:\.\d+)?)–(\d+(?:\.\d+)?)/.exec(await page.getByTestId('exam-range').innerText());
  return [Number(found?.[1]), Number(found?.[2])];
}

if (!WORD.every(hasDevelopmentRecording)) {
  describe('mock PSC with one word said over and over', () => {
    it.skip(`needs the development recordings in ${developmentRecordingsDir()} (set SPEECH_DATA_DIR)`, () => {});
  });
} else {
  describe('a mock PSC whose part 4 is one word said over and over for three minutes', () => {
    let workDir = '';
    let browser: Browser;
    let watched: WatchedPage;
    let page: Page;
    beforeAll(async () => {
      workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanyu-exam-repeated-e2e-'));
      // The fake microphone loops 知道 and a short pause for as long as any part records.
      browser = await launchBrowser({ args: fakeMicrophoneArgs(wordWithPause(WORD, workDir), { loop: true }) });
      watched = await openPage(browser, { locale: 'zh-CN' });
      page = watched.page;
      await page.goto('/dist/web');
      await signUpThroughScreens(page, accountStrings('zh'));
    }, 120_000);
    afterEach(async (context) => {
      if (context.task.result?.state === 'fail') await screenshot(page, 'psc-exam-repeated-failed.png');
    });
    afterAll(async () => {
      await watched.close();
      await browser.close();
      fs.rmSync(workDir, { recursive: true, force: true });
    });

    it(
      'records the reading parts, then 知道 for the whole three minutes of part 4, and submits',
      { timeout: (PSC_PART_SECONDS[PscPart.Topic] + 180) * 1000 },
      async () => {
        await throughReadingPartsToTopic(page, text);
        // The recorder stops by itself at the part's three minutes and the part is judged.
        await page.waitForURL(/\/PscExamWord2\?attemptId=/, { timeout: (PSC_PART_SECONDS[PscPart.Topic] + 90) * 1000 });
        await page.getByRole('button', { name: text.submit.submit }).click();
        await page.waitForURL(/\/PscExamReport\?attemptId=/, { timeout: 90_000 });
        await page.getByTestId('exam-total').waitFor();
      },
    );

    it('scores part 4 no higher than speech too short to count, says why in words, and gives the total as a range', async () => {
      // Not 30 s of valid speech: the part is 0, the band of speaking 30 s or less.
      expect(Number((await page.getByTestId(`exam-part-score-${PscPart.Topic}`).innerText()).split('/')[0])).toBe(0);
      const lines = await topicLines(page);
      expect(lines).toContain(text.rules.invalidSpeech ?? '');
      expect(lines).toMatch(templatePattern(text.counts.invalidSpeechRepeated ?? ''));
      expect(lines).toContain(text.report.notAssessedWhy.content ?? '');
      expect(lines).not.toMatch(/×\s*\d/);

      const total = Number(await page.getByTestId('exam-total').innerText());
      const [low, high] = await rangeFigures(page);
      expect(low).toBeLessThanOrEqual(total);
      expect(high).toBeGreaterThanOrEqual(total);
      expect(high).toBeGreaterThan(low);
      expect(await page.getByTestId('exam-range').innerText()).toMatch(templatePattern(text.report.range));
      await page.getByTestId('exam-range').scrollIntoViewIfNeeded();
      await screenshot(page, 'psc-exam-repeated-report-zh.png');
      await page.getByTestId(`exam-part-score-${PscPart.Topic}`).scrollIntoViewIfNeeded();
      await screenshot(page, 'psc-exam-repeated-part4-zh.png');
      watched.expectNoProblems();
    });

    it('words the same report in English', async () => {
      await page.evaluate(() => localStorage.setItem('language', 'en'));
      await page.reload();
      await page.getByTestId('exam-range').waitFor({ timeout: 20_000 });
      const english = en.pscExam;
      expect(await page.getByTestId('exam-range').innerText()).toMatch(templatePattern(english.report.range));
      const lines = await topicLines(page);
      expect(lines).toContain(english.rules.invalidSpeech ?? '');
      expect(lines).toMatch(
        new RegExp(
          `${templatePattern(english.counts.invalidSpeechRepeated_one ?? '').source}|${
            templatePattern(english.counts.invalidSpeechRepeated_other ?? '').source
          }`,
        ),
      );
      expect(lines).toContain(english.report.notAssessedWhy.content ?? '');
      await page.getByTestId(`exam-part-score-${PscPart.Topic}`).scrollIntoViewIfNeeded();
      await screenshot(page, 'psc-exam-repeated-part4-en.png');
      watched.expectNoProblems();
    });
  });
}
