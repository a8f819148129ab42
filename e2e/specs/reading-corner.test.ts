import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpByEmail } from '../support/account-flow.ts';
import {
  fakeMicrophoneArgs,
  launchBrowser,
  openPage,
  readLocale,
  screenshot,
  type WatchedPage,
} from '../support/browser.ts';
import { createPlatformAdmin } from '../support/server-commands.ts';
import { readingOf } from '../support/speech-recordings.ts';

type Keys<K extends string> = Record<K, string>;

interface ReadingStrings {
  readings: {
    share: Keys<'question' | 'done'>;
    mine: Keys<'empty'>;
    states: Keys<'shared' | 'approved'>;
  };
  adminWorkspace: { readings: Keys<'tab'> };
}

const zh = readLocale('zh') as ReadingStrings;
const PASSWORD = 'Lantern_Reads88';
/** How many of the passage's syllables the fake microphone reads. */
const READ_SYLLABLES = 36;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The syllables a reading of a passage is judged against, as the server keeps them (an authored passage
 * or one published from the workspace alike): read from the browser tests' server's SQLite file.
 */
async function expectedSyllables(passageId: string): Promise<{ pinyin: string; expectedTone: number }[]> {
  const database = path.join(inject('dataDir'), 'platform.sqlite');
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(process.argv[1], { readonly: true });
    const row = db.prepare("select payload from content_item where collection = 'passage' and id = ?").get(process.argv[2]);
    db.close();
    process.stdout.write(row ? row.payload : 'null');`;
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', script, database, passageId], {
    cwd: path.join(root, 'apps/server'),
    maxBuffer: 8 * 1024 * 1024,
  });
  const payload = JSON.parse(stdout) as { expected: { pinyin: string; expectedTone: number }[] } | null;
  if (!payload) throw new Error(`No passage ${passageId}`);
  return payload.expected;
}

/**
 * A learner reads the passage of the day in the reading corner with the fake microphone, has it
 * evaluated, is asked (nothing is shared before), shares it; an administrator hears and approves it in
 * the workspace's 朗读分享 tab; it is then among the model readings on /web/Iflylangdu, and plays.
 */
describe('the reading corner: read, share, approve, hear', () => {
  let workDir = '';
  let plain: Browser;
  let withMicrophone: Browser;
  let admin: WatchedPage;
  let learner: WatchedPage;

  beforeAll(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanyu-reading-e2e-'));
    plain = await launchBrowser();
    admin = await openPage(plain, { viewport: { width: 1280, height: 900 } });
    await createPlatformAdmin(await signUpByEmail(admin.page, 'reading-admin', PASSWORD));
    // The passage of the day is the server's pick for today: what the fake microphone must read.
    await admin.page.goto('/dist/web/youxueIndex');
    const passageId = await admin.page.getByTestId('reading-of-day').getAttribute('data-id');
    if (!passageId) throw new Error('No passage of the day');
    const syllables = (await expectedSyllables(passageId)).slice(0, READ_SYLLABLES);
    const reading = readingOf(
      syllables.map((s) => `${s.pinyin}${s.expectedTone === 5 ? 1 : s.expectedTone}.wav`),
      workDir,
    );
    withMicrophone = await launchBrowser({ args: fakeMicrophoneArgs(reading.file) });
    learner = await openPage(withMicrophone, { viewport: { width: 1280, height: 900 } });
    await signUpByEmail(learner.page, 'reading-learner', PASSWORD);

    const { page } = learner;
    await page.goto('/dist/web/youxueIndex');
    await page.getByTestId('learn-passage-text').waitFor();
    await page.getByTestId('reading-mine').getByText(zh.readings.mine.empty).waitFor();
    await page.getByTestId('learn-run-record').click();
    await page.getByTestId('learn-run-stop').waitFor();
    await page.waitForTimeout(reading.seconds * 1000 + 500);
    await page.getByTestId('learn-run-stop').click();
  }, 240_000);
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') {
      await screenshot(learner.page, 'reading-corner-failed-learner.png');
      await screenshot(admin.page, 'reading-corner-failed-admin.png');
    }
  });
  afterAll(async () => {
    await learner?.close();
    await admin?.close();
    await withMicrophone?.close();
    await plain?.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('asks after the evaluation, and shares only when the learner says so', async () => {
    const { page } = learner;
    await page.getByTestId('learn-passage-report').waitFor({ timeout: 90_000 });
    const share = page.getByTestId('reading-share');
    await share.getByText(zh.readings.share.question).waitFor();
    expect(await share.getAttribute('data-step')).toBe('ask');
    // Asked, not shared: the learner's shares are still none.
    expect(await page.getByTestId('reading-mine').getByText(zh.readings.mine.empty).count()).toBe(1);
    await screenshot(page, 'reading-corner-ask.png');

    await page.getByTestId('reading-share-yes').click();
    await page.getByTestId('reading-share-done').getByText(zh.readings.share.done).waitFor();
    const mine = page.getByTestId('reading-mine');
    await mine.locator('.reading-card').first().waitFor();
    expect(await mine.locator('.reading-card').count()).toBe(1);
    expect(await mine.locator('.reading-card').first().getAttribute('data-state')).toBe('shared');
    await mine.getByText(zh.readings.states.shared).waitFor();
    await screenshot(page, 'reading-corner-shared.png');
    learner.expectNoProblems();
  });

  it('is approved in the workspace and then heard among the model readings', async () => {
    const { page } = admin;
    await page.goto('/dist/web/workspace/admin/content');
    await page.getByRole('tab', { name: zh.adminWorkspace.readings.tab }).click();
    const row = page.getByTestId('reading-share-row').first();
    await row.waitFor();
    expect(await row.getAttribute('data-state')).toBe('shared');
    await screenshot(page, 'reading-corner-admin.png');
    await row.getByTestId('reading-approve').click();
    await page.locator('[data-testid="reading-share-row"][data-state="approved"]').first().waitFor();
    admin.expectNoProblems();

    const listener = learner.page;
    await listener.goto('/dist/web/Iflylangdu');
    const list = listener.getByTestId('model-readings');
    await list.waitFor();
    const cards = list.locator('.reading-card');
    expect(await cards.count()).toBeGreaterThanOrEqual(1);
    const audio = cards.first().locator('audio');
    const src = await audio.getAttribute('src');
    expect(src).toMatch(/^\/portal\/model\/audio\/[0-9a-f]{32}$/);
    const played = await listener.request.get(src ?? '', { headers: { range: 'bytes=0-43' } });
    expect(played.status()).toBe(206);
    expect((await played.body()).subarray(0, 4).toString('ascii')).toBe('RIFF');
    await screenshot(listener, 'reading-models.png');
    learner.expectNoProblems();
  });
});
