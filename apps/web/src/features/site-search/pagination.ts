/** Which page numbers the result list offers. Pure. */

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page number, or a gap ("…") where pages are left out. */
export type PageItem = number | 'gap';

/**
 * The first and last pages, and the current one with `spread` neighbours on each side; a gap stands
 * for two or more left-out pages (a single one is shown instead, as a gap would take its place anyway).
 */
export function pageItems(current: number, pages: number, spread = 1): PageItem[] {
  const wanted = new Set<number>([1, pages]);
  for (let page = current - spread; page <= current + spread; page += 1) {
    if (page >= 1 && page <= pages) wanted.add(page);
  }
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}
