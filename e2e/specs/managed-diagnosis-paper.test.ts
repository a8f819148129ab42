import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadDiagnosisPapers } from '@hanyu/content/content-files';
import { signUpByEmail } from '../support/account-flow.ts';
import { fillTemplate, launchBrowser, openPage, readLocale, screenshot, type WatchedPage } from '../support/browser.ts';
import { createPlatformAdmin } from '../support/server-commands.ts';

type Keys<K extends string> = Record<K, string>;

/** The interface strings this test acts on and reads, as the app ships them. */
interface Strings {
  adminWorkspace: {
    content: {
      link: string;
      types: Keys<'diagnosisPaper'>;
      newEntry: string;
      editor: Keys<'required' | 'save'>;
      fields: { diagnosisPaper: Keys<'paperId' | 'paper'> };
      preview: Keys<'publish' | 'unpublish'>;
      notices: Keys<'saved' | 'published' | 'unpublished'>;
      mhkOutline: Keys<'title'>;
    };
  };
}

const text = (readLocale('zh') as Strings).adminWorkspace.content;
const required = (label: string) => fillTemplate(text.editor.required, { label });
const PAPER = 'DIAG-02';
const DIAGNOSIS_INDEX = '/dist/web/minority/diagnosisIndex';

/**
 * An administrator pastes a revised ability diagnosis paper in the workspace (decision 070), reads its keys
 * in the preview and publishes it; a learner's diagnosis index lists it at once, and the authored paper
 * again once it is unpublished.
 */
describe('a diagnosis paper managed from the workspace', () => {
  let browser: Browser;
  let admin: WatchedPage;
  let learner: WatchedPage;
  const authored = loadDiagnosisPapers().find((paper) => paper.id === PAPER);
  if (!authored) throw new Error(`no paper ${PAPER}`);
  const revised = { ...structuredClone(authored), title: `${authored.title}（修订）` };
  const paperTitles = () => learner.page.getByTestId('diag-papers').locator('h3').allInnerTexts();

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const account = await signUpByEmail(admin.page, 'diagnosis-paper-admin', 'Lantern_Qiao88');
    await createPlatformAdmin(account);
    learner = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await signUpByEmail(learner.page, 'diagnosis-paper-learner', 'Lantern_Qiao88');
  }, 240_000);
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') {
      await screenshot(admin.page, 'managed-diagnosis-paper-failed.png');
      await screenshot(learner.page, 'managed-diagnosis-paper-learner-failed.png');
    }
  });
  afterAll(async () => {
    await admin.close();
    await learner.close();
    await browser.close();
  });

  it('lists the paper’s keys in the preview, publishes it to the learners, and unpublishes it', async () => {
    const { page } = admin;
    await page.goto('/dist/web/workspace/admin');
    await page.getByRole('link', { name: text.link }).click();
    await page.waitForURL('**/dist/web/workspace/admin/content**');
    await page.getByRole('tab', { name: text.types.diagnosisPaper }).click();
    await page.getByRole('button', { name: text.newEntry }).click();
    const editor = page.getByTestId('content-editor');
    await editor.getByLabel(required(text.fields.diagnosisPaper.paperId)).fill(PAPER);
    await editor.getByLabel(required(text.fields.diagnosisPaper.paper)).fill(JSON.stringify(revised, null, 2));
    await editor.getByRole('button', { name: text.editor.save }).click();
    await page
      .getByTestId('content-status')
      .filter({ hasText: fillTemplate(text.notices.saved, { revision: 1 }) })
      .waitFor();

    const outline = page.getByRole('article', { name: text.mhkOutline.title });
    await outline.getByRole('heading', { name: `${PAPER} ${revised.title}` }).waitFor();
    const first = revised.modules.listening.items[0];
    if (first?.type !== '010101') throw new Error(`${first?.id} is not a listening choice`);
    const key = outline.locator(`[data-item="${first.id}"] li[data-key="true"]`);
    expect(await key.innerText()).toBe(`${'ABCD'[first.answer]}. ${first.options[first.answer]}`);
    await screenshot(page, 'managed-diagnosis-paper-preview.png');

    await page.getByRole('button', { name: text.preview.publish }).click();
    await page
      .getByTestId('content-status')
      .filter({ hasText: fillTemplate(text.notices.published, { revision: 1 }) })
      .waitFor();

    // The learner's diagnosis index lists the revised paper.
    await learner.page.goto(DIAGNOSIS_INDEX);
    await learner.page.getByTestId('diag-papers').getByRole('heading', { name: revised.title, exact: true }).waitFor();
    expect(await paperTitles()).toContain(revised.title);
    expect(await paperTitles()).not.toContain(authored.title);
    await screenshot(learner.page, 'managed-diagnosis-paper-learner.png');

    // Unpublished, the authored paper is the one learners take again.
    await page.getByRole('button', { name: text.preview.unpublish }).click();
    await page.getByTestId('content-status').filter({ hasText: text.notices.unpublished }).waitFor();
    await learner.page.reload();
    await learner.page.getByTestId('diag-papers').getByRole('heading', { name: authored.title, exact: true }).waitFor();
    expect(await paperTitles()).not.toContain(revised.title);
    admin.expectNoProblems();
    learner.expectNoProblems();
  });
});
