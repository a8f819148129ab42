import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@hanyu/contracts/usercenter/account';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { showToast } from '../../shared/ui/toast.tsx';
import { BindMobileForm } from './bind-mobile-section.tsx';
import { refreshUserInfo } from './session-actions.ts';

const BOUND_TOAST_MS = 3_000;

export interface BindMobileDialogProps {
  onBound: () => void;
  onClose: () => void;
}

/**
 * Binding the mainland mobile from the step that needed it (spec section 6): the reason, the number and
 * its code. The session's user info gets the number; the owner does the waiting step again.
 */
export function BindMobileDialog({ onBound, onClose }: BindMobileDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const whyId = useId();
  const bound = (profile: Profile) => {
    refreshUserInfo(profile);
    showToast(t('mobileBinding.bound'), BOUND_TOAST_MS);
    onBound();
  };
  return (
    <ModalDialog open labelledBy={titleId} describedBy={whyId} onCancel={onClose} className="account-dialog">
      <div className="account-dialog__head">
        <h2 id={titleId} className="confirm-dialog__title">
          {t('mobileBinding.title')}
        </h2>
        <button type="button" className="account-dialog__close" onClick={onClose} aria-label={t('common.close')}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p id={whyId} className="account-dialog__intro">
        {t('mobileBinding.why')}
      </p>
      <BindMobileForm onBound={bound} />
    </ModalDialog>
  );
}
