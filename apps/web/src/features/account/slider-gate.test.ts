import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Limits } from '@hanyu/contracts/constants/limits';
import type * as SliderCaptchaModule from './slider-captcha.tsx';
import { loadSliderScript } from './slider-gate.tsx';

describe('slider script loading', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports the script timeout (60204) after 10 s without the script', async () => {
    const result = loadSliderScript(() => new Promise(() => undefined));
    const failure = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(Limits.captchaTimeoutMs);
    await expect(failure).resolves.toMatchObject({
      id: 'CaptchaScriptTimeout',
      message: expect.stringContaining('60204'),
    });
  });

  it('hands over the script that arrives in time', async () => {
    const module = { SliderCaptcha: () => null } as unknown as typeof SliderCaptchaModule;
    const result = loadSliderScript(() => new Promise((resolve) => setTimeout(() => resolve(module), 1_500)));
    await vi.advanceTimersByTimeAsync(1_500);
    await expect(result).resolves.toBe(module);
  });
});
