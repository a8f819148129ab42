import { describe, expect, it } from 'vitest';
import { clampKeyword, readSearchParams, searchQuery } from './search-params.ts';
import { pageCount, pageItems } from './pagination.ts';

describe('the search in the address', () => {
  it('reads what the header search box writes', () => {
    expect(readSearchParams(new URLSearchParams('q=%E4%BD%A0%E5%A5%BD&tab=all'))).toEqual({
      keyword: '你好',
      tab: 'all',
      page: 1,
    });
    expect(readSearchParams(new URLSearchParams('q=good&tab=app&page=3'))).toEqual({
      keyword: 'good',
      tab: 'app',
      page: 3,
    });
  });

  it('reads the spec name keyword too, and falls back on the first page of all for anything odd', () => {
    expect(readSearchParams(new URLSearchParams('keyword=ni3hao3'))).toEqual({
      keyword: 'ni3hao3',
      tab: 'all',
      page: 1,
    });
    for (const page of ['0', '-2', '1.5', 'x', '1e40']) {
      expect(readSearchParams(new URLSearchParams(`q=a&tab=games&page=${page}`))).toMatchObject({
        tab: 'all',
        page: 1,
      });
    }
    expect(readSearchParams(new URLSearchParams(''))).toEqual({ keyword: '', tab: 'all', page: 1 });
  });

  it('trims the keyword and cuts it to the contract length at a whole character', () => {
    expect(clampKeyword('  你好  ')).toBe('你好');
    expect(clampKeyword('字'.repeat(60))).toBe('字'.repeat(50));
    // 𠀀 takes two UTF-16 units: 49 + 2 would pass 50, so it is left out rather than cut in half.
    expect(clampKeyword(`${'字'.repeat(49)}𠀀`)).toBe('字'.repeat(49));
  });

  it('writes the keyword and tab, and the page only past the first', () => {
    expect(searchQuery({ keyword: '你好', tab: 'all', page: 1 })).toBe('?q=%E4%BD%A0%E5%A5%BD&tab=all');
    expect(searchQuery({ keyword: 'ni3 hao3', tab: 'resource', page: 2 })).toBe('?q=ni3+hao3&tab=resource&page=2');
    expect(searchQuery({ keyword: '', tab: 'app', page: 4 })).toBe('');
  });
});

describe('pagination', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('shows every page of a short list', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows the ends and the neighbours of the current page, with gaps between', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
    // One left-out page is shown rather than replaced by a gap.
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });
});
