import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpByEmail } from '../support/account-flow.ts';
import {
  fillTemplate,
  launchBrowser,
  openPage,
  readLocale,
  screenshot,
  setWidth,
  watchProblems,
  type WatchedPage,
} from '../support/browser.ts';
import { createPlatformAdmin } from '../support/server-commands.ts';

type Keys<K extends string> = Record<K, string>;

/** The interface strings this test acts on and reads, as the app ships them. */
interface ContentStrings {
  adminWorkspace: {
    content: {
      link: string;
      backToList: string;
      types: Keys<'news' | 'leagueMember' | 'school'>;
      newEntry: string;
      editor: Keys<'required' | 'save' | 'checkFields' | 'note'>;
      fields: { news: Keys<'title' | 'category' | 'publishedOn' | 'summary' | 'body' | 'source'> } & {
        leagueMember: Keys<'name' | 'region' | 'joinedOn' | 'summary' | 'website'>;
        school: Keys<'name' | 'region' | 'stage' | 'summary' | 'highlights'>;
      };
      preview: Keys<'publish' | 'unpublish'>;
      notices: Keys<'saved' | 'published' | 'unpublished'>;
      merge: Keys<'title' | 'apply' | 'useMine'>;
    };
  };
  league: {
    news: Keys<'back' | 'notFoundTitle'>;
    members: Keys<'title' | 'website'>;
    stages: Keys<'primary'>;
  };
}

const zh = readLocale('zh') as ContentStrings;
const text = zh.adminWorkspace.content;
const PASSWORD = 'Lantern_Qiao88';

const required = (label: string) => fillTemplate(text.editor.required, { label });

const signUp = (page: Page, name: string): Promise<string> => signUpByEmail(page, name, PASSWORD);

/** The page fits its width: nothing sticks out sideways. */
async function expectNoSidewaysOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectStatus(page: Page, message: string): Promise<void> {
  await page.getByTestId('content-status').filter({ hasText: message }).waitFor();
}

/**
 * A platform administrator writes a news item and a league member in the workspace, is told which field
 * is missing without losing what was typed, saves, publishes and unpublishes; a visitor in a browser of
 * their own sees each on the public pages only while it is published.
 */
describe('content the administrators manage', () => {
  let browser: Browser;
  let admin: WatchedPage;
  let visitor: WatchedPage;
  const newsTitle = `联盟教研活动纪要 ${randomUUID().slice(0, 6)}`;
  const memberName = `示范合作机构 ${randomUUID().slice(0, 6)}`;
  const schoolName = `实验小学 ${randomUUID().slice(0, 6)}`;
  let detailAddress = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    visitor = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const account = await signUp(admin.page, 'content-admin');
    await createPlatformAdmin(account);
  }, 240_000);
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') {
      await screenshot(admin.page, 'managed-content-admin-failed.png');
      await screenshot(visitor.page, 'managed-content-visitor-failed.png');
    }
  });
  afterAll(async () => {
    await admin.close();
    await visitor.close();
    await browser.close();
  });

  it('names the missing title and keeps what was typed, then saves and publishes the news item', async () => {
    const { page } = admin;
    await page.goto('/dist/web/workspace/admin');
    await page.getByRole('link', { name: text.link }).click();
    await page.waitForURL('**/dist/web/workspace/admin/content**');
    const newsTab = page.getByRole('tab', { name: text.types.news });
    expect(await newsTab.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: text.newEntry }).click();

    const fields = text.fields.news;
    const editor = page.getByTestId('content-editor');
    await editor.getByLabel(required(fields.category)).selectOption('league');
    await editor.getByLabel(required(fields.publishedOn)).fill('2026-11-20');
    await editor.getByLabel(required(fields.summary)).fill('联盟成员学校交流了普通话教学的做法。');
    await editor.getByLabel(required(fields.body)).fill('第一段：活动的安排。\n第二段：交流的内容。');
    await editor.getByLabel(fields.source, { exact: true }).fill('平台编辑部');
    await editor.getByRole('button', { name: text.editor.save }).click();

    // The title is named at its field, with the contract's message; the rest stays as typed.
    const title = editor.getByLabel(required(fields.title));
    await page.getByText(text.editor.checkFields).waitFor();
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await title.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy.split(' ').at(-1)}"]`).innerText()).toBe('请填写标题');
    expect(await editor.getByLabel(required(fields.summary)).inputValue()).toBe('联盟成员学校交流了普通话教学的做法。');
    expect(await editor.getByLabel(required(fields.category)).inputValue()).toBe('league');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    await screenshot(page, 'managed-content-editor-refused.png');

    await title.fill(newsTitle);
    await editor.getByRole('button', { name: text.editor.save }).click();
    await expectStatus(page, fillTemplate(text.notices.saved, { revision: 1 }));
    await page.getByTestId('content-preview').getByRole('heading', { name: newsTitle }).waitFor();
    await page.getByRole('button', { name: text.preview.publish }).click();
    await expectStatus(page, fillTemplate(text.notices.published, { revision: 1 }));
    await screenshot(page, 'managed-content-editor.png');
    admin.expectNoProblems();
  });

  it('shows the published item on the news page, in full on its own, at desktop and phone widths', async () => {
    const { page } = visitor;
    await page.goto('/dist/web/portal/leagueNewIndex');
    const link = page.getByRole('link', { name: newsTitle });
    await link.waitFor();
    await expectNoSidewaysOverflow(page);
    await screenshot(page, 'managed-content-news-1280.png');
    await setWidth(page, 390);
    await expectNoSidewaysOverflow(page);
    await screenshot(page, 'managed-content-news-390.png');
    await link.click();
    await page.getByRole('heading', { level: 2, name: newsTitle }).waitFor();
    await page.getByText('第二段：交流的内容。').waitFor();
    await page.getByText('平台编辑部').waitFor();
    detailAddress = page.url();
    await expectNoSidewaysOverflow(page);
    await screenshot(page, 'managed-content-news-detail-390.png');
    await page.getByRole('link', { name: zh.league.news.back }).waitFor();
    await setWidth(page, 1280);
    visitor.expectNoProblems();
  });

  it('hides the item again once the administrator unpublishes it', async () => {
    await admin.page.getByRole('button', { name: text.preview.unpublish }).click();
    await expectStatus(admin.page, text.notices.unpublished);
    const { page } = visitor;
    await page.goto('/dist/web/portal/leagueNewIndex');
    await page.locator('[data-testid=news-item], [data-testid=news-empty]').first().waitFor();
    expect(await page.getByRole('link', { name: newsTitle }).count()).toBe(0);
    // A link to it made while it was published now says it is not there, and leads back to the list.
    const refused = page.waitForResponse((response) => response.url().includes('/portal/news/detail'));
    await page.goto(detailAddress);
    expect((await refused).status()).toBe(404);
    await page.getByTestId('news-not-found').getByText(zh.league.news.notFoundTitle).waitFor();
    await page.getByRole('link', { name: zh.league.news.back }).waitFor();
    // The browser reports that refused call (NoResource, 404) on its console: expected here, and only once.
    const expected = visitor.problems.indexOf(
      'console: Failed to load resource: the server responded with a status of 404 (Not Found)',
    );
    expect(expected).toBeGreaterThanOrEqual(0);
    visitor.problems.splice(expected, 1);
    admin.expectNoProblems();
    visitor.expectNoProblems();
  });

  it('publishes a league member, found on the league page with its website, and hides it again', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: text.backToList }).click();
    // The tabs answer the arrow keys.
    await page.getByRole('tab', { name: text.types.news }).focus();
    await page.keyboard.press('ArrowRight');
    const memberTab = page.getByRole('tab', { name: text.types.leagueMember });
    await expect.poll(() => memberTab.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: text.newEntry }).click();
    const fields = text.fields.leagueMember;
    const editor = page.getByTestId('content-editor');
    await editor.getByLabel(required(fields.name)).fill(memberName);
    await editor.getByLabel(required(fields.region)).fill('北京市');
    await editor.getByLabel(required(fields.joinedOn)).fill('2020-03-01');
    await editor.getByLabel(required(fields.summary)).fill('开展普通话教学与测试培训。');
    await editor.getByLabel(fields.website, { exact: true }).fill('https://example.org/');
    await editor.getByRole('button', { name: text.editor.save }).click();
    await expectStatus(page, fillTemplate(text.notices.saved, { revision: 1 }));
    await page.getByRole('button', { name: text.preview.publish }).click();
    await expectStatus(page, fillTemplate(text.notices.published, { revision: 1 }));

    const public_ = visitor.page;
    await public_.goto('/dist/web/portal/leagueIndex');
    const member = public_.getByTestId('league-member').filter({ hasText: memberName });
    await member.waitFor();
    const website = member.getByRole('link');
    expect(await website.getAttribute('href')).toBe('https://example.org/');
    expect(await website.getAttribute('rel')).toBe('noopener noreferrer');
    await setWidth(public_, 390);
    await expectNoSidewaysOverflow(public_);
    await screenshot(public_, 'managed-content-league-390.png');
    await setWidth(public_, 1280);

    await page.getByRole('button', { name: text.preview.unpublish }).click();
    await expectStatus(page, text.notices.unpublished);
    await public_.goto('/dist/web/portal/leagueIndex');
    await public_.getByTestId('league-members').getByRole('heading', { name: zh.league.members.title }).waitFor();
    await public_.locator('[data-testid=league-member], [data-testid=league-members-empty]').first().waitFor();
    expect(await public_.getByText(memberName).count()).toBe(0);
    admin.expectNoProblems();
    visitor.expectNoProblems();
  });
  it('lists the entries with their state, and shows a published school with its stage and highlights', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: text.backToList }).click();
    const row = page.getByTestId('content-entry').filter({ hasText: memberName });
    expect(await row.getByTestId('content-state').getAttribute('data-state')).toBe('unpublished');
    await screenshot(page, 'managed-content-list.png');

    await page.getByRole('tab', { name: text.types.school }).click();
    await page.getByRole('button', { name: text.newEntry }).click();
    const fields = text.fields.school;
    const editor = page.getByTestId('content-editor');
    await editor.getByLabel(required(fields.name)).fill(schoolName);
    await editor.getByLabel(required(fields.region)).fill('江苏省南京市');
    await editor.getByLabel(required(fields.stage)).selectOption('primary');
    await editor.getByLabel(required(fields.summary)).fill('在课堂内外推广普通话。');
    await editor.getByLabel(fields.highlights, { exact: true }).fill('晨读活动\n\n  校园广播站  ');
    await editor.getByRole('button', { name: text.editor.save }).click();
    await expectStatus(page, fillTemplate(text.notices.saved, { revision: 1 }));
    // The list field comes back as its items, one per line, blank lines gone.
    expect(await editor.getByLabel(fields.highlights, { exact: true }).inputValue()).toBe('晨读活动\n校园广播站');
    await page.getByRole('button', { name: text.preview.publish }).click();
    await expectStatus(page, fillTemplate(text.notices.published, { revision: 1 }));

    const public_ = visitor.page;
    await setWidth(public_, 390);
    await public_.goto('/dist/web/portal/cooperateSchoolDetail');
    const card = public_.getByTestId('school-card').filter({ hasText: schoolName });
    await card.waitFor();
    await card.getByText(zh.league.stages.primary, { exact: true }).waitFor();
    expect(await card.getByRole('listitem').allInnerTexts()).toEqual(['晨读活动', '校园广播站']);
    await expectNoSidewaysOverflow(public_);
    await screenshot(public_, 'managed-content-schools-390.png');

    // The workspace fits a phone too: the entry with its preview, and the list as stacked entries.
    await setWidth(page, 390);
    await expectNoSidewaysOverflow(page);
    await screenshot(page, 'managed-content-entry-390.png');
    await page.getByRole('button', { name: text.backToList }).click();
    await page.getByTestId('content-entry').filter({ hasText: schoolName }).waitFor();
    await expectNoSidewaysOverflow(page);
    await screenshot(page, 'managed-content-list-390.png');
    admin.expectNoProblems();
    visitor.expectNoProblems();
  });
  it('merges a save made on a revision someone has saved over, and loses nothing typed', async () => {
    const { page } = admin;
    await setWidth(page, 1280);
    await page.getByTestId('content-entry').filter({ hasText: schoolName }).getByRole('button').click();
    const summary = required(text.fields.school.summary);
    const highlights = text.fields.school.highlights;
    await page.getByTestId('content-editor').getByLabel(summary).waitFor();

    // A second tab of the same administrator saves the entry first: a new summary, and a highlight added.
    const other = await admin.context.newPage();
    watchProblems(other, admin.problems);
    await other.goto(page.url());
    const otherEditor = other.getByTestId('content-editor');
    await otherEditor.getByLabel(summary).fill('另一位管理员改写的简介。');
    await otherEditor.getByLabel(highlights, { exact: true }).fill('晨读活动\n校园广播站\n经典诵读社');
    await otherEditor.getByRole('button', { name: text.editor.save }).click();
    await expectStatus(other, fillTemplate(text.notices.saved, { revision: 2 }));
    await other.close();

    // This tab changed the summary too, and the first highlight: the save is refused and the merge offered.
    const editor = page.getByTestId('content-editor');
    await editor.getByLabel(summary).fill('我正在写的简介，不能丢。');
    await editor.getByLabel(highlights, { exact: true }).fill('每日晨读\n校园广播站');
    await editor.getByRole('button', { name: text.editor.save }).click();
    const merge = editor.getByTestId('content-merge');
    await merge.waitFor();
    expect(await editor.getByLabel(summary).inputValue()).toBe('我正在写的简介，不能丢。');
    expect(await merge.locator('[data-merge-field="summary"]').getAttribute('data-outcome')).toBe('conflict');
    expect(await merge.locator('[data-merge-field="highlights"]').getAttribute('data-outcome')).toBe('combined');
    // The merge's heading takes the focus, so a screen reader hears what happened.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toContain(fillTemplate(text.merge.title, { revision: 2, author: '' }).trim());
    const apply = merge.getByRole('button', { name: text.merge.apply });
    expect(await apply.isDisabled()).toBe(true);
    await merge.getByRole('radio', { name: text.merge.useMine }).check();
    await screenshot(page, 'managed-content-merge.png');
    await apply.click();
    await editor.getByTestId('content-merged').waitFor();
    expect(await editor.getByLabel(summary).inputValue()).toBe('我正在写的简介，不能丢。');
    expect(await editor.getByLabel(highlights, { exact: true }).inputValue()).toBe('每日晨读\n校园广播站\n经典诵读社');
    await editor.getByRole('button', { name: text.editor.save }).click();
    await expectStatus(page, fillTemplate(text.notices.saved, { revision: 3 }));

    // The browser reports the refused call (409) on its console: expected here, and only once.
    const expected = admin.problems.indexOf(
      'console: Failed to load resource: the server responded with a status of 409 (Conflict)',
    );
    expect(expected).toBeGreaterThanOrEqual(0);
    admin.problems.splice(expected, 1);
    admin.expectNoProblems();
  });
});
