import './teacher-workspace.css';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { GetClass } from '@hanyu/contracts/teacher/classes';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { LANGUAGE_TAGS } from '../../shared/i18n/i18n.ts';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { ClassCode, HowToJoin } from './class-code.tsx';
import { ClassAssignments } from './class-assignments.tsx';
import { ClassMembers } from './class-members.tsx';
import { classIdFrom, dayText } from './class-rules.ts';
import { TeacherGate } from './teacher-gate.tsx';
import { useTeacherContent } from './use-teacher-content.ts';

function BackToWorkspace() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <p className="teacher-class__back">
      <Link to={hrefFor('webTeacherWorkspace', pathname)}>
        <span aria-hidden="true">← </span>
        {t('teacherWorkspace.class.back')}
      </Link>
    </p>
  );
}

/** No such class among the teacher's own (an old link, another teacher's class, an edited address). */
function ClassNotFound() {
  const { t } = useTranslation();
  return (
    <section className="notice" aria-labelledby="class-not-found-title" data-testid="class-not-found">
      <h2 id="class-not-found-title">{t('teacherWorkspace.class.notFoundTitle')}</h2>
      <p>{t('teacherWorkspace.class.notFoundBody')}</p>
      <BackToWorkspace />
    </section>
  );
}

/** One of the teacher's classes: its name, its code and how learners use it, and its learners. */
export default function TeacherClassPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const classId = classIdFrom(search);
  const found = useTeacherContent(GetClass, classId ? { classId } : null);
  const tag = LANGUAGE_TAGS[useSession((state) => state.language)];
  return (
    <ScreenFrame route={route}>
      <TeacherGate state={found.state} onRetry={found.reload} notFound={<ClassNotFound />}>
        {(detail) => (
          <div className="teacher teacher-class">
            <BackToWorkspace />
            <header className="teacher-class__head">
              <h2 className="teacher-class__name" data-testid="class-name">
                {detail.name}
              </h2>
              <p className="muted">{t('teacherWorkspace.list.created', { date: dayText(detail.createdAt, tag) })}</p>
            </header>
            <div className="teacher-class__code">
              <ClassCode code={detail.code} className={detail.name} />
              <HowToJoin />
            </div>
            <ClassMembers detail={detail} />
            <ClassAssignments classId={detail.classId} />
          </div>
        )}
      </TeacherGate>
    </ScreenFrame>
  );
}
