import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { SessionRepository } from './auth/session-repository.ts';
import type { Dialect } from './db/connect.ts';
import type { Database } from './db/schema.ts';
import type { SqliteReadPool } from './db/sqlite-read-pool.ts';
import type { FileService } from './files/file-service.ts';
import type { FileStore } from './files/file-store.ts';
import type { GatewayVerifier } from './gateway/verify.ts';
import type { ResourceTokens } from './files/resource-token.ts';
import type { EphemeralStore } from './store/ephemeral-store.ts';

/** What every module reaches through `app.platform`. */
export interface Platform {
  config: Config;
  db: Kysely<Database>;
  dialect: Dialect;
  /** Reader threads for heavy reads of an embedded SQLite file; null otherwise (connect.ts). */
  reader: SqliteReadPool | null;
  store: EphemeralStore;
  fileStore: FileStore;
  files: FileService;
  resourceTokens: ResourceTokens;
  sessions: SessionRepository;
  /** Null when GATEWAY_AUTH=off. */
  gateway: GatewayVerifier | null;
  /** Set when a shutdown begins (shutdown.ts): the health check answers 503 from then on. */
  lifecycle: { draining: boolean };
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}
