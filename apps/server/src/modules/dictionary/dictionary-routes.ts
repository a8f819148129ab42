import type { FastifyInstance } from 'fastify';
import { GetCharacter, LookupDictionary } from '@hanyu/contracts/portal/dictionary';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import { SearchRepository, SearchService } from '../portal/index.ts';
import { DictionaryRepository } from './dictionary-repository.ts';
import { DictionaryService } from './dictionary-service.ts';

export function dictionaryRoutes(app: FastifyInstance): void {
  const { db, dialect, reader } = app.platform;
  const service = new DictionaryService(
    new DictionaryRepository(db),
    new SearchService(new SearchRepository(db, dialect, reader)),
  );
  apiRoute(app, LookupDictionary, ({ payload }) => service.lookup(payload.query, payload.page, payload.pageSize));
  apiRoute(app, GetCharacter, ({ payload }) => service.character(payload.character));
}
