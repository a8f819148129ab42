import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { familyOf } from '../shared/navigation/navigation.ts';
import { sessionStore } from '../shared/session/session-store.ts';
import { LoadingOverlay } from '../shared/ui/loading-overlay.tsx';
import { Toast } from '../shared/ui/toast.tsx';
import { ScreenNotice } from '../shared/layout/screen-frame.tsx';
import { Footer, Header } from './layout/header.tsx';
import { MobileBindingNotice } from './layout/mobile-binding-notice.tsx';
import { PasswordAgainHost } from './layout/password-again-host.tsx';
import { LoginPromptHost } from './login-prompt.tsx';

const NO_INTERNET_PATH = '/portal/noInternet';

/** The root view: header, the router outlet, footer, the global loading indicator and messages. */
export function Root() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const family = familyOf(pathname);

  // Online and offline events toggle the no-internet flag and lead to the noInternet screen; so does
  // opening the app (the installed client) with no connection, whichever comes first.
  useEffect(() => {
    const offline = () => {
      sessionStore.set({ isNoInternet: true });
      const from = `${window.location.pathname.replace(/^\/dist/, '')}${window.location.search}`;
      if (from.endsWith(NO_INTERNET_PATH)) return;
      navigate(`/${familyOf(from)}${NO_INTERNET_PATH}`, { state: { from } });
    };
    const online = () => sessionStore.set({ isNoInternet: false });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    if (!navigator.onLine) offline();
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [navigate]);

  useEffect(() => {
    sessionStore.set((state) => ({ transfer: { former: state.transfer.present, present: `${pathname}${search}` } }));
    window.scrollTo?.(0, 0);
  }, [pathname, search]);

  return (
    <div className={`app app--${family}`}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <Header />
      <ScreenNotice value={MobileBindingNotice}>
        <Outlet />
      </ScreenNotice>
      {family === 'web' && <Footer />}
      <LoginPromptHost />
      <PasswordAgainHost />
      <LoadingOverlay />
      <Toast />
    </div>
  );
}
