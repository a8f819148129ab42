import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@hanyu/contracts/protocol/envelope';
import { AppError, appError } from '../errors.ts';
import { registeredCall, signedHeaders, verifySignedBody } from './api-route.ts';
import { toEnvelope } from './error-handler.ts';

/** The jsonp variant of a call lives under this segment, after the environment prefix. */
export const JSONP_SEGMENT = '/jsonp';

/**
 * A callback the answer may call: a JavaScript identifier, or a short dotted path of them
 * (`handlers.onTotal`). Nothing else, so the answer can only ever be a call of a named function.
 */
const CALLBACK_NAME = /^[A-Za-z_$][\w$]{0,63}(?:\.[A-Za-z_$][\w$]{0,63}){0,3}$/;

/** A partner allowed to call: the app id and group id it names in the query. */
export interface JsonpPartner {
  appId: string;
  groupId: string;
}

export function isCallbackName(value: unknown): value is string {
  return typeof value === 'string' && CALLBACK_NAME.test(value);
}

function single(query: unknown, name: string): string | undefined {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The envelope as a script calling the partner's function. `<` and the two line separators are escaped,
 * so the answer stays one statement whatever text the envelope carries, even inside an HTML page.
 */
export function jsonpScript(callback: string, envelope: Envelope<unknown>): string {
  const json = JSON.stringify(envelope)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `/**/ ${callback}(${json});`;
}

/**
 * The jsonp POST variant of spec section 7: `POST /{env}/jsonp{path}?callback=&appId=&groupId=`, signed
 * like every call, for the public routes only and only for the partners of JSONP_PARTNERS (none by
 * default: then the address does not exist). A refusal of the call itself (no such partner, a callback
 * that is not a name, a route that needs login) is the JSON envelope with its status; once the call is
 * the partner's, the route's own answer, success or error, is `callback(envelope)` with 200, so the
 * partner's script runs and reads the code.
 */
export function jsonpRoutes(app: FastifyInstance): void {
  const { config } = app.platform;
  const partners = config.jsonpPartners;
  if (partners.length === 0) return;
  app.post(`/${config.apiEnv}${JSONP_SEGMENT}/*`, {
    ...signedHeaders(app),
    handler: async (request, reply) => {
      verifySignedBody(app, request);
      const callback = single(request.query, 'callback');
      if (!isCallbackName(callback)) throw appError('JsonpCallbackInvalid');
      const appId = single(request.query, 'appId');
      const groupId = single(request.query, 'groupId');
      if (!partners.some((partner) => partner.appId === appId && partner.groupId === groupId)) {
        throw appError('JsonpPartnerUnknown');
      }
      const path = `/${(request.params as { '*': string })['*']}`;
      const call = registeredCall(app, path);
      if (!call) throw appError('NotFound');
      if (call.access !== 'public') throw appError('JsonpRouteNotPublic');
      let envelope: Envelope<unknown>;
      try {
        envelope = (await call.run(request, reply, request.body)) as Envelope<unknown>;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        envelope = toEnvelope(error);
      }
      return reply
        .status(200)
        .type('application/javascript; charset=utf-8')
        .header('x-content-type-options', 'nosniff')
        .send(jsonpScript(callback, envelope));
    },
  });
}
