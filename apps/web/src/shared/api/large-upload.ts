import { md5Pieces } from '@hanyu/contracts/gateway/hashing';
import type { FormParts } from '@hanyu/contracts/protocol/file-form';

/** A large file is read for its MD5 this much at a time, so a 500 MB video never sits in memory whole. */
export const HASH_SLICE_BYTES = 4 * 1024 * 1024;

/** Where a large upload is: reading the file for the signature, then sending it. */
export interface UploadProgress {
  phase: 'reading' | 'sending';
  done: number;
  total: number;
}

export type ProgressListener = (progress: UploadProgress) => void;

/** The MD5 (base64) of the body head + file + tail the gateway signs, the file read slice by slice. */
export async function formBodyMd5(
  parts: Pick<FormParts, 'head' | 'tail'>,
  file: Blob,
  onProgress: ProgressListener = () => undefined,
  sliceBytes = HASH_SLICE_BYTES,
): Promise<string> {
  const hash = md5Pieces();
  hash.update(parts.head);
  for (let start = 0; start < file.size; start += sliceBytes) {
    const end = Math.min(file.size, start + sliceBytes);
    hash.update(new Uint8Array(await file.slice(start, end).arrayBuffer()));
    onProgress({ phase: 'reading', done: end, total: file.size });
  }
  hash.update(parts.tail);
  return hash.base64();
}

/** The whole upload's share done, 0–100: reading counts for a tenth, sending for the rest. */
export function uploadPercent(progress: UploadProgress): number {
  const share = progress.total > 0 ? Math.min(1, progress.done / progress.total) : 1;
  return Math.floor(progress.phase === 'reading' ? share * 10 : 10 + share * 90);
}

/**
 * POSTs a body with XMLHttpRequest, whose upload events fetch does not give, and answers the parsed JSON.
 * A failure of the connection rejects; any answer with a body resolves (the envelope says the rest).
 */
export function postWithProgress(
  url: string,
  headers: Record<string, string>,
  body: Blob,
  onProgress: ProgressListener,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      onProgress({ phase: 'sending', done: event.loaded, total: event.lengthComputable ? event.total : body.size });
    };
    request.onload = () => {
      try {
        resolve(JSON.parse(request.responseText) as unknown);
      } catch (error) {
        reject(error instanceof Error ? error : new Error('unreadable answer'));
      }
    };
    request.onerror = () => reject(new Error('network'));
    request.onabort = () => reject(new Error('aborted'));
    request.send(body);
  });
}
