import { useLayoutEffect } from 'react';

const focusLost = () => document.activeElement === null || document.activeElement === document.body;

const canTakeFocus = (element: HTMLElement) =>
  element.isConnected && !element.matches(':disabled') && element.getClientRects().length > 0;

/** How long a disabled opener is watched for (an answer the form waits for takes no longer). */
const WATCH_MS = 30_000;

/**
 * Where the keyboard goes when the slider leaves the page with the focus in it (solved or
 * cancelled): back to the control that opened it; when that is disabled (a code being sent), to the
 * field it belongs to (the code to type); else to the control as soon as it is enabled again (a
 * login or registration the slider let through, when it fails).
 */
function returnFocus(opener: HTMLElement): void {
  if (canTakeFocus(opener)) {
    opener.focus();
    return;
  }
  const field = opener
    .closest('.field')
    ?.querySelector<HTMLElement>('input:not(:disabled), select:not(:disabled), textarea:not(:disabled)');
  if (field && canTakeFocus(field)) {
    field.focus();
    return;
  }
  if (!opener.isConnected) return;
  const observer = new MutationObserver(() => {
    if (!canTakeFocus(opener)) return;
    observer.disconnect();
    if (focusLost()) opener.focus();
  });
  observer.observe(opener, { attributes: true, attributeFilter: ['disabled'] });
  window.setTimeout(() => observer.disconnect(), WATCH_MS);
}

/**
 * Keeps the keyboard in the form around the slider: the control focused when the slider opened takes
 * the focus back (see returnFocus) once the slider is gone, unless the focus already went elsewhere.
 */
export function useFocusAfterSlider(): void {
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (!opener || opener === document.body) return;
      // After the form has drawn what the answer changed (a button disabled while sending).
      window.setTimeout(() => {
        if (focusLost()) returnFocus(opener);
      }, 0);
    };
  }, []);
}
