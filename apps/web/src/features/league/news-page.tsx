import './league.css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  GetNews,
  ListNews,
  ListNewsCategories,
  MANAGED_PAGE_SIZE,
  NEWS_CATEGORIES,
  type NewsCategory,
} from '@hanyu/contracts/admin/content';
import { useContent } from '../../shared/api/use-content.ts';
import { ScreenFrame } from '../../shared/layout/screen-frame.tsx';
import { NewsArticle } from '../../shared/managed-content/news-article.tsx';
import { hrefFor } from '../../shared/navigation/navigation.ts';
import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Loading } from '../../shared/ui/load-states.tsx';
import { EmptyNote } from './empty-note.tsx';
import { NewsList } from './news-list.tsx';
import { newsListQuery, parseNewsQuery } from './news-query.ts';

/** The categories as links, each with how many items it has; the one shown is marked current. */
function CategoryFilter({ current, pathname }: { current: NewsCategory | null; pathname: string }) {
  const { t } = useTranslation();
  const categories = useContent(ListNewsCategories, {});
  const counts = categories.state.status === 'ready' ? categories.state.data : [];
  const total = counts.reduce((sum, entry) => sum + entry.count, 0);
  const countOf = (category: NewsCategory) => counts.find((entry) => entry.category === category)?.count ?? 0;
  const ready = categories.state.status === 'ready';
  const link = (category: NewsCategory | null, label: string, count: number) => (
    <li key={category ?? 'all'}>
      <Link
        to={hrefFor('webLeagueNewIndex', pathname, { query: newsListQuery(category) })}
        className="news-filter__link"
        aria-current={category === current ? 'page' : undefined}
      >
        {ready ? t('league.news.categoryCount', { name: label, number: count }) : label}
      </Link>
    </li>
  );
  return (
    <nav className="news-filter" aria-label={t('league.news.filterLabel')}>
      <ul>
        {link(null, t('league.news.all'), total)}
        {NEWS_CATEGORIES.map((category) => link(category, t(`league.categories.${category}`), countOf(category)))}
      </ul>
    </nav>
  );
}

function NewsIndex({ category, page, pathname }: { category: NewsCategory | null; page: number; pathname: string }) {
  const { t } = useTranslation();
  const list = useContent(ListNews, { ...(category ? { category } : {}), page });
  const { state } = list;
  const pages = state.status === 'ready' ? Math.max(1, Math.ceil(state.data.total / MANAGED_PAGE_SIZE)) : 1;
  const pageLink = (target: number) =>
    hrefFor('webLeagueNewIndex', pathname, { query: newsListQuery(category, target) });
  return (
    <div className="news-index">
      <CategoryFilter current={category} pathname={pathname} />
      <section aria-labelledby="news-list-title" className="news-index__list">
        <h2 id="news-list-title" className="visually-hidden">
          {category ? t(`league.categories.${category}`) : t('league.news.listTitle')}
        </h2>
        <div aria-live="polite" aria-busy={state.status === 'loading'}>
          {state.status === 'loading' && <Loading />}
          {state.status === 'failed' && <LoadFailed problem={state.problem} onRetry={list.reload} />}
          {state.status === 'ready' && state.data.list.length === 0 && (
            <EmptyNote
              testId="news-empty"
              title={category ? t('league.news.emptyCategoryTitle') : t('league.news.emptyTitle')}
              body={t('league.news.emptyBody')}
            />
          )}
        </div>
        {state.status === 'ready' && state.data.list.length > 0 && (
          <NewsList items={state.data.list} pathname={pathname} level={3} />
        )}
        {pages > 1 && (
          <nav className="pagination" aria-label={t('league.news.pagination')}>
            {page > 1 && (
              <Link className="button" to={pageLink(page - 1)}>
                {t('league.news.previous')}
              </Link>
            )}
            <span aria-current="page">{t('league.news.pageOf', { page, pages })}</span>
            {page < pages && (
              <Link className="button" to={pageLink(page + 1)}>
                {t('league.news.next')}
              </Link>
            )}
          </nav>
        )}
      </section>
    </div>
  );
}

function NewsItem({ newsId, pathname }: { newsId: string; pathname: string }) {
  const { t } = useTranslation();
  const item = useContent(GetNews, { id: newsId });
  const { state } = item;
  return (
    <div className="news-detail">
      <p className="news-detail__back">
        <Link to={hrefFor('webLeagueNewIndex', pathname)}>{t('league.news.back')}</Link>
      </p>
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' &&
        (state.problem.id === 'NoResource' ? (
          // Never published, or unpublished since the link was made.
          <EmptyNote
            testId="news-not-found"
            title={t('league.news.notFoundTitle')}
            body={t('league.news.notFoundBody')}
          />
        ) : (
          <LoadFailed problem={state.problem} onRetry={item.reload} />
        ))}
      {state.status === 'ready' && <NewsArticle news={state.data} level={2} />}
    </div>
  );
}

/** The news of the platform and the league: a category's items, page by page, or one item read in full. */
export default function NewsPage({ route }: ScreenProps) {
  const [search] = useSearchParams();
  const query = useMemo(() => parseNewsQuery(search), [search]);
  return (
    <ScreenFrame route={route}>
      <div className="league">
        {query.newsId !== null ? (
          <NewsItem key={query.newsId} newsId={query.newsId} pathname={route.path} />
        ) : (
          <NewsIndex category={query.category} page={query.page} pathname={route.path} />
        )}
      </div>
    </ScreenFrame>
  );
}
