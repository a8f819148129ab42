import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../errors.ts';

/** The time a request has to arrive in full, counted from its first byte; a streamed upload may lengthen it. */
export interface BodyDeadline {
  /** Gives the request this long from its start instead (never less than it already had). */
  extend(totalMs: number): void;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    bodyDeadline: BodyDeadline | null;
  }
}

/**
 * Node's own request timeout is one figure for every request of the server, so a 500 MB video had the
 * 30 seconds of a JSON call to arrive in. The server's timeout is set to the longest allowed (the
 * upload's) and this hook holds every request to the ordinary figure, which a streamed upload lengthens
 * once its caller has been admitted (streamed-upload.ts): a slow sender that is not an administrator
 * still gets the short one. A request whose body has not arrived in time is answered RequestTimeout and
 * its connection closed.
 */
export function registerBodyDeadline(app: FastifyInstance, ordinaryMs: number): void {
  app.decorateRequest('bodyDeadline', null);
  app.addHook('onRequest', (request, reply, done) => {
    // Only a request that carries a body waits for one: a page, a file or a socket's upgrade does not.
    const carriesBody = BODY_METHODS.has(request.method) && request.headers.upgrade === undefined;
    if (carriesBody && !request.raw.complete) request.bodyDeadline = startDeadline(request, reply, ordinaryMs);
    done();
  });
}

function startDeadline(request: FastifyRequest, reply: FastifyReply, ordinaryMs: number): BodyDeadline {
  const started = Date.now();
  let allowedMs = ordinaryMs;
  let timer: NodeJS.Timeout | undefined;

  const expire = () => {
    if (request.raw.complete || reply.sent) return;
    request.log.info({ allowedMs }, 'request body not received in time');
    reply.header('Connection', 'close');
    reply.raw.once('finish', () => request.raw.destroy());
    void reply.send(appError('RequestTimeout'));
  };
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(expire, Math.max(0, started + allowedMs - Date.now()));
    timer.unref();
  };
  const stop = () => clearTimeout(timer);
  request.raw.once('end', stop);
  request.raw.once('close', stop);
  reply.raw.once('close', stop);
  arm();

  return {
    extend(totalMs: number) {
      if (totalMs <= allowedMs || request.raw.complete) return;
      allowedMs = totalMs;
      arm();
    },
  };
}
