import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { NoticeRoute } from '@hanyu/contracts/usercenter/notices';
import type { Config } from './config.ts';
import { dictionaryRoutes, loadDictionary } from './modules/dictionary/index.ts';
import {
  DIAGNOSIS_EXAM,
  diagnosisRoutes,
  gradedRoutes,
  MHK_EXAM,
  mhkExamRoutes,
  PROMOTION_EXAM,
  promotionRoutes,
  specialRoutes,
} from './modules/mhk/index.ts';
import {
  favouriteRoutes,
  speechSynthesisRoutes,
  translationRecordRoutes,
  translationRoutes,
} from './modules/oversea/index.ts';
import {
  convertRoutes,
  copybookRoutes,
  humanReadingRoutes,
  modelReadingRoutes,
  portalRoutes,
  searchRoutes,
  speechGrantRoutes,
  SpeechGrants,
} from './modules/portal/index.ts';
import {
  loadStudyContent,
  pscEvaluationRoutes,
  pscExamRoutes,
  pscResultsRoutes,
  pscImportRoutes,
  pscScoreServiceRoutes,
  pscSignupRoutes,
  pscStudyRoutes,
  voiceProfileRoutes,
} from './modules/psc/index.ts';
import { usercenterRoutes } from './modules/usercenter/index.ts';
import { institutionRoutes, roleRoutes } from './modules/admin/index.ts';
import { noticeRoutes } from './modules/notice/index.ts';
import { assignmentRoutes, classRoutes, reviewRoutes, schoolClassRoutes } from './modules/teacher/index.ts';
import { assignmentCatalogue } from './assignment-catalogue.ts';
import { managedContentRoutes } from './modules/managed-content/index.ts';
import { SessionRepository } from './platform/auth/session-repository.ts';
import { openDatabase, pingDatabase, type DatabaseHandle } from './platform/db/connect.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import { createFileStore } from './platform/files/create-file-store.ts';
import { FileObjectRepository } from './platform/files/file-object-repository.ts';
import { FileService } from './platform/files/file-service.ts';
import type { FileStore } from './platform/files/file-store.ts';
import { resourceRoutes } from './platform/files/resource-routes.ts';
import { ResourceTokens } from './platform/files/resource-token.ts';
import { GatewayVerifier } from './platform/gateway/verify.ts';
import { REDACTED_PATHS, redactUrl } from './platform/logging/redact.ts';
import type { Platform } from './platform/platform.ts';
import { liveSocketRoutes, type LiveSocketLimits } from './platform/live/live-socket.ts';
import { jsonpRoutes } from './platform/protocol/jsonp.ts';
import { registerBodyParsers } from './platform/protocol/body.ts';
import { registerBodyDeadline } from './platform/protocol/body-deadline.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './platform/protocol/error-handler.ts';
import { appError } from './platform/errors.ts';
import { securityHeaders } from './platform/security-headers.ts';
import { SpeechPool } from './platform/speech-pool/speech-pool.ts';
import { Metrics, metricsRoutes } from './platform/metrics.ts';
import { createStore } from './platform/store/create-store.ts';
import { defaultWebDistDir, registerWebApp } from './platform/web/web-app.ts';
import { strokeDataRoutes } from './platform/web/stroke-data.ts';
import type { EphemeralStore } from './platform/store/ephemeral-store.ts';

export interface BuildOptions {
  /** Given by tests (a database per test file); otherwise opened from the config and closed with the app. */
  database?: DatabaseHandle;
  store?: EphemeralStore;
  fileStore?: FileStore;
  /** Where logs go (tests capture them); stdout otherwise. */
  logStream?: DestinationStream;
  /** Extra routes, registered with the platform in place (tests add probe routes this way). */
  routes?: (app: FastifyInstance) => void;
  /** Shorter limits of the live socket (tests of its idle close, its rate and its socket count). */
  liveLimits?: LiveSocketLimits;
}

const CONTENT_SECURITY_POLICY = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    workerSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
  },
};

/** HSTS for answers that came over HTTPS (browsers ignore it over HTTP, and it must not pin a LAN host). */
const HSTS = 'max-age=31536000; includeSubDomains';

/** OWASP's REST security headers for JSON answers; HSTS is added to those served over HTTPS. */
const API_SECURITY_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};
const API_SECURITY_HEADERS_HTTPS = { ...API_SECURITY_HEADERS, 'strict-transport-security': HSTS };

/**
 * helmet's set for pages and files, in two forms. Over plain HTTP (the README's HOST=0.0.0.0 on a
 * school LAN) neither `upgrade-insecure-requests` nor HSTS: the first would send every asset to an
 * HTTPS port that does not exist and leave a blank page. Over HTTPS (directly, or behind a proxy
 * trusted with TRUST_PROXY that says so) both.
 */
function documentSecurityHeaders(): { http: Record<string, string>; https: Record<string, string> } {
  const https = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: { ...CONTENT_SECURITY_POLICY.directives, upgradeInsecureRequests: [] },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
  const http = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: { ...CONTENT_SECURITY_POLICY.directives, upgradeInsecureRequests: null },
    },
    strictTransportSecurity: false,
  });
  return { http, https };
}

/** Builds the whole application; server.ts and every test use this. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const ownsDatabase = !options.database;
  const database = options.database ?? openDatabase(config.databaseUrl);
  const store = options.store ?? createStore(config.redisUrl);
  const fileStore = options.fileStore ?? createFileStore(config.files);

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: {
        req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    // Node's figure is one for every request: the longest allowed, and registerBodyDeadline holds each
    // request to its own. No socket inactivity timeout (connectionTimeout): it would cut a connection
    // while the server works on a long answer, and the browser would send the same signed request again,
    // refused as a replay. The time to send the headers is bounded below, an idle keep-alive by Node.
    requestTimeout: Math.max(config.requestTimeoutMs, config.uploadTimeoutMs),
    connectionTimeout: 0,
    return503OnClosing: false,
    clientErrorHandler,
    frameworkErrors,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
  });
  // A client that opens a connection and trickles its headers is let go at the ordinary request time.
  app.server.headersTimeout = config.requestTimeoutMs;

  try {
    await migrateToLatest(database.db, database.dialect);
    await loadStudyContent(database.db, config.contentDir);
    await loadDictionary(database.db, config.databaseUrl, config.contentDir);
  } catch (error) {
    if (ownsDatabase) await database.db.destroy();
    throw error;
  }

  const platform: Platform = {
    config,
    db: database.db,
    dialect: database.dialect,
    reader: database.reader,
    store,
    fileStore,
    files: new FileService(fileStore, new FileObjectRepository(database.db)),
    resourceTokens: new ResourceTokens(config.resourceToken.secret, config.resourceToken.ttlSeconds),
    sessions: new SessionRepository(database.db),
    gateway: config.gateway.enabled ? new GatewayVerifier(config.gateway, store) : null,
    lifecycle: { draining: false },
  };
  app.decorate('platform', platform);

  // While shutting down, answers close their keep-alive connection so the server can stop promptly.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const documentHeaders = documentSecurityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    // API answers are JSON for the web client, never rendered: they get the short OWASP REST set;
    // pages and files get helmet's full set.
    const secure = request.protocol === 'https';
    const headers =
      request.method === 'POST'
        ? secure
          ? API_SECURITY_HEADERS_HTTPS
          : API_SECURITY_HEADERS
        : secure
          ? documentHeaders.https
          : documentHeaders.http;
    reply.headers(headers).header('X-Request-Id', request.id);
    // A request that arrives once the listener is closing (on a connection opened before) gets the
    // envelope's 503, not the framework's.
    done(closing ? appError('ServiceUnavailable') : undefined);
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing || platform.lifecycle.draining) reply.header('Connection', 'close');
    done(null, payload);
  });
  app.addHook('onClose', async () => {
    if (ownsDatabase) await database.db.destroy();
    if (!options.store) await store.close();
  });

  registerBodyDeadline(app, config.requestTimeoutMs);
  registerBodyParsers(app);
  registerErrorHandling(app);

  app.get('/healthz', async (_request, reply) => {
    // Draining for a shutdown: out of the load balancer's rotation first (shutdown.ts).
    if (platform.lifecycle.draining) throw appError('ServiceUnavailable');
    try {
      await pingDatabase(database.db);
      return { status: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database did not answer');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  const web = await registerWebApp(app, config.webDistDir ?? defaultWebDistDir());
  // Stroke order for the character cards and copybooks, from our own server (never a CDN).
  strokeDataRoutes(app);
  // Speech evaluation and synthesis run in worker threads, started on first use.
  const speech = new SpeechPool({
    size: config.speech.workers,
    queueLimit: config.speech.queueLimit,
    timeoutMs: config.speech.taskTimeoutMs,
  });
  app.addHook('onClose', () => speech.close());
  const metrics = new Metrics();
  metrics.addGauge({
    name: 'speech_workers',
    help: 'Speech worker threads and tasks, by state.',
    read: () => speech.stats(),
  });
  metrics.addGauge({
    name: 'database_connections',
    help: 'Database connections, by state.',
    read: database.connections,
  });
  metricsRoutes(app, metrics, config.metricsToken);
  portalRoutes(app);
  dictionaryRoutes(app);
  searchRoutes(app);
  convertRoutes(app);
  copybookRoutes(app);
  // Model readings by a person (Yue Tan's HSK recordings) where one exists, before the synthesis.
  humanReadingRoutes(app);
  // The reading corner's shared readings and the model readings learners share (decision 067).
  modelReadingRoutes(app);
  speechGrantRoutes(app, new SpeechGrants(config.speech.grantSecret, config.speech.grantTtlSeconds));
  usercenterRoutes(app);
  noticeRoutes(app);
  roleRoutes(app);
  institutionRoutes(app);
  classRoutes(app);
  const assignables = assignmentCatalogue(config.contentDir, app.platform.db);
  assignmentRoutes(app, assignables);
  schoolClassRoutes(app, assignables);
  // A review's notice leads to the learner's report of the exam.
  reviewRoutes(app, {
    reports: {
      [MHK_EXAM]: NoticeRoute.MhkReport,
      [DIAGNOSIS_EXAM]: NoticeRoute.DiagnosisReport,
      [PROMOTION_EXAM]: NoticeRoute.PromotionReport,
    },
  });
  managedContentRoutes(app);
  speechSynthesisRoutes(app, speech);
  translationRoutes(app);
  pscEvaluationRoutes(app, speech);
  pscStudyRoutes(app);
  pscSignupRoutes(app);
  pscScoreServiceRoutes(app);
  pscImportRoutes(app);
  pscExamRoutes(app, speech);
  mhkExamRoutes(app, speech);
  diagnosisRoutes(app, speech);
  gradedRoutes(app, speech);
  promotionRoutes(app, speech);
  specialRoutes(app, speech);
  pscResultsRoutes(app);
  voiceProfileRoutes(app);
  translationRecordRoutes(app);
  favouriteRoutes(app);
  resourceRoutes(app, web);
  // The jsonp variant finds each route by its path when called, so test probe routes count too.
  jsonpRoutes(app);
  liveSocketRoutes(app, options.liveLimits);
  options.routes?.(app);
  return app;
}
