import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAG, RecordSort, type FavouriteLanguage } from '@hanyu/contracts/oversea/translation-languages';
import { LANGUAGE_TAGS } from '../../shared/i18n/i18n.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { directionOf, pageCount, type LanguageFilter } from './bookmark-rules.ts';

/** Dates and language names in the interface language. */
export function useBookmarkFormat() {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const tag = LANGUAGE_TAGS[language];
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      tag,
      when: (iso: string) => dateTime.format(new Date(iso)),
      languageName: (code: FavouriteLanguage) => t(`bookmarks.languages.${code}`),
    };
  }, [tag, t]);
}

/** Text in a translation language, marked up with its language (and direction) for reading aloud and fonts. */
export function LanguageText({
  text,
  language,
  className,
}: {
  text: string;
  language: FavouriteLanguage;
  className?: string;
}) {
  return (
    <span lang={LANGUAGE_TAG[language]} dir={directionOf(language)} className={className}>
      {text}
    </span>
  );
}

/** The language filter and the sort of a list, each a labelled select. */
export function ListFilters<L extends LanguageFilter>({
  languages,
  language,
  sort,
  onLanguage,
  onSort,
}: {
  languages: readonly L[];
  language: L;
  sort: RecordSort;
  onLanguage: (language: L) => void;
  onSort: (sort: RecordSort) => void;
}) {
  const { t } = useTranslation();
  const { languageName } = useBookmarkFormat();
  const id = useId();
  return (
    <div className="bookmarks__filters">
      <div className="bookmarks__filter">
        <label htmlFor={`${id}-language`}>{t('bookmarks.filters.language')}</label>
        <select
          id={`${id}-language`}
          className="field__input"
          value={language}
          onChange={(event) => onLanguage(event.target.value as L)}
        >
          {languages.map((code) => (
            <option key={code} value={code}>
              {code === '0' ? t('bookmarks.filters.all') : languageName(code)}
            </option>
          ))}
        </select>
      </div>
      <div className="bookmarks__filter">
        <label htmlFor={`${id}-sort`}>{t('bookmarks.filters.sort')}</label>
        <select
          id={`${id}-sort`}
          className="field__input"
          value={sort}
          onChange={(event) => onSort(Number(event.target.value) as RecordSort)}
        >
          <option value={RecordSort.TimeDescending}>{t('bookmarks.filters.newest')}</option>
          <option value={RecordSort.TimeAscending}>{t('bookmarks.filters.oldest')}</option>
        </select>
      </div>
    </div>
  );
}

/** Previous and next page, with where the learner is. */
export function Pager({
  page,
  total,
  pageSize,
  onGo,
}: {
  page: number;
  total: number;
  pageSize: number;
  onGo: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('bookmarks.pager.label')}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onGo(page - 1)}>
        {t('bookmarks.pager.previous')}
      </button>
      <span aria-current="page">{t('bookmarks.pager.pageOf', { page, pages })}</span>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onGo(page + 1)}>
        {t('bookmarks.pager.next')}
      </button>
    </nav>
  );
}
