import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RouteEntry } from '../../shared/routes/route-table.ts';
import { mhkHref } from './mhk-links.ts';

/** The MHK screens a learner moves between, the current one left out. */
const SCREENS = ['mhkExamIntro', 'mhkExamSyllabus', 'mhkExamFull', 'mhkExamSingle', 'mhkExamHistory'] as const;

export function MhkLinks({ route }: { route: RouteEntry }) {
  const { t } = useTranslation();
  return (
    <nav className="mhk-links" aria-label={t('mhkExam.intro.linksLabel')}>
      <ul>
        {SCREENS.filter((screen) => screen !== route.screen).map((screen) => (
          <li key={screen}>
            <Link to={mhkHref(route, screen)}>{t(`screens.${screen}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
