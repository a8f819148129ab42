import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QuestionType } from '@hanyu/contracts/constants/mhk';
import { loadGrades, loadPromotionPapers } from '@hanyu/content/content-files';
import type { MhkItem } from '@hanyu/content/mhk-paper-schema';
import { accountStrings, exactly, signUpThroughScreens } from '../support/account-flow.ts';
import { fillTemplate, launchBrowser, openPage, readLocale, screenshot, type WatchedPage } from '../support/browser.ts';
import { Role } from '@hanyu/contracts/constants/roles';
import { routeByName } from '../../apps/web/src/shared/routes/route-table.ts';
import { finishedUnits, grantRole } from '../support/server-commands.ts';

interface PromotionStrings {
  app: { name: string };
  screens: Record<string, string>;
  exam: {
    modules: Record<'listening' | 'reading' | 'writing' | 'speaking', string>;
    page: { start: string; enter: string; submit: string; itemsLabel: string };
    items: { compositionLabel: string };
    confirm: Record<
      'writingTitle' | 'writingConfirm' | 'speakingTitle' | 'speakingConfirm' | 'submitTitle' | 'submitConfirm',
      string
    >;
  };
  account: { classes: Record<'title' | 'code' | 'join', string> };
  teacherWorkspace: {
    review: Record<'link' | 'save' | 'comment' | 'saved', string>;
    open: Record<'name' | 'submit', string>;
  };
  graded: {
    download: { make: Record<'pdf' | 'zip', string>; link: string };
    promotion: {
      locked: string;
      actions: Record<'start' | 'continue' | 'reexamine', string>;
      states: Record<'notStarted' | 'continue' | 'passed' | 'failed', string>;
      results: Record<'reached' | 'notReached', string>;
      promoted: string;
      toNext: string;
      toComposition: string;
      compositionTitle: string;
    };
  };
}

const zh = readLocale('zh') as PromotionStrings;
const exam = zh.exam;
const COURSE = '/dist/web/minority/learn/learnGraded/learnCourse';
const [grade, nextGrade] = loadGrades();
const GRADE = grade ? `${grade.tier}-${grade.grade}` : '';
const paper = loadPromotionPapers().find((file) => file.id === GRADE);
/** A composition on the first grade's task (who I am, my family), within its 50–100 characters. */
const ESSAY =
  '我叫阿依古丽，是新疆喀什人。我今年十六岁，是学生。我家有四口人：爸爸、妈妈、哥哥和我。' +
  '爸爸是医生，妈妈是老师。我的学校很大，老师和同学都很好。我有很多朋友，我们常常一起学习汉语。';

function pathOf(name: string): string {
  const route = routeByName(name);
  if (!route) throw new Error(`no route ${name}`);
  return `/dist${route.path}`;
}

async function ownName(page: Page): Promise<string> {
  await page.goto(pathOf('webPersonalCenter'));
  return (await page.locator('.profile-card__name').innerText()).trim();
}

async function expectTitle(page: Page, screen: string) {
  const title = zh.screens[screen] ?? screen;
  await expect.poll(() => page.title(), { timeout: 30_000 }).toBe(`${title} · ${zh.app.name}`);
}

async function bothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, `promotion-${name}-390.png`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, `promotion-${name}-1280.png`);
}

async function expectSaved(page: Page) {
  await expect.poll(() => page.getByTestId('exam-save').getAttribute('data-status'), { timeout: 15_000 }).toBe('saved');
}

/** Answers one item of the paper right, as a learner does on the page. */
async function answerRight(page: Page, item: MhkItem) {
  const question = (id: string) => page.getByTestId(`exam-question-${id}`);
  switch (item.type) {
    case QuestionType.Listening1:
    case QuestionType.Listening2:
    case QuestionType.Reading1:
    case QuestionType.Writing1:
      await question(item.id).getByRole('radio').nth(item.answer).check();
      break;
    case QuestionType.Listening3:
    case QuestionType.Reading2:
      for (const q of item.questions) await question(q.id).getByRole('radio').nth(q.answer).check();
      break;
    case QuestionType.Writing2:
      for (const fragment of item.fragments) {
        await question(item.id)
          .getByRole('group')
          .last()
          .getByRole('button', { name: exactly(fragment) })
          .first()
          .click();
      }
      break;
    case QuestionType.Writing3:
      await question(item.id).getByRole('textbox').fill(item.answer);
      break;
    case QuestionType.Composition:
      await page.getByRole('textbox', { name: exam.items.compositionLabel }).fill(ESSAY);
      break;
    default:
      return;
  }
  await expectSaved(page);
}

async function answerModule(page: Page, items: readonly MhkItem[]) {
  const steps = page.getByRole('navigation', { name: exam.page.itemsLabel }).getByRole('button');
  for (const [index, item] of items.entries()) {
    await steps.nth(index).click();
    await answerRight(page, item);
  }
}

async function confirm(page: Page, title: string, button: string) {
  await page
    .getByRole('dialog', { name: title })
    .getByRole('button', { name: exactly(button) })
    .click();
}

describe('a learner finishes a grade and passes its promotion exam into the next grade, in the browser', () => {
  let browser: Browser;
  let watched: WatchedPage;
  let page: Page;
  let account = '';
  let teacher: WatchedPage;
  let attemptId = '';
  beforeAll(async () => {
    if (!grade || !nextGrade || !paper) throw new Error('no graded course or promotion paper');
    browser = await launchBrowser();
    watched = await openPage(browser, { locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
    page = watched.page;
    await page.goto('/dist/web');
    account = await signUpThroughScreens(page, accountStrings('zh'));
    teacher = await openPage(browser, { locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
    await teacher.page.goto('/dist/web');
    await grantRole(await signUpThroughScreens(teacher.page, accountStrings('zh')), Role.Teacher);
  }, 180_000);
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await screenshot(page, 'promotion-failed.png');
  });
  afterAll(async () => {
    await watched.close();
    await teacher.close();
    await browser.close();
  });

  it('finds the exam locked from the grade’s page until every unit is done', async () => {
    await page.goto(`${COURSE}/beginBookStudy?grade=${GRADE}`);
    await expectTitle(page, 'beginBookStudy');
    await page.getByTestId('graded-promotion-entry').click();
    await expectTitle(page, 'learnGradedPromotionHomePage');
    const locked = page.getByTestId('promotion-locked');
    await locked.waitFor();
    expect(await locked.innerText()).toContain(
      fillTemplate(zh.graded.promotion.locked, { count: grade?.units.length ?? 0 }),
    );
    expect(await page.getByTestId('promotion-action').count()).toBe(0);
    await bothWidths(page, 'locked');
  }, 60_000);

  it('starts once the units are done and answers every written question', async () => {
    await finishedUnits(
      account,
      (grade?.units ?? []).map((unit) => `${GRADE}-${unit.id}`),
    );
    await page.reload();
    await page.getByTestId('promotion-state').waitFor();
    expect(await page.getByTestId('promotion-state').innerText()).toBe(zh.graded.promotion.states.notStarted);
    expect(await page.getByTestId('promotion-action').innerText()).toBe(zh.graded.promotion.actions.start);
    await page.getByTestId('promotion-action').click();
    await expectTitle(page, 'promotion');
    // The first visit makes the paper's listening recordings before the start button shows.
    await page.getByRole('button', { name: exam.page.start }).click({ timeout: 120_000 });
    await page.getByRole('button', { name: fillTemplate(exam.page.enter, { module: exam.modules.listening }) }).click();
    await page.getByTestId('exam-module-listening').waitFor();
    await answerModule(page, paper?.modules.listening.items ?? []);
    await bothWidths(page, 'listening');
    await page.getByTestId('exam-step-reading').click();
    await page.getByTestId('exam-module-reading').waitFor();
    await answerModule(page, paper?.modules.reading.items ?? []);
    await page.getByTestId('exam-step-writing').click();
    await confirm(page, exam.confirm.writingTitle, exam.confirm.writingConfirm);
    await page.getByTestId('exam-module-writing').waitFor();
    await answerModule(page, paper?.modules.writing.items ?? []);
    await bothWidths(page, 'writing');
  }, 240_000);

  it('leaves where it was and comes back to the same sitting', async () => {
    await page.goto(`${COURSE}/learnGradedPromotionHomePage?grade=${GRADE}`);
    await page.getByTestId('promotion-state').waitFor();
    expect(await page.getByTestId('promotion-state').innerText()).toBe(zh.graded.promotion.states.continue);
    const action = page.getByTestId('promotion-action');
    expect(await action.innerText()).toBe(zh.graded.promotion.actions.continue);
    await action.click();
    await page.getByTestId('exam-module-writing').waitFor({ timeout: 60_000 });
  }, 90_000);

  it('submits without the spoken tasks, reaches the pass and is moved into the next grade', async () => {
    await page.getByTestId('exam-step-speaking').click();
    await confirm(page, exam.confirm.speakingTitle, exam.confirm.speakingConfirm);
    await page.getByTestId('exam-module-speaking').waitFor();
    await page.getByRole('button', { name: exactly(exam.page.submit) }).click();
    await confirm(page, exam.confirm.submitTitle, exam.confirm.submitConfirm);
    await page.waitForURL(/\/learnGradedPromotionReport\?attemptId=/, { timeout: 60_000 });
    await expectTitle(page, 'learnGradedPromotionReport');
    expect(await page.getByTestId('promotion-result').innerText()).toBe(zh.graded.promotion.results.reached);
    // Listening and reading all right, writing all right but the composition's estimate, speaking 0.
    const score = Number(await page.getByTestId('promotion-score').innerText());
    expect(score).toBeGreaterThanOrEqual(60);
    expect(score).toBeLessThan(75);
    const promoted = page.getByTestId('promotion-promoted');
    expect(await promoted.innerText()).toContain(
      fillTemplate(zh.graded.promotion.promoted, { grade: nextGrade?.title ?? '' }),
    );
    await bothWidths(page, 'report');

    await page.getByRole('link', { name: zh.graded.promotion.toComposition }).click();
    await expectTitle(page, 'learnGradedCompositionReport');
    const composition = page.getByTestId('promotion-composition');
    await composition.waitFor();
    expect(await composition.innerText()).toContain(ESSAY.slice(0, 12));
    await composition.getByTestId('exam-composition-result').waitFor();
    await bothWidths(page, 'composition');
    await page.goBack();

    await promoted.getByRole('link', { name: zh.graded.promotion.toNext }).click();
    await expectTitle(page, 'beginBookStudy');
    expect(page.url()).toContain(`grade=${nextGrade ? `${nextGrade.tier}-${nextGrade.grade}` : ''}`);
    await page.goto(COURSE);
    await expectTitle(page, 'learnCourse');
    const current = page.getByTestId('graded-current');
    await current.waitFor();
    expect(await current.innerText()).toContain(nextGrade?.title ?? '—');
  }, 120_000);

  it('shows the grade passed, the sitting in its history, and the report in the desktop client too', async () => {
    await page.goto(`${COURSE}/learnGradedPromotionHomePage?grade=${GRADE}`);
    await page.getByTestId('promotion-state').waitFor();
    expect(await page.getByTestId('promotion-state').innerText()).toBe(zh.graded.promotion.states.passed);
    const history = page.getByTestId('promotion-history');
    await history.waitFor();
    expect(await history.locator('li').count()).toBe(1);
    expect(await page.getByTestId('promotion-action').innerText()).toBe(zh.graded.promotion.actions.reexamine);
    await bothWidths(page, 'passed');
    const href = await history
      .getByRole('link')
      .first()
      .evaluate((a) => (a as HTMLAnchorElement).href);
    attemptId = new URL(href).searchParams.get('attemptId') ?? '';
    // The area's home says where the learner is now.
    await page.goto('/dist/web/minority/minorityIndex');
    const mine = page.getByTestId('minority-my-study');
    await mine.getByTestId('minority-promotion').waitFor();
    expect(await mine.innerText()).toContain(nextGrade?.title ?? '—');
    await bothWidths(page, 'minority-index');
    await page.goto(`/dist/client/minority/learn/learnGraded/learnCourse/compositionReport?attemptId=${attemptId}`);
    await page.getByTestId('promotion-composition').waitFor({ timeout: 30_000 });
    watched.expectNoProblems();
  }, 90_000);

  it('has the composition reviewed by the learner’s teacher, the review shown above the estimate', async () => {
    // The teacher opens a class; the learner joins it with its code from the personal centre.
    const desk = teacher.page;
    await desk.goto(pathOf('webTeacherWorkspace'));
    await desk.getByLabel(zh.teacherWorkspace.open.name, { exact: true }).fill('维吾尔语母语班');
    await desk.getByRole('button', { name: exactly(zh.teacherWorkspace.open.submit) }).click();
    const code = (await desk.getByTestId('class-code').first().innerText()).trim();
    const learnerName = await ownName(page);
    const classes = page.getByRole('region', { name: zh.account.classes.title, exact: true });
    await classes.getByLabel(zh.account.classes.code, { exact: true }).fill(code);
    await classes.getByRole('button', { name: exactly(zh.account.classes.join) }).click();
    await classes.getByTestId('my-classes').waitFor();

    await desk.goto(pathOf('webTeacherReview'));
    const entry = desk.getByTestId('review-entry').filter({ hasText: learnerName });
    expect(await entry.innerText()).toContain(paper?.title ?? '—');
    await entry.getByRole('link').click();
    const detail = desk.getByTestId('review-detail');
    expect(await detail.getByTestId('review-text').innerText()).toBe(ESSAY);
    const comment = '介绍得很清楚。可以再写一写你和朋友一起做什么。';
    await detail.getByLabel(zh.teacherWorkspace.review.comment).fill(comment);
    await detail.getByRole('button', { name: zh.teacherWorkspace.review.save }).click();
    await detail.getByText(fillTemplate(zh.teacherWorkspace.review.saved, { learner: learnerName })).waitFor();
    teacher.expectNoProblems();

    await page.goto(`${COURSE}/learnGradedCompositionReport?attemptId=${attemptId}`);
    const review = page.getByTestId('exam-teacher-review');
    await review.getByText(comment).waitFor();
    await page.getByTestId('exam-composition-result').waitFor();
    await bothWidths(page, 'reviewed');
    watched.expectNoProblems();
  }, 120_000);

  it('downloads a unit of the new grade for offline study: the PDF workbook, from the unit’s page', async () => {
    const unitKey = nextGrade ? `${nextGrade.tier}-${nextGrade.grade}-${nextGrade.units[0]?.id}` : '';
    await page.goto(`${COURSE}/beginBookStudyDetail?unit=${unitKey}`);
    await page.getByRole('link', { name: zh.graded.download.link }).click();
    await expectTitle(page, 'minorityDownload');
    const unit = page.getByTestId(`download-${unitKey}`);
    await unit.getByRole('button', { name: zh.graded.download.make.pdf }).click();
    const link = unit.locator('a[download]');
    await link.waitFor({ timeout: 60_000 });
    const response = await page.request.get(await link.evaluate((a) => (a as HTMLAnchorElement).href));
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await bothWidths(page, 'download');
    watched.expectNoProblems();
  }, 90_000);
});
