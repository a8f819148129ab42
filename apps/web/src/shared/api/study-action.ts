import { useEffect } from 'react';
import type { ModelCode } from '@hanyu/contracts/constants/model-code';
import { AddUserStudyAction } from '@hanyu/contracts/usercenter/account';
import { callApi } from './api-client.ts';
import { useSession } from '../session/session-store.ts';

/**
 * Records a visit to a learning page (spec section 7, /usercenter/addUserStudyAction) once per
 * page and learner. Visitors are not recorded; a failed call is not the learner's problem.
 */
export function useStudyAction(modelCode: ModelCode, enabled = true): void {
  const userId = useSession((state) => state.userInfo.userInfo?.id ?? '');
  useEffect(() => {
    if (!userId || !enabled) return;
    callApi(AddUserStudyAction, { modelCode }, { quietSessionInvalid: true }).catch(() => undefined);
  }, [modelCode, userId, enabled]);
}
