import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListTeacherProfiles } from '@hanyu/contracts/admin/content';
import { useContent } from '../../shared/api/use-content.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { TeacherProfileCard } from '../../shared/managed-content/teacher-profile-card.tsx';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Loading } from '../../shared/ui/load-states.tsx';
import { TEACHER_ID_PARAM } from './teacher-query.ts';

/** Chinese teachers: the profiles an administrator approved, each leading to the whole profile. */
export default function TeachersPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const teachers = useContent(ListTeacherProfiles, {});
  const { state } = teachers;
  return (
    <ScreenFrame route={route}>
      <div className="league">
        <p className="league__lead prose">{t('teachers.intro')}</p>
        <div aria-live="polite" aria-busy={state.status === 'loading'}>
          {state.status === 'loading' && <Loading />}
          {state.status === 'failed' && <LoadFailed problem={state.problem} onRetry={teachers.reload} />}
          {state.status === 'ready' && state.data.total === 0 && (
            <div className="empty-state" data-testid="teachers-empty">
              <p>
                <strong>{t('teachers.emptyTitle')}</strong>
              </p>
              <p>{t('teachers.emptyBody')}</p>
            </div>
          )}
        </div>
        {state.status === 'ready' && state.data.list.length > 0 && (
          <ul className="league__cards" data-testid="teachers">
            {state.data.list.map((profile) => (
              <li key={profile.id}>
                <TeacherProfileCard profile={profile} level={2} brief />
                <p>
                  <Link
                    to={hrefFor('webChineseTeacherDetail', route.path, { query: { [TEACHER_ID_PARAM]: profile.id } })}
                    aria-label={t('teachers.openNamed', { name: profile.name })}
                  >
                    {t('teachers.open')}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </ScreenFrame>
  );
}
