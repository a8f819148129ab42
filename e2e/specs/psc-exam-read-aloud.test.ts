import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadPassages } from '@hanyu/content/content-files';
import { readText } from '@hanyu/content/reading';
import { PscPart } from '@hanyu/contracts/psc/exam-paper';
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
import { developmentRecordingsDir, hasDevelopmentRecording, readingOf } from '../support/speech-recordings.ts';

interface ReportStrings {
  pscExam: {
    hub: { take: string; browse: string };
    description: { continue: string };
    start: { test: string; begin: string };
    part: { startRecording: string; finishReading: string; finishSpeaking: string };
    submit: { submit: string };
    rules: Record<string, string>;
    counts: Record<string, string>;
    report: { notAssessedWhy: Record<string, string> };
  };
}

const zh = readLocale('zh') as ReportStrings;
const en = readLocale('en') as ReportStrings;
const text = zh.pscExam;
/** Part 4 records this long: well over the 30 s of valid speech the part needs, and a passage read more than once. */
const TOPIC_SECONDS = 75;

/**
 * The first 90 syllables of passage P001 (one of the platform's reading passages, not the paper's own) as the
 * development speaker's syllables: the recording a candidate makes who reads a passage out in part 4.
 */
function passageSyllableNames(): string[] {
  const passage = loadPassages().find((p) => p.id === 'P001');
  if (!passage) return [];
  return readText(passage.text, passage.readings)
    .slice(0, 90)
    .map((s) => {
      const tones = [s.expectedTone, s.citationTone, 1, 2, 3, 4];
      const tone = tones.find((t) => hasDevelopmentRecording(`${s.pinyin}${t}.wav`)) ?? s.expectedTone;
      return `${s.pinyin}${tone}.wav`;
    });
}

// The development speaker has no erhua syllables (会儿 huir): those few are left out of the reading.
const names = passageSyllableNames().filter(hasDevelopmentRecording);
if (names.length < 80) {
  describe('mock PSC with a passage read out in part 4', () => {
    it.skip(`needs the development recordings in ${developmentRecordingsDir()} (set SPEECH_DATA_DIR)`, () => {});
  });
} else {
  describe("a mock PSC whose part 4 is one of the platform's passages read aloud", () => {
    let workDir = '';
    let browser: Browser;
    let watched: WatchedPage;
    let page: Page;
    beforeAll(async () => {
      workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanyu-exam-read-aloud-e2e-'));
      // The fake microphone reads the passage, again and again, for as long as any part records.
      const reading = readingOf(names, workDir, 0.06);
      browser = await launchBrowser({ args: fakeMicrophoneArgs(reading.file, { loop: true }) });
      watched = await openPage(browser, { locale: 'zh-CN' });
      page = watched.page;
      await page.goto('/dist/web');
      await signUpThroughScreens(page, accountStrings('zh'));
    }, 120_000);
    afterEach(async (context) => {
      if (context.task.result?.state === 'fail') await screenshot(page, 'psc-exam-read-aloud-failed.png');
    });
    afterAll(async () => {
      await watched.close();
      await browser.close();
      fs.rmSync(workDir, { recursive: true, force: true });
    });

    it('records the reading parts, then a passage read out in part 4, and submits', { timeout: 300_000 }, async () => {
      await throughReadingPartsToTopic(page, text);
      await page.waitForTimeout(TOPIC_SECONDS * 1000);
      await page.getByRole('button', { name: text.part.finishSpeaking }).click();
      await page.waitForURL(/\/PscExamWord2\?attemptId=/, { timeout: 120_000 });
      await page.getByRole('button', { name: text.submit.submit }).click();
      await page.waitForURL(/\/PscExamReport\?attemptId=/, { timeout: 90_000 });
      await page.getByTestId('exam-total').waitFor();
    });

    it('scores part 4 as no valid speech because a passage was read, and says so in Chinese and English', async () => {
      expect(Number((await page.getByTestId(`exam-part-score-${PscPart.Topic}`).innerText()).split('/')[0])).toBe(0);
      const lines = await topicLines(page);
      expect(lines).toContain(text.rules.invalidSpeech ?? '');
      expect(lines).toMatch(templatePattern(text.counts.invalidSpeechRead ?? ''));
      await page.getByTestId(`exam-part-score-${PscPart.Topic}`).scrollIntoViewIfNeeded();
      await screenshot(page, 'psc-exam-read-aloud-part4-zh.png');
      watched.expectNoProblems();

      await page.evaluate(() => localStorage.setItem('language', 'en'));
      await page.reload();
      await page.getByTestId(`exam-part-score-${PscPart.Topic}`).waitFor({ timeout: 20_000 });
      const english = en.pscExam;
      const englishLines = await topicLines(page);
      expect(englishLines).toContain(english.rules.invalidSpeech ?? '');
      expect(englishLines).toMatch(
        new RegExp(
          `${templatePattern(english.counts.invalidSpeechRead_one ?? '').source}|${
            templatePattern(english.counts.invalidSpeechRead_other ?? '').source
          }`,
        ),
      );
      await page.getByTestId(`exam-part-score-${PscPart.Topic}`).scrollIntoViewIfNeeded();
      await screenshot(page, 'psc-exam-read-aloud-part4-en.png');
      watched.expectNoProblems();
    });
  });
}
