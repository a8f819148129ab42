import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, startBuiltServer, type RunningServer } from '../../test/built-server.ts';
import { readWavHeader } from './wav-header.ts';

/**
 * The speech worker as `npm start` runs it: built by scripts/build.mjs beside server.js and started
 * from there (every other test runs it from source through tsx).
 */
describe('speech worker in the built server', () => {
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
});
