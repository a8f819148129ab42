import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Limits } from '@hanyu/contracts/constants/limits';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { proveWork, withTimeout } from './puzzle-loader.ts';

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

describe('proof of work with the slider', () => {
  it('finds the number the server hid, in the form the server checks', async () => {
    const challenge = await createChallenge({ hmacKey: 'test-key', maxNumber: 2000, params: { puzzle: 'p1' } });
    const answer = await proveWork({ ...challenge, maxnumber: 2000 });
    expect(await verifySolution(answer, 'test-key', true)).toBe(true);
    expect(await verifySolution(answer, 'another-key', true)).toBe(false);
  });

  it('gives up with the slider error when the challenge has no answer within its range', async () => {
    const challenge = await createChallenge({ hmacKey: 'test-key', maxNumber: 2000, number: 1999 });
    await expect(proveWork({ ...challenge, maxnumber: 10 })).rejects.toThrow();
  });
});
