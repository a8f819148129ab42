import { describe, expect, it } from 'vitest';
import { errorCatalogue, formatMessage, isSessionInvalid } from './catalogue.ts';

describe('error catalogue', () => {
  it('holds the spec messages verbatim', () => {
    expect(errorCatalogue.SessionExpired.message).toBe('登录过期，请重新登陆');
    expect(errorCatalogue.FavouritesFull.message).toBe('当前用户最多可收藏500条');
    expect(errorCatalogue.AccountPasswordRequired.message).toBe('账号或密码不能为空！');
    expect(errorCatalogue.CodeRecentlySent.message).toBe('验证码已发送,请稍后重试');
  });

  it('fills placeholders', () => {
    expect(formatMessage('GatewayNotConfigured', { setting: 'appId' })).toBe(
      'should use config method to config appId',
    );
  });

  it('recognises the four invalid-session values', () => {
    for (const value of ['TOKEN_301', 'TOKEN_302', '-110300', -110301]) expect(isSessionInvalid(value)).toBe(true);
    expect(isSessionInvalid('TOKEN_303')).toBe(false);
    expect(isSessionInvalid(null)).toBe(false);
  });
});
