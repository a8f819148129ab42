import { describe, expect, it } from 'vitest';
import { GetLearnerResults } from '@hanyu/contracts/psc/results';
import {
  isFiltered,
  pageCount,
  parseResultQuery,
  queryProblem,
  resultFilter,
  resultQuerySearch,
  type ResultQuery,
} from './results-query.ts';

const parse = (address: string) => parseResultQuery(new URLSearchParams(address));
const everything: ResultQuery = { kind: null, from: null, to: null, page: 1 };

describe('the results query in the address', () => {
  it('reads a kind, a date range and a page', () => {
    expect(parse('kind=passage&from=2026-11-01&to=2026-11-26&page=3')).toEqual({
      kind: 'passage',
      from: '2026-11-01',
      to: '2026-11-26',
      page: 3,
    });
    expect(parse('')).toEqual(everything);
  });

  it('leaves out what it cannot use rather than failing on an edited address', () => {
    expect(parse('kind=game&from=2026-02-30&to=26.11.2026&page=-2')).toEqual(everything);
    expect(parse('page=1.5')).toEqual(everything);
    expect(parse('from=2026-13-01').from).toBeNull();
    expect(parse('from=2028-02-29').from).toBe('2028-02-29');
  });

  it('writes only what differs from everything on the first page, and reads back the same', () => {
    expect(resultQuerySearch(everything).toString()).toBe('');
    const query: ResultQuery = { kind: 'mockExam', from: '2026-11-01', to: null, page: 2 };
    expect(resultQuerySearch(query).toString()).toBe('kind=mockExam&from=2026-11-01&page=2');
    expect(parseResultQuery(resultQuerySearch(query))).toEqual(query);
    expect(isFiltered(everything)).toBe(false);
    expect(isFiltered({ ...everything, to: '2026-11-01' })).toBe(true);
  });

  it('refuses a last day before the first, and takes one day for both', () => {
    expect(queryProblem({ ...everything, from: '2026-11-20', to: '2026-11-02' })).toBe('toBeforeFrom');
    expect(queryProblem({ ...everything, from: '2026-11-20', to: '2026-11-20' })).toBeNull();
    expect(queryProblem({ ...everything, from: '2026-11-20' })).toBeNull();
  });

  it('turns the learner’s local days into instants: from the first midnight to the midnight after the last day', () => {
    const filter = resultFilter({ kind: 'topic', from: '2026-11-05', to: '2026-11-05', page: 4 });
    expect(filter.kind).toBe('topic');
    const from = new Date(filter.from ?? '');
    const to = new Date(filter.to ?? '');
    expect([from.getFullYear(), from.getMonth(), from.getDate(), from.getHours(), from.getMinutes()]).toEqual([
      2026, 10, 5, 0, 0,
    ]);
    expect([to.getMonth(), to.getDate(), to.getHours()]).toEqual([10, 6, 0]);
    expect(resultFilter(everything)).toEqual({});
    // What the server's contract takes.
    expect(GetLearnerResults.payload.safeParse({ ...filter, page: 1, pageSize: 10 }).success).toBe(true);
    // The last day of a month runs into the next.
    expect(new Date(resultFilter({ ...everything, to: '2026-11-30' }).to ?? '').getDate()).toBe(1);
  });

  it('counts pages, one at least', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(45, 20)).toBe(3);
  });
});
