import type { FastifyInstance } from 'fastify';
import {
  ApproveReading,
  GetModelReading,
  GetMyReadings,
  GetReadingOfDay,
  HideReading,
  ListModelReadings,
  ListReadingShares,
  MODEL_READING_AUDIO_PREFIX,
  MODEL_READING_PAGE_SIZE,
  READING_SHARE_PAGE_SIZE,
  ShareReading,
  WithdrawReading,
} from '@hanyu/contracts/portal/model-reading';
import { storedPassageSchema } from '@hanyu/contracts/psc/study';
import { chinaDay } from '@hanyu/contracts/time/china-day';
import { appError } from '../../platform/errors.ts';
import { sendStoredFile } from '../../platform/files/resource-routes.ts';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import { wordStarts } from '../../platform/text/segmenter.ts';
import { Notices } from '../notice/index.ts';
import { ModelReadingRepository } from './model-reading-repository.ts';
import { ModelReadings } from './model-reading-service.ts';
import { passageOfDay } from './reading-day.ts';

const SHARE_ID = /^[0-9a-f]{32}$/;

/**
 * The reading corner and the model readings (docs/decisions/067-reading-corner.md): /portal/model/...,
 * /portal/enjoyModels, the administrators' /admin/readings/..., and the public audio of an approved
 * reading by byte ranges (nothing for any other state).
 */
export function modelReadingRoutes(app: FastifyInstance, now: () => Date = () => new Date()): void {
  const { db, files, resourceTokens } = app.platform;
  const readings = new ModelReadings(db, resourceTokens, Notices.of(app));
  const catalogue = new ModelReadingRepository(db);

  apiRoute(app, GetReadingOfDay, async () => {
    const day = chinaDay(now());
    const id = passageOfDay(await catalogue.passageIds(), day);
    const payload = id === null ? null : await catalogue.passagePayload(id);
    if (payload === null) throw appError('NoResource');
    const passage = storedPassageSchema.parse(payload);
    return { day, passage: { ...passage, wordStarts: wordStarts(passage.text) } };
  });
  apiRoute(app, GetModelReading, ({ payload }) => readings.approvedReading(payload.id));
  apiRoute(app, ListModelReadings, ({ payload }) => readings.approvedPage(payload.page, MODEL_READING_PAGE_SIZE));
  apiRoute(app, ShareReading, ({ session, payload }) => readings.share(session.userId, payload.evaluationId));
  apiRoute(app, WithdrawReading, ({ session, payload }) => readings.withdraw(session.userId, payload.id));
  apiRoute(app, GetMyReadings, ({ session, payload }) =>
    readings.minePage(session.userId, payload.page, READING_SHARE_PAGE_SIZE),
  );
  apiRoute(app, ListReadingShares, ({ payload }) =>
    readings.adminPage(payload.state, payload.page, READING_SHARE_PAGE_SIZE),
  );
  apiRoute(app, ApproveReading, ({ session, payload }) => readings.decide(session.userId, payload.id, 'approve'));
  apiRoute(app, HideReading, ({ session, payload }) => readings.decide(session.userId, payload.id, 'hide'));

  app.route<{ Params: { id: string } }>({
    method: ['GET', 'HEAD'],
    url: `${MODEL_READING_AUDIO_PREFIX}:id`,
    handler: async (request, reply) => {
      if (!SHARE_ID.test(request.params.id)) return reply.callNotFound();
      const row = await readings.approved(request.params.id).catch(() => null);
      const file = row && (await files.describe(row.recordingKey));
      if (!file) return reply.callNotFound();
      return sendStoredFile(app, file, request, reply);
    },
  });
}
