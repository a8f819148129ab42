import { useSearchParams } from 'react-router';
import { pageFromQuery } from './history-paging.ts';

/** The page of a list kept in the address (`?page=`), and a way to another page that keeps the rest of it. */
export function useQueryPage(): [number, (page: number) => void] {
  const [search, setSearch] = useSearchParams();
  const toPage = (next: number) =>
    setSearch((current) => {
      current.set('page', String(next));
      return current;
    });
  return [pageFromQuery(search.get('page')), toPage];
}
