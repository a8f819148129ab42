/**
 * A reading's score as the lists show it: a whole number in the reader's locale, as the result panel
 * showed it when the reading was made (a reading that scored 5.3 is 5 in both places).
 */
export function formatScore(score: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(score);
}

/** How many pages a list of `total` makes, `pageSize` a page (one at least, so an empty list has page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
