import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GetHumanReading } from '@hanyu/contracts/portal/human-reading';
import { appError } from '../../platform/errors.ts';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import { HUMAN_AUDIO_PREFIX, HumanReadings } from './human-reading-service.ts';

/** A recording of a collection never changes under its name; a new import is a new deploy. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

type FileRequest = FastifyRequest<{ Params: { file: string } }>;

/**
 * /portal/audio/human: whether a word or character has a human recording; and GET
 * /dist/audio/yuetan/<file>.mp3 serving it (only names from the index, 404 JSON otherwise). The
 * route is more specific than /dist/*, so it wins over stored files and the web app's navigations.
 */
export function humanReadingRoutes(
  app: FastifyInstance,
  readings: HumanReadings = HumanReadings.fromContentDir(app.platform.config.contentDir),
): void {
  apiRoute(app, GetHumanReading, async ({ payload }) => ({ recording: readings.find(payload.text) }));

  app.route({
    method: ['GET', 'HEAD'],
    url: `${HUMAN_AUDIO_PREFIX}:file`,
    handler: async (request: FileRequest, reply) => {
      const { file } = request.params;
      if (!readings.serves(file)) throw appError('NotFound');
      const body = await fs.readFile(path.join(readings.dir, file));
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      reply.header('Cache-Control', IMMUTABLE).header('ETag', etag).type('audio/mpeg');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(request.method === 'HEAD' ? undefined : body);
    },
  });
}
