import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** After this long a wait is slow enough to say why it takes so long. */
export const SLOW_LOAD_MS = 3_000;

/**
 * Waiting for a page's data, or for a screen. The shell shows it before the rest of the strings load, so
 * the reason a load failed (the errors section, not bundled with the app) is LoadFailed's, in load-failed.tsx.
 * `slowHint` says, once the wait has lasted SLOW_LOAD_MS, what the server is doing meanwhile (a paper's first
 * visit makes its listening recordings); the status region announces it.
 */
export function Loading({ slowHint }: { slowHint?: string } = {}) {
  const { t } = useTranslation();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!slowHint) return undefined;
    const timer = window.setTimeout(() => setSlow(true), SLOW_LOAD_MS);
    return () => window.clearTimeout(timer);
  }, [slowHint]);
  return (
    <div className="page-loading" role="status">
      <p className="page-loading__line">
        <span className="spinner" aria-hidden="true" /> {t('common.loading')}
      </p>
      {slow && slowHint && <p className="page-loading__hint">{slowHint}</p>}
    </div>
  );
}
