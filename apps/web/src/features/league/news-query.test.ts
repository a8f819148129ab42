import { describe, expect, it } from 'vitest';
import { newsListQuery, parseNewsQuery } from './news-query.ts';

describe('the news page’s address', () => {
  it('shows one item when it names one, the list otherwise', () => {
    const id = '0123456789abcdef0123456789abcdef';
    expect(parseNewsQuery(new URLSearchParams(`newsId=${id}&category=league`))).toEqual({ newsId: id });
    expect(parseNewsQuery(new URLSearchParams('newsId=nope'))).toEqual({ newsId: null, category: null, page: 1 });
  });

  it('reads a known category and a page', () => {
    expect(parseNewsQuery(new URLSearchParams('category=notice&page=2'))).toEqual({
      newsId: null,
      category: 'notice',
      page: 2,
    });
    expect(parseNewsQuery(new URLSearchParams('category=gossip&page=0'))).toEqual({
      newsId: null,
      category: null,
      page: 1,
    });
  });

  it('writes a list view back, the first page and all categories left out', () => {
    expect(newsListQuery(null)).toEqual({});
    expect(newsListQuery('league', 3)).toEqual({ category: 'league', page: '3' });
  });
});
