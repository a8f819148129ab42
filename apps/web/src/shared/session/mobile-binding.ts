import { useSyncExternalStore } from 'react';

/**
 * The mainland mobile a China-site account must bind to continue (spec section 6), asked for at the step
 * that needs it: when a learning call answers MobileBindRequired, on that screen, with the reason, once
 * per account in this browser (a learner who says "later" is not asked again after every login; the
 * personal centre still offers the binding).
 */

/** Local storage, one key per account: it has been asked here. */
export const ASKED_KEY_PREFIX = 'hanyu:mobile-binding-asked:';

export interface MobileBindingAsk {
  userId: string;
  /** The screen (router path) whose step needed the binding: the question shows there. */
  screen: string;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** Holds the open question and the steps to do again once the number is bound. */
export class MobileBindingAsks {
  private ask: MobileBindingAsk | null = null;
  private retries: (() => void)[] = [];
  private readonly listeners = new Set<() => void>();

  constructor(private readonly storage: () => StorageLike) {}

  current = (): MobileBindingAsk | null => this.ask;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private asked(userId: string): boolean {
    try {
      return this.storage().getItem(`${ASKED_KEY_PREFIX}${userId}`) !== null;
    } catch {
      return false;
    }
  }

  private remember(userId: string): void {
    try {
      this.storage().setItem(`${ASKED_KEY_PREFIX}${userId}`, new Date().toISOString());
    } catch {
      // Without storage the question may come again on a later visit: better than never asking.
    }
  }

  /**
   * A step of `userId` on `screen` needed the binding; `retry` does it again once bound. Answers whether
   * the question opened now (not when it is already open, or was asked before).
   */
  needed(userId: string, screen: string, retry: () => void): boolean {
    if (this.ask?.userId === userId) {
      this.retries.push(retry);
      return false;
    }
    if (this.asked(userId)) return false;
    this.remember(userId);
    this.ask = { userId, screen };
    this.retries = [retry];
    this.notify();
    return true;
  }

  /** Bound: the steps that waited are done again. Not now: the question closes and is not asked again. */
  answered(bound: boolean): void {
    const retries = bound ? this.retries : [];
    this.ask = null;
    this.retries = [];
    this.notify();
    for (const retry of retries) retry();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

export const mobileBindingAsks = new MobileBindingAsks(() => localStorage);

export function useMobileBindingAsk(): MobileBindingAsk | null {
  return useSyncExternalStore(mobileBindingAsks.subscribe, mobileBindingAsks.current);
}
