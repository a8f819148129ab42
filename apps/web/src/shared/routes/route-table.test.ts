import { describe, expect, it } from 'vitest';
import { counterpart, familyOf, hrefFor } from '../navigation/navigation.ts';
import { fillPath, ROUTES, routeByName } from './route-table.ts';

describe('route table', () => {
  it('has unique names and paths, each named with its family', () => {
    expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
    for (const route of ROUTES) {
      expect(route.path.startsWith(`/${route.family}`) || route.path === '/speechTest', route.name).toBe(true);
    }
  });

  it('holds the parameterised culture routes and the client-only and web-only screens', () => {
    expect(routeByName('webCultureLiteratureDetail')?.path).toBe(
      '/web/culture/cultureLiteratureDetail/:resId/:type/:phase',
    );
    expect(routeByName('clientCultureHandWritingLearnDetail')?.path).toBe(
      '/client/culture/cultureHandWritingLearnDetail/:font/:author/:resId',
    );
    expect(routeByName('clientShellDemo')?.path).toBe('/client/adult/shellDemo');
    expect(routeByName('clientPscOnlineSignup')).toBeUndefined();
    expect(routeByName('webPscOnlineSignup')?.login).toBe(true);
    expect(routeByName('specialTrainingIndex')?.family).toBe('client');
    expect(routeByName('webSpecialTrainingIndex')?.family).toBe('web');
    expect(routeByName('clientEvaluate')).toBeDefined();
    expect(routeByName('webEvaluate')).toBeUndefined();
  });

  it('applies the login rules of section 6', () => {
    const open = ROUTES.filter((route) => route.family === 'client' && !route.login).map((route) => route.path);
    expect(open.sort()).toEqual([
      '/client',
      '/client/portal/findPassword',
      '/client/portal/noInternet',
      '/client/portal/privacy',
    ]);
    for (const name of [
      'webPersonalCenter',
      'webCourseRead',
      'webMhkExamPage',
      'webPscScoreQuery',
      'webMyCourses',
      'webLearnCourse',
    ]) {
      expect(routeByName(name)?.login, name).toBe(true);
    }
    for (const name of ['webHome', 'webMinorityIndex', 'webCultureIndex', 'webPrivacy']) {
      expect(routeByName(name)?.login, name).toBe(false);
    }
  });

  it('marks the built screens and the planned ones', () => {
    for (const name of [
      'webHome',
      'clientNoInternet',
      'webPersonalCenter',
      'webSearchResult',
      'clientHkmtIndex',
      'webTeacherWorkspace',
      'webTeacherClass',
      'webAdminWorkspace',
      'webAdminAudit',
      'webAdminContent',
      'webLeagueIndex',
      'clientLeagueNewIndex',
      'webCooperateSchoolDetail',
      'webLearnChineseIndex',
      'clientCommonLanguageSiteIndex',
      'clientShellDemo',
      'webMinorityIndex',
      'clientDiagnosisIndex',
      'webDiagnosisHistoryReport',
      'clientMinorityAbilityDiagnosisParent',
      'webMinorityDownload',
      'clientLearnGradedPromotionHomePage',
      'webPromotion',
      'webSpecialTrainingIndex',
      'specialTrainingIndex',
      'webSpecialTrainParent',
      'clientSpecialTrainParent',
    ]) {
      expect(routeByName(name)?.status, name).toBe('built');
    }
    for (const name of ['webLiveLesson', 'webCultureIndex']) {
      expect(routeByName(name)?.status, name).toBe('planned');
    }
  });

  it('has the seven MHK mock-exam screens built in both families', () => {
    const mhk = ROUTES.filter((route) => route.screen.startsWith('mhkExam'));
    expect(mhk).toHaveLength(14);
    expect(mhk.every((route) => route.status === 'built')).toBe(true);
    expect(new Set(mhk.map((route) => route.family))).toEqual(new Set(['web', 'client']));
  });

  it('has the platform administrator’s five screens built, web only, for signed-in users', () => {
    const admin = ROUTES.filter((route) => route.screen.startsWith('admin'));
    expect(admin.map((route) => [route.name, route.path, route.family, route.login, route.status])).toEqual([
      ['webAdminWorkspace', '/web/workspace/admin', 'web', true, 'built'],
      ['webAdminAudit', '/web/workspace/admin/audit', 'web', true, 'built'],
      ['webAdminImport', '/web/workspace/admin/import', 'web', true, 'built'],
      ['webAdminInstitutions', '/web/workspace/admin/institutions', 'web', true, 'built'],
      ['webAdminContent', '/web/workspace/admin/content', 'web', true, 'built'],
    ]);
  });

  it('fills route parameters', () => {
    expect(fillPath('/web/culture/culturePoetryLearn/:type', { type: 'song' })).toBe(
      '/web/culture/culturePoetryLearn/song',
    );
  });
});

describe('navigation helper', () => {
  it('goes to the variant of the current family', () => {
    expect(familyOf('/client/adult/adultIndex')).toBe('client');
    expect(familyOf('/web')).toBe('web');
    expect(hrefFor('webAdultIndex', '/client/culture/cultureIndex')).toBe('/client/adult/adultIndex');
    expect(hrefFor('clientAdultIndex', '/web')).toBe('/web/adult/adultIndex');
    expect(hrefFor('webSearchResult', '/web', { query: { q: '你好', tab: 'all' } })).toBe(
      '/web/portal/searchResult?q=%E4%BD%A0%E5%A5%BD&tab=all',
    );
  });

  it('stays on the web variant of a web-only screen', () => {
    const live = routeByName('webLiveLesson');
    expect(live && counterpart(live, 'client').path).toBe('/web/liveLesson/webLiveLesson');
  });
});
