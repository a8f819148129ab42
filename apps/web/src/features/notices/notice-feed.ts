import type { Notice } from '@hanyu/contracts/usercenter/notices';
import {
  hasMore,
  initialNotices,
  noticesReducer,
  type NoticePage,
  type NoticesAction,
  type NoticesState,
} from './notices-state.ts';

/** What the feed calls: the notice routes, and the live socket's notice topic and state. */
export interface NoticeFeedDeps {
  list(page: number): Promise<NoticePage>;
  read(id: string): Promise<{ unread: number }>;
  readAll(): Promise<{ unread: number }>;
  /** Listens to the notices pushed; the function returned stops. */
  listen(heard: (notice: Notice) => void): () => void;
  /** Hears the socket's state; the function returned stops. */
  onLive(changed: (live: boolean) => void): () => void;
  now?: () => Date;
}

/**
 * A learner's notices while the bell is in the page: the first page loaded, pushes added as they arrive,
 * the first page loaded again when the socket is live again after a break (a push sent while it was
 * down is in the list, not on the socket), and reads sent to the server before they show.
 */
export class NoticeFeed {
  private current: NoticesState = initialNotices;
  private readonly listeners = new Set<() => void>();
  private stops: (() => void)[] = [];
  private generation = 0;

  constructor(private readonly deps: NoticeFeedDeps) {}

  get state(): NoticesState {
    return this.current;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private dispatch(action: NoticesAction): void {
    const next = noticesReducer(this.current, action);
    if (next === this.current) return;
    this.current = next;
    for (const listener of [...this.listeners]) listener();
  }

  start(): void {
    let wasLive = false;
    let broken = false;
    this.stops = [
      this.deps.listen((notice) => this.dispatch({ type: 'arrived', notice })),
      this.deps.onLive((live) => {
        if (live && broken) void this.load(1);
        if (!live && wasLive) broken = true;
        wasLive = live;
      }),
    ];
    void this.load(1);
  }

  stop(): void {
    this.generation += 1;
    for (const stop of this.stops.splice(0)) stop();
  }

  /** Loads a page; an answer that comes after stop() or a newer first page is dropped. */
  async load(number: number): Promise<void> {
    const generation = number === 1 ? ++this.generation : this.generation;
    this.dispatch({ type: 'loading' });
    try {
      const page = await this.deps.list(number);
      if (generation === this.generation) this.dispatch({ type: 'loaded', page, number });
    } catch {
      if (generation === this.generation) this.dispatch({ type: 'failed' });
    }
  }

  async more(): Promise<void> {
    if (hasMore(this.current)) await this.load(this.current.pages + 1);
  }

  /** Marks one read on the server, then here; a failure is the caller's to show. */
  async read(id: string): Promise<void> {
    const { unread } = await this.deps.read(id);
    this.dispatch({ type: 'read', id, unread, at: this.now() });
  }

  async readAll(): Promise<void> {
    await this.deps.readAll();
    this.dispatch({ type: 'readAll', at: this.now() });
  }

  private now(): string {
    return (this.deps.now?.() ?? new Date()).toISOString();
  }
}
