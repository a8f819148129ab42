import { useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A choice kept in the address (?level=0401), so a shared or reloaded link opens on it. The page's
 * state answers at once and the address follows: a radio button takes its new state on the click,
 * not after the router's navigation (decision 049).
 */
export function useQueryChoice<T extends string>(
  key: string,
  accept: (value: string | null) => value is T,
  fallback: T,
  /** Keys the choice resets (a history's page when its level changes). */
  resets: readonly string[] = [],
): [T, (value: T) => void] {
  const [search, setSearch] = useSearchParams();
  const fromAddress = search.get(key);
  const [value, setValue] = useState<T>(accept(fromAddress) ? fromAddress : fallback);
  const choose = (next: T) => {
    setValue(next);
    setSearch(
      (current) => {
        current.set(key, next);
        for (const reset of resets) current.delete(reset);
        return current;
      },
      { replace: true },
    );
  };
  return [value, choose];
}
