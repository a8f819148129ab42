import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appError } from './errors.ts';
import { sameText } from './same-text.ts';

/** Upper bounds (seconds) of the request-duration histogram. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

interface RouteSeries {
  count: number;
  sumSeconds: number;
  /** Requests at or under each bucket's bound (cumulative when written). */
  buckets: number[];
}

/** A gauge read when the metrics are scraped. */
export interface Gauge {
  name: string;
  help: string;
  read: () => Record<string, number> | number;
}

function escapeLabel(value: string): string {
  return value.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n');
}

function labels(values: Record<string, string>): string {
  const parts = Object.entries(values).map(([key, value]) => `${key}="${escapeLabel(value)}"`);
  return parts.length ? `{${parts.join(',')}}` : '';
}

/**
 * The server's metrics in Prometheus's text format: requests and their durations per route (the
 * route's pattern, never the address asked for, so the series stay few), the event loop's delay, and
 * gauges the caller adds (speech queue, database pool).
 */
export class Metrics {
  private readonly routes = new Map<string, RouteSeries>();
  private readonly loop: IntervalHistogram = monitorEventLoopDelay({ resolution: 10 });
  private readonly gauges: Gauge[] = [];

  constructor() {
    this.loop.enable();
  }

  addGauge(gauge: Gauge): void {
    this.gauges.push(gauge);
  }

  observe(method: string, route: string, status: number, seconds: number): void {
    const key = JSON.stringify([method, route, String(status)]);
    const series = this.routes.get(key) ?? { count: 0, sumSeconds: 0, buckets: DURATION_BUCKETS.map(() => 0) };
    series.count += 1;
    series.sumSeconds += seconds;
    DURATION_BUCKETS.forEach((bound, i) => {
      if (seconds <= bound) series.buckets[i] = (series.buckets[i] ?? 0) + 1;
    });
    this.routes.set(key, series);
  }

  render(): string {
    const lines: string[] = [
      '# HELP http_requests_total Requests answered, per method, route and status.',
      '# TYPE http_requests_total counter',
    ];
    const durations: string[] = [
      '# HELP http_request_duration_seconds Time to answer, per method, route and status.',
      '# TYPE http_request_duration_seconds histogram',
    ];
    for (const [key, series] of this.routes) {
      const [method = '', route = '', status = ''] = JSON.parse(key) as string[];
      const base = { method, route, status };
      lines.push(`http_requests_total${labels(base)} ${series.count}`);
      DURATION_BUCKETS.forEach((bound, i) => {
        durations.push(
          `http_request_duration_seconds_bucket${labels({ ...base, le: String(bound) })} ${series.buckets[i]}`,
        );
      });
      durations.push(`http_request_duration_seconds_bucket${labels({ ...base, le: '+Inf' })} ${series.count}`);
      durations.push(`http_request_duration_seconds_sum${labels(base)} ${series.sumSeconds}`);
      durations.push(`http_request_duration_seconds_count${labels(base)} ${series.count}`);
    }
    const seconds = (nanoseconds: number) => (Number.isFinite(nanoseconds) ? nanoseconds / 1e9 : 0);
    const loop = [
      '# HELP nodejs_eventloop_delay_seconds Event-loop delay since the server began listening, by percentile.',
      '# TYPE nodejs_eventloop_delay_seconds gauge',
      ...[50, 90, 99].map(
        (p) =>
          `nodejs_eventloop_delay_seconds${labels({ quantile: String(p / 100) })} ${seconds(this.loop.percentile(p))}`,
      ),
      `nodejs_eventloop_delay_seconds${labels({ quantile: '1' })} ${seconds(this.loop.max)}`,
    ];
    const gauges = this.gauges.flatMap((gauge) => {
      const value = gauge.read();
      const samples =
        typeof value === 'number'
          ? [`${gauge.name} ${value}`]
          : Object.entries(value).map(([state, count]) => `${gauge.name}${labels({ state })} ${count}`);
      return [`# HELP ${gauge.name} ${gauge.help}`, `# TYPE ${gauge.name} gauge`, ...samples];
    });
    return `${[...lines, ...durations, ...loop, ...gauges].join('\n')}\n`;
  }

  /** Starts the event-loop figures afresh: the work of starting up (routes, schemas) is not serving. */
  resetLoopDelay(): void {
    this.loop.reset();
  }

  close(): void {
    this.loop.disable();
  }
}

/**
 * Counts every answer, and serves GET /metrics to a scraper that sends `Authorization: Bearer
 * <METRICS_TOKEN>`; without the setting, or with another token, the address does not exist.
 */
export function metricsRoutes(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.addHook('onListen', async () => metrics.resetLoopDelay());
  app.addHook('onClose', async () => metrics.close());
  app.get('/metrics', async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !given || !sameText(given, token)) throw appError('NotFound');
    return reply
      .type('text/plain; version=0.0.4; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(metrics.render());
  });
}
