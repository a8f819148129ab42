/**
 * Acknowledged writes survive the server being killed (SIGKILL, as a crash or a pulled plug): the
 * built server, as `npm start` runs it, takes translations from eight writers at once and is killed
 * three times and started again on the same data; every write it answered with success is there at
 * the end. A killed process leaves what it handed the operating system, so this proves the server
 * answers success only after the commit (no write held in memory or queued behind the answer); that
 * the commit itself reaches the disk is SQLite's WAL with synchronous=FULL (repositories.test.ts)
 * and PostgreSQL's own.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken, newSessionToken } from '../auth/session-token.ts';
import { SessionRepository } from '../auth/session-repository.ts';
import { buildServer, startBuiltServer, type RunningServer } from '../../test/built-server.ts';
import { createTestDatabase, testDialects, type TestDatabase } from '../../test/databases.ts';
import { openDatabase, type DatabaseHandle } from './connect.ts';

const WRITERS = 8;
const KILLS = 3;
/** How long the writers write between two kills. */
const WRITING_MS = 700;
const SERVER_ENV = { GATEWAY_AUTH: 'off', SPEECH_WORKERS: '1' };

describe.each(testDialects)('acknowledged writes through SIGKILL (%s)', (dialect) => {
  let build: Awaited<ReturnType<typeof buildServer>>;
  let postgres: TestDatabase | null = null;
  beforeAll(async () => {
    build = await buildServer();
    if (dialect === 'postgres') postgres = await createTestDatabase('postgres');
  }, 120_000);
  afterAll(async () => {
    await postgres?.drop();
    build?.remove();
  });

  it(`keeps every write answered with success by ${WRITERS} writers over ${KILLS} kills`, async () => {
    const env = postgres ? { ...SERVER_ENV, DATABASE_URL: postgres.url } : SERVER_ENV;
    let server: RunningServer = await startBuiltServer(build.outdir, env);
    const databaseUrl = postgres?.url ?? `sqlite:${server.dataDir}/platform.sqlite`;
    const open = (): DatabaseHandle => openDatabase(databaseUrl, { poolSize: 1 });

    const tokens = Array.from({ length: WRITERS }, () => newSessionToken());
    const setup = open();
    const sessions = new SessionRepository(setup.db);
    for (const [k, token] of tokens.entries()) {
      await sessions.create(hashSessionToken(token), `durable-writer-${k}`, new Date(Date.now() + 600_000));
    }
    await setup.db.destroy();

    const acknowledged: string[] = [];
    let attempts = 0;
    let writing = true;
    const writers = tokens.map(async (token, k) => {
      for (let n = 0; writing; n += 1) {
        attempts += 1;
        try {
          const response = await fetch(`${server.baseUrl}/dev/oversea/bridgeService/addOneRecord`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              token,
              text: `写入 ${k}-${n}`,
              translation: `write ${k}-${n}`,
              from: 'cn',
              to: 'en',
            }),
          });
          const answer = (await response.json()) as { code: string; returnValue?: { id: string } };
          if (answer.code === '0' && answer.returnValue) acknowledged.push(answer.returnValue.id);
        } catch {
          // The server is down or was killed mid-answer: not acknowledged; try again shortly.
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    });

    for (let kill = 0; kill < KILLS; kill += 1) {
      await new Promise((resolve) => setTimeout(resolve, WRITING_MS));
      await server.kill();
      server = await startBuiltServer(build.outdir, env, { dataDir: server.dataDir });
    }
    await new Promise((resolve) => setTimeout(resolve, WRITING_MS));
    writing = false;
    await Promise.all(writers);
    // Killed once more, not stopped: stopping removes the data folder this test still reads.
    await server.kill();

    const check = open();
    const found = new Set<string>();
    for (let i = 0; i < acknowledged.length; i += 500) {
      const rows = await check.db
        .selectFrom('translation_record')
        .select('id')
        .where('id', 'in', acknowledged.slice(i, i + 500))
        .execute();
      for (const row of rows) found.add(String(row.id));
    }
    await check.db.destroy();
    if (!postgres) fs.rmSync(server.dataDir, { recursive: true, force: true });
    expect(acknowledged.length).toBeGreaterThan(100);
    expect(attempts).toBeGreaterThan(acknowledged.length);
    expect(acknowledged.filter((id) => !found.has(id))).toEqual([]);
  }, 180_000);
});
