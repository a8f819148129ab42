import type { ChannelListener, EphemeralStore } from './ephemeral-store.ts';

interface Generations {
  current: Set<string>;
  previous: Set<string>;
  startedAt: number;
  windowMs: number;
}

interface Item {
  value: string;
  expiresAt: number;
}

const SWEEP_INTERVAL_MS = 30_000;

export class MemoryStore implements EphemeralStore {
  readonly kind = 'memory';
  private readonly items = new Map<string, Item>();
  private readonly sweeper: NodeJS.Timeout;
  /** One-time tokens per namespace: the current generation and the one before; a generation lasts one window. */
  private readonly claims = new Map<string, Generations>();
  private readonly channels = new Map<string, Set<ChannelListener>>();

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  private live(key: string): Item | undefined {
    const item = this.items.get(key);
    if (item && item.expiresAt <= this.now()) {
      this.items.delete(key);
      return undefined;
    }
    return item;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, item] of this.items) if (item.expiresAt <= now) this.items.delete(key);
  }

  async putIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    if (this.live(key)) return false;
    this.items.set(key, { value, expiresAt: this.now() + ttlMs });
    return true;
  }

  async claimOnce(namespace: string, token: string, windowMs: number): Promise<boolean> {
    const now = this.now();
    let generations = this.claims.get(namespace);
    if (!generations || generations.windowMs !== windowMs || now - generations.startedAt >= 2 * windowMs) {
      // First use, a new window length, or a long quiet spell: nothing still inside a window is lost.
      const previous =
        generations?.windowMs === windowMs ? new Set<string>() : (generations?.current ?? new Set<string>());
      generations = { current: new Set(), previous, startedAt: now, windowMs };
      this.claims.set(namespace, generations);
    } else if (now - generations.startedAt >= windowMs) {
      generations = { current: new Set(), previous: generations.current, startedAt: now, windowMs };
      this.claims.set(namespace, generations);
    }
    if (generations.current.has(token) || generations.previous.has(token)) return false;
    generations.current.add(token);
    return true;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.items.set(key, { value, expiresAt: this.now() + ttlMs });
  }

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async delete(key: string): Promise<void> {
    this.items.delete(key);
  }

  async take(key: string): Promise<string | null> {
    const value = this.live(key)?.value ?? null;
    this.items.delete(key);
    return value;
  }

  async increment(key: string, windowMs: number): Promise<number> {
    const item = this.live(key);
    const count = item ? Number(item.value) + 1 : 1;
    this.items.set(key, { value: String(count), expiresAt: item?.expiresAt ?? this.now() + windowMs });
    return count;
  }

  async ttl(key: string): Promise<number | null> {
    const item = this.live(key);
    return item ? item.expiresAt - this.now() : null;
  }

  async publish(channel: string, message: string): Promise<void> {
    const listeners = this.channels.get(channel);
    if (!listeners) return;
    // Delivered after the publisher goes on, as Redis delivers: a listener never runs inside publish.
    for (const listener of [...listeners]) setImmediate(() => listener(message));
  }

  async subscribe(channel: string, listener: ChannelListener): Promise<() => Promise<void>> {
    // A listener added twice counts twice (each subscription its own wrapper), as with Redis listeners.
    const own: ChannelListener = (message) => listener(message);
    let listeners = this.channels.get(channel);
    if (!listeners) this.channels.set(channel, (listeners = new Set()));
    listeners.add(own);
    return async () => {
      listeners.delete(own);
      if (listeners.size === 0 && this.channels.get(channel) === listeners) this.channels.delete(channel);
    };
  }

  /** Channels with a listener now (tests read that a closed socket leaves none behind). */
  channelCount(): number {
    return this.channels.size;
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.items.clear();
    this.claims.clear();
    this.channels.clear();
  }
}
