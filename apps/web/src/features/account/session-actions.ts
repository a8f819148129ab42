import { Logout, type LoginResult, type Profile } from '@hanyu/contracts/usercenter/account';
import { callApi } from '../../shared/api/api-client.ts';
import { signedInState, signedOutState, type UserInfo } from '../../shared/session/session-state.ts';
import { sessionStore } from '../../shared/session/session-store.ts';
import { webSignIn } from '../../shared/session/web-sign-in.ts';

/**
 * A login or registration answer: the token and user info go into session state, the prompt closes, and
 * the browser's new sign-in is named for the other tabs, which resume it.
 */
export function signIn(result: LoginResult): void {
  sessionStore.set(signedInState(result));
  webSignIn.signedIn();
}

/** The session's user info after the profile changed (nickname, photo, country, …). */
export function refreshUserInfo(profile: Profile): void {
  const userInfo: UserInfo = {
    id: profile.id,
    userId: profile.userId,
    mobile: profile.mobile,
    email: profile.email,
    userName: profile.userName,
    userPhoto: profile.userPhoto,
    nickName: profile.nickName,
    education: profile.education,
    language: profile.language,
    country: profile.country,
    tel: profile.tel,
  };
  sessionStore.set((state) => (state.userInfo.token ? { userInfo: { token: state.userInfo.token, userInfo } } : {}));
}

/** Ends the session on the server (with every tab of the browser's sign-in), then here and in the other tabs. */
export async function logout(): Promise<void> {
  try {
    await callApi(Logout, {}, { quietSessionInvalid: true });
  } catch {
    // Already expired or unreachable: the session still ends on this side.
  }
  sessionStore.set(signedOutState());
  webSignIn.signedOut();
}
