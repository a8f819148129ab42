import { describe, expect, it } from 'vitest';
import { EXAM_HISTORY_PAGE_SIZE } from '@hanyu/contracts/exam/exam-engine';
import { pageAfterDelete, pageCount, pageFromQuery } from './history-paging.ts';

describe('the history pages', () => {
  it("counts pages at the server's page size", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(EXAM_HISTORY_PAGE_SIZE)).toBe(1);
    expect(pageCount(EXAM_HISTORY_PAGE_SIZE + 1)).toBe(2);
    expect(pageCount(7, 3)).toBe(3);
  });

  it('goes back a page when a deletion empties the last one', () => {
    expect(pageAfterDelete(3, 7, 3)).toBe(2);
    expect(pageAfterDelete(2, 7, 3)).toBe(2);
    expect(pageAfterDelete(1, 1, 3)).toBe(1);
  });

  it('reads the page from the address, falling back to the first', () => {
    expect(['2', '0', '-1', 'x', '1.5', null, '1001'].map(pageFromQuery)).toEqual([2, 1, 1, 1, 1, 1, 1]);
  });
});
