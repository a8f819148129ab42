import type { FastifyInstance } from 'fastify';
import { ConvertChinese } from '@hanyu/contracts/portal/convert';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import { convertChinese, warmConverter } from './convert-service.ts';

/**
 * /portal/chinese/convert: simplified ↔ traditional (OpenCC standard, Taiwan, Hong Kong), with the
 * pieces that changed so the page can show them. The dictionaries (about half a second of work) are
 * built once the server listens, not on a learner's first call; tests, which never listen, build
 * them only when they convert.
 */
export function convertRoutes(app: FastifyInstance): void {
  app.addHook('onListen', (done) => {
    done();
    setImmediate(warmConverter);
  });
  apiRoute(app, ConvertChinese, async ({ payload }) => ({
    ...convertChinese(payload.text, payload.to),
    to: payload.to,
  }));
}
