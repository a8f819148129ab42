import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageItems } from './pagination.ts';
import { searchQuery, type SearchState } from './search-params.ts';

/** Page links of the result list: previous, the numbers (the current one aria-current), next. */
export function SearchPagination({ search, pages }: { search: SearchState; pages: number }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const to = (page: number) => ({ search: searchQuery({ ...search, page }) });
  const { page } = search;
  return (
    <nav className="search-pages" aria-label={t('searchPage.pagination.label')}>
      <p className="visually-hidden">{t('searchPage.pagination.pageOf', { page, pages })}</p>
      <ul className="search-pages__list">
        <li>
          {page > 1 ? (
            <Link className="search-pages__step" to={to(page - 1)} rel="prev">
              {t('searchPage.pagination.previous')}
            </Link>
          ) : (
            <span className="search-pages__step" aria-disabled="true">
              {t('searchPage.pagination.previous')}
            </span>
          )}
        </li>
        {pageItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="search-pages__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className="search-pages__number"
                to={to(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('searchPage.pagination.page', { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link className="search-pages__step" to={to(page + 1)} rel="next">
              {t('searchPage.pagination.next')}
            </Link>
          ) : (
            <span className="search-pages__step" aria-disabled="true">
              {t('searchPage.pagination.next')}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
