import type { FastifyInstance } from 'fastify';
import { CopybookCharacters, CreateCopybook } from '@hanyu/contracts/portal/copybook';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import { limitRate, type RateRule } from '../../platform/protocol/rate-limit.ts';
import { CopybookPdfPool } from './copybook-pdf-pool.ts';
import { CopybookService } from './copybook-service.ts';
import { StrokeData } from './copybook-strokes.ts';

/** New copybooks per address (ones made before are not counted): a class behind one address fits. */
export const COPYBOOK_RATE: RateRule = { limit: 60, windowMs: 10 * 60 * 1000 };

/**
 * /portal/copybook/create answers the URL of a PDF, which GET /portal/copybook/… serves as
 * application/pdf (docs/decisions/021-copybook-vectors.md); /portal/copybook/characters tells the
 * page what it knows of the characters typed so far.
 */
export function copybookRoutes(app: FastifyInstance, strokes: StrokeData = new StrokeData()): void {
  const { platform } = app;
  const pdfs = new CopybookPdfPool();
  app.addHook('onClose', () => pdfs.close());
  const service = new CopybookService(platform.files, strokes, undefined, pdfs.write);
  apiRoute(app, CopybookCharacters, async ({ payload }) => ({ list: await service.describe(payload.characters) }));
  apiRoute(app, CreateCopybook, async ({ payload, request }) => {
    const { key, ...file } = await service.create(payload, request.log, () =>
      limitRate(platform.store, request, 'copybook', COPYBOOK_RATE),
    );
    return { url: `/${key}`, ...file };
  });
}
