import { describe, expect, it } from 'vitest';
import { otherTabChange, planStartup, SIGN_IN_STAMP_KEY, TAB_STAMP_KEY, WebSignIn } from './web-sign-in.ts';

/** One browser's local storage shared by its tabs; each tab has its own session storage. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

function browser() {
  const local = new MemoryStorage();
  let counter = 0;
  const tab = (session = new MemoryStorage()) => ({
    session,
    signIn: new WebSignIn(
      () => local,
      () => session,
      () => `stamp-${(counter += 1)}`,
    ),
  });
  return { local, tab };
}

describe('the stored web sign-in in the browser', () => {
  it('plans the start: keep a token of the current sign-in, else resume the sign-in if there is one', () => {
    expect(planStartup({ restoredToken: true, restoredStamp: 'a', browserStamp: 'a' })).toEqual({
      keepRestoredToken: true,
      resume: false,
    });
    // Signed out (or in again) elsewhere since this tab's state was saved.
    expect(planStartup({ restoredToken: true, restoredStamp: 'a', browserStamp: null })).toEqual({
      keepRestoredToken: false,
      resume: false,
    });
    expect(planStartup({ restoredToken: true, restoredStamp: 'a', browserStamp: 'b' })).toEqual({
      keepRestoredToken: false,
      resume: true,
    });
    // A new tab or a reopened address of a signed-in browser; a visitor makes no call.
    expect(planStartup({ restoredToken: false, restoredStamp: null, browserStamp: 'b' })).toEqual({
      keepRestoredToken: false,
      resume: true,
    });
    expect(planStartup({ restoredToken: false, restoredStamp: null, browserStamp: null })).toEqual({
      keepRestoredToken: false,
      resume: false,
    });
    // A state saved before stamps existed is kept as it was.
    expect(planStartup({ restoredToken: true, restoredStamp: null, browserStamp: null }).keepRestoredToken).toBe(true);
  });

  it('follows another tab: its logout signs this one out, its login is resumed here', () => {
    expect(otherTabChange({ newStamp: null, tabStamp: 'a', signedIn: true })).toBe('sign-out');
    expect(otherTabChange({ newStamp: null, tabStamp: null, signedIn: false })).toBe('none');
    expect(otherTabChange({ newStamp: 'b', tabStamp: null, signedIn: false })).toBe('resume');
    expect(otherTabChange({ newStamp: 'b', tabStamp: 'a', signedIn: true })).toBe('resume');
    expect(otherTabChange({ newStamp: 'a', tabStamp: 'a', signedIn: true })).toBe('none');
  });

  it('a login names the sign-in for every tab; a second tab resumes it and keeps it over a reload', () => {
    const { local, tab } = browser();
    const first = tab();
    first.signIn.start(false);
    first.signIn.signedIn();
    expect(local.getItem(SIGN_IN_STAMP_KEY)).toBe('stamp-1');

    const second = tab();
    expect(second.signIn.start(false)).toEqual({ keepRestoredToken: false, resume: true });
    second.signIn.resumed(second.signIn.browserStamp());
    second.signIn.persist();
    expect(second.session.getItem(TAB_STAMP_KEY)).toBe('stamp-1');

    const reloaded = tab(second.session);
    expect(reloaded.signIn.start(true)).toEqual({ keepRestoredToken: true, resume: false });
    expect(reloaded.signIn.stampOfThisTab()).toBe('stamp-1');
    // Read once, like the saved state.
    expect(second.session.getItem(TAB_STAMP_KEY)).toBeNull();
  });

  it('a logout forgets the sign-in; a tab reopened from before it drops its stale token', () => {
    const { local, tab } = browser();
    const first = tab();
    first.signIn.start(false);
    first.signIn.signedIn();
    first.signIn.persist();
    const closedTab = first.session;

    const other = tab();
    other.signIn.start(false);
    other.signIn.resumed('stamp-1');
    other.signIn.signedOut();
    expect(local.getItem(SIGN_IN_STAMP_KEY)).toBeNull();
    expect(first.signIn.changedElsewhere(null, true)).toBe('sign-out');
    expect(first.signIn.stampOfThisTab()).toBeNull();

    // Logged in again as someone, then the old tab comes back with its saved state.
    other.signIn.signedIn();
    const reopened = tab(closedTab);
    expect(reopened.signIn.start(true)).toEqual({ keepRestoredToken: false, resume: true });
  });

  it('an ended session signs out the tabs of its sign-in, but a stale tab leaves a newer sign-in alone', () => {
    const { local, tab } = browser();
    const stale = tab();
    stale.signIn.start(false);
    stale.signIn.signedIn();
    const current = tab();
    current.signIn.start(false);
    current.signIn.signedIn();
    stale.signIn.sessionEnded();
    expect(local.getItem(SIGN_IN_STAMP_KEY)).toBe('stamp-2');
    current.signIn.sessionEnded();
    expect(local.getItem(SIGN_IN_STAMP_KEY)).toBeNull();
  });

  it('forgets a sign-in the server no longer has, unless a newer login replaced it meanwhile', () => {
    const { local, tab } = browser();
    const first = tab();
    first.signIn.start(false);
    first.signIn.signedIn();
    first.signIn.nothingToResume('stamp-0');
    expect(local.getItem(SIGN_IN_STAMP_KEY)).toBe('stamp-1');
    first.signIn.nothingToResume('stamp-1');
    expect(local.getItem(SIGN_IN_STAMP_KEY)).toBeNull();
  });

  it('works on as a single tab when storage is refused', () => {
    const refused = () => {
      throw new Error('SecurityError');
    };
    const signIn = new WebSignIn(refused, refused);
    expect(signIn.start(true)).toEqual({ keepRestoredToken: true, resume: false });
    signIn.signedIn();
    signIn.persist();
    signIn.signedOut();
    expect(signIn.browserStamp()).toBeNull();
  });
});
