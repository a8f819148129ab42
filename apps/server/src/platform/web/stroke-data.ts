import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../errors.ts';

/**
 * The folder of the hanzi-writer-data package (Make Me a Hanzi's strokes, one JSON file per
 * character), resolved through Node's module resolution so that the source tree and the bundle in
 * apps/server/dist, which keeps its packages in node_modules, find the same files.
 */
export function strokeDataDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('hanzi-writer-data/package.json'));
}

/** The address of a character's strokes: /dist/strokes/<character>.json, the character URL-encoded. */
export const STROKE_DATA_PREFIX = '/dist/strokes/';

/** Exactly one Han character (one code point, astral ones included) and the .json ending. */
const STROKE_FILE = /^(\p{Script=Han})\.json$/u;

/**
 * The character a requested file name stands for, or null for anything else: several characters,
 * other scripts, a path (`..`, slashes, NUL) or another ending. Only such a name ever reaches the
 * file system, so no request can leave the data folder.
 */
export function strokeCharacterOf(fileName: string): string | null {
  return STROKE_FILE.exec(fileName)?.[1] ?? null;
}

/** A file of a package version never changes; a new version of the package brings new ETags. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The Arphic Public License must travel with every copy of the data (its section 1). */
const LICENCE_FILE = 'ARPHICPL.TXT';

type StrokeRequest = FastifyRequest<{ Params: { file: string } }>;

/**
 * GET /dist/strokes/<character>.json: a character's stroke outlines and medians for hanzi-writer,
 * served by us (never a CDN) with long cache headers; 404 JSON for any other name. The data's licence
 * is served beside it at /dist/strokes/ARPHICPL.TXT. The route is more specific than /dist/*, so it
 * wins over the stored files and the web app's navigations.
 */
export function strokeDataRoutes(app: FastifyInstance, dataDir: string = strokeDataDir()): void {
  const sendFile = async (reply: FastifyReply, request: FastifyRequest, file: string, type: string) => {
    let body: Buffer;
    try {
      body = await fs.readFile(path.join(dataDir, file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw appError('NotFound');
      throw error;
    }
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    reply.header('Cache-Control', IMMUTABLE).header('ETag', etag).type(type);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(request.method === 'HEAD' ? undefined : body);
  };

  app.route({
    method: ['GET', 'HEAD'],
    url: `${STROKE_DATA_PREFIX}${LICENCE_FILE}`,
    handler: (request, reply) => sendFile(reply, request, LICENCE_FILE, 'text/plain; charset=utf-8'),
  });
  app.route({
    method: ['GET', 'HEAD'],
    url: `${STROKE_DATA_PREFIX}:file`,
    handler: async (request: StrokeRequest, reply) => {
      const character = strokeCharacterOf(request.params.file);
      if (!character) throw appError('NotFound');
      return sendFile(reply, request, `${character}.json`, 'application/json; charset=utf-8');
    },
  });
}
