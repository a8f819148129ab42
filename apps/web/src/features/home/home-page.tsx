import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StoredKey, UserArea } from '@hanyu/contracts/constants/limits';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { AREA_INDEX, AUDIENCE_AREAS, type Area } from '../../shared/routes/route-table.ts';
import { SearchBox } from '../../shared/ui/search-box.tsx';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import { siteTarget } from '../../shared/navigation/site-link.ts';
import { runtimeConfig } from '../../shared/config/runtime-config.ts';

/** Short marks in place of illustrations: one character per area, in the area's tint. */
const AREA_MARKS: Record<Area, string> = {
  home: '首',
  portal: '门',
  adult: '测',
  hkmt: '港',
  minority: '民',
  student: '学',
  child: '童',
  oversea: '外',
  culture: '文',
  experience: '验',
  liveLesson: '课',
  workspace: '台',
};

/** The entrances of spec section 1, to the environment's sites (runtime config, spec section 3). */
const ENTRANCES = [
  { site: 'student', key: 'entranceStudent' },
  { site: 'teacher', key: 'entranceTeacher' },
  { site: 'admin', key: 'entranceAdmin' },
] as const;

/** A link to a configured site address: a screen of this app, or another site. */
function SiteLink({ address, children }: { address: string; children: ReactNode }) {
  const target = siteTarget(address);
  return target.kind === 'route' ? <Link to={target.to}>{children}</Link> : <a href={target.href}>{children}</a>;
}

const TOOLS: [string, string][] = [
  ['webTranslation', 'translation'],
  ['webWordcardTool', 'wordcardTool'],
  ['webConvertTool', 'convertTool'],
  ['webCopyBookTool', 'copyBookTool'],
  ['webLearnTool', 'learnTool'],
];

/** The home pages /web and /client: audiences, entrances, site switch, search and every area. */
export default function HomePage({ route }: ScreenProps) {
  const { t } = useTranslation();
  const here = route.path;
  const { sites } = runtimeConfig();
  const isClient = route.family === 'client';
  return (
    <main id="main" className="home" data-route={route.name} tabIndex={-1}>
      <section className="home__hero" aria-labelledby="home-title">
        <h1 id="home-title">{t('home.heroTitle')}</h1>
        <p className="home__lead">{t('home.heroBody')}</p>
        <SearchBox large />
        <p className="home__actions">
          <Link className="button button--primary" to={hrefFor('webMandarinLearn', here)}>
            {t('home.startLearning')}
          </Link>
          <Link className="button" to={hrefFor('webPscExamParent', here)}>
            {t('home.takeMockTest')}
          </Link>
        </p>
      </section>

      <section aria-labelledby="audiences-title">
        <h2 id="audiences-title">{t('home.audiencesTitle')}</h2>
        <ul className="area-grid">
          {AUDIENCE_AREAS.map((area) => {
            const target = AREA_INDEX[area][route.family] ?? AREA_INDEX[area].web ?? 'webHome';
            return (
              <li key={area} data-area={area}>
                <Link to={hrefFor(target, here)} className="tile-link area-card">
                  <span className="area-card__mark" aria-hidden="true" lang="zh-Hans">
                    {AREA_MARKS[area]}
                  </span>
                  <span className="area-card__name">{t(`areas.${area}.name`)}</span>
                  <span className="area-card__desc">{t(`areas.${area}.desc`)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <div className="home__columns">
        <section aria-labelledby="entrances-title">
          <h2 id="entrances-title">{t('home.entrancesTitle')}</h2>
          <ul className="entrance-list">
            {ENTRANCES.map(({ site, key }) => (
              <li key={site}>
                <SiteLink address={sites[site]}>
                  <strong>{t(`home.${key}`)}</strong>
                  <span>{t(`home.${key}Body`)}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="tools-title">
          <h2 id="tools-title">{t('home.toolsTitle')}</h2>
          <ul className="tool-list">
            {TOOLS.map(([name, screen]) => (
              <li key={name}>
                <Link to={hrefFor(name, here)}>{t(`screens.${screen}` as 'screens.webHome')}</Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="site-title">
          <h2 id="site-title">{t('nav.siteSwitch')}</h2>
          <p className="site-switch">
            <Link
              to={hrefFor('webHome', here)}
              onClick={() => localStorage.setItem(StoredKey.UserArea, UserArea.Domestic)}
              aria-current="true"
            >
              {t('nav.siteChina')}
            </Link>
            <Link to={hrefFor('webOverseaIndex', here)} onClick={() => localStorage.removeItem(StoredKey.UserArea)}>
              {t('nav.siteOverseas')}
            </Link>
          </p>
          <p className="muted">{t('home.overseasHint')}</p>
          {!isClient && (
            <>
              <h3>{t('home.clientTitle')}</h3>
              <p className="muted">{t('home.clientBody')}</p>
              <Link className="button" to={hrefFor('webAppDownload', here)}>
                {t('home.installClient')}
              </Link>
            </>
          )}
        </section>
      </div>
    </main>
  );
}
