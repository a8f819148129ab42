import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../errors.ts';
import type { FileObject } from './file-object-repository.ts';
import { isSafeKey } from './file-store.ts';
import { parseRange } from './file-service.ts';
import { wantsPage, type WebApp } from '../web/web-app.ts';

const PUBLIC_CACHE = 'public, max-age=86400';
const PRIVATE_CACHE = 'private, no-store';

/**
 * Answers a stored file the caller may read: ETag and conditional requests, one byte range (206 with
 * Content-Range; 416 for a range outside the file), HEAD, and caching by its protection. The media
 * players' seeking relies on the ranges.
 */
export async function sendStoredFile(
  app: FastifyInstance,
  file: FileObject,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const key = file.key;
  const etag = `"${file.sha256}"`;
  reply
    .header('ETag', etag)
    .header('Accept-Ranges', 'bytes')
    .header('Cache-Control', file.isProtected ? PRIVATE_CACHE : PUBLIC_CACHE)
    .header('Content-Type', file.contentType);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();

  const range = parseRange(request.headers.range, file.size);
  if (range === 'invalid') {
    return reply.status(416).header('Content-Range', `bytes */${file.size}`).send();
  }
  const length = range ? range.end - range.start + 1 : file.size;
  reply.header('Content-Length', length);
  if (range) reply.status(206).header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
  if (request.method === 'HEAD') return reply.send();

  const opened = await app.platform.files.open(file, range ?? undefined);
  if (!opened) {
    request.log.error({ key }, 'file row without bytes');
    throw appError('ResourceFetchFailed');
  }
  return reply.send(opened.body);
}

/** Resource prefixes of spec section 7. */
export const RESOURCE_PREFIXES = ['portal', 'dist'] as const;
export type ResourcePrefix = (typeof RESOURCE_PREFIXES)[number];

/** A query parameter given twice arrives as an array: then it is no token at all. */
type ResourceRequest = FastifyRequest<{ Params: { '*': string }; Querystring: { resourceToken?: string | string[] } }>;

/**
 * Serves a stored file, or answers null when no file has that key (so /dist can fall through to the
 * web application). Protected files need a valid `resourceToken`; ranges are honoured for audio.
 */
export async function serveResource(
  app: FastifyInstance,
  prefix: ResourcePrefix,
  request: ResourceRequest,
  reply: FastifyReply,
): Promise<FastifyReply | null> {
  const key = `${prefix}/${request.params['*']}`;
  if (!isSafeKey(key)) return null;
  const file = await app.platform.files.describe(key);
  if (!file) return null;
  const token = request.query.resourceToken;
  if (file.isProtected && (typeof token !== 'string' || !app.platform.resourceTokens.verify(key, token))) {
    throw appError('ResourceTokenInvalid');
  }

  return sendStoredFile(app, file, request, reply);
}

/**
 * /portal/… and /dist/… serve stored files; a /dist/ path that holds no file and is a page navigation
 * gets the web application (its router base is /dist/).
 */
export function resourceRoutes(app: FastifyInstance, web: WebApp | null): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/portal/*',
    handler: async (request: ResourceRequest, reply) =>
      (await serveResource(app, 'portal', request, reply)) ?? reply.callNotFound(),
  });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/dist/*',
    handler: async (request: ResourceRequest, reply) => {
      const served = await serveResource(app, 'dist', request, reply);
      if (served) return served;
      if (web && wantsPage(request)) return web.serveIndex(reply);
      return reply.callNotFound();
    },
  });
}
