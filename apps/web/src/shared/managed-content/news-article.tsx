import './managed-content.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsDetail } from '@hanyu/contracts/admin/content';
import { useDayFormat } from './day-format.ts';
import { Heading, type HeadingLevel } from './heading.tsx';
import { paragraphsOf } from './public-entry.ts';

/** One news item as learners read it: title, date, category, source and the body's paragraphs. */
export function NewsArticle({ news, level }: { news: NewsDetail; level: HeadingLevel }) {
  const { t } = useTranslation();
  const day = useDayFormat();
  const id = useId();
  return (
    <article className="news-article" aria-labelledby={id} data-testid="news-article">
      <Heading level={level} id={id} className="news-article__title">
        {news.title}
      </Heading>
      <p className="news-article__meta">
        <time dateTime={news.publishedOn}>{day(news.publishedOn)}</time>
        <span className="news-article__category">{t(`league.categories.${news.category}`)}</span>
        {news.source && <span>{t('league.news.source', { source: news.source })}</span>}
      </p>
      <div className="news-article__body prose">
        {paragraphsOf(news.body).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
