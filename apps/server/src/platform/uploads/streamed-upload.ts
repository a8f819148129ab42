import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorId } from '@hanyu/contracts/errors/catalogue';
import { appError } from '../errors.ts';
import { payloadFromJson } from '../protocol/body.ts';
import { multipartBoundary } from './multipart-form.ts';

/** A file a multipart call carried, spooled to a temporary file as it arrived (removed with the answer). */
export interface StreamedFile {
  path: string;
  size: number;
  sha256: string;
  /** The file's first bytes (up to `sniffBytes`), read before anything was written. */
  opening: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The file a streamed multipart call carried; null otherwise. */
    streamedFile: StreamedFile | null;
  }
}

export interface StreamedUploadOptions {
  /** Name of the file field; the payload is the field `params`, which must come first. */
  fileField: string;
  /** Largest file accepted; a larger one is refused with `tooLarge` as soon as it is seen to be. */
  maxFileBytes: number;
  tooLarge: { id: ErrorId; params?: Record<string, string> };
  /** The refusal of a form whose file is empty. */
  missing: ErrorId;
  /** Where the file is spooled while it arrives (the data directory, so no other user reads it). */
  spoolDir: string;
  /** Bytes of the file's opening that `checkOpening` is given. */
  sniffBytes: number;
  /**
   * Called with the payload before any byte of the file is read: throws to refuse the caller (a missing
   * role), so a refused caller never gets to send the file.
   */
  admit: (payload: unknown, request: FastifyRequest) => Promise<void>;
  /** Called with the file's opening before it is written anywhere: throws to refuse the file. */
  checkOpening: (opening: Buffer) => void;
  /** The time an admitted caller's body has to arrive, from the request's start (body-deadline.ts). */
  bodyTimeoutMs: number;
}

/** The multipart head (the params part and the file part's headers) is small: more than this is refused. */
const HEAD_MAX_BYTES = 64 * 1024;
const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

function malformed(): Error {
  return appError('InvalidPayload', { detail: '表单格式有误' });
}

interface PartHeaders {
  name: string | null;
  filename: string | null;
}

function partHeaders(block: Buffer): PartHeaders {
  let name: string | null = null;
  let filename: string | null = null;
  for (const line of block.toString('utf8').split('\r\n')) {
    if (!/^content-disposition\s*:/i.test(line)) continue;
    name = /;\s*name="([^"]*)"/i.exec(line)?.[1] ?? null;
    filename = /;\s*filename="([^"]*)"/i.exec(line)?.[1] ?? null;
  }
  return { name, filename };
}

/**
 * The head of a form, once it is all in: the params part's bytes and where the file's data begins.
 * null while more bytes are needed.
 */
function readHead(head: Buffer, boundary: string, fileField: string): { params: Buffer; dataStart: number } | null {
  const delimiter = Buffer.from(`--${boundary}\r\n`);
  if (head.length < delimiter.length) return null;
  if (!head.subarray(0, delimiter.length).equals(delimiter)) throw malformed();
  const paramsHeadersEnd = head.indexOf(HEADER_END, delimiter.length);
  if (paramsHeadersEnd < 0) return null;
  const params = partHeaders(head.subarray(delimiter.length, paramsHeadersEnd));
  if (params.name !== 'params' || params.filename !== null) {
    throw appError('InvalidPayload', { detail: '表单的第一个字段应为 params' });
  }
  const paramsStart = paramsHeadersEnd + HEADER_END.length;
  const next = Buffer.concat([CRLF, delimiter]);
  const paramsEnd = head.indexOf(next, paramsStart);
  if (paramsEnd < 0) return null;
  const fileHeadersStart = paramsEnd + next.length;
  const fileHeadersEnd = head.indexOf(HEADER_END, fileHeadersStart);
  if (fileHeadersEnd < 0) return null;
  const file = partHeaders(head.subarray(fileHeadersStart, fileHeadersEnd));
  if (file.name !== fileField || file.filename === null) {
    throw appError('InvalidPayload', { detail: `表单字段 ${file.name ?? ''} 无法识别` });
  }
  return { params: head.subarray(paramsStart, paramsEnd), dataStart: fileHeadersEnd + HEADER_END.length };
}

/**
 * Writes the file's data to the spool file, holding back the last bytes until the stream ends (they may be
 * the closing delimiter), with its size and SHA-256 taken as it passes.
 */
class DataSpool {
  private readonly out: fs.WriteStream;
  private readonly hash = createHash('sha256');
  private held = Buffer.alloc(0);
  private failure: Error | null = null;
  size = 0;

  constructor(
    readonly path: string,
    private readonly holdBack: number,
    private readonly maxBytes: number,
    private readonly tooLarge: () => Error,
  ) {
    this.out = fs.createWriteStream(path, { flags: 'wx', mode: 0o600 });
    // A spool discarded mid-write (the upload was cut off) fails its pending writes: kept here, never
    // left unhandled on the stream, where it would end the process.
    this.out.on('error', (error) => {
      this.failure ??= error;
    });
  }

  private async write(bytes: Buffer): Promise<void> {
    if (this.failure) throw this.failure;
    if (bytes.length === 0) return;
    this.size += bytes.length;
    if (this.size > this.maxBytes) throw this.tooLarge();
    this.hash.update(bytes);
    if (!this.out.write(bytes)) await once(this.out, 'drain');
  }

  async push(chunk: Buffer): Promise<void> {
    const joined = this.held.length === 0 ? chunk : Buffer.concat([this.held, chunk]);
    const keep = Math.min(this.holdBack, joined.length);
    this.held = Buffer.from(joined.subarray(joined.length - keep));
    await this.write(joined.subarray(0, joined.length - keep));
  }

  /** The last bytes: the file's end, then the closing delimiter (anything after it is the epilogue). */
  async finish(closing: Buffer): Promise<{ size: number; sha256: string }> {
    const end = this.held.lastIndexOf(closing);
    if (end < 0) throw malformed();
    await this.write(this.held.subarray(0, end));
    this.out.end();
    await once(this.out, 'finish');
    if (this.failure) throw this.failure;
    return { size: this.size, sha256: this.hash.digest('hex') };
  }

  discard(): void {
    this.out.destroy();
  }
}

/**
 * Lets the protocol routes of a plugin scope take a large file in multipart/form-data without holding it:
 * `params` first (read, and the caller admitted, before the file), then the file, whose opening is checked
 * before a byte is written and whose size is counted as it arrives; the data is spooled to a file in
 * `spoolDir`, and the whole body's MD5 kept for the gateway's check (`streamedBodyMd5`). The route's
 * handler moves the spooled file to the file store; the spool file is removed before the answer is sent.
 */
export function registerStreamedUpload(scope: FastifyInstance, options: StreamedUploadOptions): void {
  scope.decorateRequest('streamedFile', null);
  const tooLarge = () => appError(options.tooLarge.id, options.tooLarge.params ?? {});
  const spools = new WeakMap<FastifyRequest, string>();

  // Before the answer goes out (the handler is done with the file by then, whatever it answers).
  scope.addHook('onSend', async (request, _reply, payload) => {
    const spooled = spools.get(request);
    if (spooled) await fsp.rm(spooled, { force: true });
    return payload;
  });

  scope.addContentTypeParser('multipart/form-data', async (request: FastifyRequest, body: Readable) => {
    const boundary = multipartBoundary(request.headers['content-type']);
    if (!boundary) throw appError('InvalidPayload', { detail: '表单缺少 boundary' });
    const declared = Number(request.headers['content-length']);
    if (declared > options.maxFileBytes + HEAD_MAX_BYTES) throw tooLarge();

    const closing = Buffer.from(`\r\n--${boundary}--`);
    const md5 = createHash('md5');
    let head: Buffer = Buffer.alloc(0);
    let found: { params: Buffer; dataStart: number } | null = null;
    let payload: unknown = {};
    let spool: DataSpool | null = null;

    const startSpool = async (opening: Buffer, rest: Buffer): Promise<DataSpool> => {
      options.checkOpening(opening);
      await fsp.mkdir(options.spoolDir, { recursive: true });
      const spoolPath = path.join(options.spoolDir, `upload-${randomUUID()}`);
      spools.set(request, spoolPath);
      const started = new DataSpool(spoolPath, closing.length + 256, options.maxFileBytes, tooLarge);
      await started.push(rest);
      return started;
    };

    let opening: Buffer = Buffer.alloc(0);
    try {
      for await (const raw of body) {
        const chunk = raw as Buffer;
        md5.update(chunk);
        if (spool) {
          await spool.push(chunk);
          continue;
        }
        head = Buffer.concat([head, chunk]);
        if (!found) {
          found = readHead(head, boundary, options.fileField);
          if (!found) {
            if (head.length > HEAD_MAX_BYTES) throw malformed();
            continue;
          }
          payload = payloadFromJson(found.params);
          await options.admit(payload, request);
          request.bodyDeadline?.extend(options.bodyTimeoutMs);
        }
        const data = head.subarray(found.dataStart);
        if (data.length >= options.sniffBytes + closing.length) {
          opening = Buffer.from(data.subarray(0, options.sniffBytes));
          spool = await startSpool(opening, data);
        }
      }
      if (!found) throw malformed();
      if (!spool) {
        // A file shorter than the bytes its check reads: its data ends where the closing delimiter begins.
        const data = head.subarray(found.dataStart);
        const end = data.lastIndexOf(closing);
        if (end < 0) throw malformed();
        if (end === 0) throw appError(options.missing);
        opening = Buffer.from(data.subarray(0, end));
        spool = await startSpool(opening, data);
      }
      const done = await spool.finish(closing);
      if (done.size === 0) throw appError(options.missing);
      request.streamedFile = { path: spool.path, size: done.size, sha256: done.sha256, opening };
      request.streamedBodyMd5 = md5.digest('base64');
      return payload;
    } catch (error) {
      spool?.discard();
      const spooled = spools.get(request);
      if (spooled) await fsp.rm(spooled, { force: true });
      throw error;
    }
  });
}
