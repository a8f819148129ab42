import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    artifactsDir: string;
    /** The server's data folder (its SQLite file), for the server's own commands. */
    dataDir: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * The first start on a fresh data folder loads the content and the dictionary: about 20 s on an idle
 * two-core machine, over a minute with other work beside it.
 */
const STARTUP_MS = 180_000;

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

/**
 * Builds and starts the app the way the README does (`npm start`: build, then the bundled server on a
 * fresh data folder), for every browser test. The trusted proxy is loopback, so tests can forge a
 * client address with X-Forwarded-For.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Vitest sets NODE_ENV=test; the app under test is the production build, as `npm start` makes it.
  const env = { ...process.env, NODE_ENV: 'production' };
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env });
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanyu-e2e-'));
  const artifactsDir = path.join(root, 'test-results');
  fs.mkdirSync(artifactsDir, { recursive: true });
  const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // A whole mock PSC in seconds: a few items per part (the mode exists for tests only).
      PSC_SHORT_PAPERS: 'on',
      // No load balancer in front to drain for: stop as soon as asked.
      SHUTDOWN_DRAIN_MS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(`${baseUrl}/healthz`, server);
  project.provide('baseUrl', baseUrl);
  project.provide('artifactsDir', artifactsDir);
  project.provide('dataDir', dataDir);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
