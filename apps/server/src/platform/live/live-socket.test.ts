import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, type RawData } from 'ws';
import { apiPath } from '@hanyu/contracts/protocol/api-path';
import {
  LIVE_SOCKET_PATH,
  LiveCallPath,
  LiveClose,
  LiveLimits,
  LiveTopic,
  type EvaluationProgressState,
  type LiveCall,
  type LivePush,
  type LiveSubscription,
} from '@hanyu/contracts/protocol/live';
import { hashSessionToken, newSessionToken } from '../auth/session-token.ts';
import { registerAccount } from '../../test/accounts.ts';
import { createTestDatabase, testDialects, type TestDatabase } from '../../test/databases.ts';
import { callWithRecording } from '../../test/evaluation-upload.ts';
import { wavFile } from '../../test/speech.ts';
import {
  buildTestApp,
  callApi,
  createTestStore,
  gatewayClientFor,
  testStoreKinds,
  type TestApp,
} from '../../test/test-app.ts';
import type { EphemeralStore } from '../store/ephemeral-store.ts';
import { pushLive } from './live-channel.ts';

const SHORT_LIMITS = { ...LiveLimits, idleMs: 400, messagesPerWindow: 5, windowMs: 60_000, maxSocketsPerInstance: 3 };
/** Sockets few enough to fill in a test, the rest as shipped. */
const FEW_SOCKETS = { ...LiveLimits, maxSocketsPerInstance: 3 };

interface Client {
  socket: WebSocket;
  /** Every text frame received, parsed. */
  received: unknown[];
  closed: Promise<{ code: number; reason: string }>;
  /** The next frame matching, waiting for it. */
  next(match: (message: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
}

async function connect(t: TestApp, headers: Record<string, string> = {}): Promise<Client> {
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const socket = new WebSocket(`ws://127.0.0.1:${address.port}${apiPath(t.config.apiEnv, LIVE_SOCKET_PATH)}`, {
    headers,
  });
  const received: unknown[] = [];
  const waiters: {
    match: (message: Record<string, unknown>) => boolean;
    resolve: (m: Record<string, unknown>) => void;
  }[] = [];
  socket.on('message', (data: RawData) => {
    const message = JSON.parse(String(data)) as Record<string, unknown>;
    received.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.match(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    received,
    closed,
    next: (match) =>
      new Promise((resolve) => {
        const found = received.find((message) => match(message as Record<string, unknown>));
        if (found) resolve(found as Record<string, unknown>);
        else waiters.push({ match, resolve });
      }),
  };
}

/** A call as the web helper sends it: signed over its environment-prefixed path and its body. */
function signedCall(t: TestApp, path: string, body: object | string, id = randomBytes(4).toString('hex')): LiveCall {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const headers = gatewayClientFor(t.config).sign({ path: apiPath(t.config.apiEnv, path), body: text });
  return { id, path, headers, body: text };
}

async function call(t: TestApp, client: Client, path: string, body: object): Promise<Record<string, unknown>> {
  const sent = signedCall(t, path, body);
  client.socket.send(JSON.stringify(sent));
  return client.next((message) => message['id'] === sent.id);
}

const subscription = (token: string, extra: Partial<LiveSubscription> = {}) => ({
  token,
  appCode: 'website',
  clientType: 'web',
  topic: 'evaluation',
  ...extra,
});

async function liveSession(t: TestApp, userId: string): Promise<string> {
  const token = newSessionToken();
  await t.app.platform.sessions.create(hashSessionToken(token), userId, new Date(Date.now() + 60_000));
  return token;
}

const progress = (progressId: string, state: EvaluationProgressState): LivePush => ({
  topic: LiveTopic.Evaluation,
  data: { progressId, state },
});
const isPush = (message: Record<string, unknown>) => message['topic'] === 'evaluation';

describe.each(testDialects)('live socket (%s)', (dialect) => {
  let t: TestApp;
  /** The same server with a short idle time and a low message rate. */
  let limited: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect, liveLimits: FEW_SOCKETS });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    limited = await buildTestApp({ dialect, liveLimits: SHORT_LIMITS });
    await limited.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await limited.close();
  });

  it("answers signed calls with the envelope and the call's id, and pushes the learner's topic", async () => {
    const client = await connect(t);
    expect(await call(t, client, LiveCallPath.Ping, {})).toMatchObject({
      result: true,
      code: '0',
      returnValue: 'pong',
    });
    const token = await liveSession(t, 'learner-1');
    expect(await call(t, client, LiveCallPath.Subscribe, subscription(token))).toMatchObject({
      result: true,
      returnValue: { topic: 'evaluation' },
    });
    await pushLive(t.store, 'learner-2', progress('someone-else', 'queued'), t.app.log);
    await pushLive(t.store, 'learner-1', progress('attempt-0001', 'queued'), t.app.log);
    expect(await client.next(isPush)).toEqual(progress('attempt-0001', 'queued'));
    expect(client.received.filter((message) => isPush(message as Record<string, unknown>))).toHaveLength(1);

    expect(await call(t, client, LiveCallPath.Unsubscribe, subscription(token))).toMatchObject({ result: true });
    await pushLive(t.store, 'learner-1', progress('attempt-0001', 'done'), t.app.log);
    expect(await call(t, client, LiveCallPath.Ping, {})).toMatchObject({ result: true });
    expect(client.received.filter((message) => isPush(message as Record<string, unknown>))).toHaveLength(1);
    client.socket.close();
    expect((await client.closed).code).toBe(1005);
  });

  it('answers a call it does not know, or a subscription with a wrong field, with the envelope', async () => {
    const client = await connect(t);
    const token = await liveSession(t, 'learner-3');
    expect(await call(t, client, '/live/nothing', subscription(token))).toMatchObject({
      result: false,
      code: 'NotFound',
    });
    expect(
      await call(t, client, LiveCallPath.Subscribe, subscription(token, { topic: 'exam' as 'evaluation' })),
    ).toMatchObject({
      result: false,
      code: 'InvalidPayload',
    });
    client.socket.close();
  });

  it('closes for a subscription without a live session: none, a blank overseas token, an expired one', async () => {
    const expired = newSessionToken();
    await t.app.platform.sessions.create(hashSessionToken(expired), 'learner-4', new Date(Date.now() - 1));
    for (const body of [
      subscription(''),
      subscription('', { appCode: 'overseaStudent' }),
      subscription('not-a-session'),
      subscription(expired),
    ]) {
      const client = await connect(t);
      client.socket.send(JSON.stringify(signedCall(t, LiveCallPath.Subscribe, body)));
      expect(await client.closed, JSON.stringify(body)).toEqual({
        code: LiveClose.Unauthenticated,
        reason: 'login required',
      });
    }
  });

  it("closes when another learner's token comes on a socket already signed in", async () => {
    const client = await connect(t);
    expect(
      await call(t, client, LiveCallPath.Subscribe, subscription(await liveSession(t, 'learner-5'))),
    ).toMatchObject({
      result: true,
    });
    client.socket.send(
      JSON.stringify(signedCall(t, LiveCallPath.Subscribe, subscription(await liveSession(t, 'learner-6')))),
    );
    expect((await client.closed).code).toBe(LiveClose.Forbidden);
  });

  it('closes for a message that is not a signed call', async () => {
    const cases: [string | Buffer, number][] = [
      ['not json', LiveClose.BadMessage],
      [JSON.stringify({ path: LiveCallPath.Ping }), LiveClose.BadMessage],
      [Buffer.from([1, 2, 3]), LiveClose.BadMessage],
      [JSON.stringify({ ...signedCall(t, LiveCallPath.Ping, {}), headers: {} }), LiveClose.Forbidden],
      // Signed for one body, sent with another.
      [JSON.stringify({ ...signedCall(t, LiveCallPath.Ping, {}), body: '{"x":1}' }), LiveClose.Forbidden],
    ];
    for (const [message, code] of cases) {
      const client = await connect(t);
      client.socket.send(message, { binary: Buffer.isBuffer(message) });
      expect((await client.closed).code, String(message)).toBe(code);
    }
    // The same signed call twice is a replay.
    const client = await connect(t);
    const once = JSON.stringify(signedCall(t, LiveCallPath.Ping, {}));
    client.socket.send(once);
    client.socket.send(once);
    expect((await client.closed).code).toBe(LiveClose.Forbidden);
  });

  it('closes a message over the size limit, too many messages, a silent socket and a page of another site', async () => {
    const large = await connect(t);
    large.socket.send('x'.repeat(LiveLimits.maxMessageBytes + 1));
    expect((await large.closed).code).toBe(LiveClose.TooLarge);

    const chatty = await connect(limited);
    for (let i = 0; i < SHORT_LIMITS.messagesPerWindow; i += 1) {
      expect(await call(limited, chatty, LiveCallPath.Ping, {})).toMatchObject({ result: true });
    }
    chatty.socket.send(JSON.stringify(signedCall(limited, LiveCallPath.Ping, {})));
    expect((await chatty.closed).code).toBe(LiveClose.TooMany);
    expect(chatty.received).toHaveLength(SHORT_LIMITS.messagesPerWindow);

    const silent = await connect(limited);
    const opened = Date.now();
    expect((await silent.closed).code).toBe(LiveClose.Idle);
    expect(Date.now() - opened).toBeGreaterThanOrEqual(SHORT_LIMITS.idleMs - 50);

    const elsewhere = await connect(t, { origin: 'https://another.example' });
    expect((await elsewhere.closed).code).toBe(LiveClose.Policy);
    const here = await connect(t, {
      origin: `http://${(t.app.server.address() as { port: number }) && '127.0.0.1'}:${(t.app.server.address() as { port: number }).port}`,
    });
    expect(await call(t, here, LiveCallPath.Ping, {})).toMatchObject({ result: true });
    here.socket.close();
  });

  it('takes no more sockets than the instance allows', async () => {
    const open = await Promise.all(Array.from({ length: FEW_SOCKETS.maxSocketsPerInstance }, () => connect(t)));
    const one = await connect(t);
    expect((await one.closed).code).toBe(LiveClose.TooMany);
    for (const client of open) client.socket.close();
    await Promise.all(open.map((client) => client.closed));
  });

  it("tells a learner's socket the progress of an evaluation called with a progressId", async () => {
    const account = await registerAccount(t, `live-${dialect}@example.com`);
    const client = await connect(t);
    await call(t, client, LiveCallPath.Subscribe, subscription(account.token));
    const response = await callWithRecording(
      t,
      '/psc/evaluation/word',
      { token: account.token, pinyin: 'ma3', progressId: 'attempt-0002' },
      wavFile({ seconds: 1 }),
    );
    expect(response.json()).toMatchObject({ result: true });
    const done = await client.next(
      (message) => isPush(message) && (message['data'] as { state: string }).state === 'done',
    );
    expect(done).toEqual(progress('attempt-0002', 'done'));
    const states = client.received
      .filter((message) => isPush(message as Record<string, unknown>))
      .map((message) => (message as { data: { state: string } }).data.state);
    expect(states).toEqual(['queued', 'evaluating', 'done']);

    // Without a progressId nothing is pushed; a bad one is refused like any field.
    const before = client.received.length;
    await callWithRecording(
      t,
      '/psc/evaluation/word',
      { token: account.token, pinyin: 'ma3' },
      wavFile({ seconds: 1 }),
    );
    const bad = await callWithRecording(
      t,
      '/psc/evaluation/word',
      { token: account.token, pinyin: 'ma3', progressId: 'no spaces!' },
      wavFile({ seconds: 1 }),
    );
    expect(bad.json()).toMatchObject({ result: false, code: 'InvalidPayload' });
    expect(await call(t, client, LiveCallPath.Ping, {})).toMatchObject({ result: true });
    expect(client.received.slice(before).filter((message) => isPush(message as Record<string, unknown>))).toEqual([]);
    client.socket.close();
  });

  it("tells a learner's socket the progress of a mock test part's evaluation", async () => {
    const account = await registerAccount(t, `live-exam-${dialect}@example.com`);
    const client = await connect(t);
    await call(t, client, LiveCallPath.Subscribe, subscription(account.token));
    const started = (await callApi(t, '/psc/exam/start', { token: account.token, paperId: 'M01' })).json();
    const attemptId = (started.returnValue as { attemptId: string }).attemptId;
    const segment = await callWithRecording(
      t,
      '/psc/exam/saveRecord',
      { token: account.token, attemptId, part: 1, seq: 0 },
      wavFile({ seconds: 2 }),
    );
    expect(segment.json(), segment.body).toMatchObject({ result: true });
    const finished = await callApi(t, '/psc/exam/saveRecord', {
      token: account.token,
      attemptId,
      part: 1,
      finish: true,
      progressId: 'exam-part-0001',
    });
    expect(finished.json(), finished.body).toMatchObject({ result: true });
    await client.next((message) => isPush(message) && (message['data'] as { state: string }).state === 'done');
    const pushes = client.received.filter((message) => isPush(message as Record<string, unknown>));
    expect(pushes).toEqual([
      progress('exam-part-0001', 'queued'),
      progress('exam-part-0001', 'evaluating'),
      progress('exam-part-0001', 'done'),
    ]);
    client.socket.close();
  });
});

describe.each(testStoreKinds)('live socket across two instances on one %s store', (kind) => {
  let database: TestDatabase;
  let stores: EphemeralStore[];
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase(testDialects.at(-1) ?? 'sqlite');
    const prefix = `test:${randomBytes(6).toString('hex')}:`;
    // Two Redis connections on one key space, as two servers have; a memory store is shared as one object.
    const shared = createTestStore(kind, prefix);
    stores = kind === 'redis' ? [shared, createTestStore(kind, prefix)] : [shared, shared];
    first = await buildTestApp({ database, store: stores[0] });
    second = await buildTestApp({ database, store: stores[1] });
    await second.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await Promise.all([...new Set(stores)].map((store) => store.close()));
    await database.drop();
  });

  it('delivers a push published on one instance to a socket on the other', async () => {
    const token = await liveSession(second, 'learner-7');
    const client = await connect(second);
    await call(second, client, LiveCallPath.Subscribe, subscription(token));
    await pushLive(first.store, 'learner-7', progress('attempt-0003', 'evaluating'), first.app.log);
    expect(await client.next(isPush)).toEqual(progress('attempt-0003', 'evaluating'));
    client.socket.close();
  });
});

describe('a live socket and the request deadline', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Requests with a body have 300 ms to arrive here; a socket's upgrade has no body to wait for.
    t = await buildTestApp({ env: { REQUEST_TIMEOUT_MS: '300' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('stays open and answering well past the time a request has to arrive', async () => {
    const client = await connect(t);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await call(t, client, LiveCallPath.Ping, {})).toMatchObject({ result: true });
    client.socket.close();
  });
});
