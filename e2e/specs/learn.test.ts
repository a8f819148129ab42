import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadPassages } from '../../packages/content/src/content-files.ts';
import { readText } from '../../packages/content/src/reading.ts';
import { accountStrings, signUpThroughScreens } from '../support/account-flow.ts';
import {
  fakeMicrophoneArgs,
  latinInKaiFont,
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
  readingOf,
} from '../support/speech-recordings.ts';

interface LearnStrings {
  errors: Record<string, string>;
  areas: { minority: { name: string } };
  nav: { breadcrumb: string };
  speech: { recorder: { stop: string }; listen: { play: string; stop: string } };
  learn: {
    practice: { record: string; next: string; playMine: string };
    run: { record: string; recordSpeaking: string };
    sections: { syllables: string };
  };
}

const zh = readLocale('zh') as LearnStrings;
const PASSAGE = 'P016';
/** How many of the passage's syllables the fake microphone reads. */
const READ_SYLLABLES = 36;

let workDir = '';
beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanyu-learn-e2e-'));
});
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

describe('the passage and topic pages, in Chinese and in English', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const language of ['zh', 'en'] as const) {
    it(`${language}: pinyin by word, Latin in a Latin face, the record buttons, whole list numbers`, async () => {
      const text = readLocale(language) as LearnStrings;
      const watched = await openPage(browser, {
        locale: language === 'zh' ? 'zh-CN' : 'en-US',
        viewport: { width: 1280, height: 900 },
      });
      const { page } = watched;
      try {
        await page.goto('/dist/web');
        await signUpThroughScreens(page, accountStrings(language));
        // English on a 360 px phone: the words and their pinyin wrap, never run off the screen.
        if (language === 'en') await page.setViewportSize({ width: 360, height: 780 });
        await page.goto(`/dist/web/hkmt/mandarinPassageReadDetail?id=P001`);
        const passage = page.getByTestId('learn-passage-text');
        await passage.locator('rt').first().waitFor();
        // 每天傍晚，我家的厨房里最热闹。妈妈…: a word's syllables joined, words apart, a sentence's
        // first word capitalised, the neutral tones of the reading engine.
        expect((await passage.locator('rt').allTextContents()).slice(0, 9)).toEqual([
          'Měitiān',
          'bàngwǎn',
          'wǒjiā',
          'de',
          'chúfáng',
          'lǐ',
          'zuì',
          'rènao',
          'Māma',
        ]);
        // Inside a word the characters keep their own even spacing (a long pinyin does not spread them),
        // measured once the faces are in (a fallback face has other advances).
        await page.evaluate(() => document.fonts.ready);
        const advances = await passage.evaluate((element) => {
          const size = parseFloat(getComputedStyle(element).fontSize);
          const off: number[] = [];
          for (const ruby of element.querySelectorAll('ruby')) {
            const base = ruby.firstChild;
            if (!base || base.nodeType !== Node.TEXT_NODE) continue;
            const range = document.createRange();
            const boxes = [...(base.textContent ?? '')].map((_, i) => {
              range.setStart(base, i);
              range.setEnd(base, i + 1);
              return range.getBoundingClientRect();
            });
            boxes.forEach((box, i) => {
              const before = boxes[i - 1];
              // A word broken over two lines has no spacing to compare at the break.
              if (before && Math.abs(box.top - before.top) < 1) off.push(Math.abs(box.left - before.left - size));
            });
          }
          return { words: off.length, worst: Math.max(...off) };
        });
        expect(advances.words).toBeGreaterThan(50);
        expect(advances.worst).toBeLessThan(1.5);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
          0,
        );
        await expect.poll(() => latinInKaiFont(page), { timeout: 5_000 }).toEqual([]);
        // Reading a passage aloud: the button says so.
        expect(await page.getByTestId('learn-run-record').textContent()).toContain(text.learn.run.record);
        await screenshot(page, `learn-passage-pinyin-${language}.png`);

        // Speaking on a topic: the button says to speak, and the 50 topics' numbers show whole.
        await page.goto('/dist/web/adult/mandarinTopicSpeak?id=T01');
        const record = page.getByTestId('learn-run-record');
        await record.waitFor();
        expect(await record.textContent()).toContain(text.learn.run.recordSpeaking);
        expect(text.learn.run.recordSpeaking).not.toBe(text.learn.run.record);
        const room = await page.locator('.learn-topic-list').evaluate((list) => {
          const canvas = document.createElement('canvas').getContext('2d');
          if (!canvas) throw new Error('no canvas');
          const listLeft = list.getBoundingClientRect().left + list.clientLeft;
          return [...list.children].map((item, i) => {
            const style = getComputedStyle(item);
            canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            // The marker ("10. ") sits in the list's padding, left of the item.
            return item.getBoundingClientRect().left - listLeft - canvas.measureText(`${i + 1}. `).width;
          });
        });
        expect(room.length).toBe(50);
        expect(Math.min(...room)).toBeGreaterThanOrEqual(0);
        await screenshot(page, `learn-topic-${language}.png`);
        watched.expectNoProblems();
      } finally {
        await watched.close();
      }
    }, 120_000);
  }
});

if (!hasDevelopmentRecording('ma1.wav')) {
  describe('pronunciation learning', () => {
    it.skip(`needs the development recordings in ${developmentRecordingsDir()} (set SPEECH_DATA_DIR)`, () => {});
  });
} else {
  describe('learning an initial with the fake microphone (Hong Kong/Macao/Taiwan area, from the MHK area)', () => {
    let browser: Browser;
    let watched: WatchedPage;
    let page: Page;
    beforeAll(async () => {
      browser = await launchBrowser({ args: fakeMicrophoneArgs(paddedRecording('ma1.wav', workDir, 0.3, 1.5)) });
      watched = await openPage(browser, { locale: 'zh-CN' });
      page = watched.page;
    });
    afterEach(async (context) => {
      if (context.task.result?.state === 'fail') await screenshot(page, 'learn-initial-failed.png');
    });
    afterAll(async () => {
      await watched.close();
      await browser.close();
    });

    it('opens m with its breadcrumb back to the MHK area, diagram and practice', async () => {
      await page.goto('/dist/web/hkmt/mandarinLearnDetail?key=m&isMhk=true');
      await page.getByTestId('learn-practice').first().waitFor();
      const crumb = page.getByRole('navigation', { name: zh.nav.breadcrumb }).getByRole('link', {
        name: zh.areas.minority.name,
      });
      expect(await crumb.count()).toBe(1);
      expect(await page.getByTestId('learn-diagram').count()).toBe(1);
    });

    it('plays the sound of m (its syllable mō, synthesised as pinyin) from the server', async () => {
      const synthesis = page.waitForResponse((response) => response.url().includes('/speechSynthesis'));
      const wav = page.waitForResponse(
        (response) => response.request().method() === 'GET' && /\.wav/.test(response.url()),
      );
      const play = page.locator('[data-status="playLetter"]');
      await play.getByRole('button', { name: zh.speech.listen.play }).click();
      const answer = await synthesis;
      expect(answer.status()).toBe(200);
      expect(JSON.parse(answer.request().postData() ?? '{}')).toMatchObject({ pinyin: 'mo1' });
      expect((await wav).headers()['content-type']).toContain('audio/wav');
      await play.getByRole('button', { name: zh.speech.listen.stop }).waitFor();
    });

    it('will not go on before the word is recorded, nor do anything else while recording', async () => {
      const practice = page.getByTestId('learn-practice').first();
      await practice.getByTestId('learn-next').click();
      await practice.getByText(zh.errors.WordNotRecorded ?? '').waitFor();
      await practice.getByTestId('learn-record').click();
      await practice.getByRole('button', { name: zh.speech.recorder.stop }).waitFor();
      expect(await practice.getAttribute('data-status')).toBe('record');
      await practice.getByTestId('learn-next').click();
      await practice.getByText(zh.errors.StopRecordingFirst ?? '').waitFor();
      // The fake microphone plays ma1 with silence after it.
      await page.waitForTimeout(2200);
      await practice.getByRole('button', { name: zh.speech.recorder.stop }).focus();
      await page.keyboard.press('Enter');
    });

    it('shows the evaluation of ma1 with the tone heard and the pitch drawn against the target', async () => {
      const practice = page.getByTestId('learn-practice').first();
      const syllable = practice.getByTestId('speech-syllable').first();
      await syllable.waitFor({ timeout: 30_000 });
      expect(await practice.getByTestId('speech-expected-tone').first().getAttribute('data-value')).toBe('1');
      expect(await practice.getByTestId('speech-detected-tone').first().getAttribute('data-value')).toBe('1');
      expect(await practice.locator('.speech-chart svg').count()).toBeGreaterThan(0);
      expect(await practice.getByTestId('learn-play-mine').isEnabled()).toBe(true);
      // Stopped by keyboard and evaluated, the focus is still on the button that records again.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('learn-record');
      await practice.getByTestId('learn-next').click();
      expect(await practice.getByTestId('learn-practice-target').innerText()).toContain('má');
      await screenshot(page, 'learn-initial-m.png');
      watched.expectNoProblems();
    });
  });

  describe('reading a passage end to end', () => {
    let deviceResult: Promise<Response>;
    let browser: Browser;
    let watched: WatchedPage;
    let page: Page;
    beforeAll(async () => {
      const passage = loadPassages().find((p) => p.id === PASSAGE);
      if (!passage) throw new Error(PASSAGE);
      const syllables = readText(passage.text, passage.readings).slice(0, READ_SYLLABLES);
      const reading = readingOf(
        syllables.map((s) => `${s.pinyin}${s.expectedTone === 5 ? 1 : s.expectedTone}.wav`),
        workDir,
      );
      browser = await launchBrowser({ args: fakeMicrophoneArgs(reading.file) });
      watched = await openPage(browser, { locale: 'zh-CN' });
      page = watched.page;
      // Passage reading is for signed-in learners (spec section 6).
      await page.goto('/dist/web');
      await signUpThroughScreens(page, accountStrings('zh'));
      await page.goto(`/dist/web/hkmt/mandarinPassageReadDetail?id=${PASSAGE}`);
      await page.getByTestId('learn-passage-text').waitFor();
      // By keyboard: the one record/stop button keeps the focus from start to stop.
      await page.getByTestId('learn-run-record').focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('learn-run-stop').waitFor();
      deviceResult = page.waitForResponse((response) => response.url().endsWith('/psc/evaluation/deviceResult'), {
        timeout: 90_000,
      });
      await page.waitForTimeout(reading.seconds * 1000 + 500);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('learn-run-stop');
      await page.keyboard.press('Enter');
    }, 120_000);
    afterEach(async (context) => {
      if (context.task.result?.state === 'fail') await screenshot(page, 'learn-passage-failed.png');
    });
    afterAll(async () => {
      await watched.close();
      await browser.close();
    });

    it('reports the reading: scores, the read part heard and the rest marked as missed', async () => {
      const report = page.getByTestId('learn-passage-report');
      await report.waitFor({ timeout: 60_000 });
      const looks = await report
        .locator('.learn-report__syllable')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-look')));
      const heardInReadPart = looks.slice(0, READ_SYLLABLES).filter((look) => look !== 'missing').length;
      expect(heardInReadPart).toBeGreaterThan(READ_SYLLABLES / 2);
      expect(looks.slice(2 * READ_SYLLABLES).every((look) => look === 'missing')).toBe(true);
      expect(await report.getByTestId('speech-overall').count()).toBe(1);
      // Evaluated on the device, the reading counts among the learner's results: the server took it
      // as a reading of this passage (its syllables are the passage's).
      const kept = await deviceResult;
      expect(await kept.json()).toMatchObject({ result: true });
      expect(JSON.parse(kept.request().postData() ?? '{}')).toMatchObject({ passageId: PASSAGE });
      // Stopped and evaluated, the keyboard is still on the button that records again, not the page.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('learn-run-record');
      expect(await page.getByTestId('learn-run-record').textContent()).toContain(zh.learn.run.record);
      await screenshot(page, 'learn-passage-report.png');
      watched.expectNoProblems();
    });
  });
}
