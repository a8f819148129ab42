import type { ComponentType } from 'react';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { AccountDialog } from './account-dialog.tsx';
import { BindMobileDialog } from './bind-mobile-dialog.tsx';
import FindPasswordPage from './find-password-page.tsx';
import PersonalCenterPage from './personal-center-page.tsx';
import PersonalEditPage from './personal-edit-page.tsx';
import { logout } from './session-actions.ts';

/**
 * The account area as the app loads it: one lazy chunk with the login prompt, find password and the
 * personal screens (keyed by the route table's screen names), so the home route's first load stays small.
 */
export const accountArea = {
  screens: {
    personalCenter: PersonalCenterPage,
    personalEdit: PersonalEditPage,
    findPassword: FindPasswordPage,
  } satisfies Record<string, ComponentType<ScreenProps>>,
  Dialog: AccountDialog,
  BindMobileDialog,
  logout,
};

export type AccountScreen = keyof typeof accountArea.screens;
