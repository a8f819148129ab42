import { describe, expect, it } from 'vitest';
import { apiPath } from './api-path.ts';
import { AppCode, isAppCode, isSuccess, normaliseTotal, ok, sendsBlankToken, tokenForApp } from './envelope.ts';

describe('api path', () => {
  it('prefixes the environment', () => {
    expect(apiPath('dev', '/portal/checkOverseaIp')).toBe('/dev/portal/checkOverseaIp');
    expect(apiPath('prod', '/usercenter/v3/login')).toBe('/prod/usercenter/v3/login');
  });

  it('leaves the external score service paths as they are', () => {
    expect(apiPath('test', '/psc/studentScore')).toBe('/psc/studentScore');
    expect(apiPath('test', '/gov/studentCent')).toBe('/gov/studentCent');
  });
});

describe('envelope', () => {
  it('turns a numeric string total into a number and leaves the rest alone', () => {
    expect(normaliseTotal({ total: '42', list: [] })).toEqual({ total: 42, list: [] });
    expect(normaliseTotal({ total: 'many' })).toEqual({ total: 'many' });
    expect(normaliseTotal([1, 2])).toEqual([1, 2]);
    expect(ok({ total: '7' }).returnValue).toEqual({ total: 7 });
  });

  it("reads '0' and '00' as success", () => {
    expect(isSuccess({ code: '0' })).toBe(true);
    expect(isSuccess({ code: '00' })).toBe(true);
    expect(isSuccess({ code: 'SessionExpired' })).toBe(false);
  });
});

describe('app codes', () => {
  it('sends a blank token for the overseas teacher and student apps only', () => {
    expect(sendsBlankToken(AppCode.OverseaTeacher)).toBe(true);
    expect(sendsBlankToken(AppCode.OverseaStudent)).toBe(true);
    expect(sendsBlankToken(AppCode.Website)).toBe(false);
    expect(tokenForApp(AppCode.OverseaStudent, 'a-token')).toBe('');
    expect(tokenForApp(AppCode.OverseaTeacher, undefined)).toBe('');
    expect(tokenForApp(AppCode.Website, 'a-token')).toBe('a-token');
    expect(tokenForApp(AppCode.Website, '')).toBeUndefined();
  });

  it('knows its own codes and nothing else', () => {
    expect(isAppCode('website')).toBe(true);
    expect(isAppCode('overseaStudent')).toBe(true);
    expect(isAppCode('OverseaStudent')).toBe(false);
    expect(isAppCode('')).toBe(false);
    expect(isAppCode(undefined)).toBe(false);
  });
});
