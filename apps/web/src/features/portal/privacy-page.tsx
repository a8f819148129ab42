import './privacy-page.css';
import { useMemo, type ReactElement } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import { EFFECTIVE_DATE, PRIVACY_OUTLINE, SECTION_IDS, anchorOf, type SectionId } from './privacy-outline.ts';

/**
 * The outline's keys are checked against the zh source, so this one cast only joins a section
 * and a key that are known to exist.
 */
const textKey = (id: SectionId, key: string) => `privacy.sections.${id}.${key}` as 'privacy.sections.collect.intro';

const blocksOf = (id: SectionId): readonly (string | readonly string[])[] => PRIVACY_OUTLINE[id];

/** The privacy policy: effective date, contents with in-page anchors, ten sections. */
export default function PrivacyPage({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const date = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
        new Date(EFFECTIVE_DATE.year, EFFECTIVE_DATE.month - 1, EFFECTIVE_DATE.day),
      ),
    [i18n.language],
  );
  // Places in the text that name another screen become links to it.
  const links: Record<string, ReactElement> = {
    center: <Link to={hrefFor('webPersonalCenter', pathname)} />,
    edit: <Link to={hrefFor('webPersonalEdit', pathname)} />,
    about: <Link to={hrefFor('webAbout', pathname)} />,
  };
  const text = (id: SectionId, key: string) => (
    <Trans i18nKey={textKey(id, key)} values={{ date }} components={links} />
  );
  const block = (id: SectionId, item: string | readonly string[]) =>
    typeof item === 'string' ? (
      <p key={item}>{text(id, item)}</p>
    ) : (
      <ul key={item.join()}>
        {item.map((key) => (
          <li key={key}>{text(id, key)}</li>
        ))}
      </ul>
    );

  return (
    <ScreenFrame route={route}>
      <div className="policy">
        <header className="policy__head">
          <p className="policy__effective">{t('privacy.effective', { date })}</p>
          <p className="policy__intro">{t('privacy.intro')}</p>
        </header>
        <nav className="policy__toc" aria-labelledby="privacy-toc">
          <h2 id="privacy-toc">{t('privacy.toc')}</h2>
          <ol>
            {SECTION_IDS.map((id) => (
              <li key={id}>
                <a href={`#${anchorOf(id)}`}>{t(textKey(id, 'title'))}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="policy__body">
          {SECTION_IDS.map((id) => (
            <section key={id} id={anchorOf(id)} className="policy__section" aria-labelledby={`${anchorOf(id)}-title`}>
              <h2 id={`${anchorOf(id)}-title`}>{t(textKey(id, 'title'))}</h2>
              {blocksOf(id).map((item) => block(id, item))}
              <p className="policy__top">
                <a href="#privacy-toc">{t('privacy.backToToc')}</a>
              </p>
            </section>
          ))}
        </div>
      </div>
    </ScreenFrame>
  );
}
