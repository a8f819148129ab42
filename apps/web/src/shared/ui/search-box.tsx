import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { hrefFor } from '../navigation/navigation.ts';
import { KEYWORD_PARAM, keywordInAddress } from '../navigation/search-address.ts';

/**
 * The site search field; on the results screen it holds the keyword of the address (?q=). A page that
 * shows it large may say what to type (`placeholder`).
 */
export function SearchBox({ large = false, placeholder }: { large?: boolean; placeholder?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const onResults = pathname === hrefFor('webSearchResult', pathname);
  const keyword = onResults ? keywordInAddress(params) : '';
  const [query, setQuery] = useState(keyword);
  // A new keyword in the address (a search, the back button) replaces what the field holds.
  const [shownKeyword, setShownKeyword] = useState(keyword);
  if (keyword !== shownKeyword) {
    setShownKeyword(keyword);
    setQuery(keyword);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(hrefFor('webSearchResult', pathname, { query: { [KEYWORD_PARAM]: query.trim(), tab: 'all' } }));
  };
  return (
    <form role="search" className={large ? 'search search--large' : 'search'} onSubmit={submit}>
      <label className="visually-hidden" htmlFor={large ? 'search-large' : 'search-header'}>
        {t('nav.search')}
      </label>
      <input
        id={large ? 'search-large' : 'search-header'}
        type="search"
        value={query}
        placeholder={placeholder ?? t('nav.searchPlaceholder')}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        {t('nav.search')}
      </button>
    </form>
  );
}
