import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../shared/ui/confirm-dialog.tsx';

/** The web variant's login prompt (spec sections 2 and 6). The sign-in form arrives with the accounts issue. */
export function LoginPrompt({ screenTitle, onClose }: { screenTitle: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog open title={t('guard.loginTitle')} confirmLabel={t('guard.notNow')} onConfirm={onClose}>
      <p>{t('guard.loginBody', { screen: screenTitle })}</p>
      <p className="muted">{t('guard.loginComingSoon')}</p>
    </ConfirmDialog>
  );
}
