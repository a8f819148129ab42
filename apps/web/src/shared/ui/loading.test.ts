import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Limits } from '@hanyu/contracts/constants/limits';
import { SessionStore } from '../session/session-store.ts';
import { LoadingControl } from './loading.ts';

describe('global loading indicator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('dismisses itself 10 s after it was last shown', () => {
    const store = new SessionStore();
    const loading = new LoadingControl(store);
    loading.show('正在提交');
    expect(store.get().loading).toEqual({ show: true, content: '正在提交' });
    vi.advanceTimersByTime(Limits.loadingOverlayMs - 1);
    expect(store.get().loading.show).toBe(true);
    loading.show('正在评测');
    vi.advanceTimersByTime(Limits.loadingOverlayMs - 1);
    expect(store.get().loading).toEqual({ show: true, content: '正在评测' });
    vi.advanceTimersByTime(1);
    expect(store.get().loading).toEqual({ show: false, content: '' });
  });

  it('hides at once when the call ends, and a later timer does not hide a new indicator early', () => {
    const store = new SessionStore();
    const loading = new LoadingControl(store);
    loading.show();
    loading.hide();
    expect(store.get().loading.show).toBe(false);
    vi.advanceTimersByTime(Limits.loadingOverlayMs / 2);
    loading.show();
    vi.advanceTimersByTime(Limits.loadingOverlayMs / 2 + 1);
    expect(store.get().loading.show).toBe(true);
  });
});
