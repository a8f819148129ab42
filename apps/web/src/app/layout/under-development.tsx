import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import { AREA_INDEX, type RouteEntry } from '../../shared/routes/route-table.ts';

/** The spec's notice for a page under development, with a way forward. */
export function UnderDevelopment({ route }: { route: RouteEntry }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const areaIndex = AREA_INDEX[route.area][route.family] ?? AREA_INDEX[route.area].web;
  const areaName = t(`areas.${route.area}.name`);
  const home = route.family === 'client' ? '/client' : '/web';
  return (
    <section className="notice" data-testid="under-development" aria-labelledby="dev-notice-title">
      <h2 id="dev-notice-title">{t('devNotice.title')}</h2>
      <p>{t('devNotice.body', { screen: t(`screens.${route.screen}` as 'screens.webHome'), area: areaName })}</p>
      <p className="notice__actions">
        {areaIndex && areaIndex !== route.name && (
          <Link className="button button--primary" to={hrefFor(areaIndex, pathname)}>
            {t('devNotice.backToArea', { area: areaName })}
          </Link>
        )}
        <Link className="button" to={home}>
          {t('devNotice.backHome')}
        </Link>
      </p>
    </section>
  );
}
