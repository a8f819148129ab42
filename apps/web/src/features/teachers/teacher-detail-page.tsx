import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { GetTeacherProfile } from '@hanyu/contracts/admin/content';
import { useContent } from '../../shared/api/use-content.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { TeacherProfileCard } from '../../shared/managed-content/teacher-profile-card.tsx';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Loading } from '../../shared/ui/load-states.tsx';
import { teacherIdOf } from './teacher-query.ts';

/** One teacher's approved profile, whole; an unknown or withdrawn one is said to be not found. */
export default function TeacherDetailPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = teacherIdOf(search);
  const profile = useContent(GetTeacherProfile, id === null ? null : { id });
  const { state } = profile;
  const notFound = id === null || (state.status === 'failed' && state.problem.id === 'NoResource');
  return (
    <ScreenFrame route={route}>
      <div className="league">
        <p>
          <Link to={hrefFor('webChineseTeacher', route.path)}>{t('teachers.backToList')}</Link>
        </p>
        <div aria-live="polite" aria-busy={state.status === 'loading'}>
          {notFound ? (
            <div className="empty-state" data-testid="teacher-not-found">
              <p>
                <strong>{t('teachers.notFoundTitle')}</strong>
              </p>
              <p>{t('teachers.notFoundBody')}</p>
            </div>
          ) : state.status === 'failed' ? (
            <LoadFailed problem={state.problem} onRetry={profile.reload} />
          ) : state.status === 'ready' ? (
            <TeacherProfileCard profile={state.data} level={2} />
          ) : (
            <Loading />
          )}
        </div>
      </div>
    </ScreenFrame>
  );
}
