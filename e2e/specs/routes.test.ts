import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, ROUTES, type RouteEntry } from '../../apps/web/src/shared/routes/route-table.ts';
import { accountStrings, signUpThroughScreens } from '../support/account-flow.ts';
import { goClientSide, launchBrowser, openPage, readLocale, type WatchedPage } from '../support/browser.ts';

const zh = readLocale('zh') as { app: { name: string }; screens: Record<string, string> };

/** Screens built so far (the under-development notice must not show on them). */
const BUILT_SCREENS = new Set([
  // Learning tools.
  'translation',
  'bookmarks',
  'searchResult',
  'learnTool',
  'convertTool',
  'wordcardTool',
  'copyBookTool',
  'about',
  'webHome',
  'clientHome',
  'noInternet',
  'appDownload',
  'personalCenter',
  'personalEdit',
  'personalResult',
  'findPassword',
  'speechTest',
  'privacy',
  'adultIndex',
  'hkmtIndex',
  'autonomyLearn',
  'mandarinLearnIntro',
  'mandarinLearnConsonant',
  'mandarinLearn',
  'mandarinLearnDetail',
  'mandarinLearnContrast',
  'mandarinPassageRead',
  'mandarinPassageReadDetail',
  'mandarinTopicSpeak',
  'mandarinSpeechEloquence',
  'speechEloquenceDetail',
  'PscExamParent',
  'PscExamDescription',
  'PscExamStart',
  'Psc1',
  'Psc2',
  'Psc3',
  'Psc4',
  'PscExamWord1',
  'PscExamWord2',
  'PscExamWord3',
  'PscExamReport',
  'PscScoreQuery',
  'PscCertQuery',
  'PscOnlineSignup',
  // The MHK mock exams.
  'mhkExamIntro',
  'mhkExamSyllabus',
  'mhkExamFull',
  'mhkExamSingle',
  'mhkExamHistory',
  'mhkExamFullReport',
  'mhkExamPage',
  // The minority area's landing pages and the ability diagnosis.
  'minorityIndex',
  'minorityAbilityDiagnosis',
  'minorityAbilityDiagnosisParent',
  'diagnosisIndex',
  'diagnosis',
  'diagnosisHistory',
  'diagnosisHistoryReport',
  'compositionDetail',
  // The graded course: the course, a grade, a unit, its study steps and results.
  'learnCourse',
  'beginBookStudy',
  'beginBookStudyDetail',
  'learnGradedPreview',
  'learnGradedVideo',
  'learnGradedBook',
  'learnGradedPronounce',
  'learnGradedPractice',
  'learnGradedExercise',
  'learnGradedExtend',
  'learnGradedPracticeEvaluationResult',
  'learnGradedPinyinStudy',
  'learnGradedPromotionHomePage',
  'promotion',
  'learnGradedPromotionReport',
  'learnGradedCompositionReport',
  'promotionCompositionDetail',
  'minorityDownload',
  // Special training by skill.
  'specialTrainingIndex',
  'specialTrainParent',
  // The teacher's workspace (a learner's session sees the not-a-teacher page).
  'teacherWorkspace',
  'teacherClass',
  'teacherReview',
  'teacherProfile',
  // Teachers' approved public profiles, and the teaching videos the administrators publish.
  'chineseTeacher',
  'chineseTeacherDetail',
  'videos',
  'videoDetail',
  // The platform administrator's workspace (a learner sees its not-an-administrator page).
  'adminWorkspace',
  'adminAudit',
  'adminContent',
  'adminImport',
  'adminInstitutions',
  'schoolWorkspace',
  // The league, its news and the cooperating schools (content the administrators publish).
  'leagueIndex',
  'leagueNewIndex',
  'cooperateSchoolDetail',
  // Guides into the platform.
  'learnChineseIndex',
  'commonLanguageSiteIndex',
  'shellDemo',
  // The reading corner and the model readings learners share.
  'youxueIndex',
  'iflylangdu',
]);

const titleOf = (route: RouteEntry) => `${zh.screens[route.screen]} · ${zh.app.name}`;

describe('every route of the table', () => {
  let browser: Browser;
  let watched: WatchedPage;
  beforeAll(async () => {
    browser = await launchBrowser();
    watched = await openPage(browser);
    await watched.page.goto('/dist/web');
    await watched.page.waitForFunction((title) => document.title === title, `${zh.screens.webHome} · ${zh.app.name}`);
    // Login-only screens open for a real learner's session.
    await signUpThroughScreens(watched.page, accountStrings('zh'));
  });
  afterAll(async () => {
    await watched.close();
    await browser.close();
  });

  it.each(['web', 'client'] as const)(
    'resolves in the %s family with its title and no console error',
    async (family) => {
      const { page } = watched;
      for (const route of ROUTES.filter((candidate) => candidate.family === family)) {
        if (route.screen === 'noInternet') continue; // its own test drives it with the network off
        await goClientSide(page, `/dist${fillPath(route.path)}`);
        await page.waitForFunction((title) => document.title === title, titleOf(route), { timeout: 10_000 });
        // The title is set at once; a lazy screen renders when its chunk arrives.
        await page.locator(`main[data-route="${route.name}"] h1`).waitFor();
        const notice = await page.locator('[data-testid=under-development]').count();
        expect(notice, route.name).toBe(BUILT_SCREENS.has(route.screen) ? 0 : 1);
        expect(await page.locator('h1').count(), route.name).toBe(1);
      }
      watched.expectNoProblems();
    },
  );

  it('loads each area index by address, as a bookmark or a shared link does', async () => {
    const { page } = watched;
    for (const name of [
      'webMinorityIndex',
      'clientHkmtIndex',
      'webAdultIndex',
      'clientChildIndex',
      'webCultureLiterature',
    ]) {
      const route = ROUTES.find((candidate) => candidate.name === name);
      if (!route) throw new Error(name);
      const response = await page.goto(`/dist${fillPath(route.path)}`);
      expect(response?.status(), name).toBe(200);
      await page.waitForFunction((title) => document.title === title, titleOf(route));
    }
    watched.expectNoProblems();
  });

  it('sends an address without a route to /web', async () => {
    await watched.page.goto('/dist/no/such/screen');
    await watched.page.waitForURL('**/dist/web');
    watched.expectNoProblems();
  });

  it('keeps no built route behind the under-development notice', () => {
    const stillNotBuilt = ROUTES.filter((route) => route.status === 'built' && !BUILT_SCREENS.has(route.screen)).map(
      (route) => route.name,
    );
    expect(stillNotBuilt).toEqual([]);
  });
});
