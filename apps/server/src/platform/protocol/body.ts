import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body bytes exactly as received (null without a body): the gateway signs their MD5. */
    rawBody: Buffer | null;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw appError('InvalidPayload', { detail: '请求体不是合法的 JSON' });
  }
}

/** Json mode: the payload as the body. */
export function payloadFromJson(body: Buffer): unknown {
  return body.length === 0 ? {} : parseJson(body.toString('utf8'));
}

/** Form mode: the JSON payload inside the form field `params` (spec section 7). */
export function payloadFromForm(body: Buffer): unknown {
  const form = new URLSearchParams(body.toString('utf8'));
  const params = form.get('params');
  if (params === null) {
    if (form.size === 0) return {};
    throw appError('InvalidPayload', { detail: '表单请求须把参数放在 params 字段中' });
  }
  return params.trim() === '' ? {} : parseJson(params);
}

/**
 * Both body forms of the protocol reach the same handler as one payload object, and the raw bytes
 * are kept for the gateway's body digest.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.decorateRequest('rawBody', null);
  app.removeAllContentTypeParsers();
  const keep =
    (parse: (body: Buffer) => unknown) =>
    (request: FastifyRequest, body: Buffer, done: (error: Error | null, value?: unknown) => void) => {
      request.rawBody = body;
      try {
        done(null, parse(body));
      } catch (error) {
        done(error as Error);
      }
    };
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, keep(payloadFromJson));
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, keep(payloadFromForm));
}
