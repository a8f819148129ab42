import net from 'node:net';
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface ShutdownTimes {
  /** The longest the whole shutdown may take before the process gives up on open requests. */
  graceMs: number;
  /**
   * How long the health check answers 503 while everything else is still served (each answer
   * closing its connection) before the listener stops: long enough for a load balancer's checks to
   * take the instance out of rotation.
   */
  drainMs: number;
}

/**
 * Once the listener has stopped, a connection that has carried no request for this long is closed as
 * idle. A connection accepted just before the stop may hold a request the busy event loop has not
 * read yet; closing it then would reset it (the kernel answers unread data with a reset), so idle
 * connections get this long to be read first.
 */
export const IDLE_CONNECTION_MS = 1000;
const IDLE_CHECK_MS = 100;

/**
 * When each connection last carried anything, from the moment the shutdown begins: connections opened
 * before and silent since have been idle at least through the drain.
 */
function watchConnections(server: Server): { quietFor(ms: number): boolean } {
  const lastActive = new Map<net.Socket, number>();
  const touch = (socket: net.Socket) => {
    if (!lastActive.has(socket)) {
      socket.on('data', () => lastActive.set(socket, Date.now()));
      socket.once('close', () => lastActive.delete(socket));
    }
    lastActive.set(socket, Date.now());
  };
  server.on('connection', touch);
  server.on('request', (request: { socket: net.Socket }) => touch(request.socket));
  return {
    quietFor: (ms) => {
      const now = Date.now();
      for (const at of lastActive.values()) if (now - at < ms) return false;
      return true;
    },
  };
}

/**
 * Stops accepting connections but keeps the open ones, unlike http.Server#close, which also closes
 * every connection without a request in progress at once, including those whose request has arrived
 * but is not read yet. Resolves once every connection has ended; once none has carried anything for
 * IDLE_CONNECTION_MS, those without a request in progress are closed.
 */
function stopAccepting(server: Server, connections: { quietFor(ms: number): boolean }): Promise<void> {
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (connections.quietFor(IDLE_CONNECTION_MS)) server.closeIdleConnections();
    }, IDLE_CHECK_MS);
    timer.unref();
    net.Server.prototype.close.call(server, () => {
      clearInterval(timer);
      resolve();
    });
  });
}

/**
 * SIGTERM as a load balancer can follow it: the health check turns 503 at once, requests keep being
 * served through the drain (with `Connection: close`, so no idle keep-alive connection is left to
 * reset), then the listener stops accepting, every request received is answered (the connections
 * close after their answer, idle ones after IDLE_CONNECTION_MS), and only then the application closes
 * with its database and store, all within the grace period.
 */
export function gracefulShutdown(app: FastifyInstance, times: ShutdownTimes): (signal: string) => Promise<void> {
  let closing: Promise<void> | undefined;
  return (signal) => {
    closing ??= (async () => {
      app.log.info({ signal }, 'shutting down: draining');
      app.platform.lifecycle.draining = true;
      const connections = watchConnections(app.server);
      const deadline = setTimeout(() => {
        app.log.error('grace period over; exiting with requests still open');
        process.exit(1);
      }, times.graceMs);
      deadline.unref();
      await new Promise((resolve) => setTimeout(resolve, times.drainMs));
      app.log.info('shutting down: no new connections; answering what was received');
      if (app.server.listening) await stopAccepting(app.server, connections);
      app.log.info('shutting down: closing');
      await app.close();
      clearTimeout(deadline);
    })();
    return closing;
  };
}
