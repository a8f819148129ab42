/**
 * The most recent answers of an expensive read, kept for a short while: a crowd asking the same
 * question (a popular search) is answered from memory after the first one. Bounded both in entries
 * (least recently used leave first) and in age, so an index rebuilt by another instance is seen within
 * `maxAgeMs`. Concurrent misses for one key share one computation.
 */
export class RecentAnswers<V> {
  private readonly entries = new Map<string, { value: Promise<V>; at: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, compute: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry && now - entry.at <= this.maxAgeMs) {
      // Map order is insertion order: moving the entry to the end keeps the least recent first.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    const value = compute();
    this.entries.delete(key);
    this.entries.set(key, { value, at: now });
    // A failed computation is not remembered: the next request tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}
