import { Limits } from '@hanyu/contracts/constants/limits';
import { sessionStore, type SessionStore } from '../session/session-store.ts';

/**
 * The global loading indicator's state (spec section 2): shown for a call in progress and dismissed
 * after at most 10 s even if nobody hides it, so a lost answer never locks the screen.
 */
export class LoadingControl {
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly store: SessionStore) {}

  show(content = ''): void {
    clearTimeout(this.timer);
    this.store.set({ loading: { show: true, content } });
    this.timer = setTimeout(() => this.hide(), Limits.loadingOverlayMs);
  }

  hide(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.store.set({ loading: { show: false, content: '' } });
  }
}

export const loading = new LoadingControl(sessionStore);
