import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Limits } from '@hanyu/contracts/constants/limits';
import { sessionStore, useSession } from '../session/session-store.ts';

/** The global loading indicator of the root view; it dismisses itself after 10 s (spec section 2). */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const loading = useSession((state) => state.loading);
  useEffect(() => {
    if (!loading.show) return;
    const timer = setTimeout(
      () => sessionStore.set({ loading: { show: false, content: '' } }),
      Limits.loadingOverlayMs,
    );
    return () => clearTimeout(timer);
  }, [loading]);
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

export function showLoading(content = ''): void {
  sessionStore.set({ loading: { show: true, content } });
}

export function hideLoading(): void {
  sessionStore.set({ loading: { show: false, content: '' } });
}
