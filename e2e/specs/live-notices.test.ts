import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@hanyu/contracts/constants/roles';
import { routeByName } from '../../apps/web/src/shared/routes/route-table.ts';
import { accountStrings, exactly, signUpThroughScreens } from '../support/account-flow.ts';
import { fillTemplate, launchBrowser, openPage, readLocale, screenshot, type WatchedPage } from '../support/browser.ts';
import { grantRole } from '../support/server-commands.ts';

interface NoticeStrings {
  account: { classes: Record<'title' | 'code' | 'join', string> };
  teacherWorkspace: {
    open: Record<'name' | 'submit', string>;
    assignments: Record<'title' | 'dueDate' | 'assign' | 'assigned', string> & { kinds: Record<'pscMock', string> };
  };
  notices: Record<'bell' | 'bellUnread' | 'title' | 'readAll' | 'empty' | 'arrived', string>;
}

const zh = readLocale('zh') as NoticeStrings;
const CLASS_NAME = '初一（2）班 通知';
const TITLE = '普通话水平测试模拟测试';

function pathOf(name: string): string {
  const route = routeByName(name);
  if (!route) throw new Error(`no route ${name}`);
  return `/dist${route.path}`;
}

/**
 * A teacher assigns a mock test to a class; the learner of the class, with the home page open, sees the
 * bell's count rise and hears the notice announced without reloading (the live socket's notice topic),
 * opens the panel, and follows the notice to the personal centre, which marks it read.
 */
describe('live notices', () => {
  let browser: Browser;
  let teacher: WatchedPage;
  let learner: WatchedPage;
  beforeAll(async () => {
    browser = await launchBrowser();
    teacher = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    learner = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await teacher.page.goto('/dist/web');
    await grantRole(await signUpThroughScreens(teacher.page, accountStrings('zh')), Role.Teacher);
    await learner.page.goto('/dist/web');
    await signUpThroughScreens(learner.page, accountStrings('zh'));
  }, 240_000);
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') {
      await screenshot(teacher.page, 'live-notices-teacher-failed.png');
      await screenshot(learner.page, 'live-notices-learner-failed.png');
    }
  });
  afterAll(async () => {
    await teacher.close();
    await learner.close();
    await browser.close();
  });

  it('counts an assignment on the learner’s open page as the teacher sets it, and leads to it', async () => {
    // The teacher opens a class; the learner joins it with its code.
    await teacher.page.goto(pathOf('webTeacherWorkspace'));
    await teacher.page.getByLabel(zh.teacherWorkspace.open.name, { exact: true }).fill(CLASS_NAME);
    await teacher.page.getByRole('button', { name: exactly(zh.teacherWorkspace.open.submit) }).click();
    const card = teacher.page.getByTestId('class-card').filter({ hasText: CLASS_NAME });
    const code = (await card.getByTestId('class-code').innerText()).trim();
    const own = learner.page;
    await own.goto(pathOf('webPersonalCenter'));
    const classes = own.getByRole('region', { name: zh.account.classes.title, exact: true });
    await classes.getByLabel(zh.account.classes.code, { exact: true }).fill(code);
    await classes.getByRole('button', { name: exactly(zh.account.classes.join) }).click();
    await classes.getByTestId('my-classes').getByText(CLASS_NAME, { exact: true }).waitFor();

    // The learner waits on the home page: the bell with nothing unread, its socket listening to notices.
    const frames: string[] = [];
    own.on('websocket', (socket) => {
      if (socket.url().endsWith('/dev/live/socket')) {
        socket.on('framereceived', (frame) => frames.push(String(frame.payload)));
      }
    });
    await own.goto('/dist/web');
    const bell = own.getByTestId('notice-bell');
    await bell.waitFor();
    expect(await bell.getAttribute('aria-label')).toBe(zh.notices.bell);
    expect(await bell.getAttribute('aria-expanded')).toBe('false');
    expect(await own.getByTestId('notice-count').count()).toBe(0);
    await expect
      .poll(() => frames.some((frame) => frame.includes('"returnValue":{"topic":"notice"}')), { timeout: 15_000 })
      .toBe(true);

    // The teacher assigns the mock test.
    await card.getByRole('link', { name: CLASS_NAME }).click();
    const section = teacher.page.getByRole('region', { name: zh.teacherWorkspace.assignments.title, exact: true });
    await section.getByRole('radio', { name: zh.teacherWorkspace.assignments.kinds.pscMock }).check();
    const due = new Date(Date.now() + 8 * 3_600_000 + 7 * 86_400_000).toISOString().slice(0, 10);
    await section.getByLabel(zh.teacherWorkspace.assignments.dueDate).fill(due);
    await section.getByRole('button', { name: zh.teacherWorkspace.assignments.assign }).click();
    await section.getByText(fillTemplate(zh.teacherWorkspace.assignments.assigned, { title: TITLE })).waitFor();
    teacher.expectNoProblems();

    // Without a reload, the learner's bell counts it and the live region announces it.
    const [, month, day] = due.split('-').map(Number);
    const noticeTitle = `老师布置了新作业：${TITLE}，${month}月${day}日截止`;
    await expect.poll(() => own.getByTestId('notice-count').innerText(), { timeout: 15_000 }).toBe('1');
    expect(await bell.getAttribute('aria-label')).toBe(fillTemplate(zh.notices.bellUnread, { count: 1 }));
    const announced = own.getByTestId('notice-announcement');
    expect(await announced.getAttribute('aria-live')).toBe('polite');
    expect(await announced.innerText()).toBe(fillTemplate(zh.notices.arrived, { title: noticeTitle }));

    // The panel opens from the keyboard, lists the notice, and Escape gives the focus back to the bell.
    const panel = own.getByRole('region', { name: zh.notices.title, exact: true });
    const link = panel.getByRole('link', { name: new RegExp(noticeTitle) });
    await bell.focus();
    await own.keyboard.press('Enter');
    expect(await bell.getAttribute('aria-expanded')).toBe('true');
    await link.waitFor();
    const axe = await new AxeBuilder({ page: own }).include('.notice-bell').analyze();
    expect(
      axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
    ).toEqual([]);
    await own.keyboard.press('Escape');
    expect(await bell.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => bell.evaluate((element) => element === document.activeElement)).toBe(true);
    await own.keyboard.press('Enter');
    await link.waitFor();
    await screenshot(own, 'live-notices-panel-1280.png');

    // On a phone the bell sits in the header's bar beside the menu, and its panel fits the width.
    // (A full-page screenshot may lay the page out again, so each width's state is set up afresh.)
    for (const width of [390, 1280]) {
      await own.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await own.locator(width === 390 ? '.site-header--compact' : '.site-header:not(.site-header--compact)').waitFor();
      await own.getByTestId('notice-count').waitFor();
      if ((await bell.getAttribute('aria-expanded')) !== 'true') await bell.click();
      await link.waitFor();
      const overflow = await own.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `the open panel at ${width} px`).toBeLessThanOrEqual(0);
      if (width === 390) await screenshot(own, 'live-notices-panel-390.png');
    }

    // Following the notice leads to the personal centre and marks it read.
    await link.click();
    await own.waitForURL(`**${pathOf('webPersonalCenter')}`);
    await expect.poll(() => own.getByTestId('notice-count').count()).toBe(0);
    expect(await bell.getAttribute('aria-label')).toBe(zh.notices.bell);
    learner.expectNoProblems();
  });
});
