import { Limits } from '@hanyu/contracts/constants/limits';
import type { SessionStore } from '../shared/session/session-store.ts';

/** Where an invalid session sends the learner: home of the current family, asking for login (spec section 4). */
export function needLoginAddress(pathname: string, random: string): string {
  const family = pathname === '/dist/client' || pathname.startsWith('/dist/client/') ? 'client' : 'web';
  return `/dist/${family}?needLogin=1&r=${random}`;
}

export interface SessionInvalidDeps {
  store: SessionStore;
  /** The address bar's pathname, with the /dist base. */
  pathname: () => string;
  /** Client-side navigation to an address with the /dist base. */
  go: (address: string) => void;
  random?: () => string;
}

/**
 * The invalid-session answer of spec section 4: the token is cleared, the user info emptied, the learner
 * sent home with a need-login flag and a random number, and the login prompt switched off and, after
 * 800 ms, on again. Several calls failing together do this once.
 */
export function createSessionInvalidHandler({
  store,
  pathname,
  go,
  random = () => Math.random().toString(36).slice(2, 10),
}: SessionInvalidDeps): () => void {
  let pending: ReturnType<typeof setTimeout> | undefined;
  return () => {
    if (pending) return;
    store.set({ userInfo: { token: '', userInfo: null }, isNeedLogin: true, isClickPopLogin: false });
    go(needLoginAddress(pathname(), random()));
    pending = setTimeout(() => {
      pending = undefined;
      store.set({ isClickPopLogin: true });
    }, Limits.loginPromptDelayMs);
  };
}
