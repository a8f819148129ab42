import { ResumeSignIn } from '@hanyu/contracts/usercenter/account';
import { callApi } from '../shared/api/api-client.ts';
import { signedInState } from '../shared/session/session-state.ts';
import { sessionStore } from '../shared/session/session-store.ts';
import { webSignIn } from '../shared/session/web-sign-in.ts';

/**
 * A tab without a token in a browser that keeps a sign-in (spec section 7's stored web token): the
 * server turns the browser's httpOnly cookie into a token for this tab. Offline or failing, the tab
 * stays a visitor and the next start asks again; no sign-in left, and the stamp is forgotten.
 */
export async function resumeStoredSignIn(): Promise<void> {
  const stamp = webSignIn.browserStamp();
  let resumed;
  try {
    resumed = await callApi(ResumeSignIn, {}, { quietSessionInvalid: true });
  } catch {
    return;
  }
  if (!resumed) {
    webSignIn.nothingToResume(stamp);
    return;
  }
  // A login in this tab while the call ran wins over the sign-in it resumed.
  if (webSignIn.browserStamp() !== stamp) return;
  webSignIn.resumed(stamp);
  sessionStore.set(signedInState(resumed));
}
