import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Limits } from '@hanyu/contracts/constants/limits';
import { SessionStore } from '../shared/session/session-store.ts';
import { createSessionInvalidHandler, needLoginAddress } from './session-invalid.ts';

describe('invalid session (spec section 4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes home of the current family with the need-login flag, a random number and the screen to return to', () => {
    expect(needLoginAddress('/dist/web', 'abc')).toBe('/dist/web?needLogin=1&r=abc');
    expect(needLoginAddress('/dist/web/portal/personalCenter', 'abc')).toBe(
      '/dist/web?needLogin=1&r=abc&back=%2Fweb%2Fportal%2FpersonalCenter',
    );
    expect(needLoginAddress('/dist/web/adult/pscExam/children/PscExamStart', 'abc', '?paperId=p1')).toBe(
      '/dist/web?needLogin=1&r=abc&back=%2Fweb%2Fadult%2FpscExam%2Fchildren%2FPscExamStart%3FpaperId%3Dp1',
    );
    expect(needLoginAddress('/dist/client/adult/adultIndex', 'x1')).toBe(
      '/dist/client?needLogin=1&r=x1&back=%2Fclient%2Fadult%2FadultIndex',
    );
    expect(needLoginAddress('/dist/clientele', 'x1')).toBe('/dist/web?needLogin=1&r=x1');
    // A second expiry at home keeps the screen the first one named.
    expect(needLoginAddress('/dist/web', 'x2', '?needLogin=1&r=x1&back=%2Fweb%2Fadult%2FadultIndex')).toBe(
      '/dist/web?needLogin=1&r=x2&back=%2Fweb%2Fadult%2FadultIndex',
    );
  });

  it('clears the session, then switches the login prompt off and on again after 800 ms, once', () => {
    const store = new SessionStore();
    store.set({
      isClickPopLogin: true,
      userInfo: {
        token: 't',
        userInfo: {
          id: 'u',
          userId: 'u',
          mobile: '',
          email: '',
          userName: '',
          userPhoto: '',
          nickName: 'n',
          education: '',
          language: '',
          country: '',
        },
      },
    });
    const visited: string[] = [];
    let counter = 0;
    let forgotten = 0;
    const handle = createSessionInvalidHandler({
      store,
      pathname: () => '/dist/web/portal/personalCenter',
      go: (address) => visited.push(address),
      forgetStoredSignIn: () => (forgotten += 1),
      random: () => String((counter += 1)),
    });
    handle();
    handle();
    expect(store.get()).toMatchObject({
      userInfo: { token: '', userInfo: null },
      isNeedLogin: true,
      isClickPopLogin: false,
    });
    expect(store.isLoggedIn()).toBe(false);
    expect(visited).toEqual(['/dist/web?needLogin=1&r=1&back=%2Fweb%2Fportal%2FpersonalCenter']);
    expect(forgotten).toBe(1);
    vi.advanceTimersByTime(Limits.loginPromptDelayMs - 1);
    expect(store.get().isClickPopLogin).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.get().isClickPopLogin).toBe(true);
    // A later expiry is handled again.
    handle();
    expect(visited).toHaveLength(2);
  });
});
