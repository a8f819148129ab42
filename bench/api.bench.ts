// API protocol benchmark: the cheap protocol endpoint /portal/checkOverseaIp (body parse, gateway
// signature check with nonce store, payload contract, envelope) against a bare Fastify hello-world,
// each in its own process on this machine, measured in the same run. Budget: the protocol path keeps
// at least half of bare Fastify's throughput. Writes bench/results/api.json.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { GatewayClient } from '@hanyu/contracts/gateway/client';
import { BENCH_GATEWAY, startBuiltServer } from './lib/built-server.ts';
import { freePort, startProcess, stopProcess } from './lib/processes.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARMUP_S = 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BUDGET_RATIO = 0.5;
const GATEWAY = BENCH_GATEWAY;
const PATH = '/prod/portal/checkOverseaIp';
const BODY = JSON.stringify({ appCode: 'website', clientType: 'web' });

interface Measurement {
  requestsPerSecond: number;
  /** Server process CPU time (user + system) per request during the measured run. */
  serverCpuMicrosPerRequest: number;
  /** Requests per second one core of this machine could serve at that cost. */
  capacityPerCore: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
  totalRequests: number;
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of the file, 12 and 13 after the command name; in clock ticks.
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}
const CLOCK_TICKS_PER_SECOND = 100;

function pidOf(child: ChildProcess): number {
  if (child.pid === undefined) throw new Error('server process has no pid');
  return child.pid;
}

async function measure(pid: number, options: autocannon.Options): Promise<Measurement> {
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({ connections: CONNECTIONS, ...options });
  const cpuMicrosPerRequest = ((cpuSeconds(pid) - cpuBefore) * 1e6) / Math.max(1, result.requests.total);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    serverCpuMicrosPerRequest: Math.round(cpuMicrosPerRequest * 10) / 10,
    capacityPerCore: Math.round(1e6 / cpuMicrosPerRequest),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    totalRequests: result.requests.total,
  };
}

/**
 * Signs requests ahead of the run, so the load generator (which shares this 2-core machine) spends
 * its time sending, not hashing; each request still carries a fresh nonce the server must record.
 */
function presignedHeaders(count: number): Record<string, string>[] {
  const client = new GatewayClient().config({
    ...GATEWAY,
    host: '127.0.0.1',
    httpPort: 0,
    httpsPort: 0,
    publicKey: 'pk',
  });
  return Array.from({ length: count }, () => ({
    'content-type': 'application/json',
    ...client.sign({ path: PATH, body: BODY }),
  }));
}

/** Bare Fastify gets the very same request bytes, signature headers included, and ignores them. */
async function benchBare(): Promise<Measurement> {
  const port = await freePort();
  const server = await startProcess(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'lib/bare-server.ts'), String(port)],
    {
      readyUrl: `http://127.0.0.1:${port}/hello`,
      readyMethod: 'POST',
    },
  );
  try {
    const sample = presignedHeaders(1)[0];
    const request = {
      method: 'POST' as const,
      path: '/hello',
      body: BODY,
      setupRequest: (req: autocannon.Request) => ({ ...req, headers: { ...sample } }),
    };
    await measure(pidOf(server), { url: `http://127.0.0.1:${port}`, duration: WARMUP_S, requests: [request] });
    return await measure(pidOf(server), { url: `http://127.0.0.1:${port}`, duration: DURATION_S, requests: [request] });
  } finally {
    await stopProcess(server);
  }
}

async function benchProtocol(expectedRequests: number): Promise<Measurement> {
  const { server, port, dataDir } = await startBuiltServer('hanyu-bench-');
  try {
    const pool = presignedHeaders(Math.ceil(expectedRequests * 1.5) + 50_000);
    let next = 0;
    const client = new GatewayClient().config({
      ...GATEWAY,
      host: '127.0.0.1',
      httpPort: 0,
      httpsPort: 0,
      publicKey: 'pk',
    });
    const request = {
      method: 'POST' as const,
      path: PATH,
      body: BODY,
      setupRequest: (req: autocannon.Request) => ({
        ...req,
        headers: pool[next++] ?? { 'content-type': 'application/json', ...client.sign({ path: PATH, body: BODY }) },
      }),
    };
    await measure(pidOf(server), { url: `http://127.0.0.1:${port}`, duration: WARMUP_S, requests: [request] });
    return await measure(pidOf(server), { url: `http://127.0.0.1:${port}`, duration: DURATION_S, requests: [request] });
  } finally {
    await stopProcess(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const bare = await benchBare();
const protocol = await benchProtocol(bare.requestsPerSecond * (DURATION_S + WARMUP_S));
const ratio = Number((protocol.requestsPerSecond / bare.requestsPerSecond).toFixed(3));
// The budget is judged on measured throughput with the same load generator and the same request bytes.
// The CPU each server process spends per request is reported beside it: it tells each server's
// throughput when it, not the load generator sharing the machine's two cores, is the limit.
const capacityRatio = Number((protocol.capacityPerCore / bare.capacityPerCore).toFixed(3));
const report = {
  benchmark: 'api-protocol',
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  connections: CONNECTIONS,
  durationSeconds: DURATION_S,
  bareFastify: bare,
  protocolPath: { endpoint: PATH, ...protocol },
  throughputRatio: ratio,
  capacityRatio,
  budgetRatio: BUDGET_RATIO,
  withinBudget: ratio >= BUDGET_RATIO && protocol.non2xx === 0 && protocol.errors === 0,
};
fs.mkdirSync(path.join(here, 'results'), { recursive: true });
fs.writeFileSync(path.join(here, 'results/api.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(JSON.stringify(report, null, 2));
if (!report.withinBudget) process.exitCode = 1;
