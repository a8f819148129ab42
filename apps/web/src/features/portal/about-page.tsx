import './about-page.css';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { SOURCE_GROUPS, sourcesOf, type DataSource, type SourceId } from './data-sources.ts';

const WHAT = ['speech', 'psc', 'tools', 'areas'] as const;
const PRINCIPLES = ['ownServer', 'ownEngine', 'open'] as const;

/** The data file's ids are checked against the zh source by the about-page test; these casts only join them. */
const sourceKey = (id: SourceId, key: 'usedFor' | 'notice' | 'name') =>
  `about.sources.${id}.${key}` as 'about.sources.ccCedict.usedFor';

/** Chinese in a notice or citation is marked as such, the rest is the licensor's English. */
const langOf = (text: string) => (/\p{Script=Han}/u.test(text) ? 'zh-Hans' : 'en');

function SourceEntry({ source }: { source: DataSource }) {
  const { t } = useTranslation();
  const name = source.name ?? t(sourceKey(source.id, 'name'));
  const licence = source.licence ? (
    <a href={source.licence.url} rel="noopener noreferrer">
      {source.licence.name}
    </a>
  ) : source.group === 'own' ? (
    t('about.ownLicence')
  ) : (
    t('about.noFormalLicence')
  );
  return (
    <article className="about-source" aria-labelledby={`source-${source.id}`} data-testid={`source-${source.id}`}>
      <h4 id={`source-${source.id}`} className="about-source__name">
        {name}
      </h4>
      <dl className="about-source__facts">
        {source.author && (
          <div>
            <dt>{t('about.author')}</dt>
            <dd>{source.author}</dd>
          </div>
        )}
        <div>
          <dt>{t('about.licence')}</dt>
          <dd>{licence}</dd>
        </div>
        <div>
          <dt>{t('about.usedFor')}</dt>
          <dd>{t(sourceKey(source.id, 'usedFor'))}</dd>
        </div>
      </dl>
      {source.notice && <p className="about-source__notice">{t(sourceKey(source.id, 'notice'))}</p>}
      {source.copyright && (
        <p className="about-source__copyright" lang={langOf(source.copyright)}>
          {source.copyright}
        </p>
      )}
      {source.citation && (
        <p className="about-source__citation">
          {t('about.citation')}: <cite lang={langOf(source.citation)}>{source.citation}</cite>
        </p>
      )}
      {(source.url || source.licenceCopy) && (
        <p className="about-source__links">
          {source.url && (
            <a href={source.url} rel="noopener noreferrer">
              {t('about.projectLink')}
            </a>
          )}
          {source.licenceCopy && (
            <a href={source.licenceCopy} type="text/plain">
              {t('about.licenceCopy')}
            </a>
          )}
        </p>
      )}
    </article>
  );
}

/** About the platform: what it is, how it works, and the data and software it is built on, credited. */
export default function AboutPage({ route }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <ScreenFrame route={route}>
      <div className="about">
        <section className="about__intro prose" aria-labelledby="about-what">
          <p className="about__lead">{t('about.lead')}</p>
          <h2 id="about-what">{t('about.whatTitle')}</h2>
          <ul>
            {WHAT.map((key) => (
              <li key={key}>{t(`about.what.${key}`)}</li>
            ))}
          </ul>
          <h2>{t('about.principlesTitle')}</h2>
          <ul>
            {PRINCIPLES.map((key) => (
              <li key={key}>{t(`about.principles.${key}`)}</li>
            ))}
          </ul>
        </section>

        <section className="about__sources" aria-labelledby="about-sources" id="data-sources">
          <h2 id="about-sources">{t('about.sourcesTitle')}</h2>
          <p className="prose">{t('about.sourcesIntro')}</p>
          {SOURCE_GROUPS.map((group) => (
            <section key={group} aria-labelledby={`sources-${group}`} className="about__group">
              <h3 id={`sources-${group}`}>{t(`about.groups.${group}`)}</h3>
              <ul className="about__source-list">
                {sourcesOf(group).map((source) => (
                  <li key={source.id}>
                    <SourceEntry source={source} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      </div>
    </ScreenFrame>
  );
}
