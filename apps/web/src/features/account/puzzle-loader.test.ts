import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Limits } from '@hanyu/contracts/constants/limits';
import { withTimeout } from './puzzle-loader.ts';

describe('captcha resource timeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives up on a puzzle that has not loaded after 10 s', async () => {
    const never = new Promise<string>(() => undefined);
    const result = withTimeout(never, Limits.captchaTimeoutMs, () => new Error('60205'));
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(Limits.captchaTimeoutMs - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toThrow('60205');
  });

  it('passes on a puzzle that arrives in time', async () => {
    const soon = new Promise<string>((resolve) => setTimeout(() => resolve('puzzle'), 2_000));
    const result = withTimeout(soon, Limits.captchaTimeoutMs, () => new Error('60205'));
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(result).resolves.toBe('puzzle');
    expect(vi.getTimerCount()).toBe(0);
  });
});
