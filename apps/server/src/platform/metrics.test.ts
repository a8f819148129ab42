import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, callApi, type TestApp } from '../test/test-app.ts';
import { Metrics } from './metrics.ts';

const TOKEN = 'scrape-token-0123456789';

describe('metrics for a Prometheus scraper', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it('does not exist without its token, or with another', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ result: false, code: 'NotFound' });
  });

  it('counts requests per route pattern and status, with durations, event-loop delay, speech queue and database', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await callApi(t, '/usercenter/v3/captcha/getCaptchaIdV4', {});
    await t.app.inject({ method: 'GET', url: '/no/such/address/12345' });
    const scrape = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(scrape.statusCode).toBe(200);
    expect(scrape.headers['content-type']).toContain('text/plain');
    const text = scrape.body;
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/healthz",status="200"\} 1$/m);
    expect(text).toMatch(
      /^http_requests_total\{method="POST",route="\/dev\/usercenter\/v3\/captcha\/getCaptchaIdV4",status="200"\} 1$/m,
    );
    // An address without a route is one series, whatever was asked for.
    expect(text).toMatch(/route="unmatched",status="404"/);
    expect(text).not.toContain('12345');
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{method="GET",route="\/healthz",status="200",le="\+Inf"\} 1$/m,
    );
    expect(text).toMatch(/^nodejs_eventloop_delay_seconds\{quantile="0\.99"\} [\d.e-]+$/m);
    expect(text).toMatch(/^speech_workers\{state="queued"\} 0$/m);
    expect(text).toMatch(/^database_connections\{state="[a-z]+"\} \d+$/m);
  });
});

describe('event-loop delay figures', () => {
  const maxSeconds = (text: string) =>
    Number(/^nodejs_eventloop_delay_seconds\{quantile="1"\} (\S+)$/m.exec(text)?.[1] ?? Number.NaN);
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('start afresh when the server begins listening, so starting up is not counted as serving', async () => {
    const metrics = new Metrics();
    try {
      await pause(30);
      const until = performance.now() + 400;
      while (performance.now() < until) {
        // The loop held for 400 ms, as a start-up's work would.
      }
      await pause(30);
      expect(maxSeconds(metrics.render())).toBeGreaterThan(0.3);
      metrics.resetLoopDelay();
      await pause(60);
      expect(maxSeconds(metrics.render())).toBeLessThan(0.3);
    } finally {
      metrics.close();
    }
  });
});
