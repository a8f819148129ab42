import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeRecordingForm } from '@hanyu/contracts/psc/evaluation-upload';
import { buildServer, startBuiltServer, type RunningServer } from '../../test/built-server.ts';
import { wavFile } from '../../test/speech.ts';
import { hashSessionToken, newSessionToken } from '../auth/session-token.ts';
import { SessionRepository } from '../auth/session-repository.ts';
import { openDatabase } from '../db/connect.ts';
import { readWavHeader } from './wav-header.ts';

/**
 * The speech worker as `npm start` runs it: built by scripts/build.mjs beside server.js and started
 * from there (every other test runs it from source through tsx).
 */
describe('speech worker in the built server (npm start)', () => {
  let build: Awaited<ReturnType<typeof buildServer>>;
  let server: RunningServer;
  beforeAll(async () => {
    build = await buildServer();
    server = await startBuiltServer(build.outdir, { GATEWAY_AUTH: 'off', SPEECH_WORKERS: '1' });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    build?.remove();
  });

  const post = async (path: string, payload: unknown) =>
    (await fetch(`${server.baseUrl}/dev${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    }).then((response) => response.json())) as { code: string; returnValue: Record<string, unknown> };

  it('synthesises speech in dist/speech-worker.js', async () => {
    const answer = await post('/oversea/bridgeService/speechSynthesis', { text: '你好', sex: 2, speed: 2 });
    expect(answer.code).toBe('0');
    const audio = await fetch(`${server.baseUrl}${String(answer.returnValue.url)}`);
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    expect(readWavHeader(new Uint8Array(await audio.arrayBuffer()))).toMatchObject({ channels: 1, sampleRate: 22_050 });
  });

  it('evaluates a recording in dist/speech-worker.js', async () => {
    // A session written straight into the built server's database stands in for a sign-up.
    const token = newSessionToken();
    const database = openDatabase(`sqlite:${path.join(server.dataDir, 'platform.sqlite')}`);
    await new SessionRepository(database.db).create(
      hashSessionToken(token),
      'builtuser',
      new Date(Date.now() + 60_000),
    );
    await database.db.destroy();
    const { body, contentType } = encodeRecordingForm({ token, pinyin: 'ma1' }, wavFile({ seconds: 1 }));
    const response = await fetch(`${server.baseUrl}/dev/psc/evaluation/word`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });
    const answer = (await response.json()) as { code: string; returnValue: { result: { quality: object } } };
    expect(answer.code).toBe('0');
    expect(answer.returnValue.result.quality).toMatchObject({ durationSeconds: 1 });
  });
});
