import type { FastifyBaseLogger } from 'fastify';
import type { LivePush, LiveTopic } from '@hanyu/contracts/protocol/live';
import type { EphemeralStore } from '../store/ephemeral-store.ts';

/** The store channel of one learner's topic: every instance's sockets of that learner listen to it. */
export function liveChannel(userId: string, topic: LiveTopic): string {
  return `live:${topic}:${userId}`;
}

/**
 * Pushes to a learner's sockets on every instance. A push is a courtesy (the call's own answer carries
 * the result): a store that fails is logged, never the caller's failure.
 */
export async function pushLive(
  store: EphemeralStore,
  userId: string,
  push: LivePush,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await store.publish(liveChannel(userId, push.topic), JSON.stringify(push));
  } catch (error) {
    log.warn({ err: error, topic: push.topic }, 'live push not delivered');
  }
}
