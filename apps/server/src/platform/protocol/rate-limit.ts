import type { FastifyRequest } from 'fastify';
import { RateLimitedError } from '../errors.ts';
import type { EphemeralStore } from '../store/ephemeral-store.ts';

export interface RateRule {
  /** Calls allowed per window from one address. */
  limit: number;
  windowMs: number;
}

/**
 * Counts a call against its rule for the caller's address (request.ip honours TRUST_PROXY) in the
 * shared store, so every instance counts together; over the limit answers 429 with Retry-After.
 */
export async function limitRate(
  store: EphemeralStore,
  request: FastifyRequest,
  name: string,
  rule: RateRule,
): Promise<void> {
  const key = `rate:${name}:${request.ip}`;
  const count = await store.increment(key, rule.windowMs);
  if (count > rule.limit) {
    const ms = (await store.ttl(key)) ?? rule.windowMs;
    throw new RateLimitedError(Math.max(1, Math.ceil(ms / 1000)));
  }
}
