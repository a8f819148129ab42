import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveClose, LiveLimits, type LiveCall } from '@hanyu/contracts/protocol/live';
import { backoffDelay, LiveBackoff, LiveSocket, type SocketLike } from './live-socket.ts';

const LONGER_THAN_ANY_WAIT = 2 * LiveBackoff.maxMs;

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: LiveCall[] = [];
  closedWith: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string): void {
    this.sent.push(JSON.parse(data) as LiveCall);
  }
  close(code?: number): void {
    this.closedWith = code;
    this.readyState = 3;
  }
  /** The server's side. */
  accept(): void {
    this.readyState = 1;
    this.onopen?.call(this as unknown as WebSocket, new Event('open'));
  }
  receive(data: string): void {
    this.onmessage?.call(this as unknown as WebSocket, { data } as MessageEvent);
  }
  answer(call: LiveCall, returnValue: unknown): void {
    this.receive(JSON.stringify({ id: call.id, result: true, code: '0', returnValue, message: '' }));
  }
  push(data: object): void {
    this.receive(JSON.stringify({ topic: 'evaluation', data }));
  }
  drop(code: number): void {
    this.readyState = 3;
    this.onclose?.call(this as unknown as WebSocket, { code } as CloseEvent);
  }
}

let sockets: FakeSocket[];
let token: string;
function helper(): LiveSocket {
  return new LiveSocket({
    apiEnv: () => 'dev',
    socketOrigin: () => 'wss://example.test',
    sign: (path, body) => ({ 'S-Auth-Signature': `${path}|${body}` }),
    commonFields: () => ({ token, appCode: 'website', clientType: 'web' }),
    open: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => 0.5,
  });
}
const last = () => sockets.at(-1) as FakeSocket;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  token = 'session-token';
});
afterEach(() => vi.useRealTimers());

describe('live socket helper', () => {
  it('opens one socket on the first listener, subscribes with signed calls and hands pushes to its topic', () => {
    const live = helper();
    const heard: unknown[] = [];
    const stop = live.listen('evaluation', (push) => heard.push(push.data));
    expect(sockets).toHaveLength(1);
    expect(last().url).toBe('wss://example.test/dev/live/socket');
    expect(live.state).toBe('connecting');
    last().accept();
    const [subscribe] = last().sent;
    expect(subscribe).toMatchObject({ path: '/live/subscribe', headers: { 'S-Auth-Signature': expect.any(String) } });
    expect(JSON.parse(subscribe?.body ?? '')).toEqual({
      token: 'session-token',
      appCode: 'website',
      clientType: 'web',
      topic: 'evaluation',
    });
    expect(subscribe?.headers['S-Auth-Signature']).toBe(`/dev/live/subscribe|${subscribe?.body}`);
    last().answer(subscribe as LiveCall, { topic: 'evaluation' });
    expect(live.state).toBe('live');

    last().push({ progressId: 'attempt-1', state: 'evaluating' });
    last().receive('{"topic":"unknown","data":{}}');
    last().receive('not json');
    expect(heard).toEqual([{ progressId: 'attempt-1', state: 'evaluating' }]);

    // A second listener shares the socket; the last one to stop closes it.
    const other = live.listen('evaluation', () => undefined);
    expect(sockets).toHaveLength(1);
    stop();
    expect(last().closedWith).toBeUndefined();
    other();
    expect(last().sent.at(-1)).toMatchObject({ path: '/live/unsubscribe' });
    expect(last().closedWith).toBe(1000);
    expect(live.state).toBe('off');
  });

  it('pings while open, so the server does not close it as idle', () => {
    const live = helper();
    live.listen('evaluation', () => undefined);
    last().accept();
    vi.advanceTimersByTime(LiveLimits.heartbeatMs * 2);
    expect(last().sent.filter((call) => call.path === '/live/ping')).toHaveLength(2);
    expect(LiveLimits.heartbeatMs).toBeLessThan(LiveLimits.idleMs);
  });

  it('opens again after a lost connection, waiting longer each time, and subscribes again', () => {
    const live = helper();
    live.listen('evaluation', () => undefined);
    last().accept();
    last().drop(1006);
    expect(live.state).toBe('connecting');
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(backoffDelay(0, () => 0.5) - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop(LiveClose.TooMany);
    vi.advanceTimersByTime(backoffDelay(1, () => 0.5));
    expect(sockets).toHaveLength(3);
    last().accept();
    expect(last().sent[0]).toMatchObject({ path: '/live/subscribe' });
    last().answer(last().sent[0] as LiveCall, { topic: 'evaluation' });
    expect(live.state).toBe('live');
    // A success starts the waits again from the first.
    last().drop(1006);
    vi.advanceTimersByTime(backoffDelay(0, () => 0.5));
    expect(sockets).toHaveLength(4);
  });

  it('waits 1 s, doubling to at most 30 s, with jitter', () => {
    expect(backoffDelay(0, () => 0.5)).toBe(1000);
    expect(backoffDelay(3, () => 0.5)).toBe(8000);
    expect(backoffDelay(20, () => 0.5)).toBe(30_000);
    expect(backoffDelay(0, () => 0)).toBe(750);
    expect(backoffDelay(0, () => 1)).toBe(1250);
  });

  it('gives up quietly on a close that would come again, until the sign-in changes', () => {
    for (const code of [LiveClose.Unauthenticated, LiveClose.Forbidden, LiveClose.BadMessage, LiveClose.Policy]) {
      sockets = [];
      const live = helper();
      const heard: unknown[] = [];
      live.listen('evaluation', (push) => heard.push(push));
      last().accept();
      last().drop(code);
      expect(live.state, String(code)).toBe('unavailable');
      vi.advanceTimersByTime(LONGER_THAN_ANY_WAIT);
      expect(sockets, String(code)).toHaveLength(1);
      live.reset();
      expect(sockets).toHaveLength(2);
      expect(live.state).toBe('connecting');
    }
  });

  it('does not open a socket nobody listens to, and stops trying once the last listener goes', () => {
    const live = helper();
    expect(sockets).toHaveLength(0);
    live.reset();
    expect(sockets).toHaveLength(0);
    const stop = live.listen('evaluation', () => undefined);
    last().drop(1006);
    stop();
    vi.advanceTimersByTime(LONGER_THAN_ANY_WAIT);
    expect(sockets).toHaveLength(1);
    expect(live.state).toBe('off');
  });
});
