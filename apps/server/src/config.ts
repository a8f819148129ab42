import { createHmac } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { VIDEO_MAX_BYTES } from '@hanyu/contracts/admin/videos';
import { API_ENVS, ApiEnv } from '@hanyu/contracts/protocol/api-path';
import type { SiteLinks } from '@hanyu/contracts/usercenter/account';

/** Development defaults of the gateway credentials; refused when API_ENV=prod. */
export const DEV_GATEWAY = {
  appId: 'hanyu-web-dev',
  appSecret: 'hanyu-dev-secret-change-me',
  publicKey: 'hanyu-dev-public-key',
} as const;
const DEV_RESOURCE_TOKEN_SECRET = 'hanyu-dev-resource-secret-change-me';

/**
 * packages/content/data of this checkout: config.ts in apps/server/src and the bundle in
 * apps/server/dist both sit three folders under the repository root.
 */
function defaultContentDir(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/content/data');
}

const onOff = z.enum(['on', 'off']);
const port = z.coerce.number().int().min(0).max(65_535);
const positiveMs = z.coerce.number().int().positive();
/** A path of this site (/dist/...) or a full http(s) URL of another deployment. */
const siteLink = z
  .string()
  .regex(/^(\/[^/\s]|https?:\/\/)\S*$/, 'must be a path of this site (/dist/...) or an http(s) URL');

/** `appId:groupId` pairs, comma-separated: the partners allowed the jsonp variant (platform/protocol/jsonp.ts). */
const JSONP_PARTNER = '[A-Za-z0-9_.-]{1,64}:[A-Za-z0-9_.-]{1,64}';
const JSONP_PARTNERS_PATTERN = new RegExp(`^\\s*(${JSONP_PARTNER}\\s*(,\\s*${JSONP_PARTNER}\\s*)*)?$`);

function jsonpPartners(value: string | undefined): Config['jsonpPartners'] {
  if (!value?.trim()) return [];
  return value.split(',').map((pair) => {
    const [appId = '', groupId = ''] = pair.trim().split(':');
    return { appId, groupId };
  });
}

const envSchema = z
  .object({
    PORT: port.default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    API_ENV: z.enum(API_ENVS as [ApiEnv, ...ApiEnv[]]).default(ApiEnv.Dev),
    DATABASE_URL: z.string().optional(),
    REDIS_URL: z.string().url().optional(),
    GATEWAY_AUTH: onOff.default('on'),
    GATEWAY_APP_ID: z.string().min(1).default(DEV_GATEWAY.appId),
    GATEWAY_APP_SECRET: z.string().min(16).default(DEV_GATEWAY.appSecret),
    GATEWAY_PUBLIC_KEY: z.string().min(1).default(DEV_GATEWAY.publicKey),
    TRUST_PROXY: z.string().optional(),
    METRICS_TOKEN: z.string().min(16).optional(),
    CAPTCHA_WORK: z.coerce.number().int().min(1).max(10_000_000).default(100_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Largest video an administrator may upload (the contracts' VIDEO_MAX_BYTES, 500 MB, by default).
    VIDEO_MAX_BYTES: z.coerce.number().int().positive().default(VIDEO_MAX_BYTES),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(1024 * 1024),
    REQUEST_TIMEOUT_MS: positiveMs.default(30_000),
    // The time an administrator's streamed upload (a video) has to arrive: 30 minutes, about 280 KB/s
    // for the largest video.
    UPLOAD_TIMEOUT_MS: positiveMs.default(30 * 60_000),
    SHUTDOWN_GRACE_MS: positiveMs.default(15_000),
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(5000),
    RESOURCE_TOKEN_SECRET: z.string().min(16).default(DEV_RESOURCE_TOKEN_SECRET),
    RESOURCE_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: onOff.default('on'),
    WEB_DIST_DIR: z.string().optional(),
    CONTENT_DIR: z.string().optional(),
    PSC_SHORT_PAPERS: onOff.default('off'),
    OVERSEAS_SITE_URL: z.string().min(1).default('/dist/web/oversea/overseaIndex'),
    // The environment's sites (spec section 3): paths of this site, or full URLs of other deployments.
    SITE_STUDENT_URL: siteLink.default('/dist/web/student/studentIndex'),
    SITE_TEACHER_URL: siteLink.default('/dist/web/workspace/teacher'),
    SITE_ADMIN_URL: siteLink.default('/dist/web/workspace/admin'),
    APP_PACKAGES_URL: siteLink.default('/dist/web/portal/appDownload'),
    TEACHER_APPLY_URL: siteLink.default('/dist/web/workspace/teacher'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('国家通用语言学习平台 <no-reply@localhost>'),
    SMS_URL: z.string().url().optional(),
    SMS_KEY: z.string().optional(),
    DEV_OUTBOX: onOff.optional(),
    SPEECH_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
    SPEECH_QUEUE_LIMIT: z.coerce.number().int().min(0).max(1000).optional(),
    SPEECH_TASK_TIMEOUT_MS: positiveMs.default(60_000),
    SPEECH_GRANT_SECRET: z.string().min(16).optional(),
    SPEECH_GRANT_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
    MT_URL: z.string().url().optional(),
    MT_API_KEY: z.string().min(1).optional(),
    MT_TIMEOUT_MS: positiveMs.default(8000),
    JSONP_PARTNERS: z
      .string()
      .regex(JSONP_PARTNERS_PATTERN, 'must be appId:groupId pairs separated by commas')
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_URL && !/^(postgres(ql)?:\/\/|sqlite:)/.test(env.DATABASE_URL)) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'must start with postgres:// or sqlite:' });
    }
    if (env.API_ENV === ApiEnv.Prod) {
      if (env.PSC_SHORT_PAPERS === 'on') {
        ctx.addIssue({ code: 'custom', path: ['PSC_SHORT_PAPERS'], message: 'short papers are for tests only' });
      }
      if (env.GATEWAY_APP_SECRET === DEV_GATEWAY.appSecret) {
        ctx.addIssue({
          code: 'custom',
          path: ['GATEWAY_APP_SECRET'],
          message: 'the development secret is refused in prod',
        });
      }
      if (env.RESOURCE_TOKEN_SECRET === DEV_RESOURCE_TOKEN_SECRET) {
        ctx.addIssue({
          code: 'custom',
          path: ['RESOURCE_TOKEN_SECRET'],
          message: 'the development secret is refused in prod',
        });
      }
    }
    if (env.SMS_URL && !env.SMS_KEY) {
      ctx.addIssue({ code: 'custom', path: ['SMS_KEY'], message: 'SMS_URL needs SMS_KEY' });
    }
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ACCESS_KEY_ID'],
        message: 'S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      });
    }
  });

export type FileStoreConfig =
  | { kind: 'local'; root: string }
  | {
      kind: 's3';
      endpoint: string | undefined;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  apiEnv: ApiEnv;
  databaseUrl: string;
  redisUrl: string | undefined;
  gateway: { enabled: boolean; appId: string; appSecret: string; publicKey: string };
  /** Fastify's trustProxy: false, true (any proxy), or comma-separated addresses/CIDRs. */
  trustProxy: boolean | string;
  /** The bearer token GET /metrics asks for; without it there is no metrics address. */
  metricsToken: string | undefined;
  /** The slider's proof of work (captcha-service.ts): its signing key and its largest number. */
  captchaProof: { hmacKey: string; maxNumber: number };
  logLevel: string;
  bodyLimitBytes: number;
  /** Largest video upload, streamed to the file store (docs/decisions/060). */
  videoMaxBytes: number;
  requestTimeoutMs: number;
  uploadTimeoutMs: number;
  shutdownGraceMs: number;
  /** How long the health check says 503 before the listener stops (shutdown.ts). */
  shutdownDrainMs: number;
  resourceToken: { secret: string; ttlSeconds: number };
  files: FileStoreConfig;
  webDistDir: string | undefined;
  /** Authored learning content (packages/content/data), loaded into the database at start. */
  contentDir: string;
  /**
   * Tests only: mock PSC papers cut to a few items per part, so a browser test can take a whole
   * test in seconds. Refused in production.
   */
  pscShortPapers: boolean;
  /** Where overseas visitors are sent (spec section 1). */
  overseasSiteUrl: string;
  /** The environment's sites for the entrances and getpathinfo (spec section 3). */
  sites: SiteLinks;
  /**
   * How codes reach learners: SMTP for e-mail and an HTTP provider for SMS; a channel without one
   * goes to the development outbox (a table, a log line and a page shown only when devOutboxPage).
   */
  messaging: {
    smtpUrl: string | undefined;
    mailFrom: string;
    sms: { url: string; key: string } | undefined;
    devOutboxPage: boolean;
  };
  /** Speech evaluation and synthesis in worker threads, and the browser's speech grants. */
  speech: {
    /** Worker threads (default: the cores Node may use). */
    workers: number;
    /** Tasks that may wait for a worker before calls are refused as busy (default: 4 per worker). */
    queueLimit: number;
    taskTimeoutMs: number;
    grantSecret: string;
    grantTtlSeconds: number;
  };
  /**
   * The machine-translation engine of the translation tool: a LibreTranslate-compatible server
   * (POST {url}/translate). Without one the tool answers with the word-by-word study view.
   */
  machineTranslation: { url: string; apiKey: string | undefined; timeoutMs: number } | undefined;
  /** The partners allowed the jsonp variant of the public calls; none (the default) switches it off. */
  jsonpPartners: readonly { appId: string; groupId: string }[];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === '' || value === 'false' || value === 'off') return false;
  if (value === 'true') return true;
  return value;
}

function speechSettings(e: z.output<typeof envSchema>): Config['speech'] {
  const workers = e.SPEECH_WORKERS ?? os.availableParallelism();
  return {
    workers,
    queueLimit: e.SPEECH_QUEUE_LIMIT ?? 4 * workers,
    taskTimeoutMs: e.SPEECH_TASK_TIMEOUT_MS,
    // Without its own secret, grants are keyed by the resource secret (itself refused as default in
    // prod); the grant service separates the two uses by what it signs.
    grantSecret: e.SPEECH_GRANT_SECRET ?? e.RESOURCE_TOKEN_SECRET,
    grantTtlSeconds: e.SPEECH_GRANT_TTL_SECONDS,
  };
}

/** Reads every environment variable once; a bad one fails with its name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || 'environment';
      const got = typeof issue.path[0] === 'string' ? env[issue.path[0]] : undefined;
      return `  ${name}: ${issue.message}${got === undefined ? '' : ` (got '${got}')`}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    apiEnv: e.API_ENV,
    databaseUrl: e.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'platform.sqlite')}`,
    redisUrl: e.REDIS_URL,
    gateway: {
      enabled: e.GATEWAY_AUTH === 'on',
      appId: e.GATEWAY_APP_ID,
      appSecret: e.GATEWAY_APP_SECRET,
      publicKey: e.GATEWAY_PUBLIC_KEY,
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    metricsToken: e.METRICS_TOKEN,
    captchaProof: {
      hmacKey: createHmac('sha256', e.RESOURCE_TOKEN_SECRET).update('captcha proof of work').digest('hex'),
      maxNumber: e.CAPTCHA_WORK,
    },
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    videoMaxBytes: e.VIDEO_MAX_BYTES,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    uploadTimeoutMs: e.UPLOAD_TIMEOUT_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    resourceToken: { secret: e.RESOURCE_TOKEN_SECRET, ttlSeconds: e.RESOURCE_TOKEN_TTL_SECONDS },
    files: e.S3_BUCKET
      ? {
          kind: 's3',
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          bucket: e.S3_BUCKET,
          accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'on',
        }
      : { kind: 'local', root: path.join(dataDir, 'files') },
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    contentDir: e.CONTENT_DIR ? path.resolve(e.CONTENT_DIR) : defaultContentDir(),
    pscShortPapers: e.PSC_SHORT_PAPERS === 'on',
    overseasSiteUrl: e.OVERSEAS_SITE_URL,
    sites: {
      student: e.SITE_STUDENT_URL,
      teacher: e.SITE_TEACHER_URL,
      admin: e.SITE_ADMIN_URL,
      globalWeb: e.OVERSEAS_SITE_URL,
      appPackages: e.APP_PACKAGES_URL,
      teacherApply: e.TEACHER_APPLY_URL,
    },
    messaging: {
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      sms: e.SMS_URL ? { url: e.SMS_URL, key: e.SMS_KEY ?? '' } : undefined,
      // The outbox page shows codes: only in development, unless switched explicitly.
      devOutboxPage: e.DEV_OUTBOX ? e.DEV_OUTBOX === 'on' : e.API_ENV === ApiEnv.Dev,
    },
    speech: speechSettings(e),
    machineTranslation: e.MT_URL ? { url: e.MT_URL, apiKey: e.MT_API_KEY, timeoutMs: e.MT_TIMEOUT_MS } : undefined,
    jsonpPartners: jsonpPartners(e.JSONP_PARTNERS),
  };
}
