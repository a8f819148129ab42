import { StoredKey } from '@hanyu/contracts/constants/limits';
import { CheckOverseaIp } from '@hanyu/contracts/portal/check-oversea-ip';
import { GetCaptchaIdV4 } from '@hanyu/contracts/usercenter/captcha';
import { callApi, setSessionInvalidHandler } from '../shared/api/api-client.ts';
import { runtimeConfig } from '../shared/config/runtime-config.ts';
import { sessionStore } from '../shared/session/session-store.ts';
import { webSignIn } from '../shared/session/web-sign-in.ts';
import { createSessionInvalidHandler } from './session-invalid.ts';
import { shouldGoOverseas } from './startup.ts';

const OVERSEAS_REDIRECT_FLAG = 'hanyu:overseas-redirected';

/** On an invalid-session answer: home, asking for login (spec section 4). */
const handleSessionInvalid = createSessionInvalidHandler({
  store: sessionStore,
  pathname: () => window.location.pathname,
  search: () => window.location.search,
  forgetStoredSignIn: () => webSignIn.sessionEnded(),
  go: (address) => {
    window.history.pushState(null, '', address);
    window.dispatchEvent(new PopStateEvent('popstate'));
  },
});

async function checkOverseas(): Promise<void> {
  let overseas = false;
  try {
    overseas = await callApi(CheckOverseaIp, {});
  } catch {
    // A failed check counts as not overseas (spec section 1).
  }
  const go = shouldGoOverseas({
    overseas,
    cameFromOverseasRedirect: sessionStorage.getItem(OVERSEAS_REDIRECT_FLAG) === '1',
    storedArea: localStorage.getItem(StoredKey.UserArea),
    alreadyOnOverseasSite: window.location.pathname.includes('/oversea/'),
  });
  if (go) {
    sessionStorage.setItem(OVERSEAS_REDIRECT_FLAG, '1');
    window.location.replace(runtimeConfig().overseasSiteUrl);
  }
}

async function fetchCaptchaId(): Promise<void> {
  try {
    const { captchaId } = await callApi(GetCaptchaIdV4, {});
    sessionStore.set({ captchaId });
  } catch {
    // Ignored at start-up (spec section 1): the captcha is fetched again when a form needs it.
  }
}

/** The calls of start-up (spec section 1): the overseas check and the captcha id. */
export async function runStartupCalls(): Promise<void> {
  setSessionInvalidHandler(handleSessionInvalid);
  await Promise.all([checkOverseas(), fetchCaptchaId()]);
}
