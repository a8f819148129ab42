import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type ByteRange, type FileStore } from './file-store.ts';

export class LocalFileStore implements FileStore {
  readonly kind = 'local';

  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    await fsp.writeFile(temporary, body, { flush: true });
    await fsp.rename(temporary, target);
  }

  async putStream(key: string, body: Readable, _size: number): Promise<void> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    try {
      await pipeline(body, fs.createWriteStream(temporary, { flush: true }));
      await fsp.rename(temporary, target);
    } catch (error) {
      await fsp.rm(temporary, { force: true });
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    const target = this.pathOf(key);
    try {
      await fsp.access(target, fs.constants.R_OK);
    } catch {
      return null;
    }
    return fs.createReadStream(target, range ? { start: range.start, end: range.end } : {});
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async ping(): Promise<void> {
    await fsp.mkdir(this.root, { recursive: true });
  }
}
