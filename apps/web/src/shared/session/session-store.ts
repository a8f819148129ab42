import { useSyncExternalStore } from 'react';
import { initialSessionState, type SessionState } from './session-state.ts';

/** Where the whole state waits between a page unload and the next load (spec section 4). */
export const SESSION_STORAGE_KEY = 'hanyu:session-state';

type Listener = () => void;

export class SessionStore {
  private state: SessionState;
  private readonly listeners = new Set<Listener>();

  constructor(state: SessionState = initialSessionState()) {
    this.state = state;
  }

  get = (): SessionState => this.state;

  set(update: Partial<SessionState> | ((state: SessionState) => Partial<SessionState>)): void {
    const patch = typeof update === 'function' ? update(this.state) : update;
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Saves the whole state on page unload. */
  persistTo(storage: Storage): void {
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(this.state));
  }

  /** Restores a state saved at the last unload, then clears it, so it is read once. */
  restoreFrom(storage: Storage): boolean {
    const saved = storage.getItem(SESSION_STORAGE_KEY);
    storage.removeItem(SESSION_STORAGE_KEY);
    if (!saved) return false;
    try {
      const parsed = JSON.parse(saved) as Partial<SessionState>;
      this.state = { ...this.state, ...parsed, loading: { show: false, content: '' } };
      return true;
    } catch {
      return false;
    }
  }

  /** Logged in means a token in session state (spec section 4). */
  isLoggedIn(): boolean {
    return this.state.userInfo.token !== '';
  }
}

export const sessionStore = new SessionStore();

export function useSession<T>(select: (state: SessionState) => T): T {
  return useSyncExternalStore(sessionStore.subscribe, () => select(sessionStore.get()));
}
