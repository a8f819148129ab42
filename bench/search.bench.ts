// Site search benchmark (issue 8, point 7): /portal/search/resource on the built server with the full
// dictionary loaded, one request at a time over HTTP (signed, as the web client sends them), over a
// mix of keywords in characters, pinyin (numbered, marked, toneless) and English, common and rare.
// Budget: p95 under 30 ms. Also reports the server's resident memory with the dictionary loaded and
// how long the first start took to load it. Writes bench/results/search.json; with
// BENCH_DATABASE_URL (an empty PostgreSQL database the run may fill) it measures PostgreSQL instead
// and writes bench/results/search-postgresql.json.
//
// Then a crowd: 50 connections for CROWD_SECONDS on the search (the keywords in turn) and, in the same
// run, on a light endpoint (a captcha id), with the server's event-loop delay read from its /metrics.
// Targets: search throughput at least a quarter of the light endpoint's, its p99 at most 4 times.
// The server keeps recent answers for a minute (search-repository.ts), so repeated keywords are
// answered from memory: `firstSight` (one at a time) and the `unrepeated` crowd ask the PSC word
// lists' 3,420 characters and words, each once per tab, to show what a search itself costs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { GatewayClient } from '@hanyu/contracts/gateway/client';
import { BENCH_GATEWAY, startBuiltServer } from './lib/built-server.ts';
import { stopProcess } from './lib/processes.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 20);
const BUDGET_P95_MS = 30;
const PATH = '/prod/portal/search/resource';
const LIGHT_PATH = '/prod/usercenter/v3/captcha/getCaptchaIdV4';
const CROWD_CONNECTIONS = 50;
const CROWD_SECONDS = Number(process.env.BENCH_CROWD_SECONDS ?? 10);
/** No request may hold the server's event loop longer than this. */
const LOOP_TARGET_MS = 50;
const METRICS_TOKEN = 'bench-metrics-token-0123456789';
const KEYWORDS = [
  '好',
  '的',
  '一',
  '人',
  '学',
  '中国',
  '你好',
  '國家',
  '汉语',
  '学习',
  '银行',
  '春天',
  '翻译',
  '普通话',
  '一会儿',
  'ni3hao3',
  'nǐhǎo',
  'nihao',
  'hao',
  'ma',
  'ma1',
  'zhongguo',
  "xi'an",
  'xue2xi2',
  'yi',
  'shi',
  'de',
  'you',
  'good',
  'hello',
  'eat',
  'to be',
  'translate',
  'mother',
  'water',
  'beautiful',
  'computer',
  'copybook',
  'zh',
];
const TABS = ['all', 'resource', 'app'] as const;
/** Keywords asked once each: the PSC lists' characters and words (packages/content). */
const UNREPEATED: string[] = ['characters.json', 'words.json'].flatMap((file) =>
  (
    JSON.parse(fs.readFileSync(path.join(here, '..', 'packages', 'content', 'data', 'psc', file), 'utf8')) as Array<{
      text: string;
    }>
  ).map((entry) => entry.text),
);
const FIRST_SIGHT = 300;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 100) / 100;
}

function residentMegabytes(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Math.round(Number(line?.[1] ?? 0) / 1024);
}

const databaseUrl = process.env.BENCH_DATABASE_URL;
const started = Date.now();
const { server, port, dataDir } = await startBuiltServer('hanyu-bench-search-', {
  METRICS_TOKEN,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const firstStartMs = Date.now() - started;
const client = new GatewayClient().config({
  ...BENCH_GATEWAY,
  host: '127.0.0.1',
  httpPort: 0,
  httpsPort: 0,
  publicKey: 'pk',
});
try {
  const pid = server.pid ?? 0;
  const loopDelay = async () => {
    const metrics = await (
      await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    const milliseconds = (quantile: string) =>
      Math.round(
        Number(
          new RegExp(`^nodejs_eventloop_delay_seconds\\{quantile="${quantile}"\\} (\\S+)$`, 'm').exec(metrics)?.[1] ??
            NaN,
        ) * 1e5,
      ) / 100;
    return { p99: milliseconds('0.99'), max: milliseconds('1') };
  };
  const call = async (keyword: string, tab: string, page = 1) => {
    const body = JSON.stringify({ appCode: 'website', clientType: 'web', keyword, tab, page });
    const begin = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}${PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...client.sign({ path: PATH, body }) },
      body,
    });
    const answer = (await response.json()) as { result: boolean; returnValue?: { total: number } };
    const elapsed = performance.now() - begin;
    if (!answer.result) throw new Error(`search for ${keyword} failed: ${JSON.stringify(answer)}`);
    return { elapsed, total: answer.returnValue?.total ?? 0 };
  };
  // Warm-up: one pass.
  for (const keyword of KEYWORDS) await call(keyword, 'all');
  const timings: number[] = [];
  const perKeyword: Record<string, { total: number; worstMs: number }> = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const keyword of KEYWORDS) {
      const tab = TABS[round % TABS.length] ?? 'all';
      const { elapsed, total } = await call(keyword, tab, 1 + (round % 3));
      timings.push(elapsed);
      const seen = perKeyword[keyword] ?? { total, worstMs: 0 };
      perKeyword[keyword] = {
        total: tab === 'all' ? total : seen.total,
        worstMs: Math.max(seen.worstMs, Math.round(elapsed * 100) / 100),
      };
    }
  }
  timings.sort((a, b) => a - b);
  // Keywords never asked before (the second half of the list: the crowd below takes the first).
  const firstSight: number[] = [];
  for (const keyword of UNREPEATED.slice(-FIRST_SIGHT)) firstSight.push((await call(keyword, 'all')).elapsed);
  firstSight.sort((a, b) => a - b);
  // The loop's delay so far (counted from listening): requests one at a time, so its worst is the
  // longest any single request held the loop.
  const loopOneAtATime = await loopDelay();

  // The crowd: every request signed anew (a nonce is good once).
  const crowd = async (route: string, bodies: string[]) => {
    let next = 0;
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CROWD_CONNECTIONS,
      duration: CROWD_SECONDS,
      requests: [
        {
          method: 'POST',
          path: route,
          setupRequest: (req: autocannon.Request) => {
            const body = bodies[next++ % bodies.length] ?? '{}';
            return {
              ...req,
              body,
              headers: { 'content-type': 'application/json', ...client.sign({ path: route, body }) },
            };
          },
        },
      ],
    });
    return {
      requestsPerSecond: Math.round(result.requests.average),
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      non2xx: result.non2xx,
      errors: result.errors,
    };
  };
  const searchBodies = KEYWORDS.map((keyword) =>
    JSON.stringify({ appCode: 'website', clientType: 'web', keyword, tab: 'all', page: 1 }),
  );
  const searchCrowd = await crowd(PATH, searchBodies);
  const unrepeatedBodies = TABS.flatMap((tab) =>
    UNREPEATED.slice(0, -FIRST_SIGHT).map((keyword) =>
      JSON.stringify({ appCode: 'website', clientType: 'web', keyword, tab, page: 1 }),
    ),
  );
  const unrepeatedCrowd = await crowd(PATH, unrepeatedBodies);
  const lightCrowd = await crowd(LIGHT_PATH, [JSON.stringify({ appCode: 'website', clientType: 'web' })]);
  const loopAfterCrowds = await loopDelay();
  const throughputRatio = searchCrowd.requestsPerSecond / Math.max(1, lightCrowd.requestsPerSecond);
  const p99Ratio = searchCrowd.latencyMs.p99 / Math.max(1, lightCrowd.latencyMs.p99);
  const underLoad = {
    connections: CROWD_CONNECTIONS,
    seconds: CROWD_SECONDS,
    search: searchCrowd,
    light: { path: LIGHT_PATH, ...lightCrowd },
    unrepeated: {
      ...unrepeatedCrowd,
      keywords: unrepeatedBodies.length,
      throughputOverLight:
        Math.round((unrepeatedCrowd.requestsPerSecond / Math.max(1, lightCrowd.requestsPerSecond)) * 1000) / 1000,
      p99OverLight: Math.round((unrepeatedCrowd.latencyMs.p99 / Math.max(1, lightCrowd.latencyMs.p99)) * 100) / 100,
      note: 'the same crowd asking PSC characters and words, each keyword and tab once (none answered from memory); not held to the targets, which are for the mixed keywords above',
    },
    searchThroughputOverLight: Math.round(throughputRatio * 1000) / 1000,
    searchP99OverLight: Math.round(p99Ratio * 100) / 100,
    targets: { throughputAtLeast: 0.25, p99AtMost: 4 },
    withinTargets: throughputRatio >= 0.25 && p99Ratio <= 4,
    eventLoopDelayMs: {
      oneAtATime: loopOneAtATime,
      withCrowds: loopAfterCrowds,
      targetMs: LOOP_TARGET_MS,
      withinTarget: loopOneAtATime.max <= LOOP_TARGET_MS && loopAfterCrowds.p99 <= LOOP_TARGET_MS,
      note: "the server's event-loop delay (its /metrics, counted from listening): `oneAtATime` after the requests sent one at a time, whose worst is the longest a single request held the loop; `withCrowds` over the whole run. Under a crowd of 50 connections one turn of the loop answers every request waiting (about 0.6 ms each), and on this 2-core machine the load generator and the reader threads share the cores, so the crowd's worst delay is queued requests and waiting for a core, not one request: target, no request holds the loop over 50 ms (one at a time) and the crowd's p99 under 50 ms",
    },
  };

  const report = {
    benchmark: 'site-search',
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    database: databaseUrl ? 'postgresql' : 'sqlite (embedded, the default)',
    requests: timings.length,
    latencyMs: {
      p50: percentile(timings, 50),
      p95: percentile(timings, 95),
      p99: percentile(timings, 99),
      max: percentile(timings, 100),
    },
    firstSight: {
      requests: firstSight.length,
      latencyMs: {
        p50: percentile(firstSight, 50),
        p95: percentile(firstSight, 95),
        p99: percentile(firstSight, 99),
        max: percentile(firstSight, 100),
      },
      note: 'PSC words asked one at a time, each for the first time: the index queried, not the recent answers',
    },
    budgetP95Ms: BUDGET_P95_MS,
    withinBudget: percentile(timings, 95) < BUDGET_P95_MS && percentile(firstSight, 95) < BUDGET_P95_MS,
    serverResidentMegabytes: residentMegabytes(pid),
    firstStartWithDictionaryLoadMs: firstStartMs,
    underLoad,
    perKeyword,
  };
  fs.mkdirSync(path.join(here, 'results'), { recursive: true });
  const file = databaseUrl ? 'results/search-postgresql.json' : 'results/search.json';
  fs.writeFileSync(path.join(here, file), `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify({ ...report, perKeyword: undefined }, null, 2));
  if (!report.withinBudget) process.exitCode = 1;
} finally {
  await stopProcess(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
