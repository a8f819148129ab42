import { Redis } from 'ioredis';
import type { EphemeralStore } from './ephemeral-store.ts';

// INCR and PEXPIRE in one step, so a counter never lives without its window.
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

export class RedisStore implements EphemeralStore {
  readonly kind = 'redis';
  private readonly redis: Redis;

  /** `keyPrefix` keeps deployments (and test files) sharing one Redis apart. */
  constructor(url: string, keyPrefix = 'hanyu:') {
    this.redis = new Redis(url, { keyPrefix, lazyConnect: false, maxRetriesPerRequest: 3 });
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

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
