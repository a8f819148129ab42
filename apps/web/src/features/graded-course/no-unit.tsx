import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RouteEntry } from '../../shared/routes/route-table.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { gradedHref } from './graded-links.ts';

/** A unit's page opened without a unit (?unit=…): the way to the course to choose one. */
export function NoUnit({ route }: { route: RouteEntry }) {
  const { t } = useTranslation();
  return (
    <ScreenFrame route={route}>
      <p className="empty-state">{t('graded.noUnit')}</p>
      <Link className="button button--primary" to={gradedHref.course(route)}>
        {t('screens.learnCourse')}
      </Link>
    </ScreenFrame>
  );
}
