import type { EphemeralStore } from './ephemeral-store.ts';

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

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.items.clear();
    this.claims.clear();
  }
}
