import { useEffect } from 'react';
import type { ModelCode } from '@hanyu/contracts/constants/model-code';
import { AddUserStudyAction } from '@hanyu/contracts/usercenter/account';
import { ApiError, callApi } from './api-client.ts';
import { mobileBindingAsks } from '../session/mobile-binding.ts';
import { useSession } from '../session/session-store.ts';

/**
 * Records a visit to a learning page (spec section 7, /usercenter/addUserStudyAction) once per
 * page and learner. Visitors are not recorded; a failed call is not the learner's problem, except the
 * one failure the learner can fix: a China-site account without a mainland mobile (spec section 6) is
 * asked, once, to bind one, and the visit is recorded when it is bound.
 */
export function useStudyAction(modelCode: ModelCode, enabled = true): void {
  const userId = useSession((state) => state.userInfo.userInfo?.id ?? '');
  useEffect(() => {
    if (!userId || !enabled) return;
    const screen = window.location.pathname.replace(/^\/dist/, '');
    const record = (askIfNeeded: boolean) =>
      callApi(AddUserStudyAction, { modelCode }, { quietSessionInvalid: true }).catch((error: unknown) => {
        if (askIfNeeded && error instanceof ApiError && error.id === 'MobileBindRequired') {
          mobileBindingAsks.needed(userId, screen, () => void record(false));
        }
      });
    void record(true);
  }, [modelCode, userId, enabled]);
}
