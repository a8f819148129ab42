import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';

/** A signed-in user without the platform administrator's role: what this place is, and the way home. */
export function NotAdminNotice({ route }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <section className="notice admin-refused" aria-labelledby="admin-refused-title" data-testid="admin-refused">
      <h2 id="admin-refused-title">{t('adminWorkspace.access.refusedTitle')}</h2>
      <p>{t('adminWorkspace.access.refusedBody')}</p>
      <p>{t('adminWorkspace.access.firstAdmin')}</p>
      <p className="notice__actions">
        <Link className="button button--primary" to={hrefFor('webHome', route.path)}>
          {t('adminWorkspace.access.goHome')}
        </Link>
      </p>
    </section>
  );
}
