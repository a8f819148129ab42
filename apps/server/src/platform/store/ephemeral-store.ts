/** Called with each message published on a channel (see EphemeralStore.subscribe). */
export type ChannelListener = (message: string) => void;

/**
 * Short-lived shared state: gateway nonces, rate-limit counters, verification codes, captcha
 * challenges, and the live messages fanned out to sockets. In-process by default; Redis when several
 * server instances must act as one.
 */
export interface EphemeralStore {
  readonly kind: 'memory' | 'redis';
  /** Stores the value only when the key is absent; true when it was stored. */
  putIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /**
   * Marks a one-time token (a gateway nonce) of a namespace as used for at least `windowMs`; true the
   * first time. Kept apart from putIfAbsent because it runs on every call: the memory store keeps these
   * in rotating sets, with no timestamp object per entry for the garbage collector to carry.
   */
  claimOnce(namespace: string, token: string, windowMs: number): Promise<boolean>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  get(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
  /** Reads and deletes in one step: of several callers racing for a key, one gets its value. */
  take(key: string): Promise<string | null>;
  /** Adds one and returns the new count; the window starts with the first increment. */
  increment(key: string, windowMs: number): Promise<number>;
  /** Milliseconds until the key expires, or null when it does not exist. */
  ttl(key: string): Promise<number | null>;
  /**
   * Sends a message to every listener of the channel, on every instance sharing the store; nobody
   * listening is no error (a message is never kept for a listener who comes later).
   */
  publish(channel: string, message: string): Promise<void>;
  /** Listens to a channel from now on; the function returned stops listening. */
  subscribe(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
