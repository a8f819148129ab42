import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { sessionStore } from '../../shared/session/session-store.ts';

/** Shown when the connection drops; retry returns to where the learner was once the network is back. */
export default function NoInternetPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [stillOffline, setStillOffline] = useState(false);
  const from = (location.state as { from?: string } | null)?.from ?? `/${route.family}`;
  const retry = () => {
    if (!navigator.onLine) {
      setStillOffline(true);
      return;
    }
    sessionStore.set({ isNoInternet: false });
    navigate(from, { replace: true });
  };
  return (
    <ScreenFrame route={route}>
      <section className="notice notice--offline" aria-labelledby="offline-title">
        <h2 id="offline-title">{t('offline.title')}</h2>
        <p>{t('offline.body')}</p>
        <p className="notice__actions">
          <button type="button" className="button button--primary" onClick={retry}>
            {t('offline.retry')}
          </button>
        </p>
        <p role="status" aria-live="polite" className="muted">
          {stillOffline ? t('offline.stillOffline') : ''}
        </p>
      </section>
    </ScreenFrame>
  );
}
