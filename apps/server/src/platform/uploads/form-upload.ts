import { pipeline, Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ErrorId } from '@hanyu/contracts/errors/catalogue';
import { appError } from '../errors.ts';
import { payloadFromJson } from '../protocol/body.ts';
import { MultipartError, multipartBoundary, parseMultipartForm, type FormPart } from './multipart-form.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The file a multipart protocol call carried beside its `params`; null otherwise. */
    uploadedFile: FormPart | null;
  }
}

export interface FormUploadOptions {
  /** Name of the file field (the payload is always the field `params`, as in the form mode). */
  fileField: string;
  /** Largest body accepted; a larger one is refused with `tooLarge` before it is read. */
  maxBytes: number;
  tooLarge: ErrorId;
}

const PARAMS_FIELD = 'params';

/** Counts the bytes of a body sent without Content-Length and stops it once over the limit. */
class ByteLimit extends Transform {
  private seen = 0;

  constructor(
    private readonly limit: number,
    private readonly tooLarge: ErrorId,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.length;
    callback(this.seen > this.limit ? appError(this.tooLarge) : null, chunk);
  }
}

/**
 * Lets the protocol routes of a plugin scope take multipart/form-data: the JSON payload in the
 * field `params` (read exactly as the form mode reads it) and one file. The whole body stays in
 * `rawBody` for the gateway signature; the file is `request.uploadedFile`.
 */
export function registerFormUpload(scope: FastifyInstance, options: FormUploadOptions): void {
  scope.decorateRequest('uploadedFile', null);
  scope.addHook('preParsing', async (request, _reply, payload) => {
    if (!multipartBoundary(request.headers['content-type'])) return payload;
    const declared = Number(request.headers['content-length']);
    if (declared > options.maxBytes) throw appError(options.tooLarge);
    if (!Number.isNaN(declared)) return payload;
    // pipeline passes an aborted upload's error on to the parser, which then answers.
    return pipeline(payload, new ByteLimit(options.maxBytes, options.tooLarge), () => undefined);
  });
  scope.addContentTypeParser(
    'multipart/form-data',
    // One byte over the limit: the checks above answer first, with their own error.
    { parseAs: 'buffer', bodyLimit: options.maxBytes + 1 },
    (request, body, done) => {
      request.rawBody = body as Buffer;
      try {
        const boundary = multipartBoundary(request.headers['content-type']);
        if (!boundary) throw appError('InvalidPayload', { detail: '表单缺少 boundary' });
        let payload: unknown = {};
        for (const part of parseMultipartForm(body as Buffer, boundary)) {
          if (part.name === PARAMS_FIELD && part.filename === null) payload = payloadFromJson(part.data);
          else if (part.name === options.fileField && !request.uploadedFile) request.uploadedFile = part;
          else throw appError('InvalidPayload', { detail: `表单字段 ${part.name} 无法识别` });
        }
        done(null, payload);
      } catch (error) {
        done(
          error instanceof MultipartError ? appError('InvalidPayload', { detail: '表单格式有误' }) : (error as Error),
        );
      }
    },
  );
}
