import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../shared/session/session-store.ts';
import { useInterfaceStrings } from '../shared/i18n/i18n.ts';
import { Loading } from '../shared/ui/load-states.tsx';
import NoInternetPage from '../features/portal/no-internet-page.tsx';
import { onDemand } from './on-demand.ts';
import type { RouteEntry } from '../shared/routes/route-table.ts';
import type { ScreenProps } from '../shared/screens/screen-props.ts';

const HomePage = lazy(() => import('../features/home/home-page.tsx'));

/**
 * The screens of the shell itself: the home pages, and noInternet, which is in the main bundle because
 * it must render when nothing more can be fetched. They need only the zh sections bundled with the app
 * (zh-core.ts); every other screen waits for the rest of the interface strings (i18n.ts).
 */
const SHELL_SCREENS: Partial<Record<string, ComponentType<ScreenProps>>> = {
  webHome: HomePage,
  clientHome: HomePage,
  noInternet: NoInternetPage,
};

// Chunks of their own, fetched for the first screen that needs them (the home route needs neither).
const loadAreaScreens = () => import('./area-screens.tsx');
const loadRouteGuards = () => import('./route-guards.tsx');
const AreaScreen = onDemand(loadAreaScreens, (module) => module.AreaScreen);
const ClientGuard = onDemand(loadRouteGuards, (module) => module.ClientGuard);
const WebLoginGuard = onDemand(loadRouteGuards, (module) => module.WebLoginGuard);

/** One route of the table: its guard (spec section 6), then its screen or the notice. */
export function RouteScreen({ route }: { route: RouteEntry }) {
  const { t } = useTranslation();
  const token = useSession((state) => state.userInfo.token);
  const userId = useSession((state) => state.userInfo.userInfo?.id ?? '');
  const needsLogin = route.login && !(route.family === 'client' ? token : userId);
  const ShellScreen = SHELL_SCREENS[route.screen];
  const stringsReady = useInterfaceStrings(!ShellScreen);

  // The chunk this route will need is fetched beside its strings, not after them. A failure is left to
  // the lazy component that asks for the chunk itself.
  useEffect(() => {
    if (needsLogin) void loadRouteGuards().catch(() => undefined);
    else if (!ShellScreen) void loadAreaScreens().catch(() => undefined);
  }, [needsLogin, ShellScreen]);

  useEffect(() => {
    if (!stringsReady) return;
    document.title = `${t(`screens.${route.screen}` as 'screens.webHome')} · ${t('app.name')}`;
  }, [stringsReady, route.screen, t]);

  if (!stringsReady) return <Loading />;
  let screen = ShellScreen ? <ShellScreen route={route} /> : <AreaScreen route={route} />;
  if (needsLogin) screen = route.family === 'client' ? <ClientGuard /> : <WebLoginGuard route={route} />;
  return <Suspense fallback={<Loading />}>{screen}</Suspense>;
}
