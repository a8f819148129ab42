import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CLASS_CODE_LENGTH, type ClassSummary } from '@hanyu/contracts/teacher/classes';
import { LANGUAGE_TAGS } from '../../shared/i18n/i18n.ts';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { ClassCode, HowToJoin } from './class-code.tsx';
import { dayText } from './class-rules.ts';

/** No class yet: what a class is and how learners come into one. */
function NoClassYet() {
  const { t } = useTranslation();
  return (
    <div className="empty-state" data-testid="classes-empty">
      <p className="teacher-empty__title">{t('teacherWorkspace.list.emptyTitle')}</p>
      <p>
        {t('teacherWorkspace.list.emptyBody', {
          length: CLASS_CODE_LENGTH,
          place: `${t('screens.personalCenter')} → ${t('account.classes.title')}`,
        })}
      </p>
      <p>{t('teacherWorkspace.list.emptyAction')}</p>
    </div>
  );
}

/** The teacher's classes, newest first, each with its code and a link to its learners. */
export function ClassList({ classes }: { classes: readonly ClassSummary[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tag = LANGUAGE_TAGS[useSession((state) => state.language)];
  return (
    <section className="teacher-classes" aria-labelledby="teacher-classes-title">
      <h2 id="teacher-classes-title">{t('teacherWorkspace.list.title')}</h2>
      {classes.length === 0 ? (
        <NoClassYet />
      ) : (
        <>
          <p className="muted">{t('teacherWorkspace.list.count', { count: classes.length })}</p>
          <HowToJoin />
          <ul className="class-cards" data-testid="class-list">
            {classes.map((item) => (
              <li key={item.classId} className="class-card" data-testid="class-card">
                <h3 className="class-card__name">
                  <Link to={hrefFor('webTeacherClass', pathname, { query: { classId: item.classId } })}>
                    {item.name}
                  </Link>
                </h3>
                <p className="class-card__facts">
                  <span>{t('teacherWorkspace.list.learners', { count: item.members })}</span>
                  <span>{t('teacherWorkspace.list.created', { date: dayText(item.createdAt, tag) })}</span>
                </p>
                <ClassCode code={item.code} className={item.name} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
