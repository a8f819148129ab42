import { describe, expect, it } from 'vitest';
import { familyOf, hrefFor } from './navigation.ts';

describe('navigation helper (spec section 2)', () => {
  it('tells the family from the current address', () => {
    expect(familyOf('/client')).toBe('client');
    expect(familyOf('/client/adult/adultIndex')).toBe('client');
    expect(familyOf('/clientele')).toBe('web');
    expect(familyOf('/web/culture/cultureIndex')).toBe('web');
    expect(familyOf('/speechTest')).toBe('web');
  });

  it('goes to the variant of a named route that matches the current address', () => {
    expect(hrefFor('webPersonalCenter', '/web/adult/adultIndex')).toBe('/web/portal/personalCenter');
    expect(hrefFor('webPersonalCenter', '/client/adult/adultIndex')).toBe('/client/portal/personalCenter');
    expect(hrefFor('clientPersonalCenter', '/web')).toBe('/web/portal/personalCenter');
  });

  it('stays in the only family a route exists in', () => {
    expect(hrefFor('webIflylangdu', '/client')).toBe('/web/Iflylangdu');
  });

  it('fills route parameters and adds the query', () => {
    expect(
      hrefFor('webCultureLiteratureDetail', '/client', { params: { resId: '42', type: 'song', phase: 'junior' } }),
    ).toBe('/client/culture/cultureLiteratureDetail/42/song/junior');
    expect(hrefFor('webSearchResult', '/web', { query: { q: '诗经 国风', tab: 'resource' } })).toBe(
      '/web/portal/searchResult?q=%E8%AF%97%E7%BB%8F+%E5%9B%BD%E9%A3%8E&tab=resource',
    );
  });

  it('sends an unknown name to /web', () => {
    expect(hrefFor('noSuchScreen', '/client')).toBe('/web');
  });
});
