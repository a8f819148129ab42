import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Loading } from '../../shared/ui/load-states.tsx';
import type { TeacherLoad } from './teacher-access.ts';

/**
 * A signed-in user without the teacher role: what the workspace is, who grants the role, and the way
 * back (a learner looking for a class is sent to their own page).
 */
function NotTeacher() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section className="notice teacher-gate" aria-labelledby="not-teacher-title" data-testid="not-teacher">
      <h2 id="not-teacher-title">{t('teacherWorkspace.notTeacher.title')}</h2>
      <p>{t('teacherWorkspace.notTeacher.body')}</p>
      <p>{t('teacherWorkspace.notTeacher.howToGet')}</p>
      <p className="muted">
        {t('teacherWorkspace.notTeacher.learnerHint', {
          place: `${t('screens.personalCenter')} → ${t('account.classes.title')}`,
        })}
      </p>
      <p className="notice__actions">
        <Link className="button button--primary" to="/web">
          {t('teacherWorkspace.notTeacher.goHome')}
        </Link>
        <Link className="button" to={hrefFor('webPersonalCenter', pathname)}>
          {t('teacherWorkspace.notTeacher.goPersonal')}
        </Link>
      </p>
    </section>
  );
}

/** A workspace screen's data as a teacher sees it, or what stands in the way (teacher-access.ts). */
export function TeacherGate<T>({
  state,
  onRetry,
  notFound = null,
  children,
}: {
  state: TeacherLoad<T>;
  onRetry: () => void;
  notFound?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  switch (state.status) {
    case 'loading':
      return <Loading />;
    case 'notTeacher':
      return <NotTeacher />;
    case 'notFound':
      return <>{notFound}</>;
    case 'failed':
      return <LoadFailed problem={state.problem} onRetry={onRetry} />;
    case 'ready':
      return <>{children(state.data)}</>;
  }
}
