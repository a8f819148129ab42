import type { FastifyInstance } from 'fastify';
import { SearchResource } from '@hanyu/contracts/portal/search';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import { SearchRepository } from './search-repository.ts';
import { SearchService } from './search-service.ts';

export function searchRoutes(app: FastifyInstance): void {
  const { db, dialect, reader } = app.platform;
  const service = new SearchService(new SearchRepository(db, dialect, reader));
  apiRoute(app, SearchResource, ({ payload }) =>
    service.search(payload.keyword, payload.tab, payload.page, payload.pageSize),
  );
}
