import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ScreenFrame } from '../shared/layout/screen-frame.tsx';
import { offersAreaLanguage } from '../shared/i18n/area-language.ts';
import { AreaLanguageScope } from '../shared/i18n/area-language-scope.tsx';
import { UnderDevelopment } from './layout/under-development.tsx';
import { lazyAccountScreen } from './account-loader.ts';
import type { RouteEntry } from '../shared/routes/route-table.ts';
import type { ScreenProps } from '../shared/screens/screen-props.ts';
import type { MhkScreen } from '../features/mhk-exam/mhk-screens.ts';
import type { DiagnosisScreen } from '../features/minority-diagnosis/diagnosis-screens.ts';
import type { GRADED_SCREENS, GRADED_SPEAKING_SCREENS } from '../features/graded-course/graded-screens.ts';

const learnHub = lazy(() => import('../features/speech/learn/hub-page.tsx'));
const examPart = lazy(() => import('../features/psc-exam/part-page.tsx'));
const examIntro = () => import('../features/psc-exam/intro-pages.tsx');
const examFlow = () => import('../features/psc-exam/flow-pages.tsx');
/** The three guide pages load as one chunk. */
const guideScreens = () => import('../features/guides/guide-screens.tsx');
const learnCatalogue = lazy(() => import('../features/speech/learn/catalogue-page.tsx'));
/** An MHK screen: the area's screens load as one chunk (mhk-screens.ts), from one import here. */
const mhkScreen = (name: MhkScreen) =>
  lazy(() => import('../features/mhk-exam/mhk-screens.ts').then((m) => ({ default: m.MHK_SCREENS[name] })));
/** A screen of the ability diagnosis and the minority area's landing pages, one chunk as the MHK's. */
const diagnosisScreen = (name: DiagnosisScreen) =>
  lazy(() =>
    import('../features/minority-diagnosis/diagnosis-screens.ts').then((m) => ({ default: m.DIAGNOSIS_SCREENS[name] })),
  );

/** A screen of the graded course: its screens load as one chunk, as the MHK's and the diagnosis's. */
const gradedScreen = (name: keyof typeof GRADED_SCREENS) =>
  lazy(() => import('../features/graded-course/graded-screens.ts').then((m) => ({ default: m.GRADED_SCREENS[name] })));
/** A graded-course screen where the learner speaks, joined to the speech feature by the app. */
const gradedSpeakingScreen = (name: keyof typeof GRADED_SPEAKING_SCREENS) =>
  lazy(() => import('./graded-speaking.tsx').then((m) => ({ default: m.gradedSpeakingScreen(name) })));

/**
 * The areas' built screens, each loaded with its feature area on first visit. This table is a chunk of
 * its own (route-screen.tsx fetches it for the first screen that is not a home screen or noInternet).
 */
const SCREENS: Record<string, LazyExoticComponent<ComponentType<ScreenProps>>> = {
  appDownload: lazy(() => import('../features/portal/app-download-page.tsx')),
  personalCenter: lazyAccountScreen('personalCenter'),
  personalEdit: lazyAccountScreen('personalEdit'),
  personalResult: lazy(() => import('../features/learner-results/results-page.tsx')),
  findPassword: lazyAccountScreen('findPassword'),
  speechTest: lazy(() => import('../features/speech/speech-test-page.tsx')),
  // The reading corner (passage of the day, shared readings) and the model readings (decision 067).
  youxueIndex: lazy(() => import('../features/speech/reading-corner/reading-corner-page.tsx')),
  iflylangdu: lazy(() => import('../features/speech/reading-corner/model-readings-page.tsx')),
  privacy: lazy(() => import('../features/portal/privacy-page.tsx')),
  // Learning tools: character cards (portal and Hong Kong/Macao/Taiwan areas), the hub, about.
  wordcardTool: lazy(() => import('../features/character-card/word-card-page.tsx')),
  learnTool: lazy(() => import('../features/learn-tools/learn-tools-page.tsx')),
  convertTool: lazy(() => import('../features/convert-tool/convert-tool-page.tsx')),
  copyBookTool: lazy(() => import('../features/copybook-tool/copybook-tool-page.tsx')),
  searchResult: lazy(() => import('../features/site-search/search-page.tsx')),
  about: lazy(() => import('../features/portal/about-page.tsx')),
  // The league, its news and the cooperating schools: content the administrators publish.
  leagueNewIndex: lazy(() => import('../features/league/news-page.tsx')),
  leagueIndex: lazy(() => import('../features/league/league-page.tsx')),
  cooperateSchoolDetail: lazy(() => import('../features/league/schools-page.tsx')),
  // Guides into the platform: learning Chinese, the national common language, the desktop client.
  learnChineseIndex: lazy(() => guideScreens().then((m) => ({ default: m.LearnChinesePage }))),
  commonLanguageSiteIndex: lazy(() => guideScreens().then((m) => ({ default: m.CommonLanguagePage }))),
  shellDemo: lazy(() => guideScreens().then((m) => ({ default: m.ShellDemoPage }))),
  bookmarks: lazy(() => import('../features/oversea-bookmarks/bookmarks-page.tsx')),
  translation: lazy(() => import('../features/oversea-translation/translation-page.tsx')),
  // Pronunciation learning, adult and Hong Kong/Macao/Taiwan areas alike.
  adultIndex: learnHub,
  hkmtIndex: learnHub,
  autonomyLearn: learnHub,
  mandarinLearnIntro: learnHub,
  mandarinLearnConsonant: learnCatalogue,
  mandarinLearn: learnCatalogue,
  mandarinLearnContrast: learnCatalogue,
  mandarinLearnDetail: lazy(() => import('../features/speech/learn/entry-page.tsx')),
  mandarinPassageRead: lazy(() => import('../features/speech/learn/passage-list-page.tsx')),
  mandarinPassageReadDetail: lazy(() => import('../features/speech/learn/passage-page.tsx')),
  mandarinTopicSpeak: lazy(() => import('../features/speech/learn/topic-page.tsx')),
  mandarinSpeechEloquence: lazy(() =>
    import('../features/speech/learn/eloquence-pages.tsx').then((m) => ({ default: m.EloquenceListPage })),
  ),
  // The mock PSC.
  PscExamParent: lazy(() => import('../features/psc-exam/hub-page.tsx')),
  PscExamDescription: lazy(() => examIntro().then((m) => ({ default: m.DescriptionPage }))),
  PscExamStart: lazy(() => examIntro().then((m) => ({ default: m.StartPage }))),
  Psc1: examPart,
  Psc2: examPart,
  Psc3: examPart,
  Psc4: examPart,
  PscExamWord1: lazy(() => examFlow().then((m) => ({ default: m.PaperPage }))),
  PscExamWord2: lazy(() => examFlow().then((m) => ({ default: m.SubmitPage }))),
  PscExamWord3: lazy(() => examFlow().then((m) => ({ default: m.ResumePage }))),
  PscExamReport: lazy(() => import('../features/psc-exam/report-page.tsx')),
  // PSC score query and certificate verification (the external score service).
  PscScoreQuery: lazy(() => import('../features/psc-services/score-query-page.tsx')),
  PscCertQuery: lazy(() => import('../features/psc-services/cert-query-page.tsx')),
  // PSC online signup (web only).
  PscOnlineSignup: lazy(() => import('../features/psc-signup/signup-page.tsx')),
  // The platform administrator's workspace: users and roles, the audit log, managed content (web only).
  adminWorkspace: lazy(() => import('../features/admin-workspace/admin-workspace-page.tsx')),
  adminAudit: lazy(() => import('../features/admin-workspace/audit-page.tsx')),
  adminImport: lazy(() => import('../features/admin-workspace/import-page.tsx')),
  adminInstitutions: lazy(() => import('../features/admin-workspace/institutions-page.tsx')),
  // The school administrator's workspace: their institutions and teachers (web only).
  schoolWorkspace: lazy(() => import('../features/school-workspace/school-page.tsx')),
  adminContent: lazy(() => import('../features/admin-workspace/content-page.tsx')),
  // Teachers' approved profiles (oversea area), and the teacher's own profile in the workspace.
  chineseTeacher: lazy(() => import('../features/teachers/teachers-page.tsx')),
  chineseTeacherDetail: lazy(() => import('../features/teachers/teacher-detail-page.tsx')),
  teacherProfile: lazy(() => import('../features/teacher-workspace/profile-page.tsx')),
  // The teaching videos the administrators publish, and the player.
  videos: lazy(() => import('../features/videos/videos-page.tsx')),
  videoDetail: lazy(() => import('../features/videos/video-page.tsx')),
  // The MHK mock exams (minority area).
  mhkExamIntro: mhkScreen('mhkExamIntro'),
  mhkExamSyllabus: mhkScreen('mhkExamSyllabus'),
  mhkExamFull: mhkScreen('mhkExamFull'),
  mhkExamSingle: mhkScreen('mhkExamSingle'),
  mhkExamHistory: mhkScreen('mhkExamHistory'),
  mhkExamFullReport: mhkScreen('mhkExamFullReport'),
  mhkExamPage: mhkScreen('mhkExamPage'),
  // The minority area's landing pages and the ability diagnosis.
  minorityIndex: diagnosisScreen('minorityIndex'),
  minorityAbilityDiagnosis: diagnosisScreen('minorityAbilityDiagnosis'),
  minorityAbilityDiagnosisParent: diagnosisScreen('minorityAbilityDiagnosisParent'),
  diagnosisIndex: diagnosisScreen('diagnosisIndex'),
  diagnosis: diagnosisScreen('diagnosis'),
  diagnosisHistory: diagnosisScreen('diagnosisHistory'),
  diagnosisHistoryReport: diagnosisScreen('diagnosisHistoryReport'),
  compositionDetail: diagnosisScreen('compositionDetail'),
  // The graded course: the course, a grade, a unit and its study steps.
  learnCourse: gradedScreen('learnCourse'),
  beginBookStudy: gradedScreen('beginBookStudy'),
  beginBookStudyDetail: gradedScreen('beginBookStudyDetail'),
  learnGradedPreview: gradedScreen('learnGradedPreview'),
  learnGradedVideo: gradedScreen('learnGradedVideo'),
  learnGradedBook: gradedScreen('learnGradedBook'),
  learnGradedPracticeEvaluationResult: gradedScreen('learnGradedPracticeEvaluationResult'),
  learnGradedPinyinStudy: gradedScreen('learnGradedPinyinStudy'),
  learnGradedPromotionHomePage: gradedScreen('learnGradedPromotionHomePage'),
  promotion: gradedScreen('promotion'),
  learnGradedPromotionReport: gradedScreen('learnGradedPromotionReport'),
  learnGradedCompositionReport: gradedScreen('learnGradedCompositionReport'),
  promotionCompositionDetail: gradedScreen('promotionCompositionDetail'),
  minorityDownload: gradedScreen('minorityDownload'),
  specialTrainingIndex: gradedScreen('specialTrainingIndex'),
  specialTrainParent: gradedSpeakingScreen('specialTrainParent'),
  learnGradedPronounce: gradedSpeakingScreen('learnGradedPronounce'),
  learnGradedPractice: gradedSpeakingScreen('learnGradedPractice'),
  learnGradedExercise: gradedSpeakingScreen('learnGradedExercise'),
  learnGradedExtend: gradedSpeakingScreen('learnGradedExtend'),
  speechEloquenceDetail: lazy(() =>
    import('../features/speech/learn/eloquence-pages.tsx').then((m) => ({ default: m.EloquenceDetailPage })),
  ),
  // The teacher's workspace: classes, and a class with its learners.
  teacherWorkspace: lazy(() => import('../features/teacher-workspace/teacher-workspace-page.tsx')),
  teacherClass: lazy(() => import('../features/teacher-workspace/teacher-class-page.tsx')),
  teacherReview: lazy(() => import('../features/teacher-workspace/review-page.tsx')),
};

/**
 * An area's screen, or the notice for a screen still under development; the minority area's screens in
 * the area language the learner chose (docs/decisions/065-area-languages.md).
 */
export function AreaScreen({ route }: { route: RouteEntry }) {
  const Screen = SCREENS[route.screen];
  const screen = Screen ? (
    <Screen route={route} />
  ) : (
    <ScreenFrame route={route}>
      <UnderDevelopment route={route} />
    </ScreenFrame>
  );
  return offersAreaLanguage(route) ? <AreaLanguageScope>{screen}</AreaLanguageScope> : screen;
}
