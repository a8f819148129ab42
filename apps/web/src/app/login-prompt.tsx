import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionStore, useSession } from '../shared/session/session-store.ts';
import { LazyAccountDialog } from './account-loader.ts';

// Route guards showing their own prompt; while one does, the global prompt stays closed (one dialog at a time).
let guardPrompts = 0;
const guardListeners = new Set<() => void>();
function setGuardPrompts(change: number): void {
  guardPrompts += change;
  guardListeners.forEach((listener) => listener());
}
function useGuardPromptOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      guardListeners.add(listener);
      return () => guardListeners.delete(listener);
    },
    () => guardPrompts > 0,
  );
}

/** The web variant's login prompt for a login-only screen (spec sections 2 and 6). */
export function LoginPrompt({ screenTitle, onClose }: { screenTitle: string; onClose: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    setGuardPrompts(1);
    return () => setGuardPrompts(-1);
  }, []);
  return (
    <Suspense fallback={null}>
      <LazyAccountDialog
        title={t('guard.loginTitle')}
        intro={t('guard.loginBody', { screen: screenTitle })}
        dismissLabel={t('guard.notNow')}
        onClose={onClose}
      />
    </Suspense>
  );
}

/**
 * The login prompt opened from anywhere: the header's button, an invalid session (spec section 4), any
 * screen that sets isClickPopLogin.
 */
export function LoginPromptHost() {
  const open = useSession((state) => state.isClickPopLogin);
  const loggedIn = useSession((state) => state.userInfo.token !== '');
  const guardOpen = useGuardPromptOpen();
  if (!open || loggedIn || guardOpen) return null;
  return (
    <Suspense fallback={null}>
      <LazyAccountDialog onClose={() => sessionStore.set({ isClickPopLogin: false, isNeedLogin: false })} />
    </Suspense>
  );
}
