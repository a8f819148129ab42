import { describe, expect, it } from 'vitest';
import { contentPageCount, contentQuerySearch, parseContentQuery } from './content-query.ts';

describe('the content screen’s address', () => {
  it('starts on the first type’s first page with nothing open', () => {
    expect(parseContentQuery(new URLSearchParams())).toEqual({ type: 'news', page: 1, entry: null });
  });

  it('reads a type, a page and an entry, and ignores what it does not know', () => {
    const id = 'a'.repeat(32);
    expect(parseContentQuery(new URLSearchParams(`type=school&page=3&entry=${id}`))).toEqual({
      type: 'school',
      page: 3,
      entry: id,
    });
    expect(parseContentQuery(new URLSearchParams('type=x&page=-2&entry=../x'))).toEqual({
      type: 'news',
      page: 1,
      entry: null,
    });
    expect(parseContentQuery(new URLSearchParams('entry=new')).entry).toBe('new');
  });

  it('writes the view back, the first page left out', () => {
    expect(contentQuerySearch({ type: 'leagueMember', page: 1, entry: null }).toString()).toBe('type=leagueMember');
    expect(contentQuerySearch({ type: 'news', page: 2, entry: 'new' }).toString()).toBe('type=news&page=2&entry=new');
  });

  it('counts pages of twenty, at least one', () => {
    expect([contentPageCount(0), contentPageCount(20), contentPageCount(21)]).toEqual([1, 1, 2]);
  });
});
