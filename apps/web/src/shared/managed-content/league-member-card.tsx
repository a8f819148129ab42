import './managed-content.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeagueMember } from '@hanyu/contracts/admin/content';
import { useDayFormat } from './day-format.ts';
import { Heading, type HeadingLevel } from './heading.tsx';
import { paragraphsOf } from './public-entry.ts';

/** A member of the league: name, region, the day it joined, its summary and its website. */
export function LeagueMemberCard({ member, level }: { member: LeagueMember; level: HeadingLevel }) {
  const { t } = useTranslation();
  const day = useDayFormat();
  const id = useId();
  return (
    <article className="content-card" aria-labelledby={id} data-testid="league-member">
      <Heading level={level} id={id} className="content-card__name">
        {member.name}
      </Heading>
      <dl className="content-card__facts">
        <div>
          <dt>{t('league.members.region')}</dt>
          <dd>{member.region}</dd>
        </div>
        <div>
          <dt>{t('league.members.joined')}</dt>
          <dd>
            <time dateTime={member.joinedOn}>{day(member.joinedOn)}</time>
          </dd>
        </div>
      </dl>
      {paragraphsOf(member.summary).map((paragraph, index) => (
        <p key={index} className="content-card__text">
          {paragraph}
        </p>
      ))}
      {member.website && (
        <p className="content-card__link">
          <a href={member.website} rel="noopener noreferrer">
            {t('league.members.website')}
            <span className="visually-hidden"> {member.name}</span>
          </a>
        </p>
      )}
    </article>
  );
}
