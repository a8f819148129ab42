/**
 * SIGTERM while a crowd is calling: every connection the server accepted ends with its answers, none
 * is reset. Connections the server never accepted (refused once the listener has stopped, or still
 * waiting in the kernel's queue at that moment) may fail: that is how "no new connections" looks to a
 * client, and the client can tell by the port it used that the server never saw it.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract } from '@hanyu/contracts/protocol/contract';
import { buildTestApp } from '../test/test-app.ts';
import { apiRoute } from './protocol/api-route.ts';
import { gracefulShutdown } from './shutdown.ts';

const Work = defineContract({
  path: '/test/work',
  access: 'public',
  payload: { n: z.number() },
  response: z.number(),
});

/** A few milliseconds of the event loop's time and a few of waiting, as a real handler spends them. */
async function work(n: number): Promise<number> {
  const until = performance.now() + 2;
  let x = n;
  while (performance.now() < until) x = (x * 31 + 7) % 1_000_003;
  await new Promise((resolve) => setTimeout(resolve, 3));
  return x;
}

interface Outcome {
  status?: number;
  error?: string;
  localPort?: number;
  sentAfterSignal: boolean;
}

function call(port: number, agent: http.Agent, n: number, signalled: () => boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const sentAfterSignal = signalled();
    let localPort: number | undefined;
    const body = JSON.stringify({ n });
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/dev/test/work',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, sentAfterSignal }));
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ error: error.code ?? error.message, localPort, sentAfterSignal }),
        );
      },
    );
    request.on('socket', (socket: Socket) => {
      const remember = () => (localPort = socket.localPort);
      if (socket.localPort) remember();
      else socket.once('connect', remember);
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message, localPort, sentAfterSignal }),
    );
    request.end(body);
  });
}

describe('graceful shutdown under load', () => {
  it('answers every request on every connection it accepted, through the drain and the close', async () => {
    const t = await buildTestApp({
      env: { GATEWAY_AUTH: 'off' },
      routes: (app) => apiRoute(app, Work, ({ payload }) => work(payload.n)),
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const accepted = new Set<number>();
    t.app.server.on('connection', (socket: Socket) => {
      if (socket.remotePort) accepted.add(socket.remotePort);
    });

    let signalled = false;
    let stopped = false;
    const outcomes: Outcome[] = [];
    // Eight callers, half on keep-alive connections, half opening a connection per request.
    const callers = Array.from({ length: 8 }, async (_, k) => {
      const agent = new http.Agent({ keepAlive: k % 2 === 0, maxSockets: 1 });
      for (let n = 0; !stopped; n += 1) {
        const outcome = await call(port, agent, n, () => signalled);
        outcomes.push(outcome);
        // Refused: the listener has stopped; this caller is done.
        if (outcome.error === 'ECONNREFUSED') break;
      }
      agent.destroy();
    });

    // The crowd is under way (however slow the machine) before the signal.
    while (outcomes.filter((o) => o.status === 200).length < 40)
      await new Promise((resolve) => setTimeout(resolve, 20));
    signalled = true;
    await gracefulShutdown(t.app, { graceMs: 10_000, drainMs: 300 })('SIGTERM');
    stopped = true;
    await Promise.all(callers);
    await t.close();

    const answered = outcomes.filter((o) => o.status !== undefined);
    const failed = outcomes.filter((o) => o.error !== undefined);
    const resetAfterAccept = failed.filter((o) => o.error !== 'ECONNREFUSED' && accepted.has(o.localPort ?? -1));
    expect(answered.length).toBeGreaterThanOrEqual(40);
    expect(answered.filter((o) => o.sentAfterSignal && o.status === 200).length).toBeGreaterThan(0);
    expect(answered.every((o) => o.status === 200)).toBe(true);
    expect(resetAfterAccept).toEqual([]);
  });
});
