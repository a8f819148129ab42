import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadGrades } from '@hanyu/content/content-files';
import { signUpByEmail } from '../support/account-flow.ts';
import { fillTemplate, launchBrowser, openPage, readLocale, screenshot, type WatchedPage } from '../support/browser.ts';
import { createPlatformAdmin } from '../support/server-commands.ts';

type Keys<K extends string> = Record<K, string>;

/** The interface strings this test acts on and reads, as the app ships them. */
interface Strings {
  adminWorkspace: {
    content: {
      link: string;
      types: Keys<'gradedUnit'>;
      newEntry: string;
      editor: Keys<'required' | 'save'>;
      fields: { gradedUnit: Keys<'unitKey' | 'unit'> };
      preview: Keys<'publish' | 'unpublish'>;
      notices: Keys<'saved' | 'published' | 'unpublished'>;
      gradedOutline: Keys<'title' | 'answer'>;
    };
  };
}

const text = (readLocale('zh') as Strings).adminWorkspace.content;
const required = (label: string) => fillTemplate(text.editor.required, { label });
const GRADE = 'beginner-B';
const UNIT_KEY = `${GRADE}-U03`;
const UNIT_PAGE = `/dist/web/minority/learn/learnGraded/learnCourse/beginBookStudyDetail?unit=${UNIT_KEY}`;

/**
 * An administrator pastes a revised graded-course unit in the workspace (decision 073): a unit the course
 * does not have is refused, the revision's questions are listed with their keys and answers in the preview,
 * and once published a learner's unit page shows it, and the authored unit again once it is unpublished.
 */
describe('a graded-course unit revised from the workspace', () => {
  let browser: Browser;
  let admin: WatchedPage;
  let learner: WatchedPage;
  const authored = loadGrades()
    .find((grade) => `${grade.tier}-${grade.grade}` === GRADE)
    ?.units.find((unit) => `${GRADE}-${unit.id}` === UNIT_KEY);
  if (!authored) throw new Error(`no unit ${UNIT_KEY}`);
  const revised = { ...structuredClone(authored), title: `${authored.title}（修订）` };
  const unitTitle = () => learner.page.getByTestId('graded-unit').getByRole('heading', { level: 2 });

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const account = await signUpByEmail(admin.page, 'graded-unit-admin', 'Lantern_Qiao88');
    await createPlatformAdmin(account);
    learner = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await signUpByEmail(learner.page, 'graded-unit-learner', 'Lantern_Qiao88');
  }, 240_000);
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') {
      await screenshot(admin.page, 'managed-graded-unit-failed.png');
      await screenshot(learner.page, 'managed-graded-unit-learner-failed.png');
    }
  });
  afterAll(async () => {
    await admin.close();
    await learner.close();
    await browser.close();
  });

  it('refuses a new unit, lists the revision’s answers in the preview, publishes it to the learners, and unpublishes it', async () => {
    const { page } = admin;
    await page.goto('/dist/web/workspace/admin');
    await page.getByRole('link', { name: text.link }).click();
    await page.waitForURL('**/dist/web/workspace/admin/content**');
    await page.getByRole('tab', { name: text.types.gradedUnit }).click();
    await page.getByRole('button', { name: text.newEntry }).click();
    const editor = page.getByTestId('content-editor');

    // A unit the course does not have: refused, said at the key's field; nothing is kept.
    await editor.getByLabel(required(text.fields.gradedUnit.unitKey)).fill(`${GRADE}-U42`);
    await editor
      .getByLabel(required(text.fields.gradedUnit.unit))
      .fill(JSON.stringify({ ...revised, id: 'U42' }, null, 2));
    await editor.getByRole('button', { name: text.editor.save }).click();
    await editor
      .getByText(/只能修订课程里已有的单元/u)
      .first()
      .waitFor();

    await editor.getByLabel(required(text.fields.gradedUnit.unitKey)).fill(UNIT_KEY);
    await editor.getByLabel(required(text.fields.gradedUnit.unit)).fill(JSON.stringify(revised, null, 2));
    await editor.getByRole('button', { name: text.editor.save }).click();
    await page
      .getByTestId('content-status')
      .filter({ hasText: fillTemplate(text.notices.saved, { revision: 1 }) })
      .waitFor();

    const outline = page.getByRole('article', { name: text.gradedOutline.title });
    await outline.getByRole('heading', { name: new RegExp(`^${UNIT_KEY} .*${revised.title}`, 'u') }).waitFor();
    const index = revised.exercises.items.findIndex((item) => item.kind === 'choose');
    const choice = revised.exercises.items[index];
    if (choice?.kind !== 'choose') throw new Error('no choice exercise');
    const item = outline.locator(`[data-item="${UNIT_KEY}/1006/${index}"]`);
    expect(await item.locator('.mhk-outline__key').textContent()).toBe(
      `${text.gradedOutline.answer} ${'ABCD'[choice.answer]}. ${choice.options[choice.answer]}`,
    );
    await screenshot(page, 'managed-graded-unit-preview.png');

    await page.getByRole('button', { name: text.preview.publish }).click();
    await page
      .getByTestId('content-status')
      .filter({ hasText: fillTemplate(text.notices.published, { revision: 1 }) })
      .waitFor();

    // The learner's unit page shows the revision.
    await learner.page.goto(UNIT_PAGE);
    await unitTitle().filter({ hasText: revised.title }).waitFor();
    await screenshot(learner.page, 'managed-graded-unit-learner.png');

    // Unpublished, the authored unit is the one learners study again.
    await page.getByRole('button', { name: text.preview.unpublish }).click();
    await page.getByTestId('content-status').filter({ hasText: text.notices.unpublished }).waitFor();
    await learner.page.reload();
    await unitTitle().filter({ hasText: authored.title }).waitFor();
    expect(await unitTitle().innerText()).toBe(authored.title);
    admin.expectNoProblems();
    learner.expectNoProblems();
  });
});
