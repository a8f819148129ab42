import './school-workspace.css';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Loading } from '../../shared/ui/load-states.tsx';
import { SchoolCard } from './school-card.tsx';
import { SchoolClasses } from './school-classes.tsx';
import { useSchools } from './use-schools.ts';

/** Someone who is not a school administrator: what this place is, and who makes one. */
function NotSchoolAdmin({ route }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <section className="notice" aria-labelledby="school-refused-title" data-testid="school-refused">
      <h2 id="school-refused-title">{t('schoolWorkspace.refusedTitle')}</h2>
      <p>{t('schoolWorkspace.refusedBody')}</p>
      <p className="notice__actions">
        <Link className="button button--primary" to={hrefFor('webHome', route.path)}>
          {t('schoolWorkspace.goHome')}
        </Link>
      </p>
    </section>
  );
}

/**
 * The school administrator's workspace: the institutions their grants name, each with its school
 * administrators and teachers; teachers added by account and removed with the password asked again;
 * then the classes of its teachers, with how far their learners are with each assignment.
 * Another institution is never shown, and the server refuses it whatever the page sends.
 */
export default function SchoolPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const { roles, admitted, schools, addTeacher, removeTeacher } = useSchools();
  let body;
  if (roles.state.status === 'loading') body = <Loading />;
  else if (roles.state.status === 'failed') body = <LoadFailed problem={roles.state.problem} onRetry={roles.reload} />;
  else if (!admitted) body = <NotSchoolAdmin route={route} />;
  else if (schools.state.status === 'loading') body = <Loading />;
  else if (schools.state.status === 'failed')
    body = <LoadFailed problem={schools.state.problem} onRetry={schools.reload} />;
  else if (schools.state.data.length === 0)
    body = (
      <p className="notice" data-testid="school-none">
        {t('schoolWorkspace.none')}
      </p>
    );
  else
    body = schools.state.data.map((school) => (
      <Fragment key={school.institution.id}>
        <SchoolCard school={school} onAdd={addTeacher} onRemove={removeTeacher} />
        <SchoolClasses institutionId={school.institution.id} name={school.institution.name} />
      </Fragment>
    ));
  return (
    <ScreenFrame route={route}>
      <div className="school-ws">
        <p className="school-ws__intro">{t('schoolWorkspace.intro')}</p>
        {body}
      </div>
    </ScreenFrame>
  );
}
