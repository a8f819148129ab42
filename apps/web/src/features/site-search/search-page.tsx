import './site-search.css';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { SearchLimits, type SearchHit, type SearchTab } from '@hanyu/contracts/portal/search';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import type { RouteEntry } from '../../shared/routes/route-table.ts';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { useTabs } from '../../shared/ui/use-tabs.ts';
import { pageCount } from './pagination.ts';
import { SearchHitItem } from './search-hit-item.tsx';
import { SearchPagination } from './search-pagination.tsx';
import { SEARCH_TABS, readSearchParams, searchQuery, type SearchState } from './search-params.ts';
import { SEARCH_SUGGESTIONS } from './search-suggestions.ts';
import { PAGE_SIZE, useSiteSearch } from './use-site-search.ts';

const TAB_LABEL_KEYS = { all: 'search.tabAll', resource: 'search.tabResource', app: 'search.tabApp' } as const;

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form role="search" className="site-search__form" onSubmit={submit}>
      <label htmlFor={id} className="site-search__label">
        {t('searchPage.label')}
      </label>
      <div className="site-search__row">
        <input
          id={id}
          className="field__input site-search__input"
          type="search"
          value={text}
          maxLength={SearchLimits.keywordMaxLength}
          placeholder={t('searchPage.placeholder')}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button button--primary">
          {t('nav.search')}
        </button>
      </div>
      <p id={`${id}-hint`} className="field__hint">
        {t('searchPage.hint')}
      </p>
    </form>
  );
}

/** Example searches, one per way of searching. */
function Suggestions() {
  const { t } = useTranslation();
  return (
    <ul className="search-suggestions" aria-label={t('searchPage.suggestionsLabel')}>
      {SEARCH_SUGGESTIONS.map((suggestion) => (
        <li key={suggestion.keyword}>
          <Link
            className="tile-link search-suggestions__item"
            to={{ search: searchQuery({ keyword: suggestion.keyword, tab: 'all', page: 1 }) }}
          >
            <span lang={suggestion.lang} className="search-suggestions__keyword">
              {suggestion.keyword}
            </span>
            <span className="search-suggestions__kind">{t(`searchPage.suggestionKinds.${suggestion.kind}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function NothingFound({
  search,
  otherTabs,
  onShowAll,
}: {
  search: SearchState;
  otherTabs: number;
  onShowAll: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="empty-state site-search__empty" data-testid="search-empty">
      <h3 className="site-search__empty-title">{t('searchPage.empty.title', { query: search.keyword })}</h3>
      {otherTabs > 0 ? (
        <>
          <p>{t('searchPage.empty.otherTabs', { count: otherTabs })}</p>
          <div className="empty-state__actions">
            <button type="button" className="button button--primary" onClick={onShowAll}>
              {t('searchPage.empty.showAll')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p>{t('searchPage.empty.body')}</p>
          <Suggestions />
        </>
      )}
    </div>
  );
}

function Results({
  list,
  total,
  search,
  route,
}: {
  list: SearchHit[];
  total: number;
  search: SearchState;
  route: RouteEntry;
}) {
  const { t } = useTranslation();
  const pages = pageCount(total, PAGE_SIZE);
  if (list.length === 0) {
    // A page past the end (an old link, or fewer matches than before).
    return (
      <div className="empty-state">
        <p>{t('searchPage.empty.pastEnd')}</p>
        <Link className="button" to={{ search: searchQuery({ ...search, page: 1 }) }}>
          {t('searchPage.empty.backToFirst')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ol
        className="search-hits"
        start={(search.page - 1) * PAGE_SIZE + 1}
        aria-label={t('searchPage.resultsLabel', { query: search.keyword })}
      >
        {list.map((hit) => (
          <SearchHitItem key={`${hit.kind}:${hit.ref}`} hit={hit} route={route} />
        ))}
      </ol>
      <SearchPagination search={search} pages={pages} />
    </>
  );
}

/**
 * Site search (searchResult, portal area): one field for characters, pinyin or English, the tabs all,
 * resource and app with their counts, and the hits with their matches marked, each leading to its
 * screen. The search lives in the address (?q=&tab=&page=), as the header's search box writes it.
 */
export default function SearchPage({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const search = readSearchParams(params);
  const { state, reload, tabTotals } = useSiteSearch(search);
  const tabsId = useId();
  const heading = useRef<HTMLHeadingElement | null>(null);
  const shownPage = useRef(search.page);
  const number = new Intl.NumberFormat(i18n.language);

  const go = (next: SearchState) => {
    const query = searchQuery(next);
    // The same search again: ask again rather than stack the same address in the history.
    if (query === location.search) reload();
    else void navigate({ search: query });
  };

  // Another page of results starts at the top of the results, for the eye and for the keyboard.
  useEffect(() => {
    if (shownPage.current === search.page) return;
    shownPage.current = search.page;
    heading.current?.focus();
  }, [search.page]);

  const showTab = (tab: SearchTab) => go({ ...search, tab, page: 1 });
  const { tabProps, panelProps } = useTabs(SEARCH_TABS, search.tab, showTab);

  return (
    <ScreenFrame route={route}>
      <div className="site-search">
        <SearchForm
          key={search.keyword}
          initial={search.keyword}
          // A new keyword starts on all, as the header's search box does; the same one keeps its tab.
          onSearch={(text) => {
            const keyword = text.trim();
            go({ keyword, tab: keyword === search.keyword ? search.tab : 'all', page: 1 });
          }}
        />
        {!search.keyword ? (
          <section className="site-search__prompt" aria-labelledby={`${tabsId}-prompt`}>
            <h2 id={`${tabsId}-prompt`}>{t('searchPage.prompt.title')}</h2>
            <p>{t('searchPage.prompt.body')}</p>
            <Suggestions />
          </section>
        ) : (
          <section className="site-search__results" aria-labelledby={`${tabsId}-heading`}>
            <div className="site-search__summary">
              <h2 id={`${tabsId}-heading`} ref={heading} tabIndex={-1} className="site-search__heading">
                {t('search.query', { query: search.keyword })}
              </h2>
              <p className="site-search__status" role="status" data-testid="search-status">
                {state.status === 'ready' && (
                  <>
                    {t('searchPage.found', { count: state.data.total })}
                    <span className="site-search__mode" data-mode={state.data.mode}>
                      {t(`searchPage.mode.${state.data.mode}`)}
                    </span>
                  </>
                )}
              </p>
            </div>
            <div className="tabs site-search__tabs" role="tablist" aria-label={t('searchPage.tabsLabel')}>
              {SEARCH_TABS.map((tab) => (
                <button key={tab} {...tabProps(tab)} className="tabs__tab site-search__tab" data-tab={tab}>
                  {t(TAB_LABEL_KEYS[tab])}
                  {tabTotals && (
                    <span className="site-search__tab-count">
                      <span aria-hidden="true">{number.format(tabTotals[tab])}</span>
                      <span className="visually-hidden">{t('searchPage.tabCount', { count: tabTotals[tab] })}</span>
                    </span>
                  )}
                </button>
              ))}
            </div>
            <div {...panelProps} className="site-search__panel">
              <LoadState state={state} onRetry={reload}>
                {(data) =>
                  data.total === 0 ? (
                    <NothingFound search={search} otherTabs={data.tabTotals.all} onShowAll={() => showTab('all')} />
                  ) : (
                    <Results list={data.list} total={data.total} search={search} route={route} />
                  )
                }
              </LoadState>
            </div>
          </section>
        )}
      </div>
    </ScreenFrame>
  );
}
