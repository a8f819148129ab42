import './league.css';
import { useTranslation } from 'react-i18next';
import { ListSchools } from '@hanyu/contracts/admin/content';
import { useContent } from '../../shared/api/use-content.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { SchoolCard } from '../../shared/managed-content/school-card.tsx';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Loading } from '../../shared/ui/load-states.tsx';
import { EmptyNote } from './empty-note.tsx';

/** The cooperating schools the administrators publish, one card each. */
export default function SchoolsPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const schools = useContent(ListSchools, {});
  const { state } = schools;
  return (
    <ScreenFrame route={route}>
      <div className="league">
        <p className="league__lead prose">{t('league.schools.intro')}</p>
        <section aria-labelledby="schools-title" className="league__section" data-testid="schools">
          <h2 id="schools-title">{t('league.schools.title')}</h2>
          <div aria-live="polite" aria-busy={state.status === 'loading'}>
            {state.status === 'loading' && <Loading />}
            {state.status === 'failed' && <LoadFailed problem={state.problem} onRetry={schools.reload} />}
            {state.status === 'ready' && state.data.length === 0 && (
              <EmptyNote
                testId="schools-empty"
                title={t('league.schools.emptyTitle')}
                body={t('league.schools.emptyBody')}
              />
            )}
          </div>
          {state.status === 'ready' && state.data.length > 0 && (
            <ul className="league__cards">
              {state.data.map((school) => (
                <li key={school.id}>
                  <SchoolCard school={school} level={3} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </ScreenFrame>
  );
}
