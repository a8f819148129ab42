import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ok } from '@hanyu/contracts/protocol/envelope';
import { apiPath } from '@hanyu/contracts/protocol/api-path';
import type { Access } from '@hanyu/contracts/protocol/contract';
import { appError } from '../errors.ts';
import { hashSessionToken } from '../auth/session-token.ts';
import type { Session } from '../auth/session-repository.ts';
import { cleanPayloadText } from './text-hygiene.ts';
import { invalidPayload, payloadTextError } from './validation.ts';

const EMPTY_BODY = Buffer.alloc(0);

interface RouteContract<P extends z.ZodType, R extends z.ZodType> {
  path: string;
  access: Access;
  payload: P;
  response: R;
}

export interface CallContext<P> {
  payload: P;
  /** The caller's session; always present on login routes, null for visitors elsewhere. */
  session: Session | null;
  request: FastifyRequest;
  /** For a header of the answer (the browser's sign-in cookie); the body is the handler's answer. */
  reply: FastifyReply;
}

async function resolveSession(
  app: FastifyInstance,
  access: Access,
  token: string | undefined,
): Promise<Session | null> {
  if (access === 'public') return null;
  if (!token) {
    if (access === 'login') throw appError('LoginRequired', {}, 'TOKEN_301');
    return null;
  }
  const found = await app.platform.sessions.find(hashSessionToken(token));
  if (found.state === 'active') return found.session;
  if (access !== 'login') return null;
  // Spec section 8: TOKEN_301 for an expired session, TOKEN_302 for one ended on the server.
  throw appError('SessionExpired', {}, found.state === 'expired' ? 'TOKEN_301' : 'TOKEN_302');
}

/**
 * Wires one call of the spec's protocol: POST at the environment-prefixed path, gateway signature
 * checked, payload parsed by its contract (unknown fields refused), session resolved by access rule,
 * and the handler's answer checked against the response contract and wrapped in the envelope.
 */
export function apiRoute<P extends z.ZodType<{ token?: string | undefined }>, R extends z.ZodType>(
  app: FastifyInstance,
  contract: RouteContract<P, R>,
  handler: (context: CallContext<z.output<P>>) => Promise<z.input<R>>,
): void {
  const { config, gateway } = app.platform;
  app.post(apiPath(config.apiEnv, contract.path), {
    // The signature is checked on the headers before the body is read or parsed (an unsigned call
    // is 401 whatever it carries), and the body against its signed digest once it is in.
    ...(gateway
      ? {
          onRequest: async (request: FastifyRequest) => {
            await gateway.verifyHeaders({ url: request.url, headers: request.headers });
          },
        }
      : {}),
    handler: async (request, reply) => {
      if (gateway) gateway.verifyBody({ headers: request.headers, rawBody: request.rawBody ?? EMPTY_BODY });
      const cleaned = cleanPayloadText(request.body ?? {});
      if (!cleaned.ok) {
        // A field with a message of its own for such text (a group name) says it; else the text rule.
        const own = contract.payload.safeParse(request.body ?? {});
        throw own.success ? payloadTextError(cleaned.issue) : invalidPayload(own.error, request.body);
      }
      const parsed = contract.payload.safeParse(cleaned.value);
      if (!parsed.success) throw invalidPayload(parsed.error, cleaned.value);
      const session = await resolveSession(app, contract.access, parsed.data.token);
      const answer = await handler({ payload: parsed.data, session, request, reply });
      return ok(contract.response.parse(answer));
    },
  });
}
