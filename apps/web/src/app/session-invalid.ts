import { Limits } from '@hanyu/contracts/constants/limits';
import { screenToReturnTo, withReturnAddress } from '../shared/navigation/return-address.ts';
import type { SessionStore } from '../shared/session/session-store.ts';

/**
 * Where an invalid session sends the learner: home of the current family, asking for login (spec
 * section 4). The address also names the screen they were on, so the login takes them back there.
 */
export function needLoginAddress(pathname: string, random: string, search = ''): string {
  const family = pathname === '/dist/client' || pathname.startsWith('/dist/client/') ? 'client' : 'web';
  const back = screenToReturnTo(pathname, search);
  return withReturnAddress(`/dist/${family}?needLogin=1&r=${random}`, back?.startsWith(`/${family}`) ? back : null);
}

export interface SessionInvalidDeps {
  store: SessionStore;
  /** The address bar's pathname, with the /dist base. */
  pathname: () => string;
  /** The address bar's query (`?…`), kept in the return address. */
  search?: () => string;
  /** The browser's stored sign-in is over too: the other tabs of it sign out. */
  forgetStoredSignIn?: () => void;
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
  search = () => '',
  forgetStoredSignIn = () => undefined,
  random = () => Math.random().toString(36).slice(2, 10),
}: SessionInvalidDeps): () => void {
  let pending: ReturnType<typeof setTimeout> | undefined;
  return () => {
    if (pending) return;
    store.set({ userInfo: { token: '', userInfo: null }, isNeedLogin: true, isClickPopLogin: false });
    forgetStoredSignIn();
    go(needLoginAddress(pathname(), random(), search()));
    pending = setTimeout(() => {
      pending = undefined;
      store.set({ isClickPopLogin: true });
    }, Limits.loginPromptDelayMs);
  };
}
