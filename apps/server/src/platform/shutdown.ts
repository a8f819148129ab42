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
 * SIGTERM as a load balancer can follow it: the health check turns 503 at once, requests keep being
 * served through the drain (with `Connection: close`, so no idle keep-alive connection is left to
 * reset), then the listener stops, requests in flight finish (up to the grace period) and the
 * database and store close.
 */
export function gracefulShutdown(app: FastifyInstance, times: ShutdownTimes): (signal: string) => Promise<void> {
  let closing: Promise<void> | undefined;
  return (signal) => {
    closing ??= (async () => {
      app.log.info({ signal }, 'shutting down: draining');
      app.platform.lifecycle.draining = true;
      const deadline = setTimeout(() => {
        app.log.error('grace period over; exiting with requests still open');
        process.exit(1);
      }, times.graceMs);
      deadline.unref();
      await new Promise((resolve) => setTimeout(resolve, times.drainMs));
      app.log.info('shutting down: closing');
      await app.close();
      clearTimeout(deadline);
    })();
    return closing;
  };
}
