import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadMhkPapers } from '@hanyu/content/content-files';
import { signUpByEmail } from '../support/account-flow.ts';
import { fillTemplate, launchBrowser, openPage, readLocale, screenshot, type WatchedPage } from '../support/browser.ts';
import { createPlatformAdmin } from '../support/server-commands.ts';

type Keys<K extends string> = Record<K, string>;

/** The interface strings this test acts on and reads, as the app ships them. */
interface Strings {
  adminWorkspace: {
    content: {
      link: string;
      types: Keys<'mhkPaper'>;
      newEntry: string;
      editor: Keys<'required' | 'save'>;
      fields: { mhkPaper: Keys<'paperId' | 'paper'> };
      preview: Keys<'publish' | 'unpublish'>;
      notices: Keys<'saved' | 'published' | 'unpublished'>;
      mhkOutline: Keys<'title'>;
    };
  };
}

const text = (readLocale('zh') as Strings).adminWorkspace.content;
const required = (label: string) => fillTemplate(text.editor.required, { label });
const PAPER = 'MHK1-02';

/**
 * An administrator pastes a revised MHK paper in the workspace (decision 069), reads its modules and keys
 * in the preview, publishes it, then unpublishes it (the server tests follow it to the learners' pages).
 */
describe('an MHK paper managed from the workspace', () => {
  let browser: Browser;
  let admin: WatchedPage;
  const authored = loadMhkPapers().find((paper) => paper.id === PAPER);
  if (!authored) throw new Error(`no paper ${PAPER}`);
  const revised = { ...structuredClone(authored), title: `${authored.title}（修订）` };

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const account = await signUpByEmail(admin.page, 'mhk-paper-admin', 'Lantern_Qiao88');
    await createPlatformAdmin(account);
  }, 240_000);
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await screenshot(admin.page, 'managed-mhk-paper-failed.png');
  });
  afterAll(async () => {
    await admin.close();
    await browser.close();
  });

  it('lists the paper’s keys in the preview, publishes it and unpublishes it', async () => {
    const { page } = admin;
    await page.goto('/dist/web/workspace/admin');
    await page.getByRole('link', { name: text.link }).click();
    await page.waitForURL('**/dist/web/workspace/admin/content**');
    await page.getByRole('tab', { name: text.types.mhkPaper }).click();
    await page.getByRole('button', { name: text.newEntry }).click();
    const editor = page.getByTestId('content-editor');
    await editor.getByLabel(required(text.fields.mhkPaper.paperId)).fill(PAPER);
    await editor.getByLabel(required(text.fields.mhkPaper.paper)).fill(JSON.stringify(revised, null, 2));
    await editor.getByRole('button', { name: text.editor.save }).click();
    await page
      .getByTestId('content-status')
      .filter({ hasText: fillTemplate(text.notices.saved, { revision: 1 }) })
      .waitFor();

    const outline = page.getByRole('article', { name: text.mhkOutline.title });
    await outline.getByRole('heading', { name: `${PAPER} ${revised.title}` }).waitFor();
    const first = revised.modules.listening.items[0];
    if (first?.type !== '010101') throw new Error('L01 is not a listening choice');
    const key = outline.locator('[data-item="L01"] li[data-key="true"]');
    expect(await key.innerText()).toBe(`${'ABCD'[first.answer]}. ${first.options[first.answer]}`);
    await screenshot(page, 'managed-mhk-paper-preview.png');

    await page.getByRole('button', { name: text.preview.publish }).click();
    await page
      .getByTestId('content-status')
      .filter({ hasText: fillTemplate(text.notices.published, { revision: 1 }) })
      .waitFor();
    // Unpublished, the authored paper is the one learners take again.
    await page.getByRole('button', { name: text.preview.unpublish }).click();
    await page.getByTestId('content-status').filter({ hasText: text.notices.unpublished }).waitFor();
    admin.expectNoProblems();
  });
});
