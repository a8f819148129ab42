import './guides.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import { routeByName, type RouteEntry } from '../../shared/routes/route-table.ts';
import { cardKey, sectionKey, sectionsFor, type GuideCard, type GuidePage } from './guide-cards.ts';

/** The data file's ids are checked against the zh source by guide-cards.test.ts; this cast only joins them. */
type GuideKey = 'guides.learnChinese.intro';
const key = (text: string) => text as GuideKey;

function Card({ page, card, route }: { page: GuidePage; card: GuideCard; route: RouteEntry }) {
  const { t } = useTranslation();
  const name = card.routes[route.family];
  const target = name ? routeByName(name) : undefined;
  const title = t(key(cardKey(page, card, 'title')));
  const id = `guide-${card.id}`;
  const screen = target ? t(`screens.${target.screen}` as 'screens.webHome') : '';
  // Every client screen but a few needs a sign-in anyway; on the web the card says so.
  const needsLogin = target?.login === true && route.family === 'web';
  return (
    <article
      className={`guide-card${target ? ' guide-card--link' : ''}`}
      aria-labelledby={id}
      data-testid={`guide-card-${card.id}`}
    >
      <h3 id={id} className="guide-card__title">
        {target ? (
          <Link className="guide-card__link" to={hrefFor(target.name, route.path)}>
            {title}
          </Link>
        ) : (
          title
        )}
      </h3>
      <p className="guide-card__text">{t(key(cardKey(page, card, 'text')))}</p>
      {target && (screen !== title || needsLogin) && (
        <p className="guide-card__meta">
          {/* The screen's own name where the card calls it something else: the title the learner lands on. */}
          {screen !== title && <span className="guide-card__screen">{screen}</span>}
          {needsLogin && <span className="guide-card__login">{t('guides.needsLogin')}</span>}
        </p>
      )}
    </article>
  );
}

/**
 * A guide page: an introduction, then sections of cards, each card a way into one of the platform's
 * built screens (guide-cards.ts). `extra` is the page's own prose between the introduction and the cards.
 */
export function GuidePageView({ page, route, extra }: { page: GuidePage; route: RouteEntry; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ScreenFrame route={route}>
      <div className="guide" data-testid={`guide-${page}`}>
        <p className="guide__lead">{t(key(`guides.${page}.intro`))}</p>
        {extra}
        {sectionsFor(page, route.family).map((section) => (
          <section
            key={section.id}
            aria-labelledby={`guide-section-${section.id}`}
            className="guide__section"
            data-testid={`guide-section-${section.id}`}
          >
            <h2 id={`guide-section-${section.id}`}>{t(key(sectionKey(page, section, 'title')))}</h2>
            <p className="guide__section-lead">{t(key(sectionKey(page, section, 'lead')))}</p>
            <ul className="guide__cards">
              {section.cards.map((card) => (
                <li key={card.id}>
                  <Card page={page} card={card} route={route} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </ScreenFrame>
  );
}
