import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract } from '@hanyu/contracts/protocol/contract';
import { buildTestApp, callApi } from '../test/test-app.ts';
import { apiRoute } from './protocol/api-route.ts';
import { gracefulShutdown } from './shutdown.ts';

const Slow = defineContract({
  path: '/test/slow',
  access: 'public',
  payload: { password: z.string() },
  response: z.string(),
});

function captureLogs(): { stream: Writable; text(): string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

describe('health', () => {
  it('answers 200 while the database answers, 503 when it does not', async () => {
    const t = await buildTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      await t.database.db.destroy();
      const down = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'unavailable' });
    } finally {
      await t.close();
    }
  });
});

describe('structured logs', () => {
  it('are JSON lines without passwords, tokens, codes or signatures', async () => {
    const logs = captureLogs();
    const t = await buildTestApp({
      env: { LOG_LEVEL: 'debug' },
      logStream: logs.stream,
      routes: (app) => apiRoute(app, Slow, async () => 'ok'),
    });
    try {
      await callApi(t, '/test/slow', { password: 'Sup3r_Secret', token: 'tok-abcdef' });
      await t.app.inject({ method: 'GET', url: '/portal/x.png?resourceToken=rt-123456&code=654321' });
      const text = logs.text();
      const lines = text.trim().split('\n');
      expect(lines.length).toBeGreaterThan(2);
      for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
      expect(text).toContain('/dev/test/slow');
      for (const secret of ['Sup3r_Secret', 'tok-abcdef', 'rt-123456', '654321']) expect(text).not.toContain(secret);
    } finally {
      await t.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('lets a request in flight finish, then refuses new connections', async () => {
    let markStarted: () => void = () => undefined;
    let release: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    const t = await buildTestApp({
      env: { GATEWAY_AUTH: 'off' },
      routes: (app) =>
        apiRoute(app, Slow, async () => {
          markStarted();
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return 'finished';
        }),
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const inFlight = fetch(`${base}/dev/test/slow`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'p' }),
    });
    await started;
    const closing = gracefulShutdown(t.app, { graceMs: 5_000, drainMs: 100 })('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ returnValue: 'finished' });
    await closing;
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    await t.close();
  });
});
