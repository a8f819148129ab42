import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** How to install the desktop client: the /client family as an installed application. */
export default function AppDownloadPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [installEvent, setInstallEvent] = useState<InstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(false);
  useEffect(() => {
    const capture = (event: Event) => {
      event.preventDefault();
      setInstallEvent(event as InstallPromptEvent);
    };
    const done = () => setInstalled(true);
    window.addEventListener('beforeinstallprompt', capture);
    window.addEventListener('appinstalled', done);
    return () => {
      window.removeEventListener('beforeinstallprompt', capture);
      window.removeEventListener('appinstalled', done);
    };
  }, []);
  return (
    <ScreenFrame route={route}>
      <section className="prose" aria-labelledby="install-title">
        <h2 id="install-title">{t('appDownload.title')}</h2>
        <p>{t('appDownload.body')}</p>
        <ul>
          <li>{t('appDownload.offline')}</li>
          <li>{t('appDownload.recording')}</li>
          <li>{t('appDownload.window')}</li>
        </ul>
        {installed ? (
          <p role="status">{t('appDownload.installed')}</p>
        ) : installEvent ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              void installEvent.prompt();
              void installEvent.userChoice.then(({ outcome }) => setInstalled(outcome === 'accepted'));
            }}
          >
            {t('home.installClient')}
          </button>
        ) : (
          <>
            <p>{t('appDownload.manual')}</p>
            <a className="button button--primary" href="/dist/client">
              {t('appDownload.openClient')}
            </a>
          </>
        )}
        <p className="muted">
          <Link to={route.family === 'client' ? '/client' : '/web'}>{t('devNotice.backHome')}</Link>
        </p>
      </section>
    </ScreenFrame>
  );
}
