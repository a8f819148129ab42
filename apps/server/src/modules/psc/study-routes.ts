import type { FastifyInstance } from 'fastify';
import { ContentCollection } from '@hanyu/content/catalogue';
import {
  GetEloquenceCatalog,
  GetEloquenceExercise,
  GetEloquenceExercises,
  eloquenceExerciseSchema,
  eloquenceSummarySchema,
} from '@hanyu/contracts/psc/speech';
import {
  GetPassage,
  GetPassages,
  GetStudyCatalog,
  GetStudyEntry,
  GetTopic,
  GetTopics,
  catalogItemSchema,
  storedPassageSchema,
  passageSummarySchema,
  studyEntrySchema,
  topicSchema,
  topicSummarySchema,
} from '@hanyu/contracts/psc/study';
import type { z } from 'zod';
import { appError } from '../../platform/errors.ts';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import { wordStarts } from '../../platform/text/segmenter.ts';
import { StudyContentRepository } from './study-content-repository.ts';

/**
 * The learning content services: /psc/study/{catalog, entry, passages, passage, topics, topic} and
 * /psc/speech/{catalog, production, info}. Open to visitors (recording needs login). Stored payloads
 * are parsed with the contract's schema, so a list answers exactly the summary fields.
 */
export function pscStudyRoutes(app: FastifyInstance): void {
  const content = new StudyContentRepository(app.platform.db);

  async function pageOf<S extends z.ZodType>(
    schema: S,
    collection: string,
    group: string | undefined,
    page: number,
    pageSize: number,
  ) {
    const found = await content.page(collection, group, page, pageSize);
    return { total: found.total, list: found.payloads.map((payload) => schema.parse(payload) as z.output<S>) };
  }

  async function itemOf<S extends z.ZodType>(schema: S, collection: string, id: string): Promise<z.output<S>> {
    const payload = await content.get(collection, id);
    if (payload === null) throw appError('NoResource');
    return schema.parse(payload) as z.output<S>;
  }

  apiRoute(app, GetStudyCatalog, ({ payload }) =>
    pageOf(catalogItemSchema, ContentCollection.Phonetics, payload.kind, payload.page, payload.pageSize),
  );
  apiRoute(app, GetStudyEntry, ({ payload }) => itemOf(studyEntrySchema, ContentCollection.Phonetics, payload.key));
  apiRoute(app, GetPassages, ({ payload }) =>
    pageOf(passageSummarySchema, ContentCollection.Passage, payload.level, payload.page, payload.pageSize),
  );
  apiRoute(app, GetPassage, async ({ payload }) => {
    const passage = await itemOf(storedPassageSchema, ContentCollection.Passage, payload.id);
    return { ...passage, wordStarts: wordStarts(passage.text) };
  });
  apiRoute(app, GetTopics, ({ payload }) =>
    pageOf(topicSummarySchema, ContentCollection.Topic, payload.category, payload.page, payload.pageSize),
  );
  apiRoute(app, GetTopic, ({ payload }) => itemOf(topicSchema, ContentCollection.Topic, payload.id));
  apiRoute(app, GetEloquenceCatalog, async () => {
    const counts = await content.groupCounts(ContentCollection.Eloquence);
    return GetEloquenceCatalog.response.parse(counts.map(({ group, count }) => ({ kind: group, count })));
  });
  apiRoute(app, GetEloquenceExercises, ({ payload }) =>
    pageOf(eloquenceSummarySchema, ContentCollection.Eloquence, payload.kind, payload.page, payload.pageSize),
  );
  apiRoute(app, GetEloquenceExercise, ({ payload }) =>
    itemOf(eloquenceExerciseSchema, ContentCollection.Eloquence, payload.id),
  );
}
