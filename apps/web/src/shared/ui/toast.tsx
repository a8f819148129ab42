import { useSyncExternalStore } from 'react';

let message = '';
const listeners = new Set<() => void>();

/** A short message in the corner, announced to screen readers. */
export function showToast(text: string, durationMs: number): void {
  message = text;
  listeners.forEach((listener) => listener());
  setTimeout(() => {
    if (message === text) {
      message = '';
      listeners.forEach((listener) => listener());
    }
  }, durationMs);
}

export function Toast() {
  const text = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => message,
  );
  return (
    <div className="toast-region" role="status" aria-live="assertive">
      {text && <div className="toast">{text}</div>}
    </div>
  );
}
