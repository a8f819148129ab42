/**
 * Saves a value that keeps changing (the candidate's place in a part) one call at a time, always
 * ending on the latest: values asked for while a call runs are dropped except the last. A failed
 * call is not retried; the next value (and every recorded segment, which carries the place) saves it.
 */
export class LatestSaver<T> {
  private wanted: { value: T } | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly send: (value: T) => Promise<unknown>) {}

  save(value: T): Promise<void> {
    this.wanted = { value };
    this.running ??= this.run();
    return this.running;
  }

  private async run(): Promise<void> {
    try {
      while (this.wanted) {
        const { value } = this.wanted;
        this.wanted = null;
        await this.send(value).catch(() => undefined);
      }
    } finally {
      this.running = null;
    }
  }
}
