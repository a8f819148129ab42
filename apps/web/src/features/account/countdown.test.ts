import { describe, expect, it } from 'vitest';
import { AccountLimits } from '@hanyu/contracts/constants/account';
import { Countdown } from './countdown.ts';

describe('resend countdown', () => {
  it('counts whole seconds down from 60 by the clock and stops at 0', () => {
    let now = 1_000_000;
    const countdown = new Countdown(() => now);
    expect(countdown.remaining()).toBe(0);
    countdown.start(AccountLimits.codeResendSeconds);
    expect(countdown.remaining()).toBe(60);
    now += 400;
    expect(countdown.remaining()).toBe(60);
    now += 600;
    expect(countdown.remaining()).toBe(59);
    // A tab in the background for half a minute still shows the right second.
    now += 30_000;
    expect(countdown.remaining()).toBe(29);
    now += 29_000;
    expect(countdown.remaining()).toBe(0);
    now += 5_000;
    expect(countdown.remaining()).toBe(0);
  });

  it('starts again from the full time', () => {
    let now = 0;
    const countdown = new Countdown(() => now);
    countdown.start(60);
    now = 45_000;
    countdown.start(60);
    expect(countdown.remaining()).toBe(60);
  });
});
