import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startProcess } from './processes.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The gateway credentials every benchmark signs with. */
export const BENCH_GATEWAY = { appId: 'bench-app', appSecret: 'bench-secret-0123456789abcdef' };

export interface BuiltServer {
  server: ChildProcess;
  port: number;
  dataDir: string;
}

/**
 * The built server (`npm run build` first) as production runs it: API_ENV=prod with the bench gateway
 * credentials, a fresh data folder, warnings only in the log; `env` adds settings (DATABASE_URL).
 */
export async function startBuiltServer(dataDirPrefix: string, env: Record<string, string> = {}): Promise<BuiltServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), dataDirPrefix));
  const server = await startProcess(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      API_ENV: 'prod',
      GATEWAY_APP_ID: BENCH_GATEWAY.appId,
      GATEWAY_APP_SECRET: BENCH_GATEWAY.appSecret,
      RESOURCE_TOKEN_SECRET: 'bench-resource-secret-0123456789',
      LOG_LEVEL: 'warn',
      ...env,
    },
    readyUrl: `http://127.0.0.1:${port}/healthz`,
  });
  return { server, port, dataDir };
}
