import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  GetVideo,
  ListVideos,
  MANAGED_PAGE_SIZE,
  ManagedType,
  managedEntryId,
  VIDEO_FILE_KEY,
  videoOfFields,
} from '@hanyu/contracts/admin/content';
import {
  UploadVideo,
  VIDEO_FILE_FIELD,
  VIDEO_SNIFF_BYTES,
  VideoFormat,
  videoFormatOf,
} from '@hanyu/contracts/admin/videos';
import { Role } from '@hanyu/contracts/constants/roles';
import { appError } from '../../platform/errors.ts';
import { sendStoredFile } from '../../platform/files/resource-routes.ts';
import { apiRoute, grantsFor } from '../../platform/protocol/api-route.ts';
import { registerStreamedUpload } from '../../platform/uploads/streamed-upload.ts';
import type { ManagedContentRepository } from './managed-content-repository.ts';

/** A size in the refusal's words: whole megabytes (or kilobytes below one). */
function sizeInWords(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.floor(bytes / (1024 * 1024))} MB`
    : `${Math.max(1, Math.floor(bytes / 1024))} KB`;
}

function tokenOf(payload: unknown): string | undefined {
  const token = payload && typeof payload === 'object' ? (payload as { token?: unknown }).token : undefined;
  return typeof token === 'string' ? token : undefined;
}

/**
 * Videos (docs/decisions/060-teacher-profiles-and-videos.md): the workspace's upload, streamed to the file
 * store and judged by its opening bytes, and what learners play: published videos only, with range
 * requests so the player can seek. A video's file is kept protected under `video/`, which the public
 * resource routes never serve: only the stream route below, and only for a published revision's file.
 */
export function videoRoutes(app: FastifyInstance, repository: ManagedContentRepository): void {
  const { config, files } = app.platform;

  void app.register(async (scope) => {
    registerStreamedUpload(scope, {
      fileField: VIDEO_FILE_FIELD,
      maxFileBytes: config.videoMaxBytes,
      tooLarge: { id: 'VideoTooLarge', params: { limit: sizeInWords(config.videoMaxBytes) } },
      missing: 'VideoFileMissing',
      spoolDir: path.join(config.dataDir, 'upload-spool'),
      sniffBytes: VIDEO_SNIFF_BYTES,
      bodyTimeoutMs: config.uploadTimeoutMs,
      // Only a platform administrator gets to send the file: the role is checked once `params` is in.
      admit: async (payload) => {
        await grantsFor(app, [Role.PlatformAdmin], tokenOf(payload));
      },
      checkOpening: (opening) => {
        if (!videoFormatOf(opening)) throw appError('VideoNotSupported');
      },
    });

    apiRoute(scope, UploadVideo, async ({ request }) => {
      const spooled = request.streamedFile;
      if (!spooled) throw appError('VideoFileMissing');
      const contentType = videoFormatOf(spooled.opening);
      if (!contentType) throw appError('VideoNotSupported');
      const extension = contentType === VideoFormat.WebM ? 'webm' : 'mp4';
      const key = `video/${randomUUID().replaceAll('-', '')}.${extension}`;
      const stored = await files.saveStream(key, fs.createReadStream(spooled.path), {
        contentType,
        size: spooled.size,
        sha256: spooled.sha256,
        isProtected: true,
      });
      return { file: stored.key, contentType, size: stored.size };
    });
  });

  apiRoute(app, ListVideos, async ({ payload }) => {
    const { total, list } = await repository.published(ManagedType.Video, {
      page: payload.page,
      pageSize: MANAGED_PAGE_SIZE,
    });
    return { total, list: list.map((entry) => videoOfFields(entry.id, entry.fields)) };
  });

  apiRoute(app, GetVideo, async ({ payload }) => {
    const entry = await repository.publishedOne(ManagedType.Video, payload.id);
    if (!entry) throw appError('NoResource');
    return videoOfFields(entry.id, entry.fields);
  });

  // The player's address: the published revision's file, by byte ranges; nothing for an unpublished video.
  app.route<{ Params: { id: string } }>({
    method: ['GET', 'HEAD'],
    url: '/portal/video/stream/:id',
    handler: async (request, reply) => {
      if (!managedEntryId.safeParse(request.params.id).success) return reply.callNotFound();
      const entry = await repository.publishedOne(ManagedType.Video, request.params.id);
      const key = entry?.fields['file'];
      if (typeof key !== 'string' || !VIDEO_FILE_KEY.test(key)) return reply.callNotFound();
      const file = await files.describe(key);
      if (!file) return reply.callNotFound();
      return sendStoredFile(app, file, request, reply);
    },
  });
}

/** A revision's video field names a file the upload stored (its key alone proves nothing). */
export async function assertVideoStored(app: FastifyInstance, key: string): Promise<void> {
  const file = await app.platform.files.describe(key);
  if (!file || (file.contentType !== VideoFormat.Mp4 && file.contentType !== VideoFormat.WebM)) {
    throw appError('VideoFileUnknown');
  }
}
