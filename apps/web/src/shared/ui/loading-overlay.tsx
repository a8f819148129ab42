import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-store.ts';

/** The global loading indicator of the root view (its 10 s limit is kept by LoadingControl). */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const loading = useSession((state) => state.loading);
  if (!loading.show) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <div className="loading-overlay__box">
        <span className="spinner" aria-hidden="true" />
        <span>{loading.content || t('app.loading')}</span>
      </div>
    </div>
  );
}
