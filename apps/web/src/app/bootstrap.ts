import { adoptAppCode } from '../shared/api/app-code.ts';
import { loadRuntimeConfig } from '../shared/config/runtime-config.ts';
import { detectLanguage, initI18n } from '../shared/i18n/i18n.ts';
import { sessionStore } from '../shared/session/session-store.ts';
import { initialSessionState, signedOutState } from '../shared/session/session-state.ts';
import { SIGN_IN_STAMP_KEY, webSignIn } from '../shared/session/web-sign-in.ts';
import { applyFromOverseaMarker } from './startup.ts';

/**
 * How long the first screen waits for the browser's stored sign-in to be resumed: long enough that a
 * signed-in learner's new tab opens signed in, short enough that a slow network still shows a screen
 * (the sign-in then arrives a moment later).
 */
const RESUME_WAIT_MS = 3_000;

function registerClientServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.location.pathname.startsWith('/dist/client')) return;
  void navigator.serviceWorker.register('/dist/sw.js', { scope: '/dist/client' }).catch(() => undefined);
}

const resume = () => import('./sign-in-sync.ts').then(({ resumeStoredSignIn }) => resumeStoredSignIn());

/** A login or logout in another tab of this browser happens here too (docs/decisions/036). */
function followOtherTabs(): void {
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== localStorage || (event.key !== SIGN_IN_STAMP_KEY && event.key !== null)) return;
    const change = webSignIn.changedElsewhere(webSignIn.browserStamp(), sessionStore.isLoggedIn());
    if (change === 'sign-out') sessionStore.set(signedOutState());
    if (change === 'resume') void resume();
  });
}

/** Start-up of spec section 1, before the first render. */
export async function bootstrap(): Promise<void> {
  applyFromOverseaMarker(window);
  adoptAppCode(window.location.search, sessionStorage);
  const language = detectLanguage(localStorage, navigator.language);
  sessionStore.set(initialSessionState(language));
  if (sessionStore.restoreFrom(sessionStorage)) sessionStore.set({ language });
  // The restored token is kept only while it is still the browser's sign-in; else the sign-in is resumed.
  const signIn = webSignIn.start(sessionStore.isLoggedIn());
  if (!signIn.keepRestoredToken && sessionStore.isLoggedIn()) sessionStore.set(signedOutState());
  window.addEventListener('pagehide', () => {
    sessionStore.persistTo(sessionStorage);
    webSignIn.persist();
  });
  followOtherTabs();
  sessionStore.set({ isNoInternet: !navigator.onLine });

  // Without the runtime config (offline before the first visit) the shell still renders; calls then fail
  // as a lost network, which every screen already handles.
  await Promise.allSettled([loadRuntimeConfig(), initI18n(language)]);
  if (signIn.resume) {
    await Promise.race([resume().catch(() => undefined), new Promise((done) => setTimeout(done, RESUME_WAIT_MS))]);
  }
  // The start-up calls (and the contracts and signer they need) load after the first screen.
  void import('./startup-calls.ts').then(({ runStartupCalls }) => runStartupCalls());
  registerClientServiceWorker();
}
