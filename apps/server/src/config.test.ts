import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_GATEWAY, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults for a fresh install', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      apiEnv: 'dev',
      redisUrl: undefined,
      trustProxy: false,
      gateway: { enabled: true, appId: DEV_GATEWAY.appId, appSecret: DEV_GATEWAY.appSecret },
      files: { kind: 'local', root: path.resolve('data/files') },
    });
    expect(config.databaseUrl).toBe(`sqlite:${path.resolve('data/platform.sqlite')}`);
  });

  it('reads PostgreSQL, Redis, S3 and a trusted proxy', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@db/app',
      REDIS_URL: 'redis://cache:6379',
      TRUST_PROXY: '10.0.0.1,10.0.0.2',
      S3_BUCKET: 'res',
      S3_ENDPOINT: 'http://s3.local:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      GATEWAY_AUTH: 'off',
    });
    expect(config.databaseUrl).toBe('postgres://u@db/app');
    expect(config.redisUrl).toBe('redis://cache:6379');
    expect(config.trustProxy).toBe('10.0.0.1,10.0.0.2');
    expect(config.files).toMatchObject({ kind: 's3', bucket: 'res', endpoint: 'http://s3.local:9000' });
    expect(config.gateway.enabled).toBe(false);
  });

  it('reads the jsonp partners as appId:groupId pairs, none by default', () => {
    expect(loadConfig({}).jsonpPartners).toEqual([]);
    expect(loadConfig({ JSONP_PARTNERS: ' partner-a:group-1 , partner.b:g_2' }).jsonpPartners).toEqual([
      { appId: 'partner-a', groupId: 'group-1' },
      { appId: 'partner.b', groupId: 'g_2' },
    ]);
    for (const bad of ['partner-a', 'a:b:c', 'a:b,', ':b', 'a b:c']) {
      expect(() => loadConfig({ JSONP_PARTNERS: bad }), bad).toThrow(/JSONP_PARTNERS: must be appId:groupId pairs/);
    }
  });

  it('names the bad variable and what it got', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT: .*\(got 'eighty'\)/);
    expect(() => loadConfig({ API_ENV: 'staging' })).toThrow(/API_ENV/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must start with postgres:\/\/ or sqlite:/,
    );
  });

  it('refuses the development secrets in prod', () => {
    expect(() => loadConfig({ API_ENV: 'prod' })).toThrow(
      /GATEWAY_APP_SECRET: the development secret is refused in prod/,
    );
  });
});
