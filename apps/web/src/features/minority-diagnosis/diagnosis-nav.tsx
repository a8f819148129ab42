import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RouteEntry } from '../../shared/routes/route-table.ts';
import { DIAGNOSIS_NAV, diagnosisHref } from './diagnosis-links.ts';

/** The diagnosis screens a learner moves between, the current one left out. */
export function DiagnosisLinks({ route }: { route: RouteEntry }) {
  const { t } = useTranslation();
  return (
    <nav className="diag-links" aria-label={t('diagnosis.linksLabel')}>
      <ul>
        {DIAGNOSIS_NAV.filter((screen) => screen !== route.screen).map((screen) => (
          <li key={screen}>
            <Link to={diagnosisHref(route, screen)}>{t(`screens.${screen}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
