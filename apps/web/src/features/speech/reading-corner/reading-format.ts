/** A score as the lists show it: at most one decimal, in the reader's locale. */
export function formatScore(score: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(score);
}

/** How many pages a list of `total` makes, `pageSize` a page (one at least, so an empty list has page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
