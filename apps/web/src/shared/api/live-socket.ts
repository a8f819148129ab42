import { apiPath, type ApiEnv } from '@hanyu/contracts/protocol/api-path';
import {
  FINAL_LIVE_CLOSES,
  LIVE_SOCKET_PATH,
  LiveCallPath,
  LiveLimits,
  livePushSchema,
  type LiveCall,
  type LivePush,
  type LiveSubscription,
  type LiveTopic,
} from '@hanyu/contracts/protocol/live';
import { runtimeConfig } from '../config/runtime-config.ts';
import { sessionStore } from '../session/session-store.ts';
import { signCall } from './api-client.ts';
import { commonFields } from './app-code.ts';

/** The part of the browser's WebSocket the helper uses (tests give a fake). */
export type SocketLike = Pick<
  WebSocket,
  'readyState' | 'send' | 'close' | 'onopen' | 'onmessage' | 'onclose' | 'onerror'
>;

const OPEN = 1;

/** Waits between attempts to open the socket again: 1 s, doubling, at most 30 s, with some jitter. */
export const LiveBackoff = { firstMs: 1_000, maxMs: 30_000 } as const;

export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(LiveBackoff.maxMs, LiveBackoff.firstMs * 2 ** attempt);
  return Math.round(base * (0.75 + random() * 0.5));
}

export interface LiveSocketDeps {
  apiEnv(): ApiEnv;
  /** The page's origin as ws:// or wss:// (the same host as the page). */
  socketOrigin(): string;
  /** The gateway headers for a call at this (environment-prefixed) path with this body. */
  sign(path: string, body: string): Record<string, string>;
  /** The common fields of a subscription (token, appCode, clientType), read when it is sent. */
  commonFields(): Omit<LiveSubscription, 'topic'>;
  open(url: string): SocketLike;
  random?: () => number;
}

export type LiveListener = (push: LivePush) => void;
/** The pushes of one topic. */
export type LivePushOf<T extends LiveTopic> = Extract<LivePush, { topic: T }>;
/** off: nobody listens; connecting; live: subscribed; unavailable: closed for good until reset(). */
export type LiveState = 'off' | 'connecting' | 'live' | 'unavailable';

/**
 * The websocket helper of spec section 7 (docs/decisions/068): one socket per tab, opened when a screen
 * first listens to a topic and closed when the last stops. Each call is signed like a POST (`{id, path,
 * headers, body}`); the topics listened to are subscribed again after every reconnect. A close that
 * would come again (another site, a bad message, no live session, a forbidden token) stops the helper
 * until reset() — a visitor or an overseas app's blank token simply has no live pushes, and every screen
 * works without them. Other closes are retried with a growing wait.
 */
export class LiveSocket {
  private socket: SocketLike | null = null;
  private readonly listeners = new Map<LiveTopic, Set<LiveListener>>();
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private nextId = 1;
  private current: LiveState = 'off';
  private readonly stateListeners = new Set<(state: LiveState) => void>();

  constructor(private readonly deps: LiveSocketDeps) {}

  get state(): LiveState {
    return this.current;
  }

  onState(listener: (state: LiveState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Listens to a topic; the function returned stops. */
  listen<T extends LiveTopic>(topic: T, heard: (push: LivePushOf<T>) => void): () => void {
    // The pushes of a topic are sorted by it when they arrive (receive), so a listener hears only its own.
    const listener = heard as LiveListener;
    let set = this.listeners.get(topic);
    const first = !set;
    if (!set) this.listeners.set(topic, (set = new Set()));
    set.add(listener);
    if (this.current === 'off') this.connect();
    else if (first && this.current === 'live')
      this.call(LiveCallPath.Subscribe, { ...this.deps.commonFields(), topic });
    return () => {
      set.delete(listener);
      if (set.size > 0) return;
      this.listeners.delete(topic);
      if (this.current === 'live') this.call(LiveCallPath.Unsubscribe, { ...this.deps.commonFields(), topic });
      if (this.listeners.size === 0) this.stop('off');
    };
  }

  /** After a sign-in or sign-out: a helper closed for good may try again, with the new session. */
  reset(): void {
    this.stop('off');
    this.attempt = 0;
    if (this.listeners.size > 0) this.connect();
  }

  private setState(state: LiveState): void {
    if (this.current === state) return;
    this.current = state;
    for (const listener of [...this.stateListeners]) listener(state);
  }

  private connect(): void {
    this.setState('connecting');
    const url = `${this.deps.socketOrigin()}${apiPath(this.deps.apiEnv(), LIVE_SOCKET_PATH)}`;
    let socket: SocketLike;
    try {
      socket = this.deps.open(url);
    } catch {
      this.retry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      for (const topic of this.listeners.keys())
        this.call(LiveCallPath.Subscribe, { ...this.deps.commonFields(), topic });
      this.heartbeat = setInterval(() => this.call(LiveCallPath.Ping, {}), LiveLimits.heartbeatMs);
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearHeartbeat();
      if (FINAL_LIVE_CLOSES.includes(event.code)) this.setState('unavailable');
      else if (this.listeners.size > 0) this.retry();
      else this.setState('off');
    };
    socket.onerror = () => undefined;
  }

  private receive(data: unknown): void {
    let message: unknown;
    try {
      message = JSON.parse(String(data));
    } catch {
      return;
    }
    const push = livePushSchema.safeParse(message);
    if (push.success) {
      for (const listener of [...(this.listeners.get(push.data.topic) ?? [])]) listener(push.data);
      return;
    }
    // The answer to a subscription: live once one is taken.
    const reply = message as { result?: unknown; returnValue?: { topic?: unknown } | null };
    if (reply.result === true && typeof reply.returnValue?.topic === 'string') {
      this.attempt = 0;
      this.setState('live');
    }
  }

  private call(path: string, payload: object): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return;
    const body = JSON.stringify(payload);
    const call: LiveCall = {
      id: `c${this.nextId++}`,
      path,
      headers: this.deps.sign(apiPath(this.deps.apiEnv(), path), body),
      body,
    };
    socket.send(JSON.stringify(call));
  }

  private retry(): void {
    this.setState('connecting');
    const delay = backoffDelay(this.attempt, this.deps.random);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.listeners.size > 0) this.connect();
    }, delay);
  }

  private clearHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private stop(state: LiveState): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.clearHeartbeat();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000);
    }
    this.setState(state);
  }
}

let shared: LiveSocket | undefined;

/**
 * The tab's live socket, made on first use, signed by the API client's signer and sent with its
 * common fields; opened again with the new session when the sign-in changes.
 */
export function liveSocket(): LiveSocket {
  if (shared) return shared;
  const socket = new LiveSocket({
    apiEnv: () => runtimeConfig().apiEnv,
    socketOrigin: () => `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}`,
    sign: signCall,
    commonFields: () => commonFields(sessionStore.get().userInfo.token),
    open: (url) => new WebSocket(url),
  });
  let token = sessionStore.get().userInfo.token;
  sessionStore.subscribe(() => {
    const now = sessionStore.get().userInfo.token;
    if (now === token) return;
    token = now;
    socket.reset();
  });
  shared = socket;
  return socket;
}
