// The slider's proof of work (decision 031) timed where a learner does it: in Chromium, with the same
// solver the web client runs (altcha-lib's solveChallenge, one SHA-256 per try on Web Crypto), over
// challenges made as the server makes them, with the server's default work (CAPTCHA_WORK). The target
// is about a second for a learner (the mean); a bot pays the same for every attempt. Chromium from
// CHROMIUM_PATH or /usr/bin/chromium. Writes bench/results/captcha-work.json.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createChallenge } from 'altcha-lib/v1';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The server's default CAPTCHA_WORK (apps/server/src/config.ts): the largest number a proof may need. */
const WORK = Number(process.env.CAPTCHA_WORK ?? 100_000);
const CHALLENGES = Number(process.env.BENCH_CAPTCHA_CHALLENGES ?? 20);
const solverDir = path.join(path.dirname(fileURLToPath(import.meta.resolve('altcha-lib/v1'))));

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[index] ?? 0) * 10) / 10;
}

// The solver's own files, served as modules to a blank page on localhost (a secure context for Web Crypto).
const server = http.createServer((request, response) => {
  const name = path.basename(new URL(request.url ?? '/', 'http://localhost').pathname);
  const file = path.join(solverDir, name);
  if (name.endsWith('.js') && fs.existsSync(file)) {
    response.writeHead(200, { 'content-type': 'text/javascript' });
    response.end(fs.readFileSync(file));
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html' });
  response.end('<!doctype html><title>proof of work</title>');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((file) => file && fs.existsSync(file));
if (!executablePath) throw new Error('No Chromium: set CHROMIUM_PATH');
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  await page.goto(`${origin}/`);
  const challenges = await Promise.all(
    Array.from({ length: CHALLENGES }, () =>
      createChallenge({ hmacKey: 'bench-captcha-work', maxNumber: WORK, expires: new Date(Date.now() + 600_000) }),
    ),
  );
  const timings = await page.evaluate(
    async ({ list, max }) => {
      const solverUrl = '/index.js';
      const { solveChallenge } = (await import(solverUrl)) as {
        solveChallenge: (
          challenge: string,
          salt: string,
          algorithm: string,
          max: number,
        ) => { promise: Promise<{ number: number } | null> };
      };
      const out: { ms: number; number: number }[] = [];
      for (const item of list) {
        const begin = performance.now();
        const solution = await solveChallenge(item.challenge, item.salt, item.algorithm, max).promise;
        out.push({ ms: performance.now() - begin, number: solution?.number ?? -1 });
      }
      return out;
    },
    { list: challenges, max: WORK },
  );
  if (timings.some((timing) => timing.number < 0)) throw new Error('a challenge was not solved');
  const ms = timings.map((timing) => timing.ms).sort((a, b) => a - b);
  const tries = timings.reduce((sum, timing) => sum + timing.number + 1, 0);
  const totalMs = ms.reduce((sum, value) => sum + value, 0);
  const report = {
    benchmark: 'captcha-proof-of-work',
    date: new Date().toISOString(),
    browser: `Chromium ${browser.version()}`,
    cpus: os.cpus().length,
    work: WORK,
    challenges: CHALLENGES,
    solveMs: {
      mean: Math.round((totalMs / ms.length) * 10) / 10,
      p50: percentile(ms, 50),
      p90: percentile(ms, 90),
      max: percentile(ms, 100),
    },
    hashesPerSecond: Math.round(tries / (totalMs / 1000)),
    expectedMeanMs: Math.round(((WORK / 2) * 1000) / (tries / (totalMs / 1000))),
    note: 'the secret number is uniform in [0, work], so a solve takes work/2 tries on average and at most work; target: about a second on average',
  };
  fs.mkdirSync(path.join(here, 'results'), { recursive: true });
  fs.writeFileSync(path.join(here, 'results/captcha-work.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report, null, 2));
} finally {
  await browser.close();
  server.close();
}
