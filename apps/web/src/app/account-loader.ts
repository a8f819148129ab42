import { lazy } from 'react';
import { withInterfaceStrings } from '../shared/i18n/i18n.ts';
import type { AccountScreen } from '../features/account/account-area.tsx';

/** The account area's chunk: fetched on first need (a login prompt, an account screen, a logout). */
export const loadAccountArea = withInterfaceStrings(() =>
  import('../features/account/account-area.tsx').then((module) => module.accountArea),
);

export const LazyAccountDialog = lazy(() => loadAccountArea().then((area) => ({ default: area.Dialog })));

export const LazyBindMobileDialog = lazy(() => loadAccountArea().then((area) => ({ default: area.BindMobileDialog })));

export function lazyAccountScreen(screen: AccountScreen) {
  return lazy(() => loadAccountArea().then((area) => ({ default: area.screens[screen] })));
}
