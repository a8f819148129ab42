import type { EphemeralStore } from './ephemeral-store.ts';
import { MemoryStore } from './memory-store.ts';
import { RedisStore } from './redis-store.ts';

export function createStore(redisUrl: string | undefined, keyPrefix?: string): EphemeralStore {
  return redisUrl ? new RedisStore(redisUrl, keyPrefix) : new MemoryStore();
}
