import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorId } from '@hanyu/contracts/errors/catalogue';
import type { Envelope } from '@hanyu/contracts/protocol/envelope';
import { AppError, appError, RateLimitedError } from '../errors.ts';

const FASTIFY_CODES: Record<string, ErrorId> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PayloadTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UnsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'InvalidPayload',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'InvalidPayload',
};

export function toEnvelope(error: AppError, requestId?: string): Envelope<unknown> {
  return {
    result: false,
    code: error.id,
    returnValue: error.returnValue,
    message: error.message,
    ...(requestId ? { requestId } : {}),
  };
}

function send(reply: FastifyReply, error: AppError, requestId?: string): FastifyReply {
  if (error instanceof RateLimitedError) reply.header('Retry-After', String(error.retryAfterSeconds));
  return reply.status(error.status).send(toEnvelope(error, requestId));
}

/**
 * One place turns every failure into the envelope: catalogue errors as they are, framework client
 * errors into their catalogue ids, anything else into InternalError with the request id (logged in
 * full here, never sent: no stack, no SQL).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) return send(reply, error);
    const mapped = FASTIFY_CODES[error.code];
    if (mapped) return send(reply, appError(mapped, { detail: '请求体无法解析' }));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return send(reply, appError('InvalidPayload', { detail: '请求无法解析' }));
    }
    if (error.code === 'FST_ERR_REQUEST_TIMEOUT') return send(reply, appError('RequestTimeout'));
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, appError('InternalError'), request.id);
  });

  app.setNotFoundHandler((_request, reply) => send(reply, appError('NotFound')));
}

/** The envelope as bytes, for answers written before Fastify has a request (the HTTP parser's). */
function rawEnvelope(error: AppError): string {
  const body = JSON.stringify(toEnvelope(error));
  return [
    `HTTP/1.1 ${error.status} ${error.status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Fastify's clientErrorHandler: what Node's HTTP parser could not read (headers over its limit, a
 * Content-Length that is not a number, a broken request line) is answered in the envelope, never
 * with the framework's own text; a connection that is already gone is just closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const answer =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? appError('HeadersTooLarge')
      : appError('InvalidPayload', { detail: '请求无法解析' });
  socket.end(rawEnvelope(answer));
}

/**
 * Fastify's frameworkErrors: an address that cannot be decoded (%c0) is answered in the envelope,
 * without echoing it or naming the framework.
 */
export function frameworkErrors(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void send(reply, appError('InvalidPayload', { detail: '请求地址无法解析' }));
}
