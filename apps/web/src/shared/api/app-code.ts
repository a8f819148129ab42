import { AppCode, isAppCode, tokenForApp } from '@hanyu/contracts/protocol/app-code';

/** Where the app code chosen by the address is kept for the rest of the tab's session. */
export const APP_CODE_KEY = 'appCode';
/** The address parameter an overseas app opens the site with (`?appCode=overseaStudent`). */
export const APP_CODE_PARAM = 'appCode';

let current: AppCode = AppCode.Website;

/**
 * Start-up: the app code from the address when it names one of ours (kept in the tab's session storage,
 * so the next page of the same visit keeps it), else the one kept earlier in this tab, else website.
 * An unknown code in the address is ignored.
 */
export function adoptAppCode(search: string, storage: Pick<Storage, 'getItem' | 'setItem'>): AppCode {
  const fromAddress = new URLSearchParams(search).get(APP_CODE_PARAM);
  if (isAppCode(fromAddress)) {
    storage.setItem(APP_CODE_KEY, fromAddress);
    current = fromAddress;
    return current;
  }
  const kept = storage.getItem(APP_CODE_KEY);
  current = isAppCode(kept) ? kept : AppCode.Website;
  return current;
}

export function currentAppCode(): AppCode {
  return current;
}

/** The common fields every payload carries (spec section 7), the token blank for the overseas apps. */
export function commonFields(sessionToken: string | undefined): {
  token?: string;
  appCode: AppCode;
  clientType: 'web';
} {
  const token = tokenForApp(current, sessionToken);
  return { ...(token === undefined ? {} : { token }), appCode: current, clientType: 'web' };
}
