import type { Readable } from 'node:stream';

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

/** Bytes only; what a file is (type, size, protection) lives in the file_object table. */
export interface FileStore {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer): Promise<void>;
  /** Stores bytes read from a stream of a known size (a large upload spooled to disk), never held whole. */
  putStream(key: string, body: Readable, size: number): Promise<void>;
  /** The bytes (or the requested range), or null when the key holds nothing. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  ping(): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._\-/]{0,510}$/;

/** Keys are relative, with no empty, '.' or '..' segments, so they can never leave the store. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new Error(`Unsafe file key: ${JSON.stringify(key)}`);
  }
}

export function isSafeKey(key: string): boolean {
  try {
    assertSafeKey(key);
    return true;
  } catch {
    return false;
  }
}
