import type { FastifyInstance } from 'fastify';
import { AddOneRecord, DeleteRecord, QueryRecord, SaveTranslationCorrection } from '@hanyu/contracts/oversea/record';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import { TranslationRecordRepository } from './record-repository.ts';
import { TranslationRecordService } from './record-service.ts';

/**
 * Translation history (spec sections 6 and 7): /oversea/bridgeService/addOneRecord, called by the
 * translation page after each translation of a logged-in user, and /oversea/record/{queryRecord,
 * deleteRecord, saveTranslationCorrection} for the bookmarks screen. All need login.
 */
export function translationRecordRoutes(app: FastifyInstance): void {
  const service = new TranslationRecordService(new TranslationRecordRepository(app.platform.db));

  apiRoute(app, AddOneRecord, (context) => {
    const { text, translation, from, to } = context.payload;
    return service.addOne(context.session.userId, { text, translation, from, to }, new Date());
  });
  apiRoute(app, QueryRecord, (context) => service.query(context.session.userId, context.payload));
  apiRoute(app, DeleteRecord, (context) => service.delete(context.session.userId, context.payload.ids ?? null));
  apiRoute(app, SaveTranslationCorrection, (context) =>
    service.correct(context.session.userId, context.payload.id, context.payload.correction),
  );
}
