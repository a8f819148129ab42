import { describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE } from '@hanyu/contracts/admin/roles';
import { auditFilter, auditPageCount, auditQuerySearch, isFiltered, parseAuditQuery } from './audit-query.ts';

const parse = (text: string) => parseAuditQuery(new URLSearchParams(text));

describe('the audit log’s view in the address', () => {
  it('reads every filter and the page, trimmed', () => {
    expect(parse('action=role.grant&targetId=%20u123%20&actor=command%3Aadmin%3Acreate&page=3')).toEqual({
      action: 'role.grant',
      targetId: 'u123',
      actor: 'command:admin:create',
      page: 3,
    });
  });

  it('leaves out what the list call would refuse, instead of failing the page', () => {
    expect(parse(`targetId=${'x'.repeat(65)}&action=&actor=%20%20&page=0`)).toEqual({
      action: null,
      targetId: null,
      actor: null,
      page: 1,
    });
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=-4').page).toBe(1);
    expect(parse('page=abc').page).toBe(1);
    expect(parse('').page).toBe(1);
  });

  it('writes only what differs from every entry on the first page, and reads it back the same', () => {
    expect(auditQuerySearch({ action: null, targetId: null, actor: null, page: 1 }).toString()).toBe('');
    const query = { action: 'role.revoke', targetId: 'u9', actor: null, page: 2 };
    const search = auditQuerySearch(query);
    expect(search.toString()).toBe('action=role.revoke&targetId=u9&page=2');
    expect(parseAuditQuery(search)).toEqual(query);
  });

  it('gives the calls only the filters set', () => {
    expect(auditFilter({ action: null, targetId: 'u9', actor: null })).toEqual({ targetId: 'u9' });
    expect(auditFilter({ action: null, targetId: null, actor: null })).toEqual({});
    expect(isFiltered({ action: null, targetId: null, actor: null })).toBe(false);
    expect(isFiltered({ action: null, targetId: null, actor: 'u1' })).toBe(true);
  });

  it('counts pages of the list call’s size, at least one', () => {
    expect(auditPageCount(0)).toBe(1);
    expect(auditPageCount(AUDIT_PAGE_SIZE)).toBe(1);
    expect(auditPageCount(AUDIT_PAGE_SIZE + 1)).toBe(2);
  });
});
