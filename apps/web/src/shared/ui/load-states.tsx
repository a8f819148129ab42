import { useTranslation } from 'react-i18next';

/**
 * Waiting for a page's data, or for a screen. The shell shows it before the rest of the strings load, so
 * the reason a load failed (the errors section, not bundled with the app) is LoadFailed's, in load-failed.tsx.
 */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" /> {t('common.loading')}
    </p>
  );
}
