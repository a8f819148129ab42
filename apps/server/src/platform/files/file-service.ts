import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ByteRange, FileStore } from './file-store.ts';
import { assertSafeKey } from './file-store.ts';
import type { FileObject, FileObjectRepository } from './file-object-repository.ts';

export interface OpenedFile {
  file: FileObject;
  body: Readable;
  range: ByteRange | undefined;
}

/** The file store's bytes and the file_object rows kept in step. */
export class FileService {
  constructor(
    private readonly store: FileStore,
    private readonly objects: FileObjectRepository,
  ) {}

  async save(key: string, body: Buffer, options: { contentType: string; isProtected?: boolean }): Promise<FileObject> {
    assertSafeKey(key);
    const file: FileObject = {
      key,
      contentType: options.contentType,
      size: body.length,
      sha256: createHash('sha256').update(body).digest('hex'),
      isProtected: options.isProtected ?? false,
      createdAt: new Date(),
    };
    // Bytes first: a row never points at a file that is not there.
    await this.store.put(key, body);
    await this.objects.upsert(file);
    return file;
  }

  /**
   * Stores a file read from a stream whose size and digest are already known (an upload spooled to disk
   * and checked on the way), so it is never held whole in memory. Bytes first, then the row.
   */
  async saveStream(
    key: string,
    body: Readable,
    options: { contentType: string; size: number; sha256: string; isProtected?: boolean },
  ): Promise<FileObject> {
    assertSafeKey(key);
    const file: FileObject = {
      key,
      contentType: options.contentType,
      size: options.size,
      sha256: options.sha256,
      isProtected: options.isProtected ?? false,
      createdAt: new Date(),
    };
    await this.store.putStream(key, body, options.size);
    await this.objects.upsert(file);
    return file;
  }

  describe(key: string): Promise<FileObject | null> {
    return this.objects.find(key);
  }

  async open(file: FileObject, range?: ByteRange): Promise<OpenedFile | null> {
    const body = await this.store.read(file.key, range);
    return body ? { file, body, range } : null;
  }

  async remove(key: string): Promise<void> {
    await this.objects.delete(key);
    await this.store.delete(key);
  }
}

/** Reads a single `bytes=` range; null for none, 'invalid' for one that cannot be served. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}
