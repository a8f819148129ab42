import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Limits } from '@hanyu/contracts/constants/limits';
import { screenToReturnTo, withReturnAddress } from '../shared/navigation/return-address.ts';
import { sessionStore, useSession } from '../shared/session/session-store.ts';
import { useInterfaceStrings } from '../shared/i18n/i18n.ts';
import { Loading } from '../shared/ui/load-states.tsx';
import { showToast } from '../shared/ui/toast.tsx';
import { ScreenFrame } from '../shared/layout/screen-frame.tsx';
import { UnderDevelopment } from './layout/under-development.tsx';
import NoInternetPage from '../features/portal/no-internet-page.tsx';
import { lazyAccountScreen } from './account-loader.ts';
import { LoginPrompt } from './login-prompt.tsx';
import type { RouteEntry } from '../shared/routes/route-table.ts';
import type { ScreenProps } from '../shared/screens/screen-props.ts';
import type { MhkScreen } from '../features/mhk-exam/mhk-screens.ts';

/**
 * Screens that need only the zh sections bundled with the app (zh-core.ts); every other screen waits
 * for the rest of the interface strings (i18n.ts).
 */
const BUNDLED_STRINGS_ONLY: ReadonlySet<string> = new Set(['webHome', 'clientHome', 'noInternet']);

const learnHub = lazy(() => import('../features/speech/learn/hub-page.tsx'));
const examPart = lazy(() => import('../features/psc-exam/part-page.tsx'));
const examIntro = () => import('../features/psc-exam/intro-pages.tsx');
const examFlow = () => import('../features/psc-exam/flow-pages.tsx');
const learnCatalogue = lazy(() => import('../features/speech/learn/catalogue-page.tsx'));
/** An MHK screen: the area's screens load as one chunk (mhk-screens.ts), from one import here. */
const mhkScreen = (name: MhkScreen) =>
  lazy(() => import('../features/mhk-exam/mhk-screens.ts').then((m) => ({ default: m.MHK_SCREENS[name] })));

/**
 * Built screens, loaded per feature area on first visit — except noInternet, which is in the main
 * bundle because it must render when nothing more can be fetched.
 */
const SCREENS: Record<string, LazyExoticComponent<ComponentType<ScreenProps>> | ComponentType<ScreenProps>> = {
  webHome: lazy(() => import('../features/home/home-page.tsx')),
  clientHome: lazy(() => import('../features/home/home-page.tsx')),
  noInternet: NoInternetPage,
  appDownload: lazy(() => import('../features/portal/app-download-page.tsx')),
  personalCenter: lazyAccountScreen('personalCenter'),
  personalEdit: lazyAccountScreen('personalEdit'),
  personalResult: lazy(() => import('../features/learner-results/results-page.tsx')),
  findPassword: lazyAccountScreen('findPassword'),
  speechTest: lazy(() => import('../features/speech/speech-test-page.tsx')),
  privacy: lazy(() => import('../features/portal/privacy-page.tsx')),
  // Learning tools: character cards (portal and Hong Kong/Macao/Taiwan areas), the hub, about.
  wordcardTool: lazy(() => import('../features/character-card/word-card-page.tsx')),
  learnTool: lazy(() => import('../features/learn-tools/learn-tools-page.tsx')),
  convertTool: lazy(() => import('../features/convert-tool/convert-tool-page.tsx')),
  copyBookTool: lazy(() => import('../features/copybook-tool/copybook-tool-page.tsx')),
  searchResult: lazy(() => import('../features/site-search/search-page.tsx')),
  about: lazy(() => import('../features/portal/about-page.tsx')),
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
  // The MHK mock exams (minority area).
  mhkExamIntro: mhkScreen('mhkExamIntro'),
  mhkExamSyllabus: mhkScreen('mhkExamSyllabus'),
  mhkExamFull: mhkScreen('mhkExamFull'),
  mhkExamSingle: mhkScreen('mhkExamSingle'),
  mhkExamHistory: mhkScreen('mhkExamHistory'),
  mhkExamFullReport: mhkScreen('mhkExamFullReport'),
  mhkExamPage: mhkScreen('mhkExamPage'),
  speechEloquenceDetail: lazy(() =>
    import('../features/speech/learn/eloquence-pages.tsx').then((m) => ({ default: m.EloquenceDetailPage })),
  ),
};

/** The client's guard (spec section 6): 'please log in first', then /client, which returns here after login. */
function ClientGuard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    showToast(t('guard.pleaseLogin'), Limits.loginToastMs);
    const home = withReturnAddress('/client', screenToReturnTo(pathname, search));
    const timer = setTimeout(() => navigate(home, { replace: true }), Limits.loginToastMs);
    return () => clearTimeout(timer);
  }, [navigate, t, pathname, search]);
  return <p className="guard-wait">{t('guard.pleaseLogin')}</p>;
}

/** One route of the table: its guard (spec section 6), then its screen or the notice. */
export function RouteScreen({ route }: { route: RouteEntry }) {
  const { t } = useTranslation();
  const token = useSession((state) => state.userInfo.token);
  const userId = useSession((state) => state.userInfo.userInfo?.id ?? '');
  const [promptClosed, setPromptClosed] = useState(false);
  const stringsReady = useInterfaceStrings(!BUNDLED_STRINGS_ONLY.has(route.screen));
  const title = t(`screens.${route.screen}` as 'screens.webHome');

  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);

  if (route.login && route.family === 'client' && !token) return <ClientGuard />;
  if (route.login && route.family === 'web' && !userId) {
    if (promptClosed) return <Navigate to="/web" replace />;
    return (
      <ScreenFrame route={route}>
        <LoginPrompt
          screenTitle={title}
          onClose={() => {
            sessionStore.set({ isClickPopLogin: false });
            setPromptClosed(true);
          }}
        />
      </ScreenFrame>
    );
  }

  const Screen = SCREENS[route.screen];
  if (!Screen) {
    return (
      <ScreenFrame route={route}>
        <UnderDevelopment route={route} />
      </ScreenFrame>
    );
  }
  if (!stringsReady) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <Screen route={route} />
    </Suspense>
  );
}
