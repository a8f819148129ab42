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

describe.each(testStoreKinds)('%s store channels', (kind) => {
  const prefix = `test:${Math.random().toString(16).slice(2)}:`;
  let one: EphemeralStore;
  let other: EphemeralStore;
  beforeAll(() => {
    // Two handles on one key space: two instances of the server (a memory store is one instance only).
    one = createTestStore(kind, prefix);
    other = kind === 'redis' ? createTestStore(kind, prefix) : one;
  });
  afterAll(async () => {
    await one.close();
    if (other !== one) await other.close();
  });

  const received = (store: EphemeralStore, channel: string) => {
    const messages: string[] = [];
    const stop = store.subscribe(channel, (message) => messages.push(message));
    return { messages, stop };
  };
  const settle = () => sleep(kind === 'redis' ? 100 : 10);

  it('delivers a message to every listener of its channel, on every instance, and to no other channel', async () => {
    const first = received(one, 'user:1');
    const second = received(other, 'user:1');
    const elsewhere = received(other, 'user:2');
    const stops = await Promise.all([first.stop, second.stop, elsewhere.stop]);
    await one.publish('user:1', '{"state":"queued"}');
    await one.publish('user:1', '{"state":"done"}');
    await settle();
    expect(first.messages).toEqual(['{"state":"queued"}', '{"state":"done"}']);
    expect(second.messages).toEqual(['{"state":"queued"}', '{"state":"done"}']);
    expect(elsewhere.messages).toEqual([]);
    await Promise.all(stops.map((stop) => stop()));
  });

  it('stops delivering once a listener stops, leaving the others', async () => {
    const leaving = received(other, 'user:3');
    const staying = received(other, 'user:3');
    const stopLeaving = await leaving.stop;
    const stopStaying = await staying.stop;
    await stopLeaving();
    await one.publish('user:3', 'after');
    await settle();
    expect(leaving.messages).toEqual([]);
    expect(staying.messages).toEqual(['after']);
    await stopStaying();
    await one.publish('user:3', 'nobody');
    await settle();
    expect(staying.messages).toEqual(['after']);
  });

  it('keeps no message for a listener who comes later', async () => {
    await one.publish('user:4', 'early');
    const late = received(other, 'user:4');
    const stop = await late.stop;
    await settle();
    expect(late.messages).toEqual([]);
    await stop();
  });
});
