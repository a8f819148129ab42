import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '@hanyu/contracts/protocol/api-path';
import { encodeFileForm } from '@hanyu/contracts/protocol/file-form';
import { registerAccount } from '../../test/accounts.ts';
import { runServerCommand } from '../../test/server-command.ts';
import { buildTestApp, gatewayClientFor, type TestApp } from '../../test/test-app.ts';

/** A small MP4: an `ftyp` box (brand isom), then counted bytes. */
function mp4(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0], 0);
  bytes.set([0x69, 0x73, 0x6f, 0x6d, 0x69, 0x73, 0x6f, 0x32], 16);
  for (let index = 24; index < size; index += 1) bytes[index] = index % 251;
  return bytes;
}

const ORDINARY_MS = 800;
const UPLOAD_MS = 3000;

interface Answer {
  status: number;
  body: { result?: boolean; code?: string; returnValue?: unknown };
}

/** Sends a body in `pieces` parts, `gapMs` apart, on a real connection; resolves with the answer. */
function sendSlowly(
  port: number,
  path: string,
  headers: Record<string, string>,
  body: Uint8Array,
  pieces: number,
  gapMs: number,
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: { ...headers, 'content-length': String(body.length) },
    });
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer['body'],
        }),
      );
    });
    // Writing after the server answered and closed fails: the answer is what counts.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const size = Math.ceil(body.length / pieces);
    let sent = 0;
    const next = () => {
      if (answered || request.destroyed) return;
      const piece = body.subarray(sent, sent + size);
      sent += piece.length;
      if (sent >= body.length) request.end(piece);
      else {
        request.write(piece);
        setTimeout(next, gapMs);
      }
    };
    next();
  });
}

describe('the time a request has to arrive', () => {
  let t: TestApp;
  let port: number;
  let admin: string;
  let learner: string;

  beforeAll(async () => {
    t = await buildTestApp({ env: { REQUEST_TIMEOUT_MS: String(ORDINARY_MS), UPLOAD_TIMEOUT_MS: String(UPLOAD_MS) } });
    admin = (await registerAccount(t, 'deadline-admin@example.com')).token;
    learner = (await registerAccount(t, 'deadline-learner@example.com')).token;
    const made = await runServerCommand('create-admin.ts', ['deadline-admin@example.com'], t.database.url);
    expect(made.code, made.err).toBe(0);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const signedJson = (path: string, payload: object) => {
    const url = apiPath(t.config.apiEnv, path);
    const body = new TextEncoder().encode(JSON.stringify(payload));
    return {
      url,
      body,
      headers: { 'content-type': 'application/json', ...gatewayClientFor(t.config).sign({ path: url, body }) },
    };
  };
  const signedUpload = (token: string, bytes: Uint8Array) => {
    const url = apiPath(t.config.apiEnv, '/admin/content/video/upload');
    const form = encodeFileForm({ token }, { field: 'file', filename: 'lesson.mp4', contentType: 'video/mp4', bytes });
    return {
      url,
      body: form.body,
      headers: { 'content-type': form.contentType, ...gatewayClientFor(t.config).sign({ path: url, body: form.body }) },
    };
  };

  it('answers an ordinary call whose body stalls with RequestTimeout after the ordinary time', async () => {
    const call = signedJson('/portal/news/list', { pageNum: 1, filler: 'x'.repeat(400) });
    const started = Date.now();
    const answer = await sendSlowly(port, call.url, call.headers, call.body, 4, ORDINARY_MS);
    expect(answer.body).toMatchObject({ result: false, code: 'RequestTimeout' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(ORDINARY_MS - 50);
    // The same call sent at once is answered.
    const quick = await sendSlowly(port, call.url, call.headers, call.body, 1, 0);
    expect(quick.body.code).not.toBe('RequestTimeout');
  });

  it("gives an administrator's video the upload's time, and no more", async () => {
    const video = mp4(40_000);
    // Eight pieces over about 1.8 s: longer than an ordinary call may take, shorter than an upload.
    const call = signedUpload(admin, video);
    const stored = await sendSlowly(port, call.url, call.headers, call.body, 8, 250);
    expect(stored.body).toMatchObject({ result: true, returnValue: { contentType: 'video/mp4', size: video.length } });

    const late = signedUpload(admin, video);
    const refused = await sendSlowly(port, late.url, late.headers, late.body, 8, 600);
    expect(refused.body).toMatchObject({ result: false, code: 'RequestTimeout' });
  }, 20_000);

  it("keeps a learner's slow upload to the ordinary time: the upload's time is for callers it admits", async () => {
    const call = signedUpload(learner, mp4(40_000));
    const answer = await sendSlowly(port, call.url, call.headers, call.body, 8, 250);
    expect(answer.body.result).toBe(false);
    expect(answer.body.code).not.toBe('RequestTimeout');
  });
});
