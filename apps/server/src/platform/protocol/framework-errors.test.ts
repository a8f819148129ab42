import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { gracefulShutdown } from '../shutdown.ts';

/** Writes raw bytes to the server and reads the whole answer (the connection is closed after it). */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

function statusAndBody(answer: string): { status: number; body: Record<string, unknown> } {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
  const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
  return { status, body: JSON.parse(body) as Record<string, unknown> };
}

describe('answers the framework and the HTTP parser give', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('answers an address that cannot be decoded in the envelope, without naming the framework or echoing it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dist/%c0secret' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ result: false, code: 'InvalidPayload' });
    expect(response.body).not.toMatch(/fastify|FST_|%c0|secret/i);
  });

  it('answers headers too large for the parser with 431 in the envelope', async () => {
    const answer = await rawRequest(port, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    const { status, body } = statusAndBody(answer);
    expect(status).toBe(431);
    expect(body).toMatchObject({ result: false, code: 'HeadersTooLarge', message: '请求头过大' });
    expect(answer).not.toMatch(/fastify|Client Error/i);
  });

  it('answers a request the parser cannot read (a bad Content-Length) with 400 in the envelope', async () => {
    const answer = await rawRequest(port, 'POST /dev/x HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}');
    const { status, body } = statusAndBody(answer);
    expect(status).toBe(400);
    expect(body).toMatchObject({ result: false, code: 'InvalidPayload' });
    expect(answer).not.toMatch(/fastify|Client Error/i);
  });
});

describe('graceful shutdown that a load balancer can follow', () => {
  it('turns the health check 503 first, keeps serving during the drain with Connection: close, then closes', async () => {
    const t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const get = (path: string) =>
      new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
        const request = http.get({ port, host: '127.0.0.1', path }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            body += chunk;
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }),
          );
        });
        request.on('error', reject);
      });
    expect((await get('/healthz')).status).toBe(200);
    const shutdown = gracefulShutdown(t.app, { graceMs: 10_000, drainMs: 400 })('SIGTERM');
    const health = await get('/healthz');
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toMatchObject({ result: false, code: 'ServiceUnavailable' });
    const page = await get('/dist/strokes/%E6%B0%B8.json');
    expect(page.status).toBe(200);
    expect(page.connection).toBe('close');
    await shutdown;
    await expect(get('/healthz')).rejects.toThrow();
    await t.close();
  });
});
