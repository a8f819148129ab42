import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GatewayDefaults } from '@hanyu/contracts/constants/limits';

/** apps/web/dist, from this file in the source tree and from the bundle in apps/server/dist alike. */
export function defaultWebDistDir(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

export interface WebApp {
  /** Answers a navigation inside /dist/ with the single-page app. */
  serveIndex(reply: FastifyReply): FastifyReply;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function cacheControlFor(file: string): string {
  return file.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : REVALIDATE;
}

/** The router's two route families under /dist/: their addresses are screens, never files. */
const ROUTE_FAMILY = /^\/dist\/(web|client)(\/|$|\?)/;

/**
 * Whether a request asks for a page: any address of a route family (the desktop client's service
 * worker fetches /dist/client without an HTML Accept header), or a page navigation elsewhere under
 * /dist/, which the router then sends to /web.
 */
export function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return ROUTE_FAMILY.test(request.url) || (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built web application under the router base /dist/ and the configuration it reads at
 * start. Returns null when the web app has not been built (server-only tests).
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<WebApp | null> {
  const { config } = app.platform;
  app.get('/', (_request, reply) => reply.redirect('/dist/web'));

  // What the web app needs to know: the API prefix, the gateway client configuration, and whether a
  // machine-translation engine is configured (the translation screen promises whole sentences only
  // then). The app secret signs calls for integrity and replay protection; it is not a user credential.
  app.get('/dist/runtime-config.json', (request, reply) => {
    reply.header('Cache-Control', REVALIDATE);
    return {
      apiEnv: config.apiEnv,
      gateway: {
        appId: config.gateway.appId,
        appSecret: config.gateway.appSecret,
        host: request.hostname,
        httpPort: config.port,
        httpsPort: 443,
        publicKey: config.gateway.publicKey,
        stage: GatewayDefaults.stage,
      },
      overseasSiteUrl: config.overseasSiteUrl,
      sites: config.sites,
      machineTranslation: config.machineTranslation !== undefined,
    };
  });

  const indexFile = path.join(webDistDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ webDistDir }, 'web app not built: run npm run build');
    return null;
  }
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/dist/',
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text asset (the fonts' stylesheet shrinks 12-fold).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, file) => response.setHeader('Cache-Control', cacheControlFor(file)),
  });
  return {
    serveIndex: (reply) => reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').send(indexHtml),
  };
}
