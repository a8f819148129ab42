import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ok } from '@hanyu/contracts/protocol/envelope';
import { apiPath } from '@hanyu/contracts/protocol/api-path';
import type { Access } from '@hanyu/contracts/protocol/contract';
import {
  ADMINISTRATOR_ROLES,
  administratorSessionHolds,
  type GrantedRole,
  type RoleGrant,
} from '@hanyu/contracts/constants/roles';
import { appError } from '../errors.ts';
import { RoleRepository } from '../auth/roles.ts';
import { hashSessionToken } from '../auth/session-token.ts';
import type { Session } from '../auth/session-repository.ts';
import { cleanPayloadText } from './text-hygiene.ts';
import { invalidPayload, payloadTextError } from './validation.ts';

const EMPTY_BODY = Buffer.alloc(0);

/** A signed route's header check, run before the body is read or parsed (an unsigned call is 401 whatever it carries). */
export function signedHeaders(app: FastifyInstance): { onRequest?: (request: FastifyRequest) => Promise<void> } {
  const { gateway } = app.platform;
  if (!gateway) return {};
  return {
    onRequest: async (request: FastifyRequest) => {
      await gateway.verifyHeaders({ url: request.url, headers: request.headers });
    },
  };
}

/** A signed route's body checked against its signed digest, once it is in. */
export function verifySignedBody(app: FastifyInstance, request: FastifyRequest): void {
  app.platform.gateway?.verifyBody({
    headers: request.headers,
    rawBody: request.rawBody ?? EMPTY_BODY,
    bodyMd5: request.streamedBodyMd5,
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The MD5 (base64) of a body streamed to disk rather than kept in `rawBody` (a video upload). */
    streamedBodyMd5?: string;
  }
}

interface RouteContract<P extends z.ZodType, R extends z.ZodType, A extends Access> {
  path: string;
  access: A;
  roles?: readonly GrantedRole[];
  payload: P;
  response: R;
}

/**
 * The session a handler sees, by its route's access rule: a login route's caller has one (a call
 * without is refused before the handler runs), an optional-login route's may, a public route reads no
 * token at all. So no handler checks login itself.
 */
export type SessionFor<A extends Access> = A extends 'login'
  ? Session
  : A extends 'optional-login'
    ? Session | null
    : null;

export interface CallContext<P, A extends Access = Access> {
  payload: P;
  /** The caller's session, typed by the route's access rule (SessionFor). */
  session: SessionFor<A>;
  /**
   * The caller's role grants, read for this call on a route that declares roles (one of them is held,
   * or the call was refused before the handler ran); empty on other routes.
   */
  grants: readonly RoleGrant[];
  request: FastifyRequest;
  /** For a header of the answer (the browser's sign-in cookie); the body is the handler's answer. */
  reply: FastifyReply;
}

async function findSession(app: FastifyInstance, access: Access, token: string | undefined): Promise<Session | null> {
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
 * For an optional-login route with a field only a logged-in caller may send (/psc/exam/getPaper's
 * attemptId, the caller's own attempt): the caller's session, or the refusal a login route gives a
 * visitor. The one place besides the access rule that refuses a call for want of login.
 */
export function loginFor(session: Session | null): Session {
  if (!session) throw appError('LoginRequired', {}, 'TOKEN_301');
  return session;
}

/**
 * The grants of a caller of a route that declares roles: refused with RoleRequired unless one of the
 * route's roles is held. Read from the database on every call (a revoked role stops at once). A route
 * for administrators only also needs an administrator's session (`AdministratorSession`: a password or
 * code within 8 hours, administrator activity within 30 minutes), else AdministratorPasswordRequired
 * and the web asks for the password again.
 */
export async function grantsFor(
  app: FastifyInstance,
  roles: readonly GrantedRole[],
  token: string | undefined,
): Promise<{ session: Session; grants: RoleGrant[] }> {
  const session = await findSession(app, 'login', token);
  if (!session) throw appError('LoginRequired', {}, 'TOKEN_301');
  const grants = await new RoleRepository(app.platform.db).grantsOf(session.userId);
  if (!grants.some((grant) => roles.includes(grant.role))) throw appError('RoleRequired');
  if (roles.every((role) => ADMINISTRATOR_ROLES.includes(role))) {
    const now = new Date();
    if (!administratorSessionHolds(session.authenticatedAt, session.adminSeenAt, now)) {
      throw appError('AdministratorPasswordRequired');
    }
    await app.platform.sessions.markAdministratorActive(session.tokenHash, now);
  }
  return { session, grants };
}

/** The token of a body not yet validated (a string of a sane length, else none). */
function tokenOf(body: unknown): string | undefined {
  const token = body && typeof body === 'object' ? (body as { token?: unknown }).token : undefined;
  return typeof token === 'string' && token.length > 0 && token.length <= 512 ? token : undefined;
}

/** findSession by the route's rule, typed as SessionFor: it returns null only where the rule allows. */
async function resolveSession<A extends Access>(
  app: FastifyInstance,
  access: A,
  token: string | undefined,
): Promise<SessionFor<A>> {
  // TypeScript does not narrow a conditional type by a value of its parameter: findSession's branches
  // above are what make this hold (login: a session or a thrown error; public: null).
  return (await findSession(app, access, token)) as SessionFor<A>;
}

/** One call of a route run on a body already in: what the route's POST does after the gateway check. */
export type CallRunner = (request: FastifyRequest, reply: FastifyReply, body: unknown) => Promise<unknown>;

export interface RegisteredCall {
  access: Access;
  run: CallRunner;
}

/** Every route of the protocol by its path (without the environment prefix), per app, for jsonp.ts. */
const registeredCalls = new WeakMap<object, Map<string, RegisteredCall>>();

export function registeredCall(app: FastifyInstance, path: string): RegisteredCall | undefined {
  return registeredCalls.get(app.platform)?.get(path);
}

/**
 * Wires one call of the spec's protocol: POST at the environment-prefixed path, gateway signature
 * checked, payload parsed by its contract (unknown fields refused), session resolved by access rule,
 * and the handler's answer checked against the response contract and wrapped in the envelope.
 */
export function apiRoute<P extends z.ZodType<{ token?: string | undefined }>, R extends z.ZodType, A extends Access>(
  app: FastifyInstance,
  contract: RouteContract<P, R, A>,
  handler: (context: CallContext<z.output<P>, A>) => Promise<z.input<R>>,
): void {
  const { config } = app.platform;
  const run = async (request: FastifyRequest, reply: FastifyReply, body: unknown) => {
    // A route for some roles refuses everyone else before it reads their payload: a learner learns
    // nothing about an administrator's form from its validation messages.
    const held = contract.roles ? await grantsFor(app, contract.roles, tokenOf(body)) : null;
    const cleaned = cleanPayloadText(body ?? {});
    if (!cleaned.ok) {
      // A field with a message of its own for such text (a group name) says it; else the text rule.
      const own = contract.payload.safeParse(body ?? {});
      throw own.success ? payloadTextError(cleaned.issue) : invalidPayload(own.error, body);
    }
    const parsed = contract.payload.safeParse(cleaned.value);
    if (!parsed.success) throw invalidPayload(parsed.error, cleaned.value);
    const session = held
      ? (held.session as SessionFor<A>)
      : await resolveSession(app, contract.access, parsed.data.token);
    const answer = await handler({ payload: parsed.data, session, grants: held?.grants ?? [], request, reply });
    return ok(contract.response.parse(answer));
  };
  let calls = registeredCalls.get(app.platform);
  if (!calls) registeredCalls.set(app.platform, (calls = new Map()));
  calls.set(contract.path, { access: contract.access, run });

  app.post(apiPath(config.apiEnv, contract.path), {
    // The signature is checked on the headers before the body is read or parsed (an unsigned call
    // is 401 whatever it carries), and the body against its signed digest once it is in.
    ...signedHeaders(app),
    handler: async (request, reply) => {
      verifySignedBody(app, request);
      return run(request, reply, request.body);
    },
  });
}
