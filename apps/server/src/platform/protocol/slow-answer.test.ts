import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '@hanyu/contracts/protocol/api-path';
import { encodeRecordingForm } from '@hanyu/contracts/psc/evaluation-upload';
import { registerAccount } from '../../test/accounts.ts';
import { wavFile } from '../../test/speech.ts';
import { buildTestApp, gatewayClientFor, type TestApp } from '../../test/test-app.ts';

/**
 * The request deadline is the time a request has to arrive, never the time the server may take to
 * answer it: a call whose work takes longer (an evaluation, a paper's first listening recordings) is
 * answered on its connection. A connection cut while the server works makes the browser send the same
 * signed request again, which the gateway then refuses as a replay.
 */
describe('an answer that takes longer than a request has to arrive', () => {
  let t: TestApp;
  let origin = '';
  beforeAll(async () => {
    t = await buildTestApp({ env: { REQUEST_TIMEOUT_MS: '300' } });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(() => t.close());

  it('comes back on the same connection, however long the work takes', async () => {
    const { token } = await registerAccount(t, 'slow-answer@example.com');
    const path = apiPath(t.config.apiEnv, '/psc/evaluation/sentence');
    // Eight seconds of sound to evaluate: well over the 300 ms the request had to arrive in.
    const { body, contentType } = encodeRecordingForm(
      { token, appCode: 'website', clientType: 'web', text: '我们一起学习普通话' },
      wavFile({ seconds: 8 }),
    );
    const started = Date.now();
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': contentType, ...gatewayClientFor(t.config).sign({ path, body }) },
      body,
    });
    expect(Date.now() - started).toBeGreaterThan(300);
    const answer = (await response.json()) as { result: boolean; code: string };
    expect(answer.code).not.toBe('GatewayNonceReplayed');
    expect(answer.code).not.toBe('RequestTimeout');
    expect(answer.result, JSON.stringify(answer)).toBe(true);
  }, 60_000);
});
