import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, testStoreKinds } from '../../test/test-app.ts';
import type { EphemeralStore } from './ephemeral-store.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testStoreKinds)('%s ephemeral store', (kind) => {
  let store: EphemeralStore;
  beforeAll(() => {
    store = createTestStore(kind);
  });
  afterAll(() => store.close());

  it('stores a key only when absent', async () => {
    expect(await store.putIfAbsent('nonce:1', 'a', 10_000)).toBe(true);
    expect(await store.putIfAbsent('nonce:1', 'b', 10_000)).toBe(false);
    expect(await store.get('nonce:1')).toBe('a');
  });

  it('forgets a key when its time is up', async () => {
    await store.set('code:1', '123456', 80);
    expect(await store.get('code:1')).toBe('123456');
    expect(await store.ttl('code:1')).toBeGreaterThan(0);
    await sleep(150);
    expect(await store.get('code:1')).toBeNull();
    expect(await store.ttl('code:1')).toBeNull();
    expect(await store.putIfAbsent('code:1', 'again', 1_000)).toBe(true);
  });

  it('counts within a window that starts at the first increment', async () => {
    expect(await store.increment('rate:1', 120)).toBe(1);
    expect(await store.increment('rate:1', 120)).toBe(2);
    expect(await store.increment('rate:1', 120)).toBe(3);
    await sleep(200);
    expect(await store.increment('rate:1', 120)).toBe(1);
  });

  it('lets a one-time token be claimed once per namespace, for at least its window', async () => {
    expect(await store.claimOnce('nonce', 'n-1', 100)).toBe(true);
    expect(await store.claimOnce('nonce', 'n-1', 100)).toBe(false);
    expect(await store.claimOnce('other', 'n-1', 100)).toBe(true);
    await sleep(60);
    expect(await store.claimOnce('nonce', 'n-2', 100)).toBe(true);
    expect(await store.claimOnce('nonce', 'n-1', 100)).toBe(false);
    await sleep(300);
    expect(await store.claimOnce('nonce', 'n-1', 100)).toBe(true);
  });

  it('gives a key to exactly one of several callers taking it at once', async () => {
    await store.set('grant:1', 'user-1', 10_000);
    const taken = await Promise.all(Array.from({ length: 10 }, () => store.take('grant:1')));
    expect(taken.filter((value) => value === 'user-1')).toHaveLength(1);
    expect(taken.filter((value) => value === null)).toHaveLength(9);
    expect(await store.take('grant:1')).toBeNull();
  });

  it('deletes', async () => {
    await store.set('x', '1', 10_000);
    await store.delete('x');
    expect(await store.get('x')).toBeNull();
  });
});
