import { afterEach, describe, expect, it } from 'vitest';
import { APP_CODE_KEY, adoptAppCode, commonFields, currentAppCode } from './app-code.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('app code', () => {
  afterEach(() => adoptAppCode('', memoryStorage()));

  it('is website, with the session token, when the address names none', () => {
    expect(adoptAppCode('?lang=en', memoryStorage())).toBe('website');
    expect(commonFields('session-token')).toEqual({ token: 'session-token', appCode: 'website', clientType: 'web' });
    expect(commonFields('')).toEqual({ appCode: 'website', clientType: 'web' });
  });

  it('takes an overseas app code from the address, keeps it for the session and sends a blank token', () => {
    const storage = memoryStorage();
    expect(adoptAppCode('?appCode=overseaStudent', storage)).toBe('overseaStudent');
    expect(storage.items.get(APP_CODE_KEY)).toBe('overseaStudent');
    expect(commonFields('session-token')).toEqual({ token: '', appCode: 'overseaStudent', clientType: 'web' });

    // The next page of the visit carries no parameter: the kept code stays.
    expect(adoptAppCode('', storage)).toBe('overseaStudent');
    expect(currentAppCode()).toBe('overseaStudent');

    expect(adoptAppCode('?appCode=overseaTeacher', storage)).toBe('overseaTeacher');
    expect(commonFields(undefined)).toEqual({ token: '', appCode: 'overseaTeacher', clientType: 'web' });
  });

  it('ignores a code it does not know, in the address or in storage', () => {
    const storage = memoryStorage({ [APP_CODE_KEY]: 'somethingElse' });
    expect(adoptAppCode('?appCode=admin', storage)).toBe('website');
    expect(storage.items.get(APP_CODE_KEY)).toBe('somethingElse');
    expect(commonFields('t')).toEqual({ token: 't', appCode: 'website', clientType: 'web' });
  });
});
