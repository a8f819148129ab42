import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@hanyu/contracts/constants/roles';
import { CLASS_CODE_ALPHABET, CLASS_CODE_LENGTH } from '@hanyu/contracts/teacher/classes';
import { routeByName } from '../../apps/web/src/shared/routes/route-table.ts';
import { accountStrings, exactly, signUpThroughScreens } from '../support/account-flow.ts';
import {
  baseUrl,
  fillTemplate,
  launchBrowser,
  openPage,
  readLocale,
  screenshot,
  setWidth,
  type WatchedPage,
} from '../support/browser.ts';
import { grantRole, submittedComposition } from '../support/server-commands.ts';

interface WorkspaceStrings {
  nav: { language: string };
  home: { entranceTeacher: string };
  screens: Record<'teacherWorkspace' | 'teacherClass', string>;
  errors: Record<'InvitationCodeWrong' | 'AssignmentDueDateInvalid' | 'AssignmentPaperUnknown', string>;
  account: {
    classes: Record<'title' | 'code' | 'join' | 'joined' | 'empty' | 'teacher', string>;
    assignments: Record<'title' | 'due' | 'start', string> & { statuses: Record<'notStarted', string> };
  };
  exam: { report: { traits: Record<'structure', string> } };
  teacherWorkspace: {
    review: Record<'link' | 'save' | 'scoreRule' | 'comment' | 'saved' | 'reviewed', string>;
    notTeacher: Record<'title' | 'goHome', string>;
    open: Record<'name' | 'submit' | 'nameRequired' | 'nameTooLong' | 'opened', string>;
    list: Record<'emptyTitle' | 'learners', string>;
    code: Record<'copyFor' | 'copied', string>;
    class: Record<'back' | 'emptyTitle' | 'nickName' | 'membersTitle' | 'notFoundTitle', string>;
    assignments: Record<'title' | 'dueDate' | 'note' | 'assign' | 'assigned' | 'showStandings', string> & {
      kinds: Record<'pscMock' | 'pscPassage', string>;
      item: Record<'pscPassage', string>;
      groups: Record<'beginner', string>;
      statuses: Record<'notStarted', string>;
    };
  };
}

const zh = readLocale('zh') as WorkspaceStrings;
const text = zh.teacherWorkspace;
const CLASS_NAME = '初二（3）班 普通话';
const CODE = new RegExp(`^[${CLASS_CODE_ALPHABET}]{${CLASS_CODE_LENGTH}}$`);

function pathOf(name: string): string {
  const route = routeByName(name);
  if (!route) throw new Error(`no route ${name}`);
  return `/dist${route.path}`;
}

/** Serious or critical axe findings on the screen's content. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('main').analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`);
}

/**
 * Screenshots at the desktop and the phone width (the desktop one last: the width the test runs at);
 * at each, nothing may be wider than the window and no string may miss a value; and no serious
 * accessibility finding.
 */
async function bothWidths(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await setWidth(page, width);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px`).toBeLessThanOrEqual(0);
    // Every string has its values: no {{placeholder}} left on the page.
    expect(await page.locator('main').innerText(), name).not.toContain('{{');
    await screenshot(page, `teacher-workspace-${name}-${width}.png`);
  }
  expect(await seriousViolations(page), name).toEqual([]);
}

/**
 * A teacher registered through the screens is granted the role by the operator's command, opens a
 * class from the home page's teacher entrance and hands its code to a learner, who joins with it from
 * the personal centre; the class page then lists the learner, and the learner is told the workspace is
 * a teacher's.
 */
describe('the teacher workspace', () => {
  let browser: Browser;
  let teacher: WatchedPage;
  let learner: WatchedPage;
  let code = '';
  let teacherName = '';
  let learnerName = '';
  let learnerAccount = '';
  beforeAll(async () => {
    browser = await launchBrowser();
    teacher = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await teacher.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    learner = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await teacher.page.goto('/dist/web');
    const account = await signUpThroughScreens(teacher.page, accountStrings('zh'));
    await grantRole(account, Role.Teacher);
    teacherName = await ownName(teacher.page);
    await learner.page.goto('/dist/web');
    learnerAccount = await signUpThroughScreens(learner.page, accountStrings('zh'));
    learnerName = await ownName(learner.page);
  }, 240_000);
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') {
      await screenshot(teacher.page, 'teacher-workspace-teacher-failed.png');
      await screenshot(learner.page, 'teacher-workspace-learner-failed.png');
    }
  });
  afterAll(async () => {
    await teacher.close();
    await learner.close();
    await browser.close();
  });

  it('opens from the home page’s teacher entrance, empty at first, saying what a class is', async () => {
    const { page } = teacher;
    await page.goto('/dist/web');
    await page.getByRole('link', { name: zh.home.entranceTeacher }).click();
    await page.waitForURL(`**${pathOf('webTeacherWorkspace')}`);
    const empty = page.getByTestId('classes-empty');
    await empty.getByText(text.list.emptyTitle, { exact: true }).waitFor();
    // The empty state tells how learners join: by the code, on their own page.
    expect(await empty.innerText()).toContain(zh.account.classes.title);
    await bothWidths(page, 'empty');
    teacher.expectNoProblems();
  });

  it('opens a class: the contract’s message at the name first, then the class with its code', async () => {
    const { page } = teacher;
    const name = page.getByLabel(text.open.name, { exact: true });
    const submit = page.getByRole('button', { name: exactly(text.open.submit) });
    await submit.click();
    await page.getByText(text.open.nameRequired, { exact: true }).waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    // The field has the focus, and a name too long keeps what was typed beside its message.
    await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);
    const long = '班'.repeat(41);
    await name.fill(long);
    await submit.click();
    await page.getByText(fillTemplate(text.open.nameTooLong, { max: 40 }), { exact: true }).waitFor();
    expect(await name.inputValue()).toBe(long);

    await name.fill(CLASS_NAME);
    await submit.click();
    const card = page.getByTestId('class-card').filter({ hasText: CLASS_NAME });
    await card.waitFor();
    code = (await card.getByTestId('class-code').innerText()).trim();
    expect(code).toMatch(CODE);
    await expect
      .poll(() => page.getByTestId('class-opened').innerText())
      .toBe(fillTemplate(text.open.opened, { name: CLASS_NAME, code }));
    expect(await name.inputValue()).toBe('');
    expect(await page.getByTestId('classes-empty').count()).toBe(0);
    // Large and in a fixed-width face, so it reads out without doubt.
    const style = await card.getByTestId('class-code').evaluate((element) => ({
      size: parseFloat(getComputedStyle(element).fontSize),
      font: getComputedStyle(element).fontFamily,
    }));
    expect(style.size).toBeGreaterThanOrEqual(24);
    expect(style.font).toContain('monospace');

    // Copied with a visible confirmation.
    await card.getByRole('button', { name: fillTemplate(text.code.copyFor, { name: CLASS_NAME }) }).click();
    await card.getByText(fillTemplate(text.code.copied, { code }), { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await bothWidths(page, 'class-opened');
    teacher.expectNoProblems();
  });

  it('lets a learner join from the personal centre with the code in lower case and a space', async () => {
    const { page } = learner;
    await page.goto(pathOf('webPersonalCenter'));
    const section = page.getByRole('region', { name: zh.account.classes.title, exact: true });
    await section.getByTestId('my-classes-empty').waitFor();
    const field = section.getByLabel(zh.account.classes.code, { exact: true });
    const join = section.getByRole('button', { name: exactly(zh.account.classes.join) });

    // A code no class has: the server's message at the field, the code kept.
    const wrong = code.replace(/^./, (first) => (first === 'A' ? 'B' : 'A'));
    await field.fill(wrong);
    await join.click();
    await section.getByText(zh.errors.InvitationCodeWrong, { exact: true }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.inputValue()).toBe(wrong);

    const typed = `${code.slice(0, 3)} ${code.slice(3)}`.toLowerCase();
    await field.fill(typed);
    await field.press('Enter');
    const list = section.getByTestId('my-classes');
    await list.getByText(CLASS_NAME, { exact: true }).waitFor();
    expect(await section.getByRole('status').first().innerText()).toContain(CLASS_NAME);
    expect(await list.innerText()).toContain(fillTemplate(zh.account.classes.teacher, { teacher: teacherName }));
    expect(await field.inputValue()).toBe('');
    await bothWidths(page, 'learner-joined');
    learner.expectNoProblems();
  });

  it('lists the learner on the class page, reached from the workspace', async () => {
    const { page } = teacher;
    await page.goto(pathOf('webTeacherWorkspace'));
    const card = page.getByTestId('class-card').filter({ hasText: CLASS_NAME });
    await card.getByText(fillTemplate(text.list.learners, { count: 1 }), { exact: true }).waitFor();
    await card.getByRole('link', { name: CLASS_NAME }).click();
    await page.waitForURL(/\/dist\/web\/workspace\/teacher\/class\?classId=[0-9a-f]{32}$/);
    expect(await page.getByTestId('class-name').innerText()).toBe(CLASS_NAME);
    expect((await page.getByTestId('class-code').innerText()).trim()).toBe(code);
    const members = page.getByTestId('class-members');
    await members.getByRole('rowheader', { name: learnerName }).waitFor();
    expect(await members.getByRole('row').count()).toBe(2);
    await bothWidths(page, 'class');
    await page.getByRole('link', { name: text.class.back }).click();
    await page.waitForURL(`**${pathOf('webTeacherWorkspace')}`);

    // An address that names no class (edited, cut short) says so, with the way back.
    await page.goto(`${pathOf('webTeacherClass')}?classId=${code}`);
    const missing = page.getByTestId('class-not-found');
    await missing.getByRole('heading', { name: text.class.notFoundTitle }).waitFor();
    await missing.getByRole('link', { name: text.class.back }).click();
    await page.getByTestId('class-card').first().waitFor();
    teacher.expectNoProblems();
  });

  it('assigns the class a mock PSC with a due day; the learner finds it under My assignments', async () => {
    const { page } = teacher;
    const card = page.getByTestId('class-card').filter({ hasText: CLASS_NAME });
    await card.getByRole('link', { name: CLASS_NAME }).click();
    const section = page.getByRole('region', { name: text.assignments.title, exact: true });
    await section.getByRole('radio', { name: text.assignments.kinds.pscMock }).check();
    // Without a due day the form says so at the field.
    await section.getByRole('button', { name: text.assignments.assign }).click();
    await section.getByText(zh.errors.AssignmentDueDateInvalid).waitFor();
    const due = new Date(Date.now() + 8 * 3_600_000 + 7 * 86_400_000).toISOString().slice(0, 10);
    await section.getByLabel(text.assignments.dueDate).fill(due);
    await section.getByLabel(text.assignments.note).fill('先熟悉四个部分的要求');
    await section.getByRole('button', { name: text.assignments.assign }).click();
    const title = '普通话水平测试模拟测试';
    await section.getByText(fillTemplate(text.assignments.assigned, { title })).waitFor();
    const item = section.getByTestId('assignment').filter({ hasText: title });
    await item.getByTestId('assignment-done').waitFor();
    await item.getByRole('button', { name: text.assignments.showStandings }).click();
    const standings = item.getByTestId('assignment-standings');
    await standings.getByRole('rowheader', { name: learnerName }).waitFor();
    expect(await standings.getByRole('row').filter({ hasText: learnerName }).innerText()).toContain(
      text.assignments.statuses.notStarted,
    );
    await bothWidths(page, 'assignment');
    teacher.expectNoProblems();

    const own = learner.page;
    await own.goto(pathOf('webPersonalCenter'));
    const mine = own.getByRole('region', { name: zh.account.assignments.title, exact: true });
    const row = mine.getByTestId('my-assignment').filter({ hasText: title });
    await row.getByText(fillTemplate(zh.account.assignments.due, { date: due })).waitFor();
    expect(await row.innerText()).toContain(zh.account.assignments.statuses.notStarted);
    await row.getByRole('link', { name: zh.account.assignments.start }).click();
    await own.waitForURL(`**${pathOf('webPscExamParent')}`);
    learner.expectNoProblems();
  });

  it('assigns a passage to read aloud, chosen by level; the learner’s link opens that passage', async () => {
    const { page } = teacher;
    const section = page.getByRole('region', { name: text.assignments.title, exact: true });
    await section.getByRole('radio', { name: text.assignments.kinds.pscPassage }).check();
    const due = new Date(Date.now() + 8 * 3_600_000 + 3 * 86_400_000).toISOString().slice(0, 10);
    await section.getByLabel(text.assignments.dueDate).fill(due);
    // Without a passage chosen the form says so at the list.
    await section.getByRole('button', { name: text.assignments.assign }).click();
    await section.getByText(zh.errors.AssignmentPaperUnknown).waitFor();
    const select = section.getByLabel(text.assignments.item.pscPassage, { exact: true });
    const beginner = select.locator(`optgroup[label="${text.assignments.groups.beginner}"] option`);
    expect(await beginner.count()).toBeGreaterThan(3);
    const title = (await beginner.nth(1).innerText()).trim();
    const passageId = await beginner.nth(1).getAttribute('value');
    await select.selectOption({ label: title });
    await section.getByRole('button', { name: text.assignments.assign }).click();
    await section.getByText(fillTemplate(text.assignments.assigned, { title })).waitFor();
    await section.getByTestId('assignment').filter({ hasText: title }).waitFor();
    teacher.expectNoProblems();

    const own = learner.page;
    await own.goto(pathOf('webPersonalCenter'));
    const mine = own.getByRole('region', { name: zh.account.assignments.title, exact: true });
    const row = mine.getByTestId('my-assignment').filter({ hasText: title });
    await row.getByText(fillTemplate(zh.account.assignments.due, { date: due })).waitFor();
    await row.getByRole('link', { name: zh.account.assignments.start }).click();
    await own.waitForURL(`**${pathOf('webMandarinPassageReadDetail')}?id=${passageId}`);
    await own.getByRole('heading', { name: title }).first().waitFor();
    learner.expectNoProblems();
  });

  it('reviews a learner’s composition: the estimate confirmed or changed, a comment, seen on the report', async () => {
    const text =
      '我的周末过得很充实。星期六上午，我和妈妈一起去市场买菜。下午我在家里读书。星期天我和同学去公园散步，我们一边走一边聊天。';
    const attemptId = await submittedComposition(learnerAccount, {
      prompt: '请以“我的周末”为题写一篇短文。',
      text,
      traits: { cohesion: 66, language: 72, content: 70, structure: 64 },
    });
    const { page } = teacher;
    await page.goto(pathOf('webTeacherWorkspace'));
    await page.getByRole('link', { name: zh.teacherWorkspace.review.link }).click();
    await page.waitForURL(`**${pathOf('webTeacherReview')}`);
    const entry = page.getByTestId('review-entry').filter({ hasText: learnerName });
    await entry.getByRole('link').click();
    const detail = page.getByTestId('review-detail');
    expect(await detail.getByTestId('review-text').innerText()).toBe(text);
    // The form starts from the estimate; a score out of range is refused at its field.
    const structure = detail.getByLabel(zh.exam.report.traits.structure, { exact: true });
    expect(await structure.inputValue()).toBe('64');
    await structure.fill('160');
    await detail.getByRole('button', { name: zh.teacherWorkspace.review.save }).click();
    await detail.getByText(zh.teacherWorkspace.review.scoreRule).waitFor();
    await structure.fill('60');
    await detail.getByLabel(zh.teacherWorkspace.review.comment).fill('内容具体，结尾可以再写一两句感受。');
    await detail.getByRole('button', { name: zh.teacherWorkspace.review.save }).click();
    await detail.getByText(fillTemplate(zh.teacherWorkspace.review.saved, { learner: learnerName })).waitFor();
    await page.getByTestId('review-empty').waitFor();
    await page.getByRole('link', { name: zh.teacherWorkspace.review.reviewed, exact: true }).click();
    await page.getByTestId('review-entry').filter({ hasText: learnerName }).waitFor();
    await bothWidths(page, 'review');
    teacher.expectNoProblems();

    const own = learner.page;
    await own.goto(`${pathOf('webMhkExamFullReport')}?attemptId=${attemptId}`);
    const review = own.getByTestId('exam-teacher-review');
    await review.getByText('内容具体，结尾可以再写一两句感受。').waitFor();
    expect(await review.innerText()).toContain(teacherName);
    learner.expectNoProblems();
  });

  it('reads in Russian, the longest of the interface languages, without anything cut off', async () => {
    const { page } = teacher;
    // Russian has plural forms where Chinese has one string.
    const ru = readLocale('ru') as {
      nav: { language: string };
      teacherWorkspace: { list: { learners_one: string }; class: { membersTitle: string } };
    };
    await page.goto(pathOf('webTeacherWorkspace'));
    await page.getByLabel(zh.nav.language).selectOption('ru');
    await page.waitForFunction(() => document.documentElement.lang === 'ru');
    const card = page.getByTestId('class-card').filter({ hasText: CLASS_NAME });
    await card.getByText(fillTemplate(ru.teacherWorkspace.list.learners_one, { count: 1 })).waitFor();
    await bothWidths(page, 'ru');
    await card.getByRole('link', { name: CLASS_NAME }).click();
    await page.getByRole('heading', { name: ru.teacherWorkspace.class.membersTitle }).waitFor();
    await bothWidths(page, 'ru-class');
    await page.getByLabel(ru.nav.language).selectOption('zh');
    await page.waitForFunction(() => document.documentElement.lang === 'zh-Hans');
    teacher.expectNoProblems();
  });

  it('tells a signed-in learner the workspace is for teachers, without an error', async () => {
    const { page } = learner;
    await page.goto(pathOf('webTeacherWorkspace'));
    const notice = page.getByTestId('not-teacher');
    await notice.getByRole('heading', { name: text.notTeacher.title }).waitFor();
    await notice.getByRole('link', { name: text.notTeacher.goHome }).waitFor();
    expect(await page.getByTestId('class-card').count()).toBe(0);
    await bothWidths(page, 'not-teacher');
    // The class page says the same, whatever class the address names.
    await page.goto(`${pathOf('webTeacherClass')}?classId=${'0'.repeat(32)}`);
    await notice.getByRole('heading', { name: text.notTeacher.title }).waitFor();
    learner.expectNoProblems();
  });
});

/** The name an account shows others (its nickname), read off its own personal centre. */
async function ownName(page: Page): Promise<string> {
  await page.goto(pathOf('webPersonalCenter'));
  return (await page.locator('.profile-card__name').innerText()).trim();
}
