import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { apiPath } from '@hanyu/contracts/protocol/api-path';
import { ok, type Envelope } from '@hanyu/contracts/protocol/envelope';
import {
  LIVE_SOCKET_PATH,
  LiveCallPath,
  LiveClose,
  LiveLimits as DEFAULT_LIVE_LIMITS,
  liveCallSchema,
  liveSubscriptionSchema,
  type LiveCall,
  type LiveTopic,
} from '@hanyu/contracts/protocol/live';
import { hashSessionToken } from '../auth/session-token.ts';
import { AppError, appError } from '../errors.ts';
import { toEnvelope } from '../protocol/error-handler.ts';
import { invalidPayload } from '../protocol/validation.ts';
import { liveChannel } from './live-channel.ts';

export type LiveSocketLimits = { [K in keyof typeof DEFAULT_LIVE_LIMITS]: number };

/** A page of this site (or no browser at all) may open a socket; a page of another site may not. */
function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** Why a socket closes, in the close frame's reason (short: the frame allows 123 bytes). */
class Closing extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/**
 * One tab's socket: calls signed like the POST protocol (`{id, path, headers, body}`), answered with
 * the envelope and the call's id; a subscription listens to the learner's channel in the store, so a
 * push published on any instance reaches it. Closed (LiveClose) on a message that is not a call, a bad
 * signature, a subscription without a live session, too many messages, or silence.
 */
class LiveConnection {
  private userId: string | null = null;
  private readonly subscriptions = new Map<LiveTopic, Promise<() => Promise<void>>>();
  private windowStart = Date.now();
  private messagesInWindow = 0;
  private idleTimer: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly app: FastifyInstance,
    private readonly socket: WebSocket,
    private readonly limits: LiveSocketLimits,
    private readonly onEnd: () => void,
  ) {
    this.idleTimer = this.startIdleTimer();
    socket.on('message', (data, isBinary) => {
      void this.receive(data, isBinary).catch((error: unknown) => this.fail(error));
    });
    socket.on('close', () => this.end());
    socket.on('error', () => this.end());
  }

  private startIdleTimer(): NodeJS.Timeout {
    const timer = setTimeout(() => this.close(LiveClose.Idle, 'idle'), this.limits.idleMs);
    timer.unref();
    return timer;
  }

  private close(code: number, reason: string): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.close(code, reason);
    this.end();
  }

  private fail(error: unknown): void {
    if (error instanceof Closing) return this.close(error.code, error.reason);
    this.app.log.error({ err: error }, 'live socket failed');
    this.close(1011, 'server error');
  }

  private end(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.idleTimer);
    for (const stop of this.subscriptions.values())
      void stop.then((unsubscribe) => unsubscribe()).catch(() => undefined);
    this.subscriptions.clear();
    this.onEnd();
  }

  private countMessage(): void {
    const now = Date.now();
    if (now - this.windowStart >= this.limits.windowMs) {
      this.windowStart = now;
      this.messagesInWindow = 0;
    }
    this.messagesInWindow += 1;
    if (this.messagesInWindow > this.limits.messagesPerWindow)
      throw new Closing(LiveClose.TooMany, 'too many messages');
  }

  private async receive(data: unknown, isBinary: boolean): Promise<void> {
    if (this.closed) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = this.startIdleTimer();
    this.countMessage();
    if (isBinary) throw new Closing(LiveClose.BadMessage, 'binary message');
    let call: LiveCall;
    try {
      call = liveCallSchema.parse(JSON.parse(String(data)));
    } catch {
      throw new Closing(LiveClose.BadMessage, 'not a call');
    }
    const { config, gateway } = this.app.platform;
    if (gateway) {
      try {
        await gateway.verify({
          url: apiPath(config.apiEnv, call.path),
          headers: Object.fromEntries(Object.entries(call.headers).map(([name, value]) => [name.toLowerCase(), value])),
          rawBody: Buffer.from(call.body, 'utf8'),
        });
      } catch (error) {
        if (error instanceof AppError) throw new Closing(LiveClose.Forbidden, error.id);
        throw error;
      }
    }
    this.reply(call.id, await this.answer(call));
  }

  private async answer(call: LiveCall): Promise<Envelope<unknown>> {
    try {
      if (call.path === LiveCallPath.Ping) return ok('pong');
      let body: unknown;
      try {
        body = JSON.parse(call.body);
      } catch {
        throw appError('InvalidPayload', { detail: '请求体无法解析' });
      }
      const parsed = liveSubscriptionSchema.safeParse(body);
      if (!parsed.success) throw invalidPayload(parsed.error, body);
      const { topic, token } = parsed.data;
      if (call.path === LiveCallPath.Subscribe) return ok(await this.subscribe(topic, token));
      if (call.path === LiveCallPath.Unsubscribe) return ok(await this.unsubscribe(topic));
      throw appError('NotFound');
    } catch (error) {
      if (error instanceof AppError) return toEnvelope(error);
      throw error;
    }
  }

  private async subscribe(topic: LiveTopic, token: string | undefined): Promise<{ topic: LiveTopic }> {
    const found = token ? await this.app.platform.sessions.find(hashSessionToken(token)) : null;
    if (found?.state !== 'active') throw new Closing(LiveClose.Unauthenticated, 'login required');
    const userId = found.session.userId;
    if (this.userId !== null && this.userId !== userId) throw new Closing(LiveClose.Forbidden, 'another learner');
    this.userId = userId;
    if (!this.subscriptions.has(topic)) {
      const subscribing = this.app.platform.store.subscribe(liveChannel(userId, topic), (message) => {
        if (!this.closed && this.socket.readyState === this.socket.OPEN) this.socket.send(message);
      });
      this.subscriptions.set(topic, subscribing);
      await subscribing;
    }
    return { topic };
  }

  private async unsubscribe(topic: LiveTopic): Promise<{ topic: LiveTopic }> {
    const subscribing = this.subscriptions.get(topic);
    this.subscriptions.delete(topic);
    if (subscribing) await (await subscribing)();
    return { topic };
  }

  private reply(id: string, envelope: Envelope<unknown>): void {
    if (!this.closed && this.socket.readyState === this.socket.OPEN)
      this.socket.send(JSON.stringify({ id, ...envelope }));
  }
}

/**
 * `GET /{env}/live/socket`, upgraded to a websocket (LiveConnection). The limits are the contracts'
 * LiveLimits; tests shorten them.
 */
export function liveSocketRoutes(app: FastifyInstance, limits: LiveSocketLimits = DEFAULT_LIVE_LIMITS): void {
  void app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: limits.maxMessageBytes } });
    const open = new Set<LiveConnection>();
    scope.get(apiPath(app.platform.config.apiEnv, LIVE_SOCKET_PATH), { websocket: true }, (socket, request) => {
      if (!sameOrigin(request)) return socket.close(LiveClose.Policy, 'another site');
      if (open.size >= limits.maxSocketsPerInstance) return socket.close(LiveClose.TooMany, 'too many sockets');
      const connection: LiveConnection = new LiveConnection(scope, socket, limits, () => open.delete(connection));
      open.add(connection);
    });
  });
}
