import { describe, expect, it } from 'vitest';
import { PasswordAgainRequests } from './password-again.ts';

describe('asking an administrator for the password again', () => {
  it('opens one dialog for every waiting call and tells each the outcome', async () => {
    const requests = new PasswordAgainRequests();
    let notified = 0;
    requests.subscribe(() => notified++);
    expect(requests.isOpen()).toBe(false);

    const first = requests.request();
    const second = requests.request();
    expect(requests.isOpen()).toBe(true);
    expect(notified).toBe(1);

    requests.settle(true);
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    expect(requests.isOpen()).toBe(false);
    expect(notified).toBe(2);
  });

  it('lets the calls fail when the dialog is cancelled, and asks afresh next time', async () => {
    const requests = new PasswordAgainRequests();
    const cancelled = requests.request();
    requests.settle(false);
    await expect(cancelled).resolves.toBe(false);

    const next = requests.request();
    expect(requests.isOpen()).toBe(true);
    requests.settle(true);
    await expect(next).resolves.toBe(true);
  });
});
