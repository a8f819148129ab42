import { loadRuntimeConfig } from '../shared/config/runtime-config.ts';
import { detectLanguage, initI18n } from '../shared/i18n/i18n.ts';
import { sessionStore } from '../shared/session/session-store.ts';
import { initialSessionState } from '../shared/session/session-state.ts';
import { applyFromOverseaMarker } from './startup.ts';

function registerClientServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.location.pathname.startsWith('/dist/client')) return;
  void navigator.serviceWorker.register('/dist/sw.js', { scope: '/dist/client' }).catch(() => undefined);
}

/** Start-up of spec section 1, before the first render. */
export async function bootstrap(): Promise<void> {
  applyFromOverseaMarker(window);
  const language = detectLanguage(localStorage, navigator.language);
  sessionStore.set(initialSessionState(language));
  if (sessionStore.restoreFrom(sessionStorage)) sessionStore.set({ language });
  window.addEventListener('pagehide', () => sessionStore.persistTo(sessionStorage));
  sessionStore.set({ isNoInternet: !navigator.onLine });

  // Without the runtime config (offline before the first visit) the shell still renders; calls then fail
  // as a lost network, which every screen already handles.
  await Promise.allSettled([loadRuntimeConfig(), initI18n(language)]);
  // The start-up calls (and the contracts and signer they need) load after the first screen.
  void import('./startup-calls.ts').then(({ runStartupCalls }) => runStartupCalls());
  registerClientServiceWorker();
}
