/**
 * The tab a key moves to in a tab list (WAI-ARIA tabs pattern): arrows step round, Home and End go
 * to the ends; undefined for any other key.
 */
export function tabAfterKey<T>(tabs: readonly T[], current: T, key: string): T | undefined {
  const index = tabs.indexOf(current);
  if (key === 'ArrowRight') return tabs[(index + 1) % tabs.length];
  if (key === 'ArrowLeft') return tabs[(index + tabs.length - 1) % tabs.length];
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs[tabs.length - 1];
  return undefined;
}
