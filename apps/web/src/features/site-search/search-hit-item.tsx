import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchKind, type SearchHit } from '@hanyu/contracts/portal/search';
import type { RouteEntry } from '../../shared/routes/route-table.ts';
import { excerptAround } from './highlight-segments.ts';
import { hitLink } from './hit-links.ts';
import { MarkedPinyin, MarkedText } from './marked-text.tsx';

/**
 * The language of a hit's alternative title and summary: a word's alternative title is its traditional
 * form and its summary the English definitions; content has an English title; an eloquence exercise's
 * summary is its English title.
 */
function languages(kind: SearchKind): { titleAlt: string; summary: string } {
  if (kind === SearchKind.Word) return { titleAlt: 'zh-Hant', summary: 'en' };
  if (kind === SearchKind.Eloquence) return { titleAlt: 'en', summary: 'en' };
  return { titleAlt: 'en', summary: 'zh-Hans' };
}

/** Longer summaries (a sound's whole description, a topic's guidance) are cut around their first match. */
const SUMMARY_LENGTH = 140;

/**
 * One hit: its kind, title (and the traditional form or English title), pinyin and summary, matches
 * marked, and the definition an English keyword matched when the summary does not show it.
 */
export function SearchHitItem({ hit, route }: { hit: SearchHit; route: RouteEntry }) {
  const { t } = useTranslation();
  const link = hitLink(hit, route);
  const lang = languages(hit.kind);
  const title = <MarkedText text={hit.title} ranges={hit.highlights.title} />;
  const summary = excerptAround(hit.summary, hit.highlights.summary, SUMMARY_LENGTH);
  return (
    <li className="search-hit" data-kind={hit.kind} data-testid="search-hit">
      <p className="search-hit__kind">
        <span className="search-hit__kind-label">{t(`searchPage.kinds.${hit.kind}`)}</span>
        {link?.login && <span className="search-hit__login">{t('searchPage.needsLogin')}</span>}
      </p>
      <h3 className="search-hit__heading">
        {link ? (
          <Link to={link.href} className="search-hit__title" lang="zh-Hans">
            {title}
          </Link>
        ) : (
          <span className="search-hit__title" lang="zh-Hans" title={t('searchPage.unavailable')}>
            {title}
          </span>
        )}
        {hit.titleAlt && (
          <span className="search-hit__alt">
            {hit.kind === SearchKind.Word && (
              <span className="visually-hidden">{`${t('searchPage.traditional')} `}</span>
            )}
            <span lang={lang.titleAlt}>
              <MarkedText text={hit.titleAlt} ranges={hit.highlights.titleAlt} />
            </span>
          </span>
        )}
        {hit.pinyin && (
          <span className="search-hit__pinyin" lang="zh-Latn-pinyin" data-testid="search-hit-pinyin">
            <MarkedPinyin pinyin={hit.pinyin} ranges={hit.highlights.pinyin} />
          </span>
        )}
      </h3>
      {hit.summary && (
        <p className="search-hit__summary" lang={lang.summary}>
          <MarkedText text={summary.text} ranges={summary.ranges} />
        </p>
      )}
      {hit.matchedGloss && (
        // Why an English keyword found this word when its first definitions do not show it.
        <p className="search-hit__gloss" data-testid="search-hit-gloss">
          <span className="search-hit__gloss-label">{t('searchPage.matchedGloss')}</span>{' '}
          <span lang="en">
            <MarkedText text={hit.matchedGloss.text} ranges={hit.matchedGloss.ranges} />
          </span>
        </p>
      )}
    </li>
  );
}
