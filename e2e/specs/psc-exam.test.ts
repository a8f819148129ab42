import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { EvaluationProgressState, LiveTopic, livePushSchema } from '@hanyu/contracts/protocol/live';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountStrings, signUpThroughScreens } from '../support/account-flow.ts';
import {
  fakeMicrophoneArgs,
  launchBrowser,
  openPage,
  readLocale,
  screenshot,
  segmentSaved,
  type WatchedPage,
} from '../support/browser.ts';
import { developmentRecordingsDir, hasDevelopmentRecording, readingOf } from '../support/speech-recordings.ts';

/** A socket frame as JSON, or null when it is not JSON text. */
function parsedFrame(payload: string | Buffer): unknown {
  try {
    return JSON.parse(String(payload));
  } catch {
    return null;
  }
}

interface ExamStrings {
  app: { name: string };
  nav: { breadcrumb: string };
  areas: { adult: { name: string } };
  screens: Record<string, string>;
  pscExam: {
    hub: { take: string; browse: string; resume: string };
    description: { continue: string };
    start: { test: string; begin: string; heard: string };
    part: {
      startRecording: string;
      continueRecording: string;
      finishReading: string;
      finishSpeaking: string;
      resumedAt: string;
      resumedHeard: string;
    };
    place: { next: string; at: string };
    leave: { title: string; keptAt: string; stay: string; leave: string };
    submit: { submit: string };
  };
  learn: { hub: { services: { title: string } } };
  results: { kinds: { mockExam: string } };
  common: { evaluationProgress: Record<'queued' | 'evaluating' | 'done' | 'failed', string> };
}

declare global {
  interface Window {
    statusLines?: string[];
  }
}

const zh = readLocale('zh') as ExamStrings;
const text = zh.pscExam;

/** The screen's own title, in the heading and the document title. */
async function expectTitle(page: Page, screen: string) {
  const title = zh.screens[screen] ?? screen;
  await expect.poll(() => page.title()).toBe(`${title} · ${zh.app.name}`);
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(title);
}

/** An interface string as a pattern: the given placeholders filled, the others any number. */
function templatePattern(template: string, values: Record<string, string | number>): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(escaped.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? '\\d+')));
}

/** Seconds left on the part's clock (3:23 is 203). */
async function clockSeconds(page: Page): Promise<number> {
  const [minutes, seconds] = (await page.getByTestId('exam-clock').innerText()).split(':').map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
}

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
    const dialogs: string[] = [];
    /** The evaluation progress the server pushed on the page's live sockets, in order. */
    const pushed: string[] = [];
    beforeAll(async () => {
      workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanyu-exam-e2e-'));
      const reading = readingOf(
        ['ni3', 'hao3', 'ma1', 'ma2', 'ma3', 'ma4', 'shi4', 'xue2'].map((name) => `${name}.wav`),
        workDir,
      );
      browser = await launchBrowser({ args: fakeMicrophoneArgs(reading.file) });
      watched = await openPage(browser, { locale: 'zh-CN' });
      page = watched.page;
      page.on('websocket', (socket) => {
        socket.on('framereceived', ({ payload }) => {
          const push = livePushSchema.safeParse(parsedFrame(payload));
          if (push.success && push.data.topic === LiveTopic.Evaluation) pushed.push(push.data.data.state);
        });
      });
      // A reload in the middle of a part: the page asks before leaving; the candidate leaves.
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.type());
        void dialog.accept();
      });
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

    it('checks the microphone and starts the first paper, every page with its own title', async () => {
      await page.goto('/dist/web/adult/pscExam/PscExamParent');
      await expectTitle(page, 'PscExamParent');
      await page.getByRole('link', { name: text.hub.browse }).first().click();
      await expectTitle(page, 'PscExamWord1');
      // The passage's pinyin is written by word over its words, as on the study pages: fewer pinyin
      // words than characters, none with a space inside, the first capitalised.
      const passage = page.getByTestId('exam-passage');
      await passage.locator('rt').first().waitFor();
      const written = await passage.locator('rt').allTextContents();
      const characters = (await passage.innerText()).match(/\p{Script=Han}/gu)?.length ?? 0;
      expect(written.length).toBeGreaterThan(0);
      expect(written.length).toBeLessThan(characters);
      expect(written.every((word) => !/\s/u.test(word))).toBe(true);
      expect(written[0]).toMatch(/^\p{Lu}/u);
      await screenshot(page, 'psc-exam-paper-pinyin.png');
      await page.getByRole('link', { name: text.hub.take }).click();
      await expectTitle(page, 'PscExamDescription');
      await page.getByRole('link', { name: text.description.continue }).click();
      await expectTitle(page, 'PscExamStart');
      await page.getByRole('button', { name: text.start.test }).click();
      await page.getByTestId('exam-mic-result').waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('exam-mic-result').innerText()).toBe(zh.pscExam.start.heard);
      await screenshot(page, 'psc-exam-start.png');
      await page.getByRole('button', { name: text.start.begin }).click();
      await page.waitForURL(/\/Psc1\?attemptId=/);
      await expectTitle(page, 'Psc1');
      await page.getByTestId('exam-items-1').waitFor();
      expect(await page.getByTestId('exam-items-1').locator('li').count()).toBe(3);
      expect(await page.getByTestId('exam-clock').innerText()).toBe('3:30');
    }, 60_000);

    it('asks before leaving part 1 part-way, and continue opens part 1 again at the item left, audio kept', async () => {
      await page.getByRole('button', { name: text.part.startRecording }).click();
      const next = page.getByRole('button', { name: text.place.next });
      await next.waitFor();
      // The short paper of the test server has three characters in part 1: the candidate reads on
      // to the last of them, the third, and leaves there.
      await next.click();
      await next.click();
      expect(await next.isDisabled()).toBe(true);
      const items = page.getByTestId('exam-items-1').locator('li');
      expect(await items.nth(2).getAttribute('aria-current')).toBe('step');
      const third = await items.nth(2).innerText();
      // Past one 5-second segment, and into the next, which is uploaded when the candidate leaves.
      await page.waitForTimeout(7000);
      const breadcrumb = page.getByRole('navigation', { name: zh.nav.breadcrumb });
      const areaLink = breadcrumb.getByRole('link', { name: zh.areas.adult.name });

      // A navigation click asks first; staying keeps the part recording.
      await areaLink.click();
      const dialog = page.getByRole('dialog', { name: text.leave.title });
      await dialog.waitFor();
      expect(await dialog.getByTestId('exam-leave-message').innerText()).toMatch(
        templatePattern(text.leave.keptAt, { number: 3 }),
      );
      await screenshot(page, 'psc-exam-leave.png');
      await dialog.getByRole('button', { name: text.leave.stay }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(page.url()).toMatch(/\/Psc1\?attemptId=/);
      await page.getByRole('button', { name: text.part.finishReading }).waitFor();

      // Asked again, the candidate leaves: the area's own page opens, leading to the test services.
      await areaLink.click();
      await dialog.getByRole('button', { name: text.leave.leave }).click();
      await page.waitForURL(/\/web\/adult\/adultIndex$/, { timeout: 20_000 });
      const services = page.getByRole('navigation', { name: zh.learn.hub.services.title });
      for (const [screen, path] of [
        ['PscExamParent', '/dist/web/adult/pscExam/PscExamParent'],
        ['PscScoreQuery', '/dist/web/adult/pscExam/PscScoreQuery'],
        ['PscCertQuery', '/dist/web/adult/pscExam/PscCertQuery'],
        ['PscOnlineSignup', '/dist/web/adult/pscExam/PscOnlineSignup'],
      ] as const) {
        const link = services.getByRole('link', { name: new RegExp(`^${zh.screens[screen]}`) });
        expect(await link.getAttribute('href'), screen).toBe(path);
      }
      await screenshot(page, 'psc-exam-adult-index.png');

      await services.getByRole('link', { name: new RegExp(`^${zh.screens.PscExamParent}`) }).click();
      await page.getByRole('link', { name: text.hub.resume }).first().click();
      await page.waitForURL(/\/Psc1\?attemptId=/, { timeout: 20_000 });
      await page.getByRole('button', { name: text.part.continueRecording }).waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('exam-items-1').locator('li').nth(2).getAttribute('aria-current')).toBe('step');
      expect(await page.getByTestId('exam-place').innerText()).toContain(third);
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: templatePattern(text.part.resumedAt, { number: 3 }) })
          .count(),
      ).toBe(1);
      // More than the first 5-second segment was kept: the seconds recorded after it were uploaded
      // on leaving (3:30 less at least 7 seconds).
      expect(await clockSeconds(page)).toBeLessThanOrEqual(203);
      await screenshot(page, 'psc-exam-resumed.png');
    }, 90_000);

    it('records part 1, and resumes part 2 after the page is reloaded mid-part without losing the saved audio', async () => {
      // Every text the page's status lines take while part 1 is ended and evaluated, as a screen reader hears it.
      await page.evaluate(() => {
        window.statusLines = [];
        new MutationObserver(() => {
          for (const line of document.querySelectorAll('[role="status"]')) {
            const now = line.textContent?.trim() ?? '';
            if (now && !window.statusLines?.includes(now)) window.statusLines?.push(now);
          }
        }).observe(document.body, { childList: true, characterData: true, subtree: true });
      });
      pushed.length = 0;
      await recordPart(page, 3, text.part.finishReading, text.part.continueRecording);
      await page.waitForURL(/\/Psc2\?attemptId=/, { timeout: 60_000 });
      // The server told the part's evaluation on the live socket: waiting, then being evaluated, then done.
      await expect
        .poll(() => pushed)
        .toEqual([EvaluationProgressState.Queued, EvaluationProgressState.Evaluating, EvaluationProgressState.Done]);
      // The status line said so. A state the next push replaces at once (an idle evaluator starts the part
      // the moment it is queued) may never be drawn, so the line heard is the evaluation under way, after
      // the wait when the wait was drawn.
      const heard = await page.evaluate(() => window.statusLines ?? []);
      const { queued, evaluating } = zh.common.evaluationProgress;
      expect([[queued, evaluating], [evaluating]]).toContainEqual(
        heard.filter((line) => line === queued || line === evaluating),
      );
      await expectTitle(page, 'Psc2');
      const firstSegment = segmentSaved(page, '/psc/exam/saveRecord');
      await page.getByRole('button', { name: text.part.startRecording }).click();
      // Past one 5-second segment, saved on the server before the page goes.
      await firstSegment;
      await page.reload();
      // Closing or reloading a recording part gets the browser's own question.
      expect(dialogs).toContain('beforeunload');
      await page.getByRole('button', { name: text.part.continueRecording }).waitFor({ timeout: 20_000 });
      const clock = await page.getByTestId('exam-clock').innerText();
      // 2:30 less the saved five seconds.
      expect(clock).toBe('2:25');
      // The candidate read on without moving the mark: the place is heard from the recording (the
      // short part has two words, so the second is the furthest it can be), and the page says so.
      expect(await page.getByTestId('exam-items-2').locator('li').nth(1).getAttribute('aria-current')).toBe('step');
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: templatePattern(text.part.resumedHeard, { read: 1, number: 2 }) })
          .count(),
      ).toBe(1);
      await screenshot(page, 'psc-exam-resumed-heard.png');
      await recordPart(page, 2, text.part.finishReading, text.part.continueRecording);
      await page.waitForURL(/\/Psc3\?attemptId=/, { timeout: 60_000 });
    }, 120_000);

    it('reads the passage, speaks on a chosen topic, submits and gets a report scored by the rules', async () => {
      await page.getByTestId('exam-passage').waitFor();
      await expectTitle(page, 'Psc3');
      await recordPart(page, 3, text.part.finishReading);
      await page.waitForURL(/\/Psc4\?attemptId=/, { timeout: 60_000 });
      await expectTitle(page, 'Psc4');
      // The choice is saved with the attempt before speaking can start.
      const topic = page.getByRole('radio').first();
      await topic.click();
      await expect.poll(() => topic.isChecked()).toBe(true);
      await recordPart(page, 3, text.part.finishSpeaking);
      await page.waitForURL(/\/PscExamWord2\?attemptId=/, { timeout: 60_000 });
      await expectTitle(page, 'PscExamWord2');
      await page.getByRole('button', { name: text.submit.submit }).click();
      await page.waitForURL(/\/PscExamReport\?attemptId=/, { timeout: 60_000 });
      await expectTitle(page, 'PscExamReport');
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
