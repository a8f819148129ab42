import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inject } from 'vitest';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Builds the server as `npm start` does (scripts/build.mjs), into a folder of its own under
 * node_modules/.cache, where the bundle still finds its npm packages; never into dist/.
 */
export async function buildServer(): Promise<{ outdir: string; remove(): void }> {
  const outdir = path.resolve(
    serverRoot,
    '../../node_modules/.cache',
    `hanyu-server-build-${randomBytes(4).toString('hex')}`,
  );
  await promisify(execFile)(process.execPath, ['scripts/build.mjs', `--outdir=${outdir}`], { cwd: serverRoot });
  return { outdir, remove: () => fs.rmSync(outdir, { recursive: true, force: true }) };
}

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

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** Ends the server (SIGTERM) and removes its data folder. */
  stop(): Promise<void>;
  /** Kills the server at once (SIGKILL), as a crash or a pulled plug would; the data folder stays. */
  kill(): Promise<void>;
}

/**
 * Starts a built server.js in its own process with a fresh data folder (or the given one, to
 * restart on a killed server's data); resolves once /healthz answers.
 */
export async function startBuiltServer(
  outdir: string,
  env: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  let dataDir = options.dataDir;
  if (!dataDir) {
    // A fresh folder starts from the run's migrated template, which already holds the content and the
    // dictionary: the server finds their versions and skips loading them (the browser tests' server
    // is the one that loads them from scratch).
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanyu-built-'));
    fs.copyFileSync(inject('sqliteTemplate'), path.join(dataDir, 'platform.sqlite'));
  }
  const child: ChildProcess = spawn(process.execPath, [path.join(outdir, 'server.js')], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { baseUrl, dataDir, stop, kill };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the built server did not start (exit code ${child.exitCode})`);
}
