import type { FastifyInstance } from 'fastify';
import {
  CheckManagedContent,
  GetManagedContent,
  GetNews,
  GetOwnTeacherProfile,
  GetTeacherProfile,
  isSubmittedType,
  ListLeagueMembers,
  ListManagedContent,
  ListNews,
  ListNewsCategories,
  ListSchools,
  ListTeacherProfiles,
  MANAGED_PAGE_SIZE,
  MANAGED_TYPE_SPECS,
  ManagedType,
  memberOfFields,
  NEWS_CATEGORIES,
  newsOfFields,
  normaliseFields,
  PublishManagedContent,
  RejectManagedContent,
  SaveManagedContent,
  schoolOfFields,
  SubmitTeacherProfile,
  teacherOfFields,
  UnpublishManagedContent,
} from '@hanyu/contracts/admin/content';
import { appError } from '../../platform/errors.ts';
import { apiRoute } from '../../platform/protocol/api-route.ts';
import { ManagedCatalogue } from '../psc/index.ts';
import { ManagedContentRepository } from './managed-content-repository.ts';
import { assertVideoStored, videoRoutes } from './video-routes.ts';
import { TeachingContentChecks } from './teaching-content.ts';

/**
 * Content the administrators manage (docs/decisions/055-managed-content.md): the workspace's endpoints
 * (platform administrators, by the contracts' roles) and what learners read of it, published revisions
 * only.
 */
export function managedContentRoutes(app: FastifyInstance): void {
  const repository = new ManagedContentRepository(app.platform.db, app.platform.dialect);
  const checks = new TeachingContentChecks(app.platform.config.contentDir);
  const catalogue = new ManagedCatalogue(app.platform.db, app.platform.config.contentDir);

  apiRoute(app, CheckManagedContent, async ({ payload }) => {
    const checked = checks.check(payload.type, normaliseFields(payload.type, payload.fields));
    return {
      problems: checked?.problems ?? [],
      polyphones: checked?.polyphones ?? [],
      passage: checked?.passage ?? null,
      topic: checked?.topic ?? null,
      mhkPaper: checked?.mhkPaper ?? null,
      gradedUnit: checked?.gradedUnit ?? null,
      eloquence: checked?.eloquence ?? null,
      testSite: checked?.testSite ?? null,
      phonetics: checked?.phonetics ?? null,
    };
  });

  apiRoute(app, ListManagedContent, async ({ payload }) =>
    repository.list(payload.type, payload.state, payload.page, payload.awaitingReview),
  );

  apiRoute(app, GetManagedContent, async ({ payload }) => {
    const entry = await repository.entry(payload.type, payload.id);
    const revision = payload.revision ?? entry.latestRevision;
    return {
      entry,
      revision,
      fields: await repository.revisionFields(payload.type, payload.id, revision),
      revisions: await repository.revisions(payload.type, payload.id),
    };
  });

  apiRoute(app, SaveManagedContent, async ({ payload, session }) => {
    // A teacher's profile is written by the teacher; the administrators review it.
    if (isSubmittedType(payload.type)) throw appError('ContentSubmittedByOwner');
    const video = payload.type === ManagedType.Video ? payload.fields['file'] : undefined;
    if (typeof video === 'string') await assertVideoStored(app, video.trim());
    const fields = normaliseFields(payload.type, payload.fields);
    // A teaching type's checks run on every save: a draft with problems is kept, and told them; one
    // they refuse outright (a graded unit the course does not have) is not kept.
    const checked = checks.check(payload.type, fields);
    if (checked?.refusesSave) throw appError('ContentCheckFailed', {}, { problems: checked.problems });
    const saved = await repository.save({
      actorId: session.userId,
      type: payload.type,
      id: payload.id,
      baseRevision: payload.baseRevision,
      fields,
      note: payload.note,
    });
    const problems = checked?.problems ?? [];
    return { entry: await repository.entry(payload.type, saved.id), revision: saved.revision, problems };
  });

  apiRoute(app, PublishManagedContent, async ({ payload, session }) => {
    const fields = await repository.revisionFields(payload.type, payload.id, payload.revision);
    const checked = checks.check(payload.type, fields);
    if (!checked) {
      await repository.publish(session.userId, payload.type, payload.id, payload.revision);
      return repository.entry(payload.type, payload.id);
    }
    // The checks again on the revision to publish: refused, every problem listed, while any remain.
    const item = checked.item;
    if (!item || checked.problems.length > 0) throw appError('ContentCheckFailed', {}, { problems: checked.problems });
    await repository.publish(session.userId, payload.type, payload.id, payload.revision, async (trx) => {
      const owner = await catalogue.owner(item.collection, item.id, trx);
      if (owner !== null && owner !== payload.id) {
        const field = MANAGED_TYPE_SPECS[payload.type].fields[0];
        throw appError(
          'ContentCheckFailed',
          {},
          {
            problems: [
              { field: field?.name ?? '', position: '', message: `编号 ${item.id} 已由另一条已发布的内容使用` },
            ],
          },
        );
      }
      await catalogue.publish(trx, payload.id, item);
    });
    return repository.entry(payload.type, payload.id);
  });

  apiRoute(app, RejectManagedContent, async ({ payload, session }) => {
    await repository.reject(session.userId, payload.type, payload.id, payload.revision, payload.reason);
    return repository.entry(payload.type, payload.id);
  });

  apiRoute(app, UnpublishManagedContent, async ({ payload, session }) => {
    const laidOver = checks.has(payload.type);
    await repository.unpublish(
      session.userId,
      payload.type,
      payload.id,
      laidOver ? (trx) => catalogue.withdraw(trx, payload.id) : undefined,
    );
    return repository.entry(payload.type, payload.id);
  });

  apiRoute(app, ListNews, async ({ payload }) => {
    const { total, list } = await repository.published(ManagedType.News, {
      category: payload.category,
      page: payload.page,
      pageSize: MANAGED_PAGE_SIZE,
    });
    return {
      total,
      list: list.map((entry) => {
        const { body: _body, source: _source, ...summary } = newsOfFields(entry.id, entry.fields);
        return summary;
      }),
    };
  });

  apiRoute(app, GetNews, async ({ payload }) => {
    const entry = await repository.publishedOne(ManagedType.News, payload.id);
    if (!entry) throw appError('NoResource');
    return newsOfFields(entry.id, entry.fields);
  });

  apiRoute(app, ListNewsCategories, async () => {
    const counts = await repository.publishedCategories(ManagedType.News);
    return NEWS_CATEGORIES.map((category) => ({ category, count: counts.get(category) ?? 0 }));
  });

  apiRoute(app, ListLeagueMembers, async () => {
    const { list } = await repository.published(ManagedType.LeagueMember);
    // Members in the order they joined, the founders first.
    return list
      .map((entry) => memberOfFields(entry.id, entry.fields))
      .sort((a, b) => a.joinedOn.localeCompare(b.joinedOn) || a.name.localeCompare(b.name));
  });

  const ownProfile = async (userId: string) => {
    const id = await repository.idOwnedBy(ManagedType.TeacherProfile, userId);
    if (id === null) return { entry: null, fields: {} };
    const entry = await repository.entry(ManagedType.TeacherProfile, id);
    return { entry, fields: await repository.revisionFields(ManagedType.TeacherProfile, id, entry.latestRevision) };
  };

  apiRoute(app, GetOwnTeacherProfile, async ({ session }) => ownProfile(session.userId));

  apiRoute(app, SubmitTeacherProfile, async ({ payload, session }) => {
    const id = await repository.idOwnedBy(ManagedType.TeacherProfile, session.userId);
    // A first submission from a second tab after the first landed: the other tab's revision is kept.
    if (id !== null && payload.baseRevision === null) throw appError('ContentChanged');
    await repository.save({
      actorId: session.userId,
      type: ManagedType.TeacherProfile,
      id: id ?? undefined,
      baseRevision: payload.baseRevision,
      fields: normaliseFields(ManagedType.TeacherProfile, payload.fields),
      note: '',
      submittedBy: session.userId,
    });
    return ownProfile(session.userId);
  });

  apiRoute(app, ListTeacherProfiles, async ({ payload }) => {
    const { total, list } = await repository.published(ManagedType.TeacherProfile, {
      page: payload.page,
      pageSize: MANAGED_PAGE_SIZE,
    });
    return { total, list: list.map((entry) => teacherOfFields(entry.id, entry.fields)) };
  });

  apiRoute(app, GetTeacherProfile, async ({ payload }) => {
    const entry = await repository.publishedOne(ManagedType.TeacherProfile, payload.id);
    if (!entry) throw appError('NoResource');
    return teacherOfFields(entry.id, entry.fields);
  });

  videoRoutes(app, repository);

  apiRoute(app, ListSchools, async () => {
    const { list } = await repository.published(ManagedType.School);
    return list
      .map((entry) => schoolOfFields(entry.id, entry.fields))
      .sort((a, b) => a.name.localeCompare(b.name, 'zh-Hans-CN'));
  });
}
