import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { GatewayClient } from '@hanyu/contracts/gateway/client';
import { apiPath } from '@hanyu/contracts/protocol/api-path';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Dialect } from '../platform/db/connect.ts';
import { MemoryStore } from '../platform/store/memory-store.ts';
import { RedisStore } from '../platform/store/redis-store.ts';
import type { EphemeralStore } from '../platform/store/ephemeral-store.ts';
import { createTestDatabase, type TestDatabase } from './databases.ts';
import { testEnv } from './test-env.ts';

export type StoreKind = 'memory' | 'redis';
export const testStoreKinds: StoreKind[] = testEnv.redisUrl ? ['memory', 'redis'] : ['memory'];

/** A store of its own: a fresh memory store, or a Redis key space no other test shares. */
export function createTestStore(
  kind: StoreKind,
  keyPrefix = `test:${randomBytes(6).toString('hex')}:`,
): EphemeralStore {
  if (kind === 'redis') {
    if (!testEnv.redisUrl) throw new Error('Redis tests need TEST_REDIS_URL');
    return new RedisStore(testEnv.redisUrl, keyPrefix);
  }
  return new MemoryStore();
}

/** Configuration as a fresh install has it, in a temporary data folder, with overrides. */
export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanyu-data-'));
  // No built web app unless a test brings one: server tests stay independent of `npm run build`.
  return loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // The slider's proof of work, cheap: tests solve hundreds of sliders (its own test sets it back).
    CAPTCHA_WORK: '1000',
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  store: EphemeralStore;
  close(): Promise<void>;
}

export interface TestAppOptions extends Omit<BuildOptions, 'database' | 'store'> {
  dialect?: Dialect;
  storeKind?: StoreKind;
  env?: Record<string, string>;
  /** Share a database or store with another instance (multi-instance tests). */
  database?: TestDatabase;
  store?: EphemeralStore;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const ownsDatabase = !options.database;
  const ownsStore = !options.store;
  const database = options.database ?? (await createTestDatabase(options.dialect ?? 'sqlite'));
  const store = options.store ?? createTestStore(options.storeKind ?? 'memory');
  const app = await buildApp(config, { ...options, database, store });
  await app.ready();
  return {
    app,
    config,
    database,
    store,
    close: async () => {
      await app.close();
      if (ownsStore) await store.close();
      if (ownsDatabase) await database.drop();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

export function gatewayClientFor(config: Config): GatewayClient {
  return new GatewayClient().config({
    appId: config.gateway.appId,
    appSecret: config.gateway.appSecret,
    host: 'localhost',
    httpPort: config.port,
    httpsPort: 443,
    publicKey: config.gateway.publicKey,
  });
}

export type BodyMode = 'json' | 'form';

/** Calls a protocol path the way the web client does: signed, in json or form mode. */
export async function callApi(
  testApp: Pick<TestApp, 'app' | 'config'>,
  path: string,
  payload: unknown,
  options: { mode?: BodyMode; headers?: Record<string, string>; sign?: boolean } = {},
): Promise<LightMyRequestResponse> {
  const url = apiPath(testApp.config.apiEnv, path);
  const mode = options.mode ?? 'json';
  const body =
    mode === 'json' ? JSON.stringify(payload) : new URLSearchParams({ params: JSON.stringify(payload) }).toString();
  const signed = options.sign === false ? {} : gatewayClientFor(testApp.config).sign({ path: url, body });
  const request: InjectOptions = {
    method: 'POST',
    url,
    payload: body,
    headers: {
      'content-type': mode === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
      ...signed,
      ...options.headers,
    },
  };
  return testApp.app.inject(request);
}
