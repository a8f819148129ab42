import { NEWS_CATEGORIES, type NewsCategory } from '@hanyu/contracts/admin/content';

/** The news page's view, kept in the address: one item (`newsId`), or a category's page of the list. */
export type NewsQuery = { newsId: string } | { newsId: null; category: NewsCategory | null; page: number };

export function parseNewsQuery(search: URLSearchParams): NewsQuery {
  const newsId = search.get('newsId');
  if (newsId !== null && /^[0-9a-f]{32}$/u.test(newsId)) return { newsId };
  const category = NEWS_CATEGORIES.find((candidate) => candidate === search.get('category')) ?? null;
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return { newsId: null, category, page: Number.isSafeInteger(page) && page >= 1 ? page : 1 };
}

/** The address's query for a list view: the category (if any) and the page past the first. */
export function newsListQuery(category: NewsCategory | null, page = 1): Record<string, string> {
  return { ...(category ? { category } : {}), ...(page > 1 ? { page: String(page) } : {}) };
}
