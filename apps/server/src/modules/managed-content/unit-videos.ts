import type { Kysely } from 'kysely';
import { ManagedType, videoOfFields, type PublicVideo } from '@hanyu/contracts/admin/content';
import type { Dialect } from '../../platform/db/connect.ts';
import type { Database } from '../../platform/db/schema.ts';
import { ManagedContentRepository } from './managed-content-repository.ts';

/**
 * The published video an administrator gave a graded-course unit (the video type's `unitKey`), the
 * latest published when there are several; null when there is none. The graded course's micro-lesson
 * page plays it beside the unit's narrated slides.
 */
export async function publishedUnitVideo(
  db: Kysely<Database>,
  dialect: Dialect,
  unitKey: string,
): Promise<PublicVideo | null> {
  const { list } = await new ManagedContentRepository(db, dialect).published(ManagedType.Video);
  return list.map((entry) => videoOfFields(entry.id, entry.fields)).find((video) => video.unitKey === unitKey) ?? null;
}
