import { Suspense, useEffect, useSyncExternalStore } from 'react';
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

/** Called by a route guard showing its own login prompt (route-guards.tsx): the global one waits meanwhile. */
export function useGuardPrompt(): void {
  useEffect(() => {
    setGuardPrompts(1);
    return () => setGuardPrompts(-1);
  }, []);
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
