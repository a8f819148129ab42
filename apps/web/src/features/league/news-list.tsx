import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicNews } from '@hanyu/contracts/admin/content';
import { useDayFormat } from '../../shared/managed-content/day-format.ts';
import { hrefFor } from '../../shared/navigation/navigation.ts';

/** News items as a list: title (a link to the item), date, category and summary. */
export function NewsList({ items, pathname, level }: { items: readonly PublicNews[]; pathname: string; level: 2 | 3 }) {
  const { t } = useTranslation();
  const day = useDayFormat();
  const Title = `h${level}` as const;
  return (
    <ul className="news-list">
      {items.map((news) => (
        <li key={news.id} className="news-list__item" data-testid="news-item">
          <Title className="news-list__title">
            <Link to={hrefFor('webLeagueNewIndex', pathname, { query: { newsId: news.id } })}>{news.title}</Link>
          </Title>
          <p className="news-list__meta">
            <time dateTime={news.publishedOn}>{day(news.publishedOn)}</time>
            <span className="news-list__category">{t(`league.categories.${news.category}`)}</span>
          </p>
          <p className="news-list__summary">{news.summary}</p>
        </li>
      ))}
    </ul>
  );
}
