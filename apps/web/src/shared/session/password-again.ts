import { useSyncExternalStore } from 'react';

/**
 * An administrator's session is shorter than a learner's (ours: a password within 8 hours, activity
 * within 30 minutes); when it lapses, an administrator call answers AdministratorPasswordRequired. The
 * API client then asks here: the app shows one password dialog however many calls wait, and each call
 * is sent again once the password is given (or fails with its error when the dialog is cancelled).
 */
export class PasswordAgainRequests {
  private pending: Promise<boolean> | null = null;
  private resolve: ((given: boolean) => void) | null = null;
  private readonly listeners = new Set<() => void>();

  /** Whether the dialog should be open. */
  isOpen = (): boolean => this.pending !== null;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A call needs the password again: true once it is given, false when the user cancels. */
  request(): Promise<boolean> {
    if (!this.pending) {
      this.pending = new Promise<boolean>((resolve) => {
        this.resolve = resolve;
      });
      this.notify();
    }
    return this.pending;
  }

  /** The dialog's outcome: every waiting call learns it, and the dialog closes. */
  settle(given: boolean): void {
    const resolve = this.resolve;
    this.pending = null;
    this.resolve = null;
    resolve?.(given);
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

export const passwordAgain = new PasswordAgainRequests();

/** Whether the password dialog is asked for. */
export function usePasswordAgainOpen(): boolean {
  return useSyncExternalStore(passwordAgain.subscribe, passwordAgain.isOpen, passwordAgain.isOpen);
}
