/**
 * The browser side of the stored web token (spec section 7; docs/decisions/036-stored-web-token.md).
 * The sign-in itself is an httpOnly cookie no script can read; what the page keeps is a stamp, a random
 * name for the browser's current sign-in with no power of its own, in local storage:
 *
 * - a tab that starts with no token asks the server to resume the sign-in only when a stamp says there
 *   is one (visitors make no call);
 * - a stamp that changes or disappears tells every other tab, by the storage event, that the learner
 *   signed in or out there;
 * - a tab keeps the stamp its token belongs to, and saves it beside the session state on page unload,
 *   so a tab reopened from an old sign-in (browsers restore a closed tab's session storage) drops its
 *   stale token instead of using it.
 */

/** Local storage: the stamp of the browser's current sign-in; absent when signed out. */
export const SIGN_IN_STAMP_KEY = 'hanyu:sign-in';
/** Session storage: the stamp of the sign-in the tab's saved state belongs to (read once, like the state). */
export const TAB_STAMP_KEY = 'hanyu:tab-sign-in';

export interface StartupPlan {
  /** The token restored from the last unload is still this browser's sign-in. */
  keepRestoredToken: boolean;
  /** Ask the server for a token of the browser's sign-in before the first screen. */
  resume: boolean;
}

/**
 * At start: keep a restored token only if it belongs to the browser's current sign-in (a state saved
 * before stamps existed has none on either side and is kept, as before); otherwise resume the browser's
 * sign-in if it has one.
 */
export function planStartup(input: {
  restoredToken: boolean;
  restoredStamp: string | null;
  browserStamp: string | null;
}): StartupPlan {
  const keepRestoredToken = input.restoredToken && input.restoredStamp === input.browserStamp;
  return { keepRestoredToken, resume: !keepRestoredToken && input.browserStamp !== null };
}

export type OtherTabChange = 'sign-out' | 'resume' | 'none';

/**
 * Another tab changed the browser's stamp: gone means a logout there (or an ended session), so this tab
 * signs out too; a new one means a login there, which this tab resumes (it may be another learner).
 */
export function otherTabChange(input: {
  newStamp: string | null;
  tabStamp: string | null;
  signedIn: boolean;
}): OtherTabChange {
  if (input.newStamp === null) return input.signedIn ? 'sign-out' : 'none';
  return input.newStamp === input.tabStamp ? 'none' : 'resume';
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function read(storage: () => StorageLike, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    // Storage refused (a private mode, a sandbox): then nothing follows the learner across tabs.
    return null;
  }
}

function write(storage: () => StorageLike, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // As above.
  }
}

function randomStamp(): string {
  const bytes = new Uint8Array(9);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The stamps of this tab and of the browser. Storages are reached lazily (none exist in Node tests). */
export class WebSignIn {
  private tabStamp: string | null = null;

  constructor(
    private readonly local: () => StorageLike,
    private readonly session: () => StorageLike,
    private readonly newStamp: () => string = randomStamp,
  ) {}

  browserStamp(): string | null {
    return read(this.local, SIGN_IN_STAMP_KEY);
  }

  /** The stamp this tab's token belongs to (null: no token, or one from before stamps). */
  stampOfThisTab(): string | null {
    return this.tabStamp;
  }

  /** Start-up, after the session state was restored: what to do with its token. */
  start(restoredToken: boolean): StartupPlan {
    const restoredStamp = read(this.session, TAB_STAMP_KEY);
    write(this.session, TAB_STAMP_KEY, null);
    const plan = planStartup({ restoredToken, restoredStamp, browserStamp: this.browserStamp() });
    this.tabStamp = plan.keepRestoredToken ? restoredStamp : null;
    return plan;
  }

  /** Saved beside the session state on page unload (spec section 4). */
  persist(): void {
    write(this.session, TAB_STAMP_KEY, this.tabStamp);
  }

  /** A login or registration in this tab: a new sign-in, which the other tabs resume. */
  signedIn(): void {
    this.tabStamp = this.newStamp();
    write(this.local, SIGN_IN_STAMP_KEY, this.tabStamp);
  }

  /** The server resumed the sign-in named `stamp` for this tab. */
  resumed(stamp: string | null): void {
    this.tabStamp = stamp;
  }

  /** The server has no working sign-in any more: forget the stamp, unless a newer login replaced it. */
  nothingToResume(stamp: string | null): void {
    if (stamp !== null && this.browserStamp() === stamp) write(this.local, SIGN_IN_STAMP_KEY, null);
  }

  /** Logout in this tab: the browser's sign-in ends, and the other tabs sign out. */
  signedOut(): void {
    this.tabStamp = null;
    write(this.local, SIGN_IN_STAMP_KEY, null);
  }

  /**
   * The server refused this tab's token (spec section 4): its sign-in is over, so the other tabs of
   * the same sign-in sign out too; a tab holding a stale token leaves a newer sign-in alone.
   */
  sessionEnded(): void {
    const stamp = this.tabStamp;
    this.tabStamp = null;
    this.nothingToResume(stamp);
  }

  /** A storage event from another tab: what this tab should do. */
  changedElsewhere(newStamp: string | null, signedIn: boolean): OtherTabChange {
    const change = otherTabChange({ newStamp, tabStamp: this.tabStamp, signedIn });
    if (change === 'sign-out') this.tabStamp = null;
    return change;
  }
}

export const webSignIn = new WebSignIn(
  () => localStorage,
  () => sessionStorage,
);
