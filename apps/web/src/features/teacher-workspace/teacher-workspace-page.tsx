import './teacher-workspace.css';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListClasses, type ClassSummary } from '@hanyu/contracts/teacher/classes';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import { ClassList } from './class-list.tsx';
import { newestFirst, withOpenedClass } from './class-rules.ts';
import { OpenClassForm } from './open-class-form.tsx';
import { TeacherGate } from './teacher-gate.tsx';
import { useTeacherContent } from './use-teacher-content.ts';

/**
 * The teacher's workspace: open a class, and the classes opened, newest first, each with the code
 * learners join it by. Anyone else signed in is told whose page this is and who grants the role.
 */
export default function TeacherWorkspacePage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const classes = useTeacherContent(ListClasses, {});
  const { update } = classes;
  const opened = useCallback(
    (summary: ClassSummary) => update((data) => ({ list: withOpenedClass(data.list, summary) })),
    [update],
  );
  return (
    <ScreenFrame route={route}>
      <TeacherGate state={classes.state} onRetry={classes.reload}>
        {(data) => (
          <div className="teacher">
            <p className="teacher__intro">{t('teacherWorkspace.intro')}</p>
            <p className="teacher-review-link">
              <Link to={hrefFor('webTeacherReview', route.path)}>{t('teacherWorkspace.review.link')}</Link>
              <span className="muted"> {t('teacherWorkspace.review.linkBody')}</span>
            </p>
            <p className="teacher-review-link">
              <Link to={hrefFor('webTeacherProfile', route.path)}>{t('teacherWorkspace.profile.link')}</Link>
              <span className="muted"> {t('teacherWorkspace.profile.linkBody')}</span>
            </p>
            <OpenClassForm classes={data.list.length} onOpened={opened} onLostRole={classes.lostRole} />
            <ClassList classes={newestFirst(data.list)} />
          </div>
        )}
      </TeacherGate>
    </ScreenFrame>
  );
}
