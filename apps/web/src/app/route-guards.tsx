import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Limits } from '@hanyu/contracts/constants/limits';
import { screenToReturnTo, withReturnAddress } from '../shared/navigation/return-address.ts';
import { sessionStore } from '../shared/session/session-store.ts';
import { showToast } from '../shared/ui/toast.tsx';
import { ScreenFrame } from '../shared/layout/screen-frame.tsx';
import { LazyAccountDialog } from './account-loader.ts';
import { useGuardPrompt } from './login-prompt.tsx';
import type { RouteEntry } from '../shared/routes/route-table.ts';

// The guards of spec section 6 for a login-only screen and a visitor without a session: a chunk of
// its own, which route-screen.tsx fetches when a guard is needed (the home routes never need one).

/** The client's guard: 'please log in first', then /client, which returns here after login. */
export function ClientGuard() {
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

/** The web variant's guard: the screen's frame with the login prompt; closing it leads home. */
export function WebLoginGuard({ route }: { route: RouteEntry }) {
  const { t } = useTranslation();
  const [promptClosed, setPromptClosed] = useState(false);
  useGuardPrompt();
  if (promptClosed) return <Navigate to="/web" replace />;
  return (
    <ScreenFrame route={route}>
      <Suspense fallback={null}>
        <LazyAccountDialog
          title={t('guard.loginTitle')}
          intro={t('guard.loginBody', { screen: t(`screens.${route.screen}` as 'screens.webHome') })}
          dismissLabel={t('guard.notNow')}
          onClose={() => {
            sessionStore.set({ isClickPopLogin: false });
            setPromptClosed(true);
          }}
        />
      </Suspense>
    </ScreenFrame>
  );
}
