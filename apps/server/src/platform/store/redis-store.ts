import { Redis } from 'ioredis';
import type { ChannelListener, EphemeralStore } from './ephemeral-store.ts';

// INCR and PEXPIRE in one step, so a counter never lives without its window.
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

export class RedisStore implements EphemeralStore {
  readonly kind = 'redis';
  private readonly redis: Redis;
  /** The connection in subscriber mode (Redis takes no other command on it), opened on first use. */
  private subscriber: Redis | undefined;
  private readonly listeners = new Map<string, Set<ChannelListener>>();

  /** `keyPrefix` keeps deployments (and test files) sharing one Redis apart, channels too. */
  constructor(
    private readonly url: string,
    private readonly keyPrefix = 'hanyu:',
  ) {
    this.redis = new Redis(url, { keyPrefix, lazyConnect: false, maxRetriesPerRequest: 3 });
  }

  /** ioredis prefixes keys, not pub/sub channels: the prefix is added here. */
  private channelName(channel: string): string {
    return `${this.keyPrefix}channel:${channel}`;
  }

  private subscriberConnection(): Redis {
    if (!this.subscriber) {
      // maxRetriesPerRequest null: a subscription waits for a reconnect, and ioredis subscribes again.
      this.subscriber = new Redis(this.url, { lazyConnect: false, maxRetriesPerRequest: null });
      this.subscriber.on('message', (channel: string, message: string) => {
        for (const listener of [...(this.listeners.get(channel) ?? [])]) listener(message);
      });
    }
    return this.subscriber;
  }

  async putIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    return (await this.redis.set(key, value, 'PX', ttlMs, 'NX')) === 'OK';
  }

  async claimOnce(namespace: string, token: string, windowMs: number): Promise<boolean> {
    return this.putIfAbsent(`once:${namespace}:${token}`, '', windowMs);
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.redis.set(key, value, 'PX', ttlMs);
  }

  async get(key: string): Promise<string | null> {
    return this.redis.get(key);
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(key);
  }

  async take(key: string): Promise<string | null> {
    return this.redis.getdel(key);
  }

  async increment(key: string, windowMs: number): Promise<number> {
    return Number(await this.redis.eval(INCREMENT_SCRIPT, 1, key, windowMs));
  }

  async ttl(key: string): Promise<number | null> {
    const ms = await this.redis.pttl(key);
    return ms < 0 ? null : ms;
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.redis.publish(this.channelName(channel), message);
  }

  async subscribe(channel: string, listener: ChannelListener): Promise<() => Promise<void>> {
    const name = this.channelName(channel);
    const own: ChannelListener = (message) => listener(message);
    let listeners = this.listeners.get(name);
    if (!listeners) this.listeners.set(name, (listeners = new Set()));
    listeners.add(own);
    // Subscribed before this returns (SUBSCRIBE again is harmless, and waits for a first one still on
    // its way): a message published once subscribe() has resolved is delivered.
    await this.subscriberConnection().subscribe(name);
    return async () => {
      listeners.delete(own);
      if (listeners.size > 0 || this.listeners.get(name) !== listeners) return;
      this.listeners.delete(name);
      await this.subscriber?.unsubscribe(name);
    };
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await Promise.all([this.redis.quit(), this.subscriber?.quit()]);
  }
}
