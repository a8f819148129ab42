import type { FastifyInstance } from 'fastify';
import {
  AddGroup,
  AddRecord,
  DeleteCollectionById,
  DeleteGroup,
  QueryCollection,
  QueryGroup,
  ReviewCardGrade,
  ReviewQueue,
  UpdateCollectionContent,
  UpdateGroup,
  UpdateToNewGroup,
} from '@hanyu/contracts/oversea/collection';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import { FavouriteGroupRepository } from './collection-group-repository.ts';
import { FavouriteRepository } from './collection-repository.ts';
import { FavouriteService } from './collection-service.ts';

/**
 * Favourites (spec sections 5, 6 and 7): /oversea/collection/{queryGroup, addGroup, updateGroup,
 * deleteGroup, addRecord, queryCollection, deleteCollectionById, updateToNewGroup,
 * updateCollectionContent}, and flashcard review of them (ours): reviewQueue, reviewCard. All need login.
 */
export function favouriteRoutes(app: FastifyInstance): void {
  const { db } = app.platform;
  const service = new FavouriteService(new FavouriteGroupRepository(db), new FavouriteRepository(db));

  apiRoute(app, QueryGroup, (context) => service.listGroups(context.session.userId, new Date()));
  apiRoute(app, AddGroup, (context) => service.addGroup(context.session.userId, context.payload.name, new Date()));
  apiRoute(app, UpdateGroup, (context) =>
    service.renameGroup(context.session.userId, context.payload.id, context.payload.name, new Date()),
  );
  apiRoute(app, DeleteGroup, (context) => service.deleteGroup(context.session.userId, context.payload.id, new Date()));
  apiRoute(app, AddRecord, (context) => {
    const { text, translation, from, to, groupId, notes } = context.payload;
    return service.add(
      context.session.userId,
      groupId,
      { text, translation, from, to, notes: notes ?? '' },
      new Date(),
    );
  });
  apiRoute(app, QueryCollection, (context) => service.list(context.session.userId, context.payload));
  apiRoute(app, DeleteCollectionById, (context) => service.delete(context.session.userId, context.payload.ids));
  apiRoute(app, UpdateToNewGroup, (context) =>
    service.move(context.session.userId, context.payload.ids, context.payload.groupId),
  );
  apiRoute(app, UpdateCollectionContent, (context) => {
    const { id, translation, notes } = context.payload;
    return service.updateContent(context.session.userId, id, { translation, notes }, new Date());
  });
  apiRoute(app, ReviewQueue, (context) =>
    service.reviewQueue(context.session.userId, context.payload.groupId, context.payload.limit, new Date()),
  );
  apiRoute(app, ReviewCardGrade, (context) =>
    service.review(context.session.userId, context.payload.id, context.payload.grade, new Date()),
  );
}
