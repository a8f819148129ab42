import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpByEmail } from '../support/account-flow.ts';
import { fillTemplate, launchBrowser, openPage, readLocale, screenshot, type WatchedPage } from '../support/browser.ts';
import { createPlatformAdmin } from '../support/server-commands.ts';

type Keys<K extends string> = Record<K, string>;

/** The interface strings this test acts on and reads, as the app ships them. */
interface PassageStrings {
  adminWorkspace: {
    content: {
      link: string;
      types: Keys<'passage'>;
      newEntry: string;
      editor: Keys<'required' | 'save'>;
      fields: {
        passage: Keys<'passageId' | 'title' | 'titleEn' | 'level' | 'genre' | 'summaryEn' | 'text' | 'readings'>;
      };
      preview: Keys<'publish'>;
      notices: Keys<'saved' | 'published'>;
      check: Keys<'publishRefused'>;
    };
  };
  learn: { passage: { level: Keys<'beginner'> } };
}

const zh = readLocale('zh') as PassageStrings;
const text = zh.adminWorkspace.content;
const fields = text.fields.passage;
const PASSWORD = 'Lantern_Qiao88';
const required = (label: string) => fillTemplate(text.editor.required, { label });

/** An id of its own for this run (P200–P999; the authored passages end below). */
const PASSAGE_ID = `P${200 + Math.floor(Math.random() * 800)}`;
const TITLE = '院子里的小树';
const TREE_TEXT = [
  '春天到了，院子里的小树长出了嫩绿的新叶子。每天放学回家，我都要先跑过去看一看它。',
  '这棵小树是去年秋天爷爷和我一起种下的。那时候它还没有我高，细细的树干一阵风就能吹弯。爷爷说：“别着急，树和人一样，要慢慢长大。”',
  '整个冬天，我给它浇水，帮它裹上旧棉衣。现在，它已经比我高出一个头了。我站在树下，心里美滋滋的。',
].join('\n');

/** The pinyin written over the first word of a passage's text that holds `hanzi`. */
function pinyinOfFirstWordWith(page: Page, scope: string, hanzi: string): Promise<string> {
  return page
    .locator(scope)
    .first()
    .evaluate((element, character) => {
      for (const ruby of element.querySelectorAll('ruby')) {
        const pinyin = ruby.querySelector('rt')?.textContent ?? '';
        const word = (ruby.textContent ?? '').slice(0, -pinyin.length || undefined);
        if (word.includes(character)) return pinyin;
      }
      return '';
    }, hanzi);
}

async function expectStatus(page: Page, message: string): Promise<void> {
  await page.getByTestId('content-status').filter({ hasText: message }).waitFor();
}

/**
 * An administrator writes a reading passage in the workspace and gives the reading of a polyphone (长 in
 * 长出) wrong: the draft is saved with the problem named, publishing is refused with it listed; once the
 * reading is corrected, the preview draws the passage as the learner's page does, it is published, and a
 * learner in a browser of their own finds it in the passage list and opens it, with 长 read zhǎng.
 */
describe('a reading passage written in the workspace', () => {
  let browser: Browser;
  let admin: WatchedPage;
  let learner: WatchedPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    learner = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    try {
      await signUpByEmail(learner.page, 'passage-learner', PASSWORD);
      await createPlatformAdmin(await signUpByEmail(admin.page, 'passage-admin', PASSWORD));
    } catch (error) {
      await screenshot(learner.page, 'managed-passage-signup-learner-failed.png');
      await screenshot(admin.page, 'managed-passage-signup-admin-failed.png');
      throw error;
    }
  }, 240_000);
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') {
      await screenshot(admin.page, 'managed-passage-admin-failed.png');
      await screenshot(learner.page, 'managed-passage-learner-failed.png');
    }
  });
  afterAll(async () => {
    await admin.close();
    await learner.close();
    await browser.close();
  });

  it('names the wrong polyphone reading, refuses to publish it, and publishes the corrected passage', async () => {
    const { page } = admin;
    await page.goto('/dist/web/workspace/admin');
    await page.getByRole('link', { name: text.link }).click();
    await page.getByRole('tab', { name: text.types.passage }).click();
    await page.getByRole('button', { name: text.newEntry }).click();

    const editor = page.getByTestId('content-editor');
    await editor.getByLabel(required(fields.passageId), { exact: true }).fill(PASSAGE_ID);
    await editor.getByLabel(required(fields.title), { exact: true }).fill(TITLE);
    await editor.getByLabel(required(fields.titleEn), { exact: true }).fill('The Little Tree in the Yard');
    await editor.getByLabel(required(fields.level), { exact: true }).selectOption('beginner');
    await editor.getByLabel(required(fields.genre), { exact: true }).selectOption('narrative');
    await editor
      .getByLabel(required(fields.summaryEn), { exact: true })
      .fill(
        'A child watches the little tree planted with Grandpa last autumn grow taller than herself over one winter of care.',
      );
    await editor.getByLabel(required(fields.text), { exact: true }).fill(TREE_TEXT);
    await editor.getByLabel(fields.readings, { exact: true }).fill('长出 chang3 chu1\n种下 zhong4 xia4');
    await editor.getByRole('button', { name: text.editor.save }).click();

    // Saved as a draft, the problem listed with its field and line, and shown at the field.
    await expectStatus(page, fillTemplate(text.notices.saved, { revision: 1 }));
    const problem = '第 1 行：“长出”中的“长”没有 chang3 这个读音，可读 chang2、zhang3';
    await page.getByTestId('content-editor').getByTestId('content-problems').getByText(problem).waitFor();
    const readings = page.getByTestId('content-editor').getByLabel(fields.readings, { exact: true });
    expect(await readings.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'managed-passage-problem.png');

    await page.getByRole('button', { name: text.preview.publish }).click();
    await expectStatus(page, text.check.publishRefused);
    await page.getByTestId('content-entry-view').getByTestId('content-problems').first().getByText(problem).waitFor();
    await screenshot(page, 'managed-passage-publish-refused.png');

    await readings.fill('长出 zhang3 chu1\n种下 zhong4 xia4');
    await page.getByTestId('content-editor').getByRole('button', { name: text.editor.save }).click();
    await expectStatus(page, fillTemplate(text.notices.saved, { revision: 2 }));
    // The preview is the learner's passage: its title, and the text with 长 read zhǎng.
    const preview = page.getByTestId('content-preview');
    await preview.getByRole('heading', { level: 4, name: TITLE }).waitFor();
    await preview.getByTestId('learn-passage-text').waitFor();
    expect(
      await pinyinOfFirstWordWith(page, '[data-testid=content-preview] [data-testid=learn-passage-text]', '长'),
    ).toMatch(/^zhǎng/u);
    expect(await page.getByTestId('content-problems').count()).toBe(0);
    await page.getByRole('button', { name: text.preview.publish }).click();
    await expectStatus(page, fillTemplate(text.notices.published, { revision: 2 }));
    await screenshot(page, 'managed-passage-published.png');
    admin.expectNoProblems();
  });

  it('shows the published passage to a learner, in the list and on its own page', async () => {
    const { page } = learner;
    await page.goto('/dist/web/hkmt/mandarinPassageRead');
    await page.getByRole('tab', { name: zh.learn.passage.level.beginner }).waitFor();
    await page.getByRole('link', { name: new RegExp(TITLE) }).click();
    await page.waitForURL(`**/mandarinPassageReadDetail?id=${PASSAGE_ID}**`);
    await page.getByRole('heading', { level: 2, name: TITLE }).waitFor();
    await page.getByTestId('learn-passage-text').waitFor();
    expect(await pinyinOfFirstWordWith(page, '[data-testid=learn-passage-text]', '长')).toMatch(/^zhǎng/u);
    await screenshot(page, 'managed-passage-learner.png');
    learner.expectNoProblems();
  });
});
