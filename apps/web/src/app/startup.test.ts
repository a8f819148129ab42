import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../shared/i18n/i18n.ts';
import { SessionStore, SESSION_STORAGE_KEY } from '../shared/session/session-store.ts';
import { applyFromOverseaMarker, shouldGoOverseas } from './startup.ts';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('start-up rules of section 1', () => {
  it('chooses the stored language, else the browser language, else zh', () => {
    const storage = new MemoryStorage();
    expect(detectLanguage(storage, 'ko-KR')).toBe('ko');
    expect(detectLanguage(storage, 'fr-FR')).toBe('zh');
    expect(detectLanguage(storage, undefined)).toBe('zh');
    storage.setItem('language', 'ru');
    expect(detectLanguage(storage, 'ko-KR')).toBe('ru');
  });

  it('sends overseas visitors away unless they came back from there or chose the domestic site', () => {
    const base = { overseas: true, cameFromOverseasRedirect: false, storedArea: null, alreadyOnOverseasSite: false };
    expect(shouldGoOverseas(base)).toBe(true);
    expect(shouldGoOverseas({ ...base, overseas: false })).toBe(false);
    expect(shouldGoOverseas({ ...base, cameFromOverseasRedirect: true })).toBe(false);
    expect(shouldGoOverseas({ ...base, storedArea: 'domestic' })).toBe(false);
    expect(shouldGoOverseas({ ...base, alreadyOnOverseasSite: true })).toBe(false);
  });

  it('turns the from=oversea marker into a domestic flag and replaces the address with /web', () => {
    const localStorage = new MemoryStorage();
    const replaced: string[] = [];
    const win = {
      location: { hash: '#/?from=oversea' },
      history: {
        replaceState: (_state: unknown, _title: string, url?: string | URL | null) => {
          replaced.push(String(url));
        },
      },
      localStorage,
    };
    expect(applyFromOverseaMarker(win)).toBe(true);
    expect(localStorage.getItem('userArea')).toBe('domestic');
    expect(replaced).toEqual(['/dist/web']);
    expect(applyFromOverseaMarker({ ...win, location: { hash: '' } })).toBe(false);
  });
});

describe('session state', () => {
  it('is saved whole, restored once and cleared', () => {
    const storage = new MemoryStorage();
    const before = new SessionStore();
    before.set({ grade: '03', userInfo: { token: 't-1', userInfo: null }, activeIndex: 2 });
    before.persistTo(storage);
    const after = new SessionStore();
    expect(after.restoreFrom(storage)).toBe(true);
    expect(after.get()).toMatchObject({ grade: '03', activeIndex: 2, modiWaitTime: 10000, langModel: 'zh_cn' });
    expect(after.isLoggedIn()).toBe(true);
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(new SessionStore().restoreFrom(storage)).toBe(false);
  });
});
