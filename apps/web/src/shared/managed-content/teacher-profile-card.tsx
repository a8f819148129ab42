import './managed-content.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SCHOOL_STAGES, type TeacherProfile } from '@hanyu/contracts/admin/content';
import { Heading, type HeadingLevel } from './heading.tsx';
import { paragraphsOf } from './public-entry.ts';

/**
 * A teacher's public profile (spec entities: name, years of teaching, teaching stage, certificates,
 * features, resume). `brief` leaves the resume out, for the list of teachers.
 */
export function TeacherProfileCard({
  profile,
  level,
  brief = false,
}: {
  profile: TeacherProfile;
  level: HeadingLevel;
  brief?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const stage = SCHOOL_STAGES.includes(profile.stage) ? t(`league.stages.${profile.stage as 'other'}`) : profile.stage;
  return (
    <article className="content-card" aria-labelledby={id} data-testid="teacher-profile">
      <Heading level={level} id={id} className="content-card__name">
        {profile.name}
      </Heading>
      <dl className="content-card__facts">
        <div>
          <dt>{t('teachers.yearsTeaching')}</dt>
          <dd>{t('teachers.years', { count: profile.yearsTeaching })}</dd>
        </div>
        <div>
          <dt>{t('teachers.stage')}</dt>
          <dd>{stage}</dd>
        </div>
      </dl>
      {profile.features.length > 0 && (
        <>
          <p className="content-card__subtitle">{t('teachers.features')}</p>
          <ul className="content-card__list">
            {profile.features.map((feature, index) => (
              <li key={index}>{feature}</li>
            ))}
          </ul>
        </>
      )}
      {!brief && profile.certificates.length > 0 && (
        <>
          <p className="content-card__subtitle">{t('teachers.certificates')}</p>
          <ul className="content-card__list">
            {profile.certificates.map((certificate, index) => (
              <li key={index}>{certificate}</li>
            ))}
          </ul>
        </>
      )}
      {!brief && (
        <>
          <p className="content-card__subtitle">{t('teachers.resume')}</p>
          {paragraphsOf(profile.resume).map((paragraph, index) => (
            <p key={index} className="content-card__text">
              {paragraph}
            </p>
          ))}
        </>
      )}
    </article>
  );
}
