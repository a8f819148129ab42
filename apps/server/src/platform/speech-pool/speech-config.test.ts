import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

describe('speech settings', () => {
  it('size the pool to the cores with four waiting tasks per worker, and key grants by the resource secret', () => {
    const config = loadConfig({ RESOURCE_TOKEN_SECRET: 'resource-secret-0123456789' });
    const workers = os.availableParallelism();
    expect(config.speech).toEqual({
      workers,
      queueLimit: 4 * workers,
      taskTimeoutMs: 60_000,
      grantSecret: 'resource-secret-0123456789',
      grantTtlSeconds: 300,
    });
  });

  it('take explicit values, and name a bad one', () => {
    const config = loadConfig({
      SPEECH_WORKERS: '3',
      SPEECH_QUEUE_LIMIT: '0',
      SPEECH_GRANT_SECRET: 'grant-secret-0123456789',
      SPEECH_GRANT_TTL_SECONDS: '60',
    });
    expect(config.speech).toMatchObject({
      workers: 3,
      queueLimit: 0,
      grantSecret: 'grant-secret-0123456789',
      grantTtlSeconds: 60,
    });
    expect(() => loadConfig({ SPEECH_WORKERS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ SPEECH_WORKERS: '0' })).toThrow(/SPEECH_WORKERS/);
    expect(() => loadConfig({ SPEECH_GRANT_SECRET: 'short' })).toThrow(/SPEECH_GRANT_SECRET/);
  });
});
