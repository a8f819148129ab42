import './managed-content.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SCHOOL_STAGES, type School } from '@hanyu/contracts/admin/content';
import { Heading, type HeadingLevel } from './heading.tsx';
import { paragraphsOf } from './public-entry.ts';

/** A cooperating school: name, region, stage, summary and its highlights. */
export function SchoolCard({ school, level }: { school: School; level: HeadingLevel }) {
  const { t } = useTranslation();
  const id = useId();
  const stage = SCHOOL_STAGES.includes(school.stage) ? t(`league.stages.${school.stage as 'other'}`) : school.stage;
  return (
    <article className="content-card" aria-labelledby={id} data-testid="school-card">
      <Heading level={level} id={id} className="content-card__name">
        {school.name}
      </Heading>
      <dl className="content-card__facts">
        <div>
          <dt>{t('league.schools.region')}</dt>
          <dd>{school.region}</dd>
        </div>
        <div>
          <dt>{t('league.schools.stage')}</dt>
          <dd>{stage}</dd>
        </div>
      </dl>
      {paragraphsOf(school.summary).map((paragraph, index) => (
        <p key={index} className="content-card__text">
          {paragraph}
        </p>
      ))}
      {school.highlights.length > 0 && (
        <>
          <p className="content-card__subtitle">{t('league.schools.highlights')}</p>
          <ul className="content-card__list">
            {school.highlights.map((highlight, index) => (
              <li key={index}>{highlight}</li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
